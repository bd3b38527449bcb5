CREATE TABLE "ah_coupon" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"coupon_name" varchar(50),
	"role_type" integer,
	"type" integer,
	"discount_type" integer,
	"amount" bigint,
	"discount" integer,
	"threshold_amount" bigint,
	"start_time" date,
	"end_time" date,
	"expiry_option" integer,
	"period_days" integer,
	"all_stores" integer,
	"stock" integer,
	"send_count" integer,
	"per_member_limit" integer,
	"send_type" integer,
	"coupon_status" integer,
	"insurer_mode" varchar(1),
	"ah_coupon_insurer_id" bigint,
	"discount_id" bigint,
	"use_rule" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_coupon_stock_ck" CHECK ("ah_coupon"."send_count" >= 0 and "ah_coupon"."send_count" <= "ah_coupon"."stock")
);
--> statement-breakpoint
CREATE TABLE "ah_coupon_check" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"coupon_name" varchar(50),
	"ah_coupon_id" bigint,
	"member_name" varchar(50),
	"phone" varchar(11),
	"ah_member_id" bigint,
	"vin" varchar(17),
	"amount" bigint,
	"input_fee" bigint,
	"discount_id" bigint,
	"used_quota" bigint,
	"limit_amount" bigint,
	"img_path" varchar(500),
	"other_enclosure" varchar(2000),
	"is_check" integer,
	"check_status" integer,
	"request_user_id" bigint,
	"request_user_name" varchar(50),
	"check_user_name" varchar(50),
	"check_time" timestamp with time zone,
	"reason" varchar(200),
	"coupon_code" varchar(20),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_coupon_check_personnel" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"user_id" bigint,
	"user_name" varchar(50),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_coupon_insurer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"insurer_name" varchar(50),
	"insurer_mode" varchar(1),
	"proportion" integer,
	"contact_name" varchar(50),
	"contact_phone" varchar(11),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_coupon_insurer_quotation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"vin" varchar(17),
	"company_id" bigint,
	"fee" bigint,
	"ah_member_id" bigint,
	"member_name" varchar(50),
	"phone" varchar(11),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_coupon_post_sales" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"package_name" varchar(50),
	"service_item" varchar(100),
	"coupon_ids" text,
	"coupon_count" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_coupon_quota_discount" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"discount_name" varchar(50),
	"limit_amount" bigint,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_coupon_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"coupon_code" varchar(20),
	"ah_coupon_id" bigint,
	"coupon_name" varchar(50),
	"role_type" integer,
	"discount_type" integer,
	"amount" bigint,
	"discount" integer,
	"ah_member_id" bigint,
	"member_name" varchar(50),
	"phone" varchar(11),
	"vin" varchar(17),
	"status" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"send_store_name" varchar(100),
	"send_user_name" varchar(50),
	"verify_time" timestamp with time zone,
	"verify_store_id" bigint,
	"verify_store_name" varchar(100),
	"verify_user_name" varchar(50),
	"verify_remark" varchar(255),
	"all_stores" integer,
	"discount_id" bigint,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_coupon_verify_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"coupon_code" varchar(20),
	"ah_coupon_record_id" bigint,
	"coupon_name" varchar(50),
	"amount" bigint,
	"member_name" varchar(50),
	"phone" varchar(11),
	"issue_store_id" bigint,
	"issue_store_name" varchar(100),
	"verify_store_name" varchar(100),
	"is_cross" integer,
	"operator_name" varchar(50),
	"verify_time" timestamp with time zone,
	"verify_remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_coupon_scope_time_idx" ON "ah_coupon" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_role_type_idx" ON "ah_coupon" USING btree ("tenant_id","store_id","role_type");--> statement-breakpoint
