CREATE TABLE "ah_state_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"resource" varchar(64),
	"record_id" bigint,
	"action" varchar(64),
	"field" varchar(64),
	"from_value" varchar(255),
	"to_value" varchar(255),
	"reason" varchar(500),
	"create_user_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_state_log_scope_time_idx" ON "ah_state_log" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_state_log_resource_idx" ON "ah_state_log" USING btree ("tenant_id","resource");--> statement-breakpoint
CREATE INDEX "ah_state_log_record_id_idx" ON "ah_state_log" USING btree ("tenant_id","record_id");--> statement-breakpoint
CREATE INDEX "ah_state_log_create_time_idx" ON "ah_state_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "ah_state_log_record_idx" ON "ah_state_log" USING btree ("tenant_id","resource","record_id","create_time");