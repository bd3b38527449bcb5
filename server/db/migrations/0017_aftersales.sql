CREATE TABLE "ah_accessory" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"accessory_code" varchar(50),
	"accessory_name" varchar(100),
	"stock" integer,
	"min_stock" integer,
	"low_stock" integer,
	"brand" varchar(50),
	"fit_models" varchar(255),
	"unit" varchar(10),
	"cost_price" bigint,
	"sale_price" bigint,
	"supplier" varchar(100),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_accessory_stock_ck" CHECK (stock >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_accessory_movement" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_accessory_id" bigint,
	"accessory_code" varchar(50),
	"accessory_name" varchar(100),
	"movement_type" integer,
	"quantity" integer,
	"balance_after" integer,
	"unit_price" bigint,
	"ah_work_order_info_id" bigint,
	"order_no" varchar(32),
	"ah_accessory_stock_transfer_form_id" bigint,
	"occurred_time" timestamp with time zone,
	"operator_name" varchar(50),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_accessory_stock_transfer_form" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"form_no" varchar(32),
	"state" integer,
	"from_store_id" bigint,
	"to_store_id" bigint,
	"send_time" timestamp with time zone,
	"receive_time" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_accessory_stock_transfer_form_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"ah_accessory_stock_transfer_form_id" bigint,
	"form_no" varchar(32),
	"state" integer,
	"from_store_id" bigint,
	"to_store_id" bigint,
	"ah_accessory_id" bigint,
	"accessory_code" varchar(50),
	"accessory_name" varchar(100),
	"quantity" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_config_audit" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"review_enabled" integer,
	"review_threshold" bigint,
	"reviewer_role" varchar(30),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_config_maintenance_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"item_code" varchar(30),
	"item_name" varchar(50),
	"repair_type" integer,
	"standard_hours" numeric(18, 4),
	"state" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_config_preferential" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"mode_name" varchar(30),
	"mode_type" integer,
	"discount_rate" integer,
	"max_amount" bigint,
	"state" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_config_repair_type" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"type_name" varchar(30),
	"type_code" varchar(30),
	"sort" integer,
	"state" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_config_station" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"station_name" varchar(30),
	"station_type" integer,
	"technician" varchar(20),
	"state" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_config_supplier" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"supplier_name" varchar(100),
	"contact" varchar(20),
	"phone" varchar(11),
	"address" varchar(200),
	"state" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_config_unit_price" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"repair_type" integer,
	"unit_price" bigint,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ah_work_order_info_repair_material" ADD COLUMN "ah_accessory_id" bigint;--> statement-breakpoint
