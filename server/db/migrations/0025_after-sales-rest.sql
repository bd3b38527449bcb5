CREATE TABLE "ah_extended_warranty_confirm" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"order_no" varchar(32),
	"customer_name" varchar(20),
	"customer_phone" varchar(11),
	"vin" varchar(17),
	"product_name" varchar(100),
	"years" integer,
	"amount" bigint,
	"state" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_extended_warranty_confirm_years_min_ck" CHECK ("years" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ah_matter_work_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"title" varchar(100),
	"matter_type" integer,
	"state" integer,
	"customer_name" varchar(20),
	"customer_phone" varchar(11),
	"license_plate" varchar(10),
	"assignee" varchar(20),
	"due_time" timestamp with time zone,
	"handle_result" varchar(255),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_owner_service" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"request_no" varchar(32),
	"service_type" integer,
	"state" integer,
	"owner_name" varchar(20),
	"phone" varchar(11),
	"license_plate" varchar(10),
	"appointment_time" timestamp with time zone,
	"location" varchar(200),
	"content" varchar(255),
	"assignee" varchar(20),
	"handle_result" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_info_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_work_order_info_id" bigint,
	"ah_work_order_config_maintenance_item_id" bigint,
	"item_name" varchar(50),
	"work_hours" numeric(18, 4),
	"unit_price" bigint,
	"amount" bigint,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "ah_work_order_config_station_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "ah_work_order_config_preferential_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "discount_amount" bigint;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "total_amount" bigint;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "submit_user" bigint;--> statement-breakpoint
CREATE INDEX "ah_extended_warranty_confirm_scope_time_idx" ON "ah_extended_warranty_confirm" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_extended_warranty_confirm_state_idx" ON "ah_extended_warranty_confirm" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_matter_work_order_scope_time_idx" ON "ah_matter_work_order" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_matter_work_order_matter_type_idx" ON "ah_matter_work_order" USING btree ("tenant_id","store_id","matter_type");--> statement-breakpoint
CREATE INDEX "ah_matter_work_order_state_idx" ON "ah_matter_work_order" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_matter_work_order_due_time_idx" ON "ah_matter_work_order" USING btree ("tenant_id","store_id","due_time");--> statement-breakpoint
CREATE INDEX "ah_owner_service_scope_time_idx" ON "ah_owner_service" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_owner_service_service_type_idx" ON "ah_owner_service" USING btree ("tenant_id","store_id","service_type");--> statement-breakpoint
CREATE INDEX "ah_owner_service_state_idx" ON "ah_owner_service" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_owner_service_appointment_time_idx" ON "ah_owner_service" USING btree ("tenant_id","store_id","appointment_time");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_item_scope_time_idx" ON "ah_work_order_info_item" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_item_ah_work_order_info_id_idx" ON "ah_work_order_info_item" USING btree ("tenant_id","store_id","ah_work_order_info_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_item_order_idx" ON "ah_work_order_info_item" USING btree ("ah_work_order_info_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_ah_work_order_config_station_id_idx" ON "ah_work_order_info" USING btree ("tenant_id","store_id","ah_work_order_config_station_id");