CREATE TABLE "ah_accessory" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"accessory_code" varchar(50),
	"accessory_name" varchar(100),
	"brand" varchar(50),
	"fit_models" varchar(255),
	"unit" varchar(10),
	"cost_price" bigint,
	"sale_price" bigint,
	"supplier" varchar(100),
	"stock" integer,
	"min_stock" integer,
	"low_stock" integer,
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
ALTER TABLE "ah_work_order_info_repair_material" ADD COLUMN "ah_accessory_id" bigint;--> statement-breakpoint
CREATE INDEX "ah_accessory_scope_time_idx" ON "ah_accessory" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_accessory_accessory_code_idx" ON "ah_accessory" USING btree ("tenant_id","store_id","accessory_code");--> statement-breakpoint
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
CREATE INDEX "ah_work_order_info_repair_material_ah_accessory_id_idx" ON "ah_work_order_info_repair_material" USING btree ("tenant_id","store_id","ah_accessory_id");