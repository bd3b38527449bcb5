CREATE TABLE "flow_start_timer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"process_definition_id" bigint NOT NULL,
	"process_key" varchar(64) NOT NULL,
	"element_id" varchar(64) NOT NULL,
	"due_time" timestamp with time zone NOT NULL,
	"fired" integer DEFAULT 0 NOT NULL,
	"last_fire_time" timestamp with time zone,
	"state" smallint DEFAULT 0 NOT NULL,
	"error" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flow_start_timer_due_idx" ON "flow_start_timer" USING btree ("state","due_time");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_start_timer_definition_idx" ON "flow_start_timer" USING btree ("process_definition_id","element_id");