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
CREATE INDEX "ah_work_order_info_item_scope_time_idx" ON "ah_work_order_info_item" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_item_ah_work_order_info_id_idx" ON "ah_work_order_info_item" USING btree ("tenant_id","store_id","ah_work_order_info_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_item_order_idx" ON "ah_work_order_info_item" USING btree ("ah_work_order_info_id");--> statement-breakpoint
CREATE INDEX "ah_work_order_info_ah_work_order_config_station_id_idx" ON "ah_work_order_info" USING btree ("tenant_id","store_id","ah_work_order_config_station_id");