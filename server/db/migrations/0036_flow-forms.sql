CREATE TABLE "flow_form" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(64),
	"form_key" varchar(64),
	"description" varchar(255),
	"status" integer,
	"version" integer,
	"fields" jsonb,
	"published" jsonb,
	"publish_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flow_form_scope_time_idx" ON "flow_form" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_form_form_key_uq" ON "flow_form" USING btree ("tenant_id","form_key") WHERE "flow_form"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "flow_form_status_idx" ON "flow_form" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "ah_clue_trace_create_time_idx" ON "ah_clue_trace" USING btree ("tenant_id","store_id","create_time");