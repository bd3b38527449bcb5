CREATE TABLE "ah_member_mission" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"mission_type" integer,
	"mission_name" varchar(30),
	"reward_integral" integer,
	"cycle" integer,
	"is_open" integer,
	"finish_count" integer,
	"reward_total" integer,
	"description" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_member_mission_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_member_mission_id" bigint,
	"record_no" varchar(40),
	"ah_member_wx_id" bigint,
	"nick_name" varchar(50),
	"phone" varchar(11),
	"reward_integral" integer,
	"finish_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_member_mission_scope_time_idx" ON "ah_member_mission" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_member_mission_mission_type_idx" ON "ah_member_mission" USING btree ("tenant_id","store_id","mission_type");--> statement-breakpoint
CREATE INDEX "ah_member_mission_is_open_idx" ON "ah_member_mission" USING btree ("tenant_id","store_id","is_open");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_member_mission_store_type_uq" ON "ah_member_mission" USING btree ("tenant_id","store_id","mission_type") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_member_mission_record_scope_time_idx" ON "ah_member_mission_record" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_member_mission_record_ah_member_mission_id_idx" ON "ah_member_mission_record" USING btree ("tenant_id","store_id","ah_member_mission_id");--> statement-breakpoint
CREATE INDEX "ah_member_mission_record_finish_time_idx" ON "ah_member_mission_record" USING btree ("tenant_id","store_id","finish_time");--> statement-breakpoint
CREATE INDEX "ah_member_mission_record_mission_idx" ON "ah_member_mission_record" USING btree ("ah_member_mission_id","finish_time");