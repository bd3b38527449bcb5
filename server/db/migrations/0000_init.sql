CREATE TABLE "app_setting" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_login_failure" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(45) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_refresh_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"used_time" timestamp with time zone,
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"store_id" bigint,
	"client_id" varchar(50) NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_captcha" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blade_client" (
	"id" bigint PRIMARY KEY NOT NULL,
	"client_id" varchar(50) NOT NULL,
	"client_secret_hash" varchar(64) NOT NULL,
	"authorized_grant_types" varchar(200) DEFAULT 'password,refresh_token' NOT NULL,
	"access_token_validity" integer DEFAULT 900 NOT NULL,
	"refresh_token_validity" integer DEFAULT 604800 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dept" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"dept_name" varchar(50) NOT NULL,
	"full_name" varchar(100),
	"store_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dict" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(80) NOT NULL,
	"dict_key" varchar(80),
	"dict_value" varchar(120) NOT NULL,
	"dict_value_en" varchar(160),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"is_sealed" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_export_file" (
	"task_id" bigint PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_export_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"resource_key" varchar(80) NOT NULL,
	"query" jsonb NOT NULL,
	"max_rows" integer NOT NULL,
	"state" integer DEFAULT 2 NOT NULL,
	"is_confirm" integer DEFAULT 0 NOT NULL,
	"fail_reason" varchar(500),
	"row_count" integer,
	"file_size" integer,
	"worker_id" varchar(64),
	"heartbeat_time" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"top_menu_id" bigint,
	"code" varchar(80) NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_en" varchar(120),
	"alias" varchar(80),
	"path" varchar(255),
	"source" varchar(50),
	"sort" integer DEFAULT 0 NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"action" integer DEFAULT 0 NOT NULL,
	"is_open" integer DEFAULT 1 NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL,
	"meta_roles" varchar(255),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_param" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"param_name" varchar(100) NOT NULL,
	"param_key" varchar(100) NOT NULL,
	"param_value" varchar(1000) NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"role_name" varchar(50) NOT NULL,
	"role_alias" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role_menu" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "blade_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "blade_role_scope" (
	"role_id" bigint NOT NULL,
	"scope_id" bigint NOT NULL,
	"scope_category" integer NOT NULL,
	CONSTRAINT "blade_role_scope_role_id_scope_id_scope_category_pk" PRIMARY KEY("role_id","scope_id","scope_category")
);
--> statement-breakpoint
CREATE TABLE "blade_scope_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(120) NOT NULL,
	"scope_name" varchar(100) NOT NULL,
	"scope_path" varchar(255) NOT NULL,
	"scope_type" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_scope_data" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(120) NOT NULL,
	"scope_name" varchar(100) NOT NULL,
	"scope_field" varchar(100),
	"scope_class" varchar(255),
	"scope_column" varchar(100) DEFAULT 'create_user' NOT NULL,
	"scope_type" integer DEFAULT 1 NOT NULL,
	"scope_value" varchar(500),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"purpose" varchar(40) NOT NULL,
	"content" varchar(500) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_store" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"branch_name" varchar(100) NOT NULL,
	"store_code" varchar(30),
	"address" varchar(255),
	"phone" varchar(20),
	"status" integer DEFAULT 1 NOT NULL,
	"is_report" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_store_group" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"store_group_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_store_group_member" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_group_id" bigint NOT NULL,
	"member_store_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_tenant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"tenant_name" varchar(100) NOT NULL,
	"linkman" varchar(50),
	"contact_number" varchar(20),
	"address" varchar(255),
	"expire_time" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"name_en" varchar(80),
	"source" varchar(50),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(45) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"password_is_initial" boolean DEFAULT true NOT NULL,
	"operating_code_hash" varchar(200),
	"name" varchar(50) NOT NULL,
	"real_name" varchar(50),
	"avatar" varchar(500),
	"email" varchar(100),
	"phone" varchar(20),
	"sex" integer,
	"role_id" bigint,
	"dept_id" bigint,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_user_node" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"dept_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_login_failure_account_idx" ON "auth_login_failure" USING btree ("tenant_id","account","create_time");--> statement-breakpoint
CREATE INDEX "auth_login_failure_ip_idx" ON "auth_login_failure" USING btree ("ip","create_time");--> statement-breakpoint
CREATE INDEX "auth_refresh_token_session_idx" ON "auth_refresh_token" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "auth_captcha_user_idx" ON "auth_captcha" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_client_client_id_uq" ON "blade_client" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "blade_dept_tenant_idx" ON "blade_dept" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "blade_dict_code_idx" ON "blade_dict" USING btree ("tenant_id","code","parent_id");--> statement-breakpoint
CREATE INDEX "ah_export_task_user_idx" ON "ah_export_task" USING btree ("tenant_id","user_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_export_task_queue_idx" ON "ah_export_task" USING btree ("state","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_menu_code_uq" ON "blade_menu" USING btree ("code");--> statement-breakpoint
CREATE INDEX "blade_menu_parent_idx" ON "blade_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_param_key_uq" ON "blade_param" USING btree ("tenant_id","param_key");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_alias_uq" ON "blade_role" USING btree ("tenant_id","role_alias");--> statement-breakpoint
CREATE INDEX "blade_scope_api_menu_idx" ON "blade_scope_api" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "blade_scope_data_menu_idx" ON "blade_scope_data" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("tenant_id","phone","purpose","create_time");--> statement-breakpoint
CREATE INDEX "ah_store_tenant_idx" ON "ah_store" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_store_group_user_idx" ON "ah_store_group" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_store_group_member_group_idx" ON "ah_store_group_member" USING btree ("store_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_tenant_id_uq" ON "blade_tenant" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_top_menu_code_uq" ON "blade_top_menu" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_account_uq" ON "blade_user" USING btree ("tenant_id","account");--> statement-breakpoint
CREATE INDEX "blade_user_phone_idx" ON "blade_user" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_user_node_uq" ON "ah_user_node" USING btree ("user_id","store_id");--> statement-breakpoint
CREATE INDEX "ah_user_node_store_idx" ON "ah_user_node" USING btree ("tenant_id","store_id");