CREATE TABLE "ah_appointment_config" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"enabled" integer,
	"open_time" varchar(5),
	"close_time" varchar(5),
	"slot_minutes" integer,
	"slot_capacity" integer,
	"days_ahead" integer,
	"assign_hours" integer,
	"remark" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_appointment_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"customer_name" varchar(50),
	"customer_phone" varchar(11),
	"appointment_type" integer,
	"car_series_name" varchar(50),
	"appointment_time" timestamp with time zone,
	"source" integer,
	"assigned" integer,
	"assignee_id" bigint,
	"assignee_name" varchar(50),
	"assign_time" timestamp with time zone,
	"assign_user_name" varchar(50),
	"remark" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_appointment_config_scope_time_idx" ON "ah_appointment_config" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_appointment_config_store_uq" ON "ah_appointment_config" USING btree ("tenant_id","store_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_appointment_record_scope_time_idx" ON "ah_appointment_record" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_appointment_record_customer_phone_idx" ON "ah_appointment_record" USING btree ("tenant_id","store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_appointment_record_appointment_type_idx" ON "ah_appointment_record" USING btree ("tenant_id","store_id","appointment_type");--> statement-breakpoint
CREATE INDEX "ah_appointment_record_appointment_time_idx" ON "ah_appointment_record" USING btree ("tenant_id","store_id","appointment_time");--> statement-breakpoint
CREATE INDEX "ah_appointment_record_source_idx" ON "ah_appointment_record" USING btree ("tenant_id","store_id","source");--> statement-breakpoint
CREATE INDEX "ah_appointment_record_assigned_idx" ON "ah_appointment_record" USING btree ("tenant_id","store_id","assigned");--> statement-breakpoint
CREATE INDEX "ah_appointment_record_assignee_id_idx" ON "ah_appointment_record" USING btree ("tenant_id","store_id","assignee_id");--> statement-breakpoint
CREATE INDEX "ah_appointment_record_assign_time_idx" ON "ah_appointment_record" USING btree ("tenant_id","store_id","assign_time");--> statement-breakpoint
CREATE INDEX "ah_appointment_record_pool_idx" ON "ah_appointment_record" USING btree ("tenant_id","store_id","appointment_type","assigned","appointment_time");