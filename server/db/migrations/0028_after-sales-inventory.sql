CREATE TABLE "ah_warehouse_inventory" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"inventory_no" varchar(32),
	"state" integer,
	"expected_count" integer,
	"counted_count" integer,
	"missing_count" integer,
	"unexpected_count" integer,
	"counter" varchar(20),
	"close_time" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_warehouse_inventory_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_warehouse_inventory_id" bigint,
	"vin" varchar(32),
	"result" integer,
	"ah_warehouse_car_id" bigint,
	"model_name" varchar(100),
	"warehouse_no" varchar(30),
	"car_state" integer,
	"expected" integer,
	"scan_time" timestamp with time zone,
	"note" varchar(100),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_vehicle_mileage" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_vehicle_id" bigint,
	"read_time" timestamp with time zone,
	"mileage" integer,
	"source" integer,
	"order_no" varchar(32),
	"ah_work_order_info_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_vehicle_mileage_mileage_min_ck" CHECK ("mileage" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ah_owner_service" ADD COLUMN "ah_work_order_info_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_owner_service" ADD COLUMN "work_order_no" varchar(32);--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "ah_vehicle_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "mileage" integer;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "ah_owner_service_id" bigint;--> statement-breakpoint
CREATE INDEX "ah_warehouse_inventory_scope_time_idx" ON "ah_warehouse_inventory" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_warehouse_inventory_state_idx" ON "ah_warehouse_inventory" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_warehouse_inventory_open_uq" ON "ah_warehouse_inventory" USING btree ("tenant_id","store_id") WHERE is_deleted = 0 and state = 0;--> statement-breakpoint
CREATE INDEX "ah_warehouse_inventory_item_scope_time_idx" ON "ah_warehouse_inventory_item" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_warehouse_inventory_item_ah_warehouse_inventory_id_idx" ON "ah_warehouse_inventory_item" USING btree ("tenant_id","store_id","ah_warehouse_inventory_id");--> statement-breakpoint
CREATE INDEX "ah_warehouse_inventory_item_result_idx" ON "ah_warehouse_inventory_item" USING btree ("tenant_id","store_id","result");--> statement-breakpoint
CREATE INDEX "ah_warehouse_inventory_item_expected_idx" ON "ah_warehouse_inventory_item" USING btree ("tenant_id","store_id","expected");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_warehouse_inventory_item_vin_uq" ON "ah_warehouse_inventory_item" USING btree ("ah_warehouse_inventory_id","vin") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_vehicle_mileage_scope_time_idx" ON "ah_vehicle_mileage" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_vehicle_mileage_ah_vehicle_id_idx" ON "ah_vehicle_mileage" USING btree ("tenant_id","store_id","ah_vehicle_id");--> statement-breakpoint
CREATE INDEX "ah_vehicle_mileage_read_time_idx" ON "ah_vehicle_mileage" USING btree ("tenant_id","store_id","read_time");--> statement-breakpoint
CREATE INDEX "ah_vehicle_mileage_vehicle_idx" ON "ah_vehicle_mileage" USING btree ("ah_vehicle_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_ah_vehicle_id_idx" ON "ah_work_order_info" USING btree ("tenant_id","store_id","ah_vehicle_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_ah_owner_service_id_idx" ON "ah_work_order_info" USING btree ("tenant_id","store_id","ah_owner_service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_info_owner_service_uq" ON "ah_work_order_info" USING btree ("ah_owner_service_id") WHERE is_deleted = 0 and ah_owner_service_id is not null;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD CONSTRAINT "ah_work_order_info_mileage_min_ck" CHECK ("mileage" >= 0);