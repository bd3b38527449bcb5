CREATE TABLE "ah_add_project" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"project_name" varchar(50),
	"price" bigint,
	"is_enable" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_permission_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"car_model_id" bigint,
	"car_model_name" varchar(100),
	"period_start" date,
	"period_end" date,
	"quota" integer,
	"used_permissions" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_contract_additional_terms" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"type" integer,
	"title" varchar(100),
	"content" text,
	"is_enable" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_contract_review_group" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"group_name" varchar(50),
	"type" integer,
	"is_enable" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_contract_review_group_member" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_contract_review_group_id" bigint,
	"sort" integer,
	"user_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_contract_template" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"template_name" varchar(50),
	"dict_contract_type" integer,
	"ec_type" integer,
	"content" text,
	"field_json_object" jsonb,
	"is_use" integer,
	"use_all_stores" integer,
	"use_store_ids" text,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_esign_cert" (
	"tenant_id" varchar(12) PRIMARY KEY NOT NULL,
	"p12" text NOT NULL,
	"cert_pem" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_service_cost_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"license_service_fee" bigint,
	"finance_service_fee" bigint,
	"insurance_service_fee" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "state" integer;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "customer_phone" varchar(11);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "id_card_no" varchar(18);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "bloc_name" varchar(100);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "car_model_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "car_model_name" varchar(100);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "vin" varchar(17);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "test_drive_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "car_price" bigint;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "boutique_amount" bigint;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "deposit_amount" bigint;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "contract_boutique_id" text;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "template_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "is_paper" integer;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "paper_contract_signer_state" integer;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "paper_scan_urls" text;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "review_step" integer;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "review_steps" integer;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "approver_ids" text;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "current_approver_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "current_approver_name" varchar(50);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "return_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "used_permissions" integer;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "car_permission_setting_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "fa_da_da_serial_num" varchar(64);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "sign_url" varchar(500);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "signed_file_key" varchar(255);--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "submit_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "sign_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "finish_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "remark" varchar(255);--> statement-breakpoint
CREATE INDEX "ah_add_project_scope_time_idx" ON "ah_add_project" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_permission_setting_scope_time_idx" ON "ah_car_permission_setting" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_permission_setting_car_model_id_idx" ON "ah_car_permission_setting" USING btree ("tenant_id","store_id","car_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_car_permission_setting_uq" ON "ah_car_permission_setting" USING btree ("tenant_id","store_id","car_model_id","period_start") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_contract_additional_terms_scope_time_idx" ON "ah_contract_additional_terms" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_contract_review_group_scope_time_idx" ON "ah_contract_review_group" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_contract_review_group_type_idx" ON "ah_contract_review_group" USING btree ("tenant_id","store_id","type");--> statement-breakpoint
CREATE INDEX "ah_contract_review_group_member_scope_time_idx" ON "ah_contract_review_group_member" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_contract_review_group_member_ah_contract_review_group_id_idx" ON "ah_contract_review_group_member" USING btree ("tenant_id","store_id","ah_contract_review_group_id");--> statement-breakpoint
CREATE INDEX "ah_contract_review_group_member_group_idx" ON "ah_contract_review_group_member" USING btree ("ah_contract_review_group_id","sort");--> statement-breakpoint
CREATE INDEX "ah_contract_template_scope_time_idx" ON "ah_contract_template" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_contract_template_dict_contract_type_idx" ON "ah_contract_template" USING btree ("tenant_id","dict_contract_type");--> statement-breakpoint
CREATE INDEX "ah_contract_template_ec_type_idx" ON "ah_contract_template" USING btree ("tenant_id","ec_type");--> statement-breakpoint
CREATE INDEX "ah_service_cost_setting_scope_time_idx" ON "ah_service_cost_setting" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_service_cost_setting_singleton_idx" ON "ah_service_cost_setting" USING btree ("tenant_id","store_id") WHERE "ah_service_cost_setting"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_contract_type_idx" ON "ah_car_order_contract" USING btree ("tenant_id","store_id","contract_type");--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_state_idx" ON "ah_car_order_contract" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_customer_phone_idx" ON "ah_car_order_contract" USING btree ("tenant_id","store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_car_model_id_idx" ON "ah_car_order_contract" USING btree ("tenant_id","store_id","car_model_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_current_approver_id_idx" ON "ah_car_order_contract" USING btree ("tenant_id","store_id","current_approver_id");