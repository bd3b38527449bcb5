CREATE TABLE "ah_invite_task_option" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"option_name" varchar(30),
	"invite_type" integer,
	"script" text,
	"sort" integer,
	"enabled" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_invite_task_option_sort_min_ck" CHECK ("sort" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_old_customer_referral" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"referrer_name" varchar(50),
	"referrer_phone" varchar(11),
	"referred_name" varchar(50),
	"referred_phone" varchar(11),
	"series_name" varchar(100),
	"reward_amount" bigint,
	"remark" varchar(500),
	"clue_id" bigint,
	"ah_clue_trace_id" bigint,
	"channel_name" varchar(100),
	"deal_status" integer,
	"car_order_no" varchar(32),
	"reward_status" integer,
	"reward_time" timestamp with time zone,
	"reward_user_name" varchar(50),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_old_customer_referral_reward_amount_min_ck" CHECK ("reward_amount" >= 0),
	CONSTRAINT "ah_old_customer_referral_reward_ck" CHECK (reward_amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_vcard" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"user_id" bigint,
	"user_name" varchar(50),
	"photo" varchar(500),
	"job_title" varchar(30),
	"phone" varchar(11),
	"wechat_id" varchar(40),
	"intro" text,
	"code" varchar(32),
	"view_count" integer,
	"last_view_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_vcard_view_count_ck" CHECK (view_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_website_content" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(100),
	"content_type" integer,
	"cover_img" varchar(500),
	"link_url" varchar(500),
	"sort" integer,
	"content" text,
	"status" integer,
	"publish_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_website_content_sort_min_ck" CHECK ("sort" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_wx_account" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"account_name" varchar(50),
	"app_id" varchar(18),
	"account_type" integer,
	"original_id" varchar(30),
	"verified" integer,
	"follower_count" integer,
	"bound_store_id" bigint,
	"bound_store_name" varchar(100),
	"sync_time" timestamp with time zone,
	"remark" varchar(200),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ah_invite_config" ADD COLUMN "ah_invite_task_option_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_invite_config" ADD COLUMN "option_name" varchar(30);--> statement-breakpoint
CREATE INDEX "ah_invite_task_option_scope_time_idx" ON "ah_invite_task_option" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_invite_task_option_option_name_uq" ON "ah_invite_task_option" USING btree ("tenant_id","store_id","option_name") WHERE "ah_invite_task_option"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_invite_task_option_invite_type_idx" ON "ah_invite_task_option" USING btree ("tenant_id","store_id","invite_type");--> statement-breakpoint
CREATE INDEX "ah_invite_task_option_enabled_idx" ON "ah_invite_task_option" USING btree ("tenant_id","store_id","enabled");--> statement-breakpoint
CREATE INDEX "ah_old_customer_referral_scope_time_idx" ON "ah_old_customer_referral" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_old_customer_referral_referrer_phone_idx" ON "ah_old_customer_referral" USING btree ("tenant_id","store_id","referrer_phone");--> statement-breakpoint
CREATE INDEX "ah_old_customer_referral_referred_phone_idx" ON "ah_old_customer_referral" USING btree ("tenant_id","store_id","referred_phone");--> statement-breakpoint
CREATE INDEX "ah_old_customer_referral_deal_status_idx" ON "ah_old_customer_referral" USING btree ("tenant_id","store_id","deal_status");--> statement-breakpoint
CREATE INDEX "ah_old_customer_referral_reward_status_idx" ON "ah_old_customer_referral" USING btree ("tenant_id","store_id","reward_status");--> statement-breakpoint
CREATE INDEX "ah_old_customer_referral_create_time_idx" ON "ah_old_customer_referral" USING btree ("tenant_id","store_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_old_customer_referral_phone_uq" ON "ah_old_customer_referral" USING btree ("store_id","referred_phone") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_vcard_scope_time_idx" ON "ah_vcard" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_vcard_user_id_idx" ON "ah_vcard" USING btree ("tenant_id","store_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_vcard_phone_idx" ON "ah_vcard" USING btree ("tenant_id","store_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_vcard_code_uq" ON "ah_vcard" USING btree ("tenant_id","store_id","code") WHERE "ah_vcard"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_vcard_view_count_idx" ON "ah_vcard" USING btree ("tenant_id","store_id","view_count");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_vcard_user_uq" ON "ah_vcard" USING btree ("store_id","user_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_website_content_scope_time_idx" ON "ah_website_content" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_website_content_content_type_idx" ON "ah_website_content" USING btree ("tenant_id","content_type");--> statement-breakpoint
CREATE INDEX "ah_website_content_status_idx" ON "ah_website_content" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "ah_website_content_publish_time_idx" ON "ah_website_content" USING btree ("tenant_id","publish_time");--> statement-breakpoint
CREATE INDEX "ah_wx_account_scope_time_idx" ON "ah_wx_account" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_wx_account_app_id_uq" ON "ah_wx_account" USING btree ("tenant_id","app_id") WHERE "ah_wx_account"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_wx_account_account_type_idx" ON "ah_wx_account" USING btree ("tenant_id","account_type");--> statement-breakpoint
CREATE INDEX "ah_wx_account_bound_store_id_idx" ON "ah_wx_account" USING btree ("tenant_id","bound_store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_wx_account_store_uq" ON "ah_wx_account" USING btree ("tenant_id","bound_store_id") WHERE is_deleted = 0 and bound_store_id is not null;--> statement-breakpoint
CREATE INDEX "ah_invite_config_ah_invite_task_option_id_idx" ON "ah_invite_config" USING btree ("tenant_id","store_id","ah_invite_task_option_id");