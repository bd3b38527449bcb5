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
CREATE TABLE "ah_role_template" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"template_name" varchar(50),
	"menu_ids" text,
	"sort" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_course" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(100),
	"category_id" bigint,
	"category_name" varchar(50),
	"cover" varchar(500),
	"summary" varchar(500),
	"content" text,
	"video_url" varchar(500),
	"sort" integer,
	"status" integer,
	"publish_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_home_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(50),
	"menu_id" bigint,
	"path" varchar(255),
	"icon" varchar(100),
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_import_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"kind" varchar(64),
	"file_name" varchar(255),
	"total" integer,
	"succeeded" integer,
	"failed" integer,
	"status" varchar(64),
	"error_file" varchar(500),
	"message" varchar(500),
	"create_by" varchar(50),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_notice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(100),
	"ah_system_category_id" bigint,
	"category_name" varchar(50),
	"summary" varchar(500),
	"content" text,
	"status" integer,
	"publish_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_notice_read" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ah_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ah_quick_menu_config" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(50),
	"menu_id" bigint,
	"path" varchar(255),
	"icon" varchar(100),
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_system_category" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"type" varchar(20),
	"parent_id" bigint,
	"name" varchar(50),
	"sort" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_datasource" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(100),
	"driver_class" varchar(100),
	"url" varchar(500),
	"username" varchar(100),
	"password" varchar(200),
	"remark" varchar(255),
	"built_in" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_log_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(200),
	"code" integer,
	"time" integer,
	"request_uri" varchar(500),
	"method" varchar(10),
	"remote_ip" varchar(64),
	"user_agent" varchar(500),
	"params" text,
	"create_by" varchar(45),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_log_error" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"source" varchar(10),
	"url" varchar(1000),
	"time" varchar(40),
	"type" varchar(100),
	"message" varchar(2000),
	"stack" text,
	"info" text,
	"request_uri" varchar(500),
	"method" varchar(10),
	"remote_ip" varchar(64),
	"user_agent" varchar(500),
	"params" text,
	"create_by" varchar(45),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_log_usual" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"log_level" varchar(10),
	"log_id" varchar(64),
	"log_data" text,
	"request_uri" varchar(500),
	"method" varchar(10),
	"remote_ip" varchar(64),
	"user_agent" varchar(500),
	"params" text,
	"create_by" varchar(45),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_oss" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"category" integer,
	"oss_code" varchar(50),
	"endpoint" varchar(255),
	"bucket_name" varchar(100),
	"access_key" varchar(128),
	"secret_key" varchar(128),
	"region" varchar(64),
	"role_arn" varchar(255),
	"remark" varchar(255),
	"status" integer,
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
CREATE UNIQUE INDEX "blade_client_client_id_uq" ON "blade_client" USING btree ("client_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_dept_tenant_idx" ON "blade_dept" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "blade_dict_code_idx" ON "blade_dict" USING btree ("tenant_id","code","parent_id");--> statement-breakpoint
CREATE INDEX "ah_export_task_user_idx" ON "ah_export_task" USING btree ("tenant_id","user_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_export_task_queue_idx" ON "ah_export_task" USING btree ("state","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_menu_code_uq" ON "blade_menu" USING btree ("code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_menu_parent_idx" ON "blade_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_param_key_uq" ON "blade_param" USING btree ("tenant_id","param_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_alias_uq" ON "blade_role" USING btree ("tenant_id","role_alias") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_api_menu_idx" ON "blade_scope_api" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "blade_scope_data_menu_idx" ON "blade_scope_data" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("tenant_id","phone","purpose","create_time");--> statement-breakpoint
CREATE INDEX "ah_store_tenant_idx" ON "ah_store" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_store_group_user_idx" ON "ah_store_group" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_store_group_member_group_idx" ON "ah_store_group_member" USING btree ("store_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_tenant_id_uq" ON "blade_tenant" USING btree ("tenant_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_top_menu_code_uq" ON "blade_top_menu" USING btree ("code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_account_uq" ON "blade_user" USING btree ("tenant_id","account") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_user_phone_idx" ON "blade_user" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_user_node_uq" ON "ah_user_node" USING btree ("user_id","store_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_user_node_store_idx" ON "ah_user_node" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "ah_role_template_scope_time_idx" ON "ah_role_template" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_role_template_template_name_idx" ON "ah_role_template" USING btree ("tenant_id","template_name");--> statement-breakpoint
CREATE INDEX "ah_role_template_sort_idx" ON "ah_role_template" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_course_scope_time_idx" ON "ah_course" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_course_category_id_idx" ON "ah_course" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "ah_course_sort_idx" ON "ah_course" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_course_status_idx" ON "ah_course" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "ah_course_publish_time_idx" ON "ah_course" USING btree ("tenant_id","publish_time");--> statement-breakpoint
CREATE INDEX "ah_home_menu_scope_time_idx" ON "ah_home_menu" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_home_menu_sort_idx" ON "ah_home_menu" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_import_log_scope_time_idx" ON "ah_import_log" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_import_log_kind_idx" ON "ah_import_log" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "ah_import_log_status_idx" ON "ah_import_log" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "ah_import_log_create_time_idx" ON "ah_import_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "ah_notice_scope_time_idx" ON "ah_notice" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_notice_ah_system_category_id_idx" ON "ah_notice" USING btree ("tenant_id","ah_system_category_id");--> statement-breakpoint
CREATE INDEX "ah_notice_status_idx" ON "ah_notice" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "ah_notice_publish_time_idx" ON "ah_notice" USING btree ("tenant_id","publish_time");--> statement-breakpoint
CREATE INDEX "ah_notice_read_user_idx" ON "ah_notice_read" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_quick_menu_config_scope_time_idx" ON "ah_quick_menu_config" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_quick_menu_config_sort_idx" ON "ah_quick_menu_config" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_system_category_scope_time_idx" ON "ah_system_category" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_system_category_type_idx" ON "ah_system_category" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "ah_system_category_parent_id_idx" ON "ah_system_category" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "ah_system_category_sort_idx" ON "ah_system_category" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_system_category_parent_idx" ON "ah_system_category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "blade_datasource_scope_time_idx" ON "blade_datasource" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "blade_datasource_driver_class_idx" ON "blade_datasource" USING btree ("tenant_id","driver_class");--> statement-breakpoint
CREATE INDEX "blade_log_api_scope_time_idx" ON "blade_log_api" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "blade_log_api_code_idx" ON "blade_log_api" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "blade_log_api_time_idx" ON "blade_log_api" USING btree ("tenant_id","time");--> statement-breakpoint
CREATE INDEX "blade_log_api_create_by_idx" ON "blade_log_api" USING btree ("tenant_id","create_by");--> statement-breakpoint
CREATE INDEX "blade_log_api_create_time_idx" ON "blade_log_api" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_log_error_scope_time_idx" ON "blade_log_error" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "blade_log_error_source_idx" ON "blade_log_error" USING btree ("tenant_id","source");--> statement-breakpoint
CREATE INDEX "blade_log_error_type_idx" ON "blade_log_error" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "blade_log_error_create_by_idx" ON "blade_log_error" USING btree ("tenant_id","create_by");--> statement-breakpoint
CREATE INDEX "blade_log_error_create_time_idx" ON "blade_log_error" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_log_usual_scope_time_idx" ON "blade_log_usual" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "blade_log_usual_log_level_idx" ON "blade_log_usual" USING btree ("tenant_id","log_level");--> statement-breakpoint
CREATE INDEX "blade_log_usual_log_id_idx" ON "blade_log_usual" USING btree ("tenant_id","log_id");--> statement-breakpoint
CREATE INDEX "blade_log_usual_create_by_idx" ON "blade_log_usual" USING btree ("tenant_id","create_by");--> statement-breakpoint
CREATE INDEX "blade_log_usual_create_time_idx" ON "blade_log_usual" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_oss_scope_time_idx" ON "blade_oss" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "blade_oss_category_idx" ON "blade_oss" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "blade_oss_oss_code_idx" ON "blade_oss" USING btree ("tenant_id","oss_code");--> statement-breakpoint
CREATE INDEX "blade_oss_status_idx" ON "blade_oss" USING btree ("tenant_id","status");