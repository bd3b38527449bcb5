CREATE TABLE "ah_war_report" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"title" varchar(100),
	"report_type" integer,
	"start_date" date,
	"end_date" date,
	"new_clue_count" integer,
	"trace_count" integer,
	"visit_count" integer,
	"order_count" integer,
	"order_amount" bigint,
	"delivery_count" integer,
	"champion_name" varchar(50),
	"champion_orders" integer,
	"content" text,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_war_report_scope_time_idx" ON "ah_war_report" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_war_report_report_type_idx" ON "ah_war_report" USING btree ("tenant_id","store_id","report_type");--> statement-breakpoint
CREATE INDEX "ah_war_report_start_date_idx" ON "ah_war_report" USING btree ("tenant_id","store_id","start_date");