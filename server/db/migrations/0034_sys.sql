CREATE TABLE "blade_post" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"category" integer,
	"post_code" varchar(12),
	"post_name" varchar(64),
	"sort" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blade_post_sort_min_ck" CHECK ("sort" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_notification_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"flow_task_bell" integer,
	"flow_task_sms" integer,
	"flow_notice_bell" integer,
	"flow_notice_sms" integer,
	"flow_done_bell" integer,
	"flow_done_sms" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_post_scope_time_idx" ON "blade_post" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "blade_post_category_idx" ON "blade_post" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_post_post_code_uq" ON "blade_post" USING btree ("tenant_id","post_code") WHERE "blade_post"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "blade_post_sort_idx" ON "blade_post" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_notification_setting_scope_time_idx" ON "ah_notification_setting" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_notification_setting_singleton_idx" ON "ah_notification_setting" USING btree ("tenant_id") WHERE "ah_notification_setting"."is_deleted" = 0;