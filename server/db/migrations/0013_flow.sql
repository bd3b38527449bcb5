CREATE TABLE "flow_definition" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(64),
	"process_key" varchar(64),
	"category" varchar(64),
	"version" integer,
	"state" integer,
	"resource_name" varchar(128),
	"start_form_key" varchar(64),
	"model_id" bigint,
	"xml" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_instance" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"process_definition_id" bigint,
	"process_definition_key" varchar(64),
	"process_definition_name" varchar(64),
	"process_definition_version" integer,
	"title" varchar(128),
	"business_id" bigint,
	"start_user" bigint,
	"start_user_name" varchar(64),
	"state" integer,
	"current_task_name" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"delete_reason" varchar(255),
	"variables" jsonb,
	"engine_state" jsonb,
	"revision" integer,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(64),
	"model_key" varchar(64),
	"category" varchar(64),
	"description" varchar(255),
	"xml" text,
	"version" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"process_instance_id" bigint,
	"process_definition_id" bigint,
	"process_definition_name" varchar(64),
	"title" varchar(128),
	"task_definition_key" varchar(64),
	"execution_id" varchar(128),
	"task_name" varchar(128),
	"form_key" varchar(64),
	"business_id" bigint,
	"start_user_name" varchar(64),
	"assignee" bigint,
	"assignee_name" varchar(64),
	"candidate_users" varchar(1000),
	"candidate_groups" varchar(1000),
	"state" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"outcome" varchar(16),
	"comment" varchar(500),
	"form_data" jsonb,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_process_leave" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"process_definition_id" bigint,
	"process_instance_id" bigint,
	"apply_user" bigint,
	"apply_user_name" varchar(64),
	"leave_type" integer,
	"start_time" date,
	"end_time" date,
	"days" integer,
	"reason" varchar(255),
	"state" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flow_definition_scope_time_idx" ON "flow_definition" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "flow_definition_category_idx" ON "flow_definition" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "flow_definition_state_idx" ON "flow_definition" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "flow_definition_create_time_idx" ON "flow_definition" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "flow_definition_key_version_idx" ON "flow_definition" USING btree ("tenant_id","process_key","version");--> statement-breakpoint
CREATE INDEX "flow_instance_scope_time_idx" ON "flow_instance" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "flow_instance_process_definition_id_idx" ON "flow_instance" USING btree ("tenant_id","process_definition_id");--> statement-breakpoint
CREATE INDEX "flow_instance_state_idx" ON "flow_instance" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "flow_instance_create_time_idx" ON "flow_instance" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "flow_instance_start_user_idx" ON "flow_instance" USING btree ("tenant_id","start_user");--> statement-breakpoint
CREATE INDEX "flow_model_scope_time_idx" ON "flow_model" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "flow_model_model_key_idx" ON "flow_model" USING btree ("tenant_id","model_key");--> statement-breakpoint
CREATE INDEX "flow_model_category_idx" ON "flow_model" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "flow_task_scope_time_idx" ON "flow_task" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "flow_task_process_instance_id_idx" ON "flow_task" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "flow_task_state_idx" ON "flow_task" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "flow_task_create_time_idx" ON "flow_task" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "flow_task_assignee_idx" ON "flow_task" USING btree ("tenant_id","assignee","state");--> statement-breakpoint
CREATE INDEX "flow_task_open_idx" ON "flow_task" USING btree ("tenant_id","state","assignee");--> statement-breakpoint
CREATE INDEX "flow_task_instance_idx" ON "flow_task" USING btree ("process_instance_id");--> statement-breakpoint
CREATE INDEX "blade_process_leave_scope_time_idx" ON "blade_process_leave" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "blade_process_leave_leave_type_idx" ON "blade_process_leave" USING btree ("tenant_id","leave_type");--> statement-breakpoint
CREATE INDEX "blade_process_leave_state_idx" ON "blade_process_leave" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "blade_process_leave_create_time_idx" ON "blade_process_leave" USING btree ("tenant_id","create_time");