CREATE INDEX "ah_coupon_type_idx" ON "ah_coupon" USING btree ("tenant_id","store_id","type");--> statement-breakpoint
CREATE INDEX "ah_coupon_amount_idx" ON "ah_coupon" USING btree ("tenant_id","store_id","amount");--> statement-breakpoint
CREATE INDEX "ah_coupon_end_time_idx" ON "ah_coupon" USING btree ("tenant_id","store_id","end_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_send_type_idx" ON "ah_coupon" USING btree ("tenant_id","store_id","send_type");--> statement-breakpoint
CREATE INDEX "ah_coupon_coupon_status_idx" ON "ah_coupon" USING btree ("tenant_id","store_id","coupon_status");--> statement-breakpoint
CREATE INDEX "ah_coupon_insurer_mode_idx" ON "ah_coupon" USING btree ("tenant_id","store_id","insurer_mode");--> statement-breakpoint
CREATE INDEX "ah_coupon_discount_id_idx" ON "ah_coupon" USING btree ("tenant_id","store_id","discount_id");--> statement-breakpoint
CREATE INDEX "ah_coupon_check_scope_time_idx" ON "ah_coupon_check" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_check_is_check_idx" ON "ah_coupon_check" USING btree ("tenant_id","store_id","is_check");--> statement-breakpoint
CREATE INDEX "ah_coupon_check_check_status_idx" ON "ah_coupon_check" USING btree ("tenant_id","store_id","check_status");--> statement-breakpoint
CREATE INDEX "ah_coupon_check_personnel_scope_time_idx" ON "ah_coupon_check_personnel" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_coupon_check_personnel_uq" ON "ah_coupon_check_personnel" USING btree ("tenant_id","store_id","user_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_coupon_insurer_scope_time_idx" ON "ah_coupon_insurer" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_insurer_insurer_name_idx" ON "ah_coupon_insurer" USING btree ("tenant_id","insurer_name");--> statement-breakpoint
CREATE INDEX "ah_coupon_insurer_quotation_scope_time_idx" ON "ah_coupon_insurer_quotation" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_insurer_quotation_company_id_idx" ON "ah_coupon_insurer_quotation" USING btree ("tenant_id","store_id","company_id");--> statement-breakpoint
CREATE INDEX "ah_coupon_insurer_quotation_fee_idx" ON "ah_coupon_insurer_quotation" USING btree ("tenant_id","store_id","fee");--> statement-breakpoint
CREATE INDEX "ah_coupon_post_sales_scope_time_idx" ON "ah_coupon_post_sales" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_quota_discount_scope_time_idx" ON "ah_coupon_quota_discount" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_record_scope_time_idx" ON "ah_coupon_record" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_record_coupon_code_idx" ON "ah_coupon_record" USING btree ("tenant_id","store_id","coupon_code");--> statement-breakpoint
CREATE INDEX "ah_coupon_record_ah_coupon_id_idx" ON "ah_coupon_record" USING btree ("tenant_id","store_id","ah_coupon_id");--> statement-breakpoint
CREATE INDEX "ah_coupon_record_role_type_idx" ON "ah_coupon_record" USING btree ("tenant_id","store_id","role_type");--> statement-breakpoint
CREATE INDEX "ah_coupon_record_ah_member_id_idx" ON "ah_coupon_record" USING btree ("tenant_id","store_id","ah_member_id");--> statement-breakpoint
CREATE INDEX "ah_coupon_record_status_idx" ON "ah_coupon_record" USING btree ("tenant_id","store_id","status");--> statement-breakpoint
CREATE INDEX "ah_coupon_record_valid_to_idx" ON "ah_coupon_record" USING btree ("tenant_id","store_id","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_coupon_record_code_uq" ON "ah_coupon_record" USING btree ("tenant_id","coupon_code");--> statement-breakpoint
CREATE INDEX "ah_coupon_record_member_idx" ON "ah_coupon_record" USING btree ("ah_coupon_id","ah_member_id");--> statement-breakpoint
CREATE INDEX "ah_coupon_record_due_idx" ON "ah_coupon_record" USING btree ("tenant_id","status","valid_to");--> statement-breakpoint
CREATE INDEX "ah_coupon_verify_log_scope_time_idx" ON "ah_coupon_verify_log" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_verify_log_coupon_code_idx" ON "ah_coupon_verify_log" USING btree ("tenant_id","store_id","coupon_code");--> statement-breakpoint
CREATE INDEX "ah_coupon_verify_log_is_cross_idx" ON "ah_coupon_verify_log" USING btree ("tenant_id","store_id","is_cross");--> statement-breakpoint
CREATE INDEX "ah_coupon_verify_log_verify_time_idx" ON "ah_coupon_verify_log" USING btree ("tenant_id","store_id","verify_time");--> statement-breakpoint
CREATE INDEX "ah_coupon_verify_log_code_idx" ON "ah_coupon_verify_log" USING btree ("tenant_id","coupon_code");