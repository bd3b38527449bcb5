CREATE TABLE "flow_timer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"process_instance_id" bigint NOT NULL,
	"element_id" varchar(64) NOT NULL,
	"element_name" varchar(128),
	"execution_id" varchar(128) NOT NULL,
	"attached_to" varchar(64),
	"due_time" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"fire_time" timestamp with time zone,
	"error" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flow_timer_due_idx" ON "flow_timer" USING btree ("state","due_time");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_timer_execution_idx" ON "flow_timer" USING btree ("process_instance_id","execution_id");