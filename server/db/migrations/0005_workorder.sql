CREATE TABLE "ah_work_order_config_additional" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"item_name" varchar(50),
	"price" bigint,
	"state" integer,
	"sort" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_config_warehouse" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"warehouse_name" varchar(50),
	"warehouse_code" varchar(30),
	"keeper" varchar(20),
	"keeper_phone" varchar(11),
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
CREATE TABLE "ah_work_order_info" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"order_no" varchar(32),
	"state" integer,
	"customer_name" varchar(20),
	"customer_phone" varchar(11),
	"license_plate" varchar(10),
	"vin" varchar(17),
	"repair_type" integer,
	"service_adviser" varchar(20),
	"items_amount" bigint,
	"materials_amount" bigint,
	"deduction_amount" bigint,
	"complete_time" timestamp with time zone,
	"settlement_time" timestamp with time zone,
	"refute_reason" varchar(200),
	"ah_work_order_info_voucher_deduction_ids" text,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_work_order_info_repair_material" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_work_order_info_id" bigint,
	"material_name" varchar(100),
	"material_code" varchar(50),
	"quantity" integer,
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
CREATE TABLE "ah_work_order_info_voucher_deduction" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_work_order_info_id" bigint,
	"voucher_name" varchar(100),
	"voucher_code" varchar(50),
	"deduction_amount" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_work_order_config_additional_scope_time_idx" ON "ah_work_order_config_additional" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_additional_item_name_idx" ON "ah_work_order_config_additional" USING btree ("tenant_id","store_id","item_name");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_additional_state_idx" ON "ah_work_order_config_additional" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_additional_sort_idx" ON "ah_work_order_config_additional" USING btree ("tenant_id","store_id","sort");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_warehouse_scope_time_idx" ON "ah_work_order_config_warehouse" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_warehouse_warehouse_name_idx" ON "ah_work_order_config_warehouse" USING btree ("tenant_id","store_id","warehouse_name");--> statement-breakpoint
CREATE INDEX "ah_work_order_config_warehouse_state_idx" ON "ah_work_order_config_warehouse" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_scope_time_idx" ON "ah_work_order_info" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_state_idx" ON "ah_work_order_info" USING btree ("tenant_id","store_id","state");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_customer_phone_idx" ON "ah_work_order_info" USING btree ("tenant_id","store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_repair_type_idx" ON "ah_work_order_info" USING btree ("tenant_id","store_id","repair_type");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_repair_material_scope_time_idx" ON "ah_work_order_info_repair_material" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_repair_material_ah_work_order_info_id_idx" ON "ah_work_order_info_repair_material" USING btree ("tenant_id","store_id","ah_work_order_info_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_repair_material_order_idx" ON "ah_work_order_info_repair_material" USING btree ("ah_work_order_info_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_voucher_deduction_scope_time_idx" ON "ah_work_order_info_voucher_deduction" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_voucher_deduction_ah_work_order_info_id_idx" ON "ah_work_order_info_voucher_deduction" USING btree ("tenant_id","store_id","ah_work_order_info_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_voucher_deduction_order_idx" ON "ah_work_order_info_voucher_deduction" USING btree ("ah_work_order_info_id");