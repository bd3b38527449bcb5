DROP INDEX "ah_role_template_template_name_idx";--> statement-breakpoint
DROP INDEX "blade_oss_oss_code_idx";--> statement-breakpoint
DROP INDEX "ah_clue_from_channel_channel_name_idx";--> statement-breakpoint
DROP INDEX "ah_customer_level_time_customer_level_idx";--> statement-breakpoint
DROP INDEX "ah_qm_seat_seat_no_idx";--> statement-breakpoint
DROP INDEX "ah_seats_seat_no_idx";--> statement-breakpoint
DROP INDEX "ah_car_brand_brand_name_idx";--> statement-breakpoint
DROP INDEX "ah_customer_archive_customer_phone_idx";--> statement-breakpoint
DROP INDEX "ah_boutique_code_idx";--> statement-breakpoint
DROP INDEX "ah_member_phone_idx";--> statement-breakpoint
DROP INDEX "ah_member_car_vin_idx";--> statement-breakpoint
DROP INDEX "ah_owner_vin_idx";--> statement-breakpoint
DROP INDEX "ah_sub_card_member_sub_card_code_idx";--> statement-breakpoint
DROP INDEX "ah_work_order_config_additional_item_name_idx";--> statement-breakpoint
DROP INDEX "ah_work_order_config_warehouse_warehouse_name_idx";--> statement-breakpoint
DROP INDEX "ah_category_category_name_idx";--> statement-breakpoint
DROP INDEX "ah_stored_value_card_member_card_no_idx";--> statement-breakpoint
DROP INDEX "ah_rank_rank_level_idx";--> statement-breakpoint
DROP INDEX "ah_coupon_insurer_insurer_name_idx";--> statement-breakpoint
DROP INDEX "flow_model_model_key_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "ah_role_template_template_name_uq" ON "ah_role_template" USING btree ("tenant_id","template_name") WHERE "ah_role_template"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_oss_oss_code_uq" ON "blade_oss" USING btree ("tenant_id","oss_code") WHERE "blade_oss"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_clue_from_channel_channel_name_uq" ON "ah_clue_from_channel" USING btree ("tenant_id","channel_name") WHERE "ah_clue_from_channel"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_customer_level_time_customer_level_uq" ON "ah_customer_level_time" USING btree ("tenant_id","customer_level") WHERE "ah_customer_level_time"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_qm_seat_seat_no_uq" ON "ah_qm_seat" USING btree ("tenant_id","store_id","seat_no") WHERE "ah_qm_seat"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_seats_seat_no_uq" ON "ah_seats" USING btree ("tenant_id","store_id","seat_no") WHERE "ah_seats"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_car_brand_brand_name_uq" ON "ah_car_brand" USING btree ("tenant_id","brand_name") WHERE "ah_car_brand"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_config_additional_item_name_uq" ON "ah_work_order_config_additional" USING btree ("tenant_id","store_id","item_name") WHERE "ah_work_order_config_additional"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_work_order_config_warehouse_warehouse_name_uq" ON "ah_work_order_config_warehouse" USING btree ("tenant_id","store_id","warehouse_name") WHERE "ah_work_order_config_warehouse"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_category_category_name_uq" ON "ah_category" USING btree ("tenant_id","store_id","category_name") WHERE "ah_category"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_rank_rank_level_uq" ON "ah_rank" USING btree ("tenant_id","rank_level") WHERE "ah_rank"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_coupon_insurer_insurer_name_uq" ON "ah_coupon_insurer" USING btree ("tenant_id","insurer_name") WHERE "ah_coupon_insurer"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_model_model_key_uq" ON "flow_model" USING btree ("tenant_id","model_key") WHERE "flow_model"."is_deleted" = 0;