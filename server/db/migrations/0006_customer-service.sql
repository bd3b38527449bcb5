CREATE TABLE "ah_home_store" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"ah_store_id" bigint,
	"store_name" varchar(100),
	"cover_image" varchar(500),
	"intro" varchar(200),
	"sort" integer,
	"is_show" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_opinion" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"member_name" varchar(20),
	"member_phone" varchar(11),
	"opinion_type" integer,
	"content" varchar(500),
	"submit_time" timestamp with time zone,
	"status" integer,
	"process_way" integer,
	"process_content" varchar(500),
	"operator_id" bigint,
	"operator_name" varchar(50),
	"process_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_home_store_scope_time_idx" ON "ah_home_store" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_home_store_ah_store_id_idx" ON "ah_home_store" USING btree ("tenant_id","ah_store_id");--> statement-breakpoint
CREATE INDEX "ah_home_store_sort_idx" ON "ah_home_store" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_home_store_is_show_idx" ON "ah_home_store" USING btree ("tenant_id","is_show");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_home_store_store_uq" ON "ah_home_store" USING btree ("tenant_id","ah_store_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_opinion_scope_time_idx" ON "ah_opinion" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_opinion_member_phone_idx" ON "ah_opinion" USING btree ("tenant_id","store_id","member_phone");--> statement-breakpoint
CREATE INDEX "ah_opinion_opinion_type_idx" ON "ah_opinion" USING btree ("tenant_id","store_id","opinion_type");--> statement-breakpoint
CREATE INDEX "ah_opinion_submit_time_idx" ON "ah_opinion" USING btree ("tenant_id","store_id","submit_time");--> statement-breakpoint
CREATE INDEX "ah_opinion_status_idx" ON "ah_opinion" USING btree ("tenant_id","store_id","status");