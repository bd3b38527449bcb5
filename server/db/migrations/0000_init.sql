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
CREATE TABLE "ah_import_file" (
	"log_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content" "bytea" NOT NULL
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
CREATE TABLE "ah_clue" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"customer_name" varchar(50),
	"customer_phone" varchar(11),
	"channel_type" varchar(64),
	"channel_name" varchar(100),
	"brand_name" varchar(50),
	"series_name" varchar(100),
	"model_name" varchar(100),
	"remark" varchar(500),
	"clue_state" integer,
	"clue_trace_id" bigint,
	"allocate_user_id" bigint,
	"allocate_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_clue_allocation_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"auto" integer,
	"last_user_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_clue_call_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_clue_trace_id" bigint,
	"seats_id" bigint,
	"user_id" bigint,
	"user_name" varchar(50),
	"customer_name" varchar(50),
	"customer_phone" varchar(11),
	"call_id" varchar(64),
	"call_state" varchar(64),
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"duration_sec" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_clue_crowd" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"crowd_name" varchar(50),
	"conditions" jsonb,
	"condition_text" varchar(500),
	"crowd_count" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_clue_defeat_reason_config" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"reason_type" varchar(64),
	"reason" varchar(100),
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_clue_from_channel" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"channel_name" varchar(50),
	"channel_type" varchar(64),
	"sort" integer,
	"status" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_clue_store_brand_relation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"brand_id" bigint,
	"brand_name" varchar(50),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_clue_trace" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"clue_id" bigint,
	"customer_name" varchar(50),
	"customer_phone" varchar(11),
	"ah_store_car_series_name" varchar(100),
	"customer_channel_text" varchar(100),
	"customer_level" varchar(64),
	"visit_state" integer,
	"next_trace_user_id" bigint,
	"next_trace_user_name" varchar(50),
	"next_trace_time" timestamp with time zone,
	"next_trace_text" varchar(500),
	"last_trace_time" timestamp with time zone,
	"repeat_mark" integer,
	"publicity" integer,
	"defeat_reason" varchar(100),
	"sea_time" timestamp with time zone,
	"remark" varchar(500),
	"trace_label_v_o_list" jsonb,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_clue_trace_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_clue_trace_id" bigint,
	"event" varchar(20),
	"content" varchar(1000),
	"result" varchar(100),
	"trace_time" timestamp with time zone,
	"trace_user_id" bigint,
	"trace_user_name" varchar(50),
	"next_trace_time" timestamp with time zone,
	"next_trace_text" varchar(500),
	"next_trace_user_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_customer_level_time" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"customer_level" varchar(64),
	"trace_days" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_qm_seat" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"seat_no" varchar(20),
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
CREATE TABLE "ah_salesman" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"user_id" bigint,
	"user_name" varchar(50),
	"type" varchar(64),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_seats" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"seat_no" varchar(20),
	"phone" varchar(11),
	"user_id" bigint,
	"user_name" varchar(50),
	"sign_in" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_brand" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"brand_name" varchar(50),
	"initial" varchar(1),
	"logo" varchar(500),
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_film_goods" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"goods_name" varchar(100),
	"film_brand" varchar(50),
	"film_type" varchar(20),
	"warranty_years" integer,
	"price" bigint,
	"image" varchar(500),
	"is_up" integer,
	"sort" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"brand_id" bigint,
	"series_id" bigint,
	"series_name" varchar(50),
	"model_name" varchar(100),
	"model_year" integer,
	"guide_price" bigint,
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_series" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"brand_id" bigint,
	"brand_name" varchar(50),
	"series_name" varchar(50),
	"level" varchar(30),
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_store_car_brand" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"car_brand_id" bigint,
	"brand_name" varchar(50),
	"logo" varchar(500),
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_store_car_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"store_car_series_id" bigint,
	"car_model_id" bigint,
	"series_name" varchar(50),
	"model_name" varchar(100),
	"guide_price" bigint,
	"store_price" bigint,
	"state" integer,
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_store_car_series" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"store_car_brand_id" bigint,
	"car_series_id" bigint,
	"brand_name" varchar(50),
	"series_name" varchar(50),
	"is_recommend" integer,
	"state" integer,
	"car_series_img" varchar(500),
	"car_master_img" varchar(500),
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_warehouse_car" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"vin" varchar(32),
	"car_brand_id" bigint,
	"car_series_id" bigint,
	"car_model_id" bigint,
	"brand_name" varchar(50),
	"series_name" varchar(50),
	"model_name" varchar(100),
	"color" varchar(30),
	"interior_color" varchar(30),
	"engine_no" varchar(30),
	"guide_price" bigint,
	"purchase_price" bigint,
	"arrival_date" date,
	"production_date" date,
	"warehouse_no" varchar(30),
	"display_location" varchar(100),
	"state" integer,
	"in_transfer" integer,
	"in_time" timestamp with time zone,
	"out_time" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_warehouse_car_part" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"ah_warehouse_car_id" bigint,
	"part_name" varchar(50),
	"quantity" integer,
	"unit" varchar(10),
	"remark" varchar(100),
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_warehouse_car_self_loss" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"ah_warehouse_car_id" bigint,
	"loss_date" date,
	"loss_part" varchar(50),
	"description" varchar(255),
	"amount" bigint,
	"responsible" varchar(30),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_warehouse_car_transfer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"ah_warehouse_car_id" bigint,
	"vin" varchar(17),
	"model_name" varchar(100),
	"warehouse_no" varchar(30),
	"from_store_id" bigint,
	"from_store_name" varchar(100),
	"to_store_id" bigint,
	"to_store_name" varchar(100),
	"state" integer,
	"car_storage_id" bigint,
	"key_storage_id" bigint,
	"transfer_time" timestamp with time zone,
	"confirm_time" timestamp with time zone,
	"confirm_user" bigint,
	"revoke_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_warehouse_doc_binding" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"system_code" varchar(40),
	"dealer_code" varchar(30),
	"bind_time" timestamp with time zone,
	"sync_time" timestamp with time zone,
	"sync_count" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_warehouse_lock_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"lock_hours" integer,
	"max_locks_per_user" integer,
	"require_deposit" integer,
	"allow_change_lock" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bs_car_model_merge" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"from_model_id" bigint,
	"from_model_name" varchar(100),
	"to_model_id" bigint,
	"to_model_name" varchar(100),
	"car_ids" text,
	"state" integer,
	"revoke_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_customer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"customer_id" bigint,
	"customer_name" varchar(50),
	"customer_phone" varchar(11),
	"sex" varchar(64),
	"id_card" varchar(18),
	"customer_level" varchar(64),
	"intent_series" varchar(100),
	"channel_name" varchar(100),
	"deal_state" integer,
	"next_trace_user_id" bigint,
	"next_trace_user_name" varchar(50),
	"clue_id" bigint,
	"ah_clue_trace_id" bigint,
	"last_trace_time" timestamp with time zone,
	"address" varchar(200),
	"remark" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_customer_archive" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"customer_name" varchar(50),
	"customer_phone" varchar(11),
	"sex" varchar(64),
	"id_card" varchar(18),
	"birthday" date,
	"address" varchar(200),
	"source_store_name" varchar(100),
	"remark" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_invite_config" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"task_name" varchar(50),
	"invite_type" integer,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"execute_status" integer,
	"executor_ids" text,
	"customer_ids" text,
	"customer_count" integer,
	"script" text,
	"remark" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_test_drive_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_customer_id" bigint,
	"customer_name" varchar(50),
	"customer_phone" varchar(11),
	"series_name" varchar(100),
	"model_name" varchar(100),
	"plate_no" varchar(8),
	"drive_start" timestamp with time zone,
	"drive_end" timestamp with time zone,
	"mileage" numeric(18, 4),
	"salesman_id" bigint,
	"salesman_name" varchar(50),
	"satisfaction" integer,
	"feedback" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_user_target" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"user_id" bigint,
	"user_name" varchar(50),
	"month" varchar(7),
	"target_type" integer,
	"target" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_boutique" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"code" varchar(32),
	"boutique_name" varchar(100),
	"category" varchar(64),
	"ah_boutique_group_id" bigint,
	"brand" varchar(50),
	"spec" varchar(100),
	"fit_model" varchar(200),
	"unit" varchar(10),
	"price" bigint,
	"cost_price" bigint,
	"integral" integer,
	"hourly_rate" bigint,
	"stock" integer,
	"is_up" integer,
	"img_url" varchar(500),
	"description" text,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_boutique_store_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint NOT NULL,
	"but_type" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_member" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"member_name" varchar(50),
	"phone" varchar(11),
	"sex" varchar(64),
	"birthday" date,
	"id_card" varchar(18),
	"member_level" integer,
	"integral" integer,
	"source" varchar(64),
	"car_count" integer,
	"register_time" timestamp with time zone,
	"address" varchar(200),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_member_car" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"vin" varchar(32),
	"license_plate" varchar(10),
	"member_id" bigint,
	"member_name" varchar(50),
	"member_phone" varchar(11),
	"brand_name" varchar(50),
	"series_name" varchar(50),
	"model_name" varchar(100),
	"color" varchar(30),
	"buy_date" date,
	"mileage" integer,
	"insurance_due_date" date,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_member_group" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"group_name" varchar(50),
	"group_type" integer,
	"logic" varchar(3),
	"param_list" jsonb,
	"member_count" integer,
	"count_time" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_member_group_member" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"group_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_owner" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"owner_name" varchar(50),
	"phone" varchar(11),
	"vin" varchar(32),
	"license_plate" varchar(10),
	"car_model" varchar(100),
	"buy_date" date,
	"last_service_date" date,
	"mileage" integer,
	"member_id" bigint,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_owner_group" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"group_name" varchar(50),
	"group_type" integer,
	"logic" varchar(3),
	"param_list" jsonb,
	"member_count" integer,
	"count_time" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_owner_group_member" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"group_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"order_no" varchar(32),
	"order_type" integer,
	"order_state" integer,
	"customer_name" varchar(50),
	"customer_phone" varchar(11),
	"id_card_no" varchar(18),
	"address" varchar(200),
	"sales_user_id" bigint,
	"sales_name" varchar(50),
	"car_series_id" bigint,
	"series_name" varchar(50),
	"model_name" varchar(100),
	"car_count" integer,
	"locked_count" integer,
	"payment_mode" integer,
	"deposit_amount" bigint,
	"car_amount" bigint,
	"boutique_amount" bigint,
	"additional_amount" bigint,
	"total_amount" bigint,
	"order_date" date,
	"expected_delivery_date" date,
	"delivery_time" timestamp with time zone,
	"plate_no" varchar(10),
	"insurance_company" varchar(100),
	"contract_id" bigint,
	"contract_no" varchar(32),
	"close_reason" varchar(200),
	"close_time" timestamp with time zone,
	"remark" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_order_additional" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_car_order_id" bigint,
	"item_type" integer,
	"item_name" varchar(100),
	"price" bigint,
	"remark" varchar(200),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_order_car" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_car_order_id" bigint,
	"car_brand_id" bigint,
	"car_series_id" bigint,
	"car_model_id" bigint,
	"brand_name" varchar(50),
	"series_name" varchar(50),
	"model_name" varchar(100),
	"color" varchar(30),
	"interior_color" varchar(30),
	"guide_price" bigint,
	"sale_price" bigint,
	"ah_warehouse_car_id" bigint,
	"vin" varchar(17),
	"warehouse_no" varchar(30),
	"lock_state" integer,
	"lock_time" timestamp with time zone,
	"invoice_state" integer,
	"delivery_state" integer,
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_order_car_boutique" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_car_order_id" bigint,
	"ah_car_order_car_id" bigint,
	"boutique_id" bigint,
	"boutique_code" varchar(50),
	"boutique_name" varchar(100),
	"price" bigint,
	"quantity" integer,
	"is_gift" integer,
	"work_hours" numeric(18, 4),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_order_contract" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_car_order_id" bigint,
	"contract_no" varchar(32),
	"contract_type" integer,
	"customer_name" varchar(50),
	"total_amount" bigint,
	"content" jsonb,
	"sign_state" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_order_deliver" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_car_order_id" bigint,
	"ah_car_order_car_id" bigint,
	"ah_warehouse_car_id" bigint,
	"order_no" varchar(32),
	"vin" varchar(17),
	"customer_name" varchar(50),
	"sales_user_id" bigint,
	"sales_name" varchar(50),
	"car_series_id" bigint,
	"series_name" varchar(50),
	"car_model_id" bigint,
	"model_name" varchar(100),
	"deliver_amount" bigint,
	"deliver_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_order_invoice_info" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_car_order_id" bigint,
	"ah_car_order_car_id" bigint,
	"order_no" varchar(32),
	"vin" varchar(32),
	"invoice_code" varchar(20),
	"invoice_no" varchar(20),
	"invoice_date" date,
	"invoice_amount" bigint,
	"tax_amount" bigint,
	"buyer_name" varchar(100),
	"buyer_id_no" varchar(18),
	"source" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_order_lock_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_car_order_id" bigint,
	"ah_car_order_car_id" bigint,
	"event" varchar(20),
	"from_vin" varchar(17),
	"to_vin" varchar(17),
	"operator_name" varchar(50),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_release_business" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"release_no" varchar(32),
	"release_type" integer,
	"vin" varchar(32),
	"plate_no" varchar(10),
	"ah_car_order_id" bigint,
	"order_no" varchar(32),
	"customer_name" varchar(50),
	"driver_name" varchar(50),
	"release_time" timestamp with time zone,
	"remark" varchar(255),
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
CREATE INDEX "blade_oss_status_idx" ON "blade_oss" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "ah_clue_scope_time_idx" ON "ah_clue" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_clue_customer_phone_idx" ON "ah_clue" USING btree ("tenant_id","store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_clue_channel_type_idx" ON "ah_clue" USING btree ("tenant_id","store_id","channel_type");--> statement-breakpoint
CREATE INDEX "ah_clue_channel_name_idx" ON "ah_clue" USING btree ("tenant_id","store_id","channel_name");--> statement-breakpoint
CREATE INDEX "ah_clue_clue_state_idx" ON "ah_clue" USING btree ("tenant_id","store_id","clue_state");--> statement-breakpoint
CREATE INDEX "ah_clue_allocate_user_id_idx" ON "ah_clue" USING btree ("tenant_id","store_id","allocate_user_id");--> statement-breakpoint
CREATE INDEX "ah_clue_allocate_time_idx" ON "ah_clue" USING btree ("tenant_id","store_id","allocate_time");--> statement-breakpoint
CREATE INDEX "ah_clue_allocation_setting_scope_time_idx" ON "ah_clue_allocation_setting" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_clue_call_record_scope_time_idx" ON "ah_clue_call_record" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_clue_call_record_ah_clue_trace_id_idx" ON "ah_clue_call_record" USING btree ("tenant_id","store_id","ah_clue_trace_id");--> statement-breakpoint
CREATE INDEX "ah_clue_call_record_seats_id_idx" ON "ah_clue_call_record" USING btree ("tenant_id","store_id","seats_id");--> statement-breakpoint
CREATE INDEX "ah_clue_call_record_user_id_idx" ON "ah_clue_call_record" USING btree ("tenant_id","store_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_clue_call_record_customer_phone_idx" ON "ah_clue_call_record" USING btree ("tenant_id","store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_clue_call_record_call_state_idx" ON "ah_clue_call_record" USING btree ("tenant_id","store_id","call_state");--> statement-breakpoint
CREATE INDEX "ah_clue_call_record_start_time_idx" ON "ah_clue_call_record" USING btree ("tenant_id","store_id","start_time");--> statement-breakpoint
CREATE INDEX "ah_clue_crowd_scope_time_idx" ON "ah_clue_crowd" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_clue_crowd_crowd_count_idx" ON "ah_clue_crowd" USING btree ("tenant_id","store_id","crowd_count");--> statement-breakpoint
CREATE INDEX "ah_clue_defeat_reason_config_scope_time_idx" ON "ah_clue_defeat_reason_config" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_clue_defeat_reason_config_reason_type_idx" ON "ah_clue_defeat_reason_config" USING btree ("tenant_id","reason_type");--> statement-breakpoint
CREATE INDEX "ah_clue_defeat_reason_config_sort_idx" ON "ah_clue_defeat_reason_config" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_clue_from_channel_scope_time_idx" ON "ah_clue_from_channel" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_clue_from_channel_channel_name_idx" ON "ah_clue_from_channel" USING btree ("tenant_id","channel_name");--> statement-breakpoint
CREATE INDEX "ah_clue_from_channel_channel_type_idx" ON "ah_clue_from_channel" USING btree ("tenant_id","channel_type");--> statement-breakpoint
CREATE INDEX "ah_clue_from_channel_sort_idx" ON "ah_clue_from_channel" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_clue_store_brand_relation_scope_time_idx" ON "ah_clue_store_brand_relation" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_clue_store_brand_relation_brand_id_idx" ON "ah_clue_store_brand_relation" USING btree ("tenant_id","store_id","brand_id");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_scope_time_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_clue_id_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","clue_id");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_customer_phone_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_customer_channel_text_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","customer_channel_text");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_customer_level_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","customer_level");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_visit_state_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","visit_state");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_next_trace_user_id_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","next_trace_user_id");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_next_trace_time_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","next_trace_time");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_last_trace_time_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","last_trace_time");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_repeat_mark_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","repeat_mark");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_desk_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","visit_state","next_trace_time") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_clue_trace_desk_user_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","next_trace_user_id","visit_state","next_trace_time") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_clue_trace_phone_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_record_scope_time_idx" ON "ah_clue_trace_record" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_record_ah_clue_trace_id_idx" ON "ah_clue_trace_record" USING btree ("tenant_id","store_id","ah_clue_trace_id");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_record_trace_time_idx" ON "ah_clue_trace_record" USING btree ("tenant_id","store_id","trace_time");--> statement-breakpoint
CREATE INDEX "ah_customer_level_time_scope_time_idx" ON "ah_customer_level_time" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_customer_level_time_customer_level_idx" ON "ah_customer_level_time" USING btree ("tenant_id","customer_level");--> statement-breakpoint
CREATE INDEX "ah_qm_seat_scope_time_idx" ON "ah_qm_seat" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_qm_seat_seat_no_idx" ON "ah_qm_seat" USING btree ("tenant_id","store_id","seat_no");--> statement-breakpoint
CREATE INDEX "ah_qm_seat_user_id_idx" ON "ah_qm_seat" USING btree ("tenant_id","store_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_salesman_scope_time_idx" ON "ah_salesman" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_salesman_user_id_idx" ON "ah_salesman" USING btree ("tenant_id","store_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_salesman_type_idx" ON "ah_salesman" USING btree ("tenant_id","store_id","type");--> statement-breakpoint
CREATE INDEX "ah_seats_scope_time_idx" ON "ah_seats" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_seats_seat_no_idx" ON "ah_seats" USING btree ("tenant_id","store_id","seat_no");--> statement-breakpoint
CREATE INDEX "ah_seats_phone_idx" ON "ah_seats" USING btree ("tenant_id","store_id","phone");--> statement-breakpoint
CREATE INDEX "ah_seats_user_id_idx" ON "ah_seats" USING btree ("tenant_id","store_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_car_brand_scope_time_idx" ON "ah_car_brand" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_brand_brand_name_idx" ON "ah_car_brand" USING btree ("tenant_id","brand_name");--> statement-breakpoint
CREATE INDEX "ah_car_brand_initial_idx" ON "ah_car_brand" USING btree ("tenant_id","initial");--> statement-breakpoint
CREATE INDEX "ah_car_brand_sort_idx" ON "ah_car_brand" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_car_film_goods_scope_time_idx" ON "ah_car_film_goods" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_film_goods_film_type_idx" ON "ah_car_film_goods" USING btree ("tenant_id","store_id","film_type");--> statement-breakpoint
CREATE INDEX "ah_car_film_goods_price_idx" ON "ah_car_film_goods" USING btree ("tenant_id","store_id","price");--> statement-breakpoint
CREATE INDEX "ah_car_film_goods_is_up_idx" ON "ah_car_film_goods" USING btree ("tenant_id","store_id","is_up");--> statement-breakpoint
CREATE INDEX "ah_car_film_goods_sort_idx" ON "ah_car_film_goods" USING btree ("tenant_id","store_id","sort");--> statement-breakpoint
CREATE INDEX "ah_car_model_scope_time_idx" ON "ah_car_model" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_model_brand_id_idx" ON "ah_car_model" USING btree ("tenant_id","brand_id");--> statement-breakpoint
CREATE INDEX "ah_car_model_series_id_idx" ON "ah_car_model" USING btree ("tenant_id","series_id");--> statement-breakpoint
CREATE INDEX "ah_car_model_model_year_idx" ON "ah_car_model" USING btree ("tenant_id","model_year");--> statement-breakpoint
CREATE INDEX "ah_car_model_guide_price_idx" ON "ah_car_model" USING btree ("tenant_id","guide_price");--> statement-breakpoint
CREATE INDEX "ah_car_model_sort_idx" ON "ah_car_model" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_car_series_scope_time_idx" ON "ah_car_series" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_series_brand_id_idx" ON "ah_car_series" USING btree ("tenant_id","brand_id");--> statement-breakpoint
CREATE INDEX "ah_car_series_sort_idx" ON "ah_car_series" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "ah_store_car_brand_scope_time_idx" ON "ah_store_car_brand" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_store_car_brand_car_brand_id_idx" ON "ah_store_car_brand" USING btree ("tenant_id","store_id","car_brand_id");--> statement-breakpoint
CREATE INDEX "ah_store_car_brand_sort_idx" ON "ah_store_car_brand" USING btree ("tenant_id","store_id","sort");--> statement-breakpoint
CREATE INDEX "ah_store_car_model_scope_time_idx" ON "ah_store_car_model" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_store_car_model_store_car_series_id_idx" ON "ah_store_car_model" USING btree ("tenant_id","store_id","store_car_series_id");--> statement-breakpoint
CREATE INDEX "ah_store_car_model_store_price_idx" ON "ah_store_car_model" USING btree ("tenant_id","store_id","store_price");--> statement-breakpoint
CREATE INDEX "ah_store_car_model_state_idx" ON "ah_store_car_model" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_store_car_model_sort_idx" ON "ah_store_car_model" USING btree ("tenant_id","store_id","sort");--> statement-breakpoint
CREATE INDEX "ah_store_car_series_scope_time_idx" ON "ah_store_car_series" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_store_car_series_store_car_brand_id_idx" ON "ah_store_car_series" USING btree ("tenant_id","store_id","store_car_brand_id");--> statement-breakpoint
CREATE INDEX "ah_store_car_series_is_recommend_idx" ON "ah_store_car_series" USING btree ("tenant_id","store_id","is_recommend");--> statement-breakpoint
CREATE INDEX "ah_store_car_series_state_idx" ON "ah_store_car_series" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_store_car_series_sort_idx" ON "ah_store_car_series" USING btree ("tenant_id","store_id","sort");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_scope_time_idx" ON "ah_warehouse_car" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_car_brand_id_idx" ON "ah_warehouse_car" USING btree ("tenant_id","store_id","car_brand_id");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_car_series_id_idx" ON "ah_warehouse_car" USING btree ("tenant_id","store_id","car_series_id");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_car_model_id_idx" ON "ah_warehouse_car" USING btree ("tenant_id","store_id","car_model_id");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_arrival_date_idx" ON "ah_warehouse_car" USING btree ("tenant_id","store_id","arrival_date");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_state_idx" ON "ah_warehouse_car" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_in_transfer_idx" ON "ah_warehouse_car" USING btree ("tenant_id","store_id","in_transfer");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_vin_idx" ON "ah_warehouse_car" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_part_scope_time_idx" ON "ah_warehouse_car_part" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_self_loss_scope_time_idx" ON "ah_warehouse_car_self_loss" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_transfer_scope_time_idx" ON "ah_warehouse_car_transfer" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_transfer_ah_warehouse_car_id_idx" ON "ah_warehouse_car_transfer" USING btree ("tenant_id","ah_warehouse_car_id");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_transfer_from_store_id_idx" ON "ah_warehouse_car_transfer" USING btree ("tenant_id","from_store_id");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_transfer_to_store_id_idx" ON "ah_warehouse_car_transfer" USING btree ("tenant_id","to_store_id");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_transfer_state_idx" ON "ah_warehouse_car_transfer" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_transfer_transfer_time_idx" ON "ah_warehouse_car_transfer" USING btree ("tenant_id","transfer_time");--> statement-breakpoint
CREATE INDEX "ah_warehouse_doc_binding_scope_time_idx" ON "ah_warehouse_doc_binding" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_warehouse_lock_setting_scope_time_idx" ON "ah_warehouse_lock_setting" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "bs_car_model_merge_scope_time_idx" ON "bs_car_model_merge" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "bs_car_model_merge_from_model_id_idx" ON "bs_car_model_merge" USING btree ("tenant_id","from_model_id");--> statement-breakpoint
CREATE INDEX "bs_car_model_merge_to_model_id_idx" ON "bs_car_model_merge" USING btree ("tenant_id","to_model_id");--> statement-breakpoint
CREATE INDEX "bs_car_model_merge_state_idx" ON "bs_car_model_merge" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "ah_customer_scope_time_idx" ON "ah_customer" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_customer_customer_phone_idx" ON "ah_customer" USING btree ("tenant_id","store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_customer_customer_level_idx" ON "ah_customer" USING btree ("tenant_id","store_id","customer_level");--> statement-breakpoint
CREATE INDEX "ah_customer_channel_name_idx" ON "ah_customer" USING btree ("tenant_id","store_id","channel_name");--> statement-breakpoint
CREATE INDEX "ah_customer_deal_state_idx" ON "ah_customer" USING btree ("tenant_id","store_id","deal_state");--> statement-breakpoint
CREATE INDEX "ah_customer_next_trace_user_id_idx" ON "ah_customer" USING btree ("tenant_id","store_id","next_trace_user_id");--> statement-breakpoint
CREATE INDEX "ah_customer_clue_id_idx" ON "ah_customer" USING btree ("tenant_id","store_id","clue_id");--> statement-breakpoint
CREATE INDEX "ah_customer_ah_clue_trace_id_idx" ON "ah_customer" USING btree ("tenant_id","store_id","ah_clue_trace_id");--> statement-breakpoint
CREATE INDEX "ah_customer_last_trace_time_idx" ON "ah_customer" USING btree ("tenant_id","store_id","last_trace_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_customer_store_phone_uq" ON "ah_customer" USING btree ("tenant_id","store_id","customer_phone") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_customer_archive_idx" ON "ah_customer" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ah_customer_archive_scope_time_idx" ON "ah_customer_archive" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_customer_archive_customer_phone_idx" ON "ah_customer_archive" USING btree ("tenant_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_customer_archive_sex_idx" ON "ah_customer_archive" USING btree ("tenant_id","sex");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_customer_archive_phone_uq" ON "ah_customer_archive" USING btree ("tenant_id","customer_phone") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_invite_config_scope_time_idx" ON "ah_invite_config" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_invite_config_invite_type_idx" ON "ah_invite_config" USING btree ("tenant_id","store_id","invite_type");--> statement-breakpoint
CREATE INDEX "ah_invite_config_start_time_idx" ON "ah_invite_config" USING btree ("tenant_id","store_id","start_time");--> statement-breakpoint
CREATE INDEX "ah_invite_config_execute_status_idx" ON "ah_invite_config" USING btree ("tenant_id","store_id","execute_status");--> statement-breakpoint
CREATE INDEX "ah_test_drive_log_scope_time_idx" ON "ah_test_drive_log" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_test_drive_log_ah_customer_id_idx" ON "ah_test_drive_log" USING btree ("tenant_id","store_id","ah_customer_id");--> statement-breakpoint
CREATE INDEX "ah_test_drive_log_customer_phone_idx" ON "ah_test_drive_log" USING btree ("tenant_id","store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_test_drive_log_drive_start_idx" ON "ah_test_drive_log" USING btree ("tenant_id","store_id","drive_start");--> statement-breakpoint
CREATE INDEX "ah_test_drive_log_salesman_id_idx" ON "ah_test_drive_log" USING btree ("tenant_id","store_id","salesman_id");--> statement-breakpoint
CREATE INDEX "ah_test_drive_log_customer_idx" ON "ah_test_drive_log" USING btree ("ah_customer_id");--> statement-breakpoint
CREATE INDEX "ah_user_target_scope_time_idx" ON "ah_user_target" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_user_target_user_id_idx" ON "ah_user_target" USING btree ("tenant_id","store_id","user_id");--> statement-breakpoint
CREATE INDEX "ah_user_target_month_idx" ON "ah_user_target" USING btree ("tenant_id","store_id","month");--> statement-breakpoint
CREATE INDEX "ah_user_target_target_type_idx" ON "ah_user_target" USING btree ("tenant_id","store_id","target_type");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_user_target_uq" ON "ah_user_target" USING btree ("tenant_id","store_id","user_id","month","target_type") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_boutique_scope_time_idx" ON "ah_boutique" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_boutique_code_idx" ON "ah_boutique" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "ah_boutique_category_idx" ON "ah_boutique" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "ah_boutique_price_idx" ON "ah_boutique" USING btree ("tenant_id","price");--> statement-breakpoint
CREATE INDEX "ah_boutique_is_up_idx" ON "ah_boutique" USING btree ("tenant_id","is_up");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_boutique_store_code_uq" ON "ah_boutique" USING btree ("tenant_id","store_id","code") WHERE is_deleted = 0 and store_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_boutique_base_code_uq" ON "ah_boutique" USING btree ("tenant_id","code") WHERE is_deleted = 0 and store_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_boutique_store_setting_uq" ON "ah_boutique_store_setting" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "ah_member_scope_time_idx" ON "ah_member" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_member_phone_idx" ON "ah_member" USING btree ("tenant_id","store_id","phone");--> statement-breakpoint
CREATE INDEX "ah_member_sex_idx" ON "ah_member" USING btree ("tenant_id","store_id","sex");--> statement-breakpoint
CREATE INDEX "ah_member_member_level_idx" ON "ah_member" USING btree ("tenant_id","store_id","member_level");--> statement-breakpoint
CREATE INDEX "ah_member_integral_idx" ON "ah_member" USING btree ("tenant_id","store_id","integral");--> statement-breakpoint
CREATE INDEX "ah_member_source_idx" ON "ah_member" USING btree ("tenant_id","store_id","source");--> statement-breakpoint
CREATE INDEX "ah_member_register_time_idx" ON "ah_member" USING btree ("tenant_id","store_id","register_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_member_store_phone_uq" ON "ah_member" USING btree ("tenant_id","store_id","phone") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_member_car_scope_time_idx" ON "ah_member_car" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_member_car_vin_idx" ON "ah_member_car" USING btree ("tenant_id","store_id","vin");--> statement-breakpoint
CREATE INDEX "ah_member_car_member_id_idx" ON "ah_member_car" USING btree ("tenant_id","store_id","member_id");--> statement-breakpoint
CREATE INDEX "ah_member_car_buy_date_idx" ON "ah_member_car" USING btree ("tenant_id","store_id","buy_date");--> statement-breakpoint
CREATE INDEX "ah_member_car_insurance_due_date_idx" ON "ah_member_car" USING btree ("tenant_id","store_id","insurance_due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_member_car_store_vin_uq" ON "ah_member_car" USING btree ("tenant_id","store_id","vin") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_member_car_member_idx" ON "ah_member_car" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ah_member_group_scope_time_idx" ON "ah_member_group" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_member_group_group_type_idx" ON "ah_member_group" USING btree ("tenant_id","store_id","group_type");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_member_group_member_uq" ON "ah_member_group_member" USING btree ("group_id","member_id");--> statement-breakpoint
CREATE INDEX "ah_member_group_member_member_idx" ON "ah_member_group_member" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ah_owner_scope_time_idx" ON "ah_owner" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_owner_vin_idx" ON "ah_owner" USING btree ("tenant_id","store_id","vin");--> statement-breakpoint
CREATE INDEX "ah_owner_buy_date_idx" ON "ah_owner" USING btree ("tenant_id","store_id","buy_date");--> statement-breakpoint
CREATE INDEX "ah_owner_last_service_date_idx" ON "ah_owner" USING btree ("tenant_id","store_id","last_service_date");--> statement-breakpoint
CREATE INDEX "ah_owner_mileage_idx" ON "ah_owner" USING btree ("tenant_id","store_id","mileage");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_owner_store_vin_uq" ON "ah_owner" USING btree ("tenant_id","store_id","vin") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_owner_group_scope_time_idx" ON "ah_owner_group" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_owner_group_group_type_idx" ON "ah_owner_group" USING btree ("tenant_id","store_id","group_type");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_owner_group_member_uq" ON "ah_owner_group_member" USING btree ("group_id","owner_id");--> statement-breakpoint
CREATE INDEX "ah_owner_group_member_owner_idx" ON "ah_owner_group_member" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_scope_time_idx" ON "ah_car_order" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_order_type_idx" ON "ah_car_order" USING btree ("tenant_id","store_id","order_type");--> statement-breakpoint
CREATE INDEX "ah_car_order_order_state_idx" ON "ah_car_order" USING btree ("tenant_id","store_id","order_state");--> statement-breakpoint
CREATE INDEX "ah_car_order_sales_user_id_idx" ON "ah_car_order" USING btree ("tenant_id","store_id","sales_user_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_series_id_idx" ON "ah_car_order" USING btree ("tenant_id","store_id","car_series_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_payment_mode_idx" ON "ah_car_order" USING btree ("tenant_id","store_id","payment_mode");--> statement-breakpoint
CREATE INDEX "ah_car_order_total_amount_idx" ON "ah_car_order" USING btree ("tenant_id","store_id","total_amount");--> statement-breakpoint
CREATE INDEX "ah_car_order_order_date_idx" ON "ah_car_order" USING btree ("tenant_id","store_id","order_date");--> statement-breakpoint
CREATE INDEX "ah_car_order_delivery_time_idx" ON "ah_car_order" USING btree ("tenant_id","store_id","delivery_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_additional_scope_time_idx" ON "ah_car_order_additional" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_additional_ah_car_order_id_idx" ON "ah_car_order_additional" USING btree ("tenant_id","store_id","ah_car_order_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_scope_time_idx" ON "ah_car_order_car" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_ah_car_order_id_idx" ON "ah_car_order_car" USING btree ("tenant_id","store_id","ah_car_order_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_car_series_id_idx" ON "ah_car_order_car" USING btree ("tenant_id","store_id","car_series_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_car_model_id_idx" ON "ah_car_order_car" USING btree ("tenant_id","store_id","car_model_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_ah_warehouse_car_id_idx" ON "ah_car_order_car" USING btree ("tenant_id","store_id","ah_warehouse_car_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_lock_state_idx" ON "ah_car_order_car" USING btree ("tenant_id","store_id","lock_state");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_boutique_scope_time_idx" ON "ah_car_order_car_boutique" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_boutique_ah_car_order_id_idx" ON "ah_car_order_car_boutique" USING btree ("tenant_id","store_id","ah_car_order_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_car_boutique_ah_car_order_car_id_idx" ON "ah_car_order_car_boutique" USING btree ("tenant_id","store_id","ah_car_order_car_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_scope_time_idx" ON "ah_car_order_contract" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_ah_car_order_id_idx" ON "ah_car_order_contract" USING btree ("tenant_id","store_id","ah_car_order_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_deliver_scope_time_idx" ON "ah_car_order_deliver" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_deliver_ah_car_order_id_idx" ON "ah_car_order_deliver" USING btree ("tenant_id","store_id","ah_car_order_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_deliver_sales_user_id_idx" ON "ah_car_order_deliver" USING btree ("tenant_id","store_id","sales_user_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_deliver_car_series_id_idx" ON "ah_car_order_deliver" USING btree ("tenant_id","store_id","car_series_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_deliver_deliver_time_idx" ON "ah_car_order_deliver" USING btree ("tenant_id","store_id","deliver_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_invoice_info_scope_time_idx" ON "ah_car_order_invoice_info" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_invoice_info_ah_car_order_id_idx" ON "ah_car_order_invoice_info" USING btree ("tenant_id","store_id","ah_car_order_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_invoice_info_ah_car_order_car_id_idx" ON "ah_car_order_invoice_info" USING btree ("tenant_id","store_id","ah_car_order_car_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_invoice_info_invoice_date_idx" ON "ah_car_order_invoice_info" USING btree ("tenant_id","store_id","invoice_date");--> statement-breakpoint
CREATE INDEX "ah_car_order_invoice_info_source_idx" ON "ah_car_order_invoice_info" USING btree ("tenant_id","store_id","source");--> statement-breakpoint
CREATE INDEX "ah_car_order_lock_log_scope_time_idx" ON "ah_car_order_lock_log" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_order_lock_log_ah_car_order_id_idx" ON "ah_car_order_lock_log" USING btree ("tenant_id","store_id","ah_car_order_id");--> statement-breakpoint
CREATE INDEX "ah_car_order_lock_log_ah_car_order_car_id_idx" ON "ah_car_order_lock_log" USING btree ("tenant_id","store_id","ah_car_order_car_id");--> statement-breakpoint
CREATE INDEX "ah_release_business_scope_time_idx" ON "ah_release_business" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_release_business_release_type_idx" ON "ah_release_business" USING btree ("tenant_id","store_id","release_type");--> statement-breakpoint
CREATE INDEX "ah_release_business_ah_car_order_id_idx" ON "ah_release_business" USING btree ("tenant_id","store_id","ah_car_order_id");--> statement-breakpoint
CREATE INDEX "ah_release_business_release_time_idx" ON "ah_release_business" USING btree ("tenant_id","store_id","release_time");