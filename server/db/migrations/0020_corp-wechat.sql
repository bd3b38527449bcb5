CREATE TABLE "ah_corp_wechat_config" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"provider" varchar(10),
	"corp_id" varchar(64),
	"corp_secret" varchar(128),
	"secret_saved" integer,
	"agent_id" varchar(32),
	"callback_url" varchar(255),
	"callback_token" varchar(64),
	"encoding_aes_key" varchar(64),
	"sop_hours" integer,
	"sync_minutes" integer,
	"service_name" varchar(50),
	"service_welcome" varchar(255),
	"last_sync_time" timestamp with time zone,
	"last_sync_result" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_corp_wechat_customer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"name" varchar(64),
	"remark" varchar(255),
	"phone" varchar(11),
	"user_id" bigint,
	"user_name" varchar(50),
	"tags" varchar(500),
	"add_time" timestamp with time zone,
	"linked" integer,
	"status" integer,
	"del_reminder" integer,
	"add_way" integer,
	"customer_type" integer,
	"gender" integer,
	"real_name" varchar(50),
	"corp_name" varchar(100),
	"description" varchar(255),
	"member_name" varchar(50),
	"member_id" bigint,
	"del_time" timestamp with time zone,
	"external_user_id" varchar(64),
	"user_wechat_id" varchar(64),
	"avatar" varchar(500),
	"last_sync_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_corp_wechat_distribution" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_corp_wechat_customer_id" bigint,
	"customer_name" varchar(64),
	"from_user_id" bigint,
	"from_user_name" varchar(50),
	"to_user_id" bigint,
	"to_user_name" varchar(50),
	"operator_name" varchar(50),
	"operate_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_corp_wechat_event" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"event_id" varchar(64),
	"external_user_id" varchar(64),
	"user_wechat_id" varchar(64),
	"event_type" varchar(20),
	"content" varchar(500),
	"event_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ah_notice" ADD COLUMN "to_user_id" bigint;--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_config_scope_time_idx" ON "ah_corp_wechat_config" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_corp_wechat_config_singleton_idx" ON "ah_corp_wechat_config" USING btree ("tenant_id") WHERE "ah_corp_wechat_config"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_customer_scope_time_idx" ON "ah_corp_wechat_customer" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_customer_user_id_idx" ON "ah_corp_wechat_customer" USING btree ("tenant_id","store_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_customer_add_time_idx" ON "ah_corp_wechat_customer" USING btree ("tenant_id","store_id","add_time");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_customer_linked_idx" ON "ah_corp_wechat_customer" USING btree ("tenant_id","store_id","linked");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_customer_status_idx" ON "ah_corp_wechat_customer" USING btree ("tenant_id","store_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_corp_wechat_customer_follow_uq" ON "ah_corp_wechat_customer" USING btree ("tenant_id","external_user_id","user_wechat_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_customer_phone_idx" ON "ah_corp_wechat_customer" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_distribution_scope_time_idx" ON "ah_corp_wechat_distribution" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_distribution_ah_corp_wechat_customer_id_idx" ON "ah_corp_wechat_distribution" USING btree ("tenant_id","store_id","ah_corp_wechat_customer_id");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_distribution_from_user_id_idx" ON "ah_corp_wechat_distribution" USING btree ("tenant_id","store_id","from_user_id");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_distribution_to_user_id_idx" ON "ah_corp_wechat_distribution" USING btree ("tenant_id","store_id","to_user_id");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_distribution_operate_time_idx" ON "ah_corp_wechat_distribution" USING btree ("tenant_id","store_id","operate_time");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_distribution_customer_idx" ON "ah_corp_wechat_distribution" USING btree ("ah_corp_wechat_customer_id");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_event_scope_time_idx" ON "ah_corp_wechat_event" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_event_external_user_id_idx" ON "ah_corp_wechat_event" USING btree ("tenant_id","external_user_id");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_event_event_time_idx" ON "ah_corp_wechat_event" USING btree ("tenant_id","event_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_corp_wechat_event_uq" ON "ah_corp_wechat_event" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE INDEX "ah_corp_wechat_event_contact_idx" ON "ah_corp_wechat_event" USING btree ("tenant_id","external_user_id");