CREATE INDEX "ah_accessory_scope_time_idx" ON "ah_accessory" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_idx" ON "ah_accessory" USING btree ("tenant_id","store_id","stock");--> statement-breakpoint
CREATE INDEX "ah_accessory_low_stock_idx" ON "ah_accessory" USING btree ("tenant_id","store_id","low_stock");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_accessory_code_uq" ON "ah_accessory" USING btree ("tenant_id","store_id","accessory_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_accessory_movement_scope_time_idx" ON "ah_accessory_movement" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_accessory_movement_ah_accessory_id_idx" ON "ah_accessory_movement" USING btree ("tenant_id","store_id","ah_accessory_id");--> statement-breakpoint
CREATE INDEX "ah_accessory_movement_movement_type_idx" ON "ah_accessory_movement" USING btree ("tenant_id","store_id","movement_type");--> statement-breakpoint
CREATE INDEX "ah_accessory_movement_ah_work_order_info_id_idx" ON "ah_accessory_movement" USING btree ("tenant_id","store_id","ah_work_order_info_id");--> statement-breakpoint
CREATE INDEX "ah_accessory_movement_ah_accessory_stock_transfer_form_id_idx" ON "ah_accessory_movement" USING btree ("tenant_id","store_id","ah_accessory_stock_transfer_form_id");--> statement-breakpoint
CREATE INDEX "ah_accessory_movement_occurred_time_idx" ON "ah_accessory_movement" USING btree ("tenant_id","store_id","occurred_time");--> statement-breakpoint
CREATE INDEX "ah_accessory_movement_part_idx" ON "ah_accessory_movement" USING btree ("tenant_id","store_id","ah_accessory_id","occurred_time");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_transfer_form_scope_time_idx" ON "ah_accessory_stock_transfer_form" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_transfer_form_state_idx" ON "ah_accessory_stock_transfer_form" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_transfer_form_to_store_id_idx" ON "ah_accessory_stock_transfer_form" USING btree ("tenant_id","to_store_id");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_transfer_form_item_scope_time_idx" ON "ah_accessory_stock_transfer_form_item" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_transfer_form_item_ah_accessory_stock_transfer_form_id_idx" ON "ah_accessory_stock_transfer_form_item" USING btree ("tenant_id","ah_accessory_stock_transfer_form_id");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_transfer_form_item_state_idx" ON "ah_accessory_stock_transfer_form_item" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_transfer_form_item_from_store_id_idx" ON "ah_accessory_stock_transfer_form_item" USING btree ("tenant_id","from_store_id");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_transfer_form_item_to_store_id_idx" ON "ah_accessory_stock_transfer_form_item" USING btree ("tenant_id","to_store_id");--> statement-breakpoint
CREATE INDEX "ah_accessory_stock_transfer_form_item_form_idx" ON "ah_accessory_stock_transfer_form_item" USING btree ("ah_accessory_stock_transfer_form_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_audit_scope_time_idx" ON "ah_work_order_config_audit" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_config_audit_singleton_idx" ON "ah_work_order_config_audit" USING btree ("tenant_id","store_id") WHERE "ah_work_order_config_audit"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_work_order_config_maintenance_item_scope_time_idx" ON "ah_work_order_config_maintenance_item" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_config_maintenance_item_item_name_uq" ON "ah_work_order_config_maintenance_item" USING btree ("tenant_id","store_id","item_name") WHERE "ah_work_order_config_maintenance_item"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_work_order_config_maintenance_item_repair_type_idx" ON "ah_work_order_config_maintenance_item" USING btree ("tenant_id","store_id","repair_type");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_maintenance_item_state_idx" ON "ah_work_order_config_maintenance_item" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_preferential_scope_time_idx" ON "ah_work_order_config_preferential" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_config_preferential_mode_name_uq" ON "ah_work_order_config_preferential" USING btree ("tenant_id","store_id","mode_name") WHERE "ah_work_order_config_preferential"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_work_order_config_preferential_mode_type_idx" ON "ah_work_order_config_preferential" USING btree ("tenant_id","store_id","mode_type");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_preferential_state_idx" ON "ah_work_order_config_preferential" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_repair_type_scope_time_idx" ON "ah_work_order_config_repair_type" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_config_repair_type_type_name_uq" ON "ah_work_order_config_repair_type" USING btree ("tenant_id","store_id","type_name") WHERE "ah_work_order_config_repair_type"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_work_order_config_repair_type_sort_idx" ON "ah_work_order_config_repair_type" USING btree ("tenant_id","store_id","sort");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_repair_type_state_idx" ON "ah_work_order_config_repair_type" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_station_scope_time_idx" ON "ah_work_order_config_station" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_config_station_station_name_uq" ON "ah_work_order_config_station" USING btree ("tenant_id","store_id","station_name") WHERE "ah_work_order_config_station"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_work_order_config_station_station_type_idx" ON "ah_work_order_config_station" USING btree ("tenant_id","store_id","station_type");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_station_state_idx" ON "ah_work_order_config_station" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_supplier_scope_time_idx" ON "ah_work_order_config_supplier" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_config_supplier_supplier_name_uq" ON "ah_work_order_config_supplier" USING btree ("tenant_id","store_id","supplier_name") WHERE "ah_work_order_config_supplier"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_work_order_config_supplier_state_idx" ON "ah_work_order_config_supplier" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_unit_price_scope_time_idx" ON "ah_work_order_config_unit_price" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_config_unit_price_repair_type_uq" ON "ah_work_order_config_unit_price" USING btree ("tenant_id","store_id","repair_type") WHERE "ah_work_order_config_unit_price"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_work_order_info_repair_material_ah_accessory_id_idx" ON "ah_work_order_info_repair_material" USING btree ("tenant_id","store_id","ah_accessory_id");