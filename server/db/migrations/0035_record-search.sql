ALTER TABLE "ah_clue_trace" ADD COLUMN "customer_phone_search_rev" text GENERATED ALWAYS AS (reverse("customer_phone")) STORED;--> statement-breakpoint
ALTER TABLE "ah_warehouse_car" ADD COLUMN "vin_search_rev" text GENERATED ALWAYS AS (reverse("vin")) STORED;--> statement-breakpoint
ALTER TABLE "ah_warehouse_car" ADD COLUMN "warehouse_no_search_rev" text GENERATED ALWAYS AS (reverse("warehouse_no")) STORED;--> statement-breakpoint
ALTER TABLE "ah_customer" ADD COLUMN "customer_phone_search_rev" text GENERATED ALWAYS AS (reverse("customer_phone")) STORED;--> statement-breakpoint
ALTER TABLE "ah_member" ADD COLUMN "phone_search_rev" text GENERATED ALWAYS AS (reverse("phone")) STORED;--> statement-breakpoint
ALTER TABLE "ah_owner" ADD COLUMN "vin_search_rev" text GENERATED ALWAYS AS (reverse("vin")) STORED;--> statement-breakpoint
ALTER TABLE "ah_owner" ADD COLUMN "license_plate_search_rev" text GENERATED ALWAYS AS (reverse("license_plate")) STORED;--> statement-breakpoint
ALTER TABLE "ah_owner" ADD COLUMN "phone_search_rev" text GENERATED ALWAYS AS (reverse("phone")) STORED;--> statement-breakpoint
ALTER TABLE "ah_car_order" ADD COLUMN "order_no_search_rev" text GENERATED ALWAYS AS (reverse("order_no")) STORED;--> statement-breakpoint
ALTER TABLE "ah_car_order" ADD COLUMN "customer_phone_search_rev" text GENERATED ALWAYS AS (reverse("customer_phone")) STORED;--> statement-breakpoint
ALTER TABLE "ah_car_order" ADD COLUMN "plate_no_search_rev" text GENERATED ALWAYS AS (reverse("plate_no")) STORED;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "contract_no_search_rev" text GENERATED ALWAYS AS (reverse("contract_no")) STORED;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "customer_phone_search_rev" text GENERATED ALWAYS AS (reverse("customer_phone")) STORED;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "vin_search_rev" text GENERATED ALWAYS AS (reverse("vin")) STORED;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "order_no_search_rev" text GENERATED ALWAYS AS (reverse("order_no")) STORED;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "customer_phone_search_rev" text GENERATED ALWAYS AS (reverse("customer_phone")) STORED;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "license_plate_search_rev" text GENERATED ALWAYS AS (reverse("license_plate")) STORED;--> statement-breakpoint
ALTER TABLE "ah_work_order_info" ADD COLUMN "vin_search_rev" text GENERATED ALWAYS AS (reverse("vin")) STORED;--> statement-breakpoint
ALTER TABLE "ah_coupon_record" ADD COLUMN "coupon_code_search_rev" text GENERATED ALWAYS AS (reverse("coupon_code")) STORED;--> statement-breakpoint
ALTER TABLE "ah_coupon_record" ADD COLUMN "phone_search_rev" text GENERATED ALWAYS AS (reverse("phone")) STORED;--> statement-breakpoint
ALTER TABLE "ah_coupon_record" ADD COLUMN "vin_search_rev" text GENERATED ALWAYS AS (reverse("vin")) STORED;--> statement-breakpoint
CREATE INDEX "ah_clue_trace_customer_phone_tail_idx" ON "ah_clue_trace" USING btree ("tenant_id","customer_phone_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_clue_trace_customer_name_prefix_idx" ON "ah_clue_trace" USING btree ("tenant_id","customer_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_vin_tail_idx" ON "ah_warehouse_car" USING btree ("tenant_id","vin_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_warehouse_car_warehouse_no_tail_idx" ON "ah_warehouse_car" USING btree ("tenant_id","warehouse_no_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_customer_customer_phone_tail_idx" ON "ah_customer" USING btree ("tenant_id","customer_phone_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_customer_customer_name_prefix_idx" ON "ah_customer" USING btree ("tenant_id","customer_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_member_phone_tail_idx" ON "ah_member" USING btree ("tenant_id","phone_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_member_member_name_prefix_idx" ON "ah_member" USING btree ("tenant_id","member_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_owner_vin_tail_idx" ON "ah_owner" USING btree ("tenant_id","vin_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_owner_license_plate_tail_idx" ON "ah_owner" USING btree ("tenant_id","license_plate_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_owner_phone_tail_idx" ON "ah_owner" USING btree ("tenant_id","phone_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_owner_owner_name_prefix_idx" ON "ah_owner" USING btree ("tenant_id","owner_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_car_order_order_no_tail_idx" ON "ah_car_order" USING btree ("tenant_id","order_no_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_car_order_customer_phone_tail_idx" ON "ah_car_order" USING btree ("tenant_id","customer_phone_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_car_order_plate_no_tail_idx" ON "ah_car_order" USING btree ("tenant_id","plate_no_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_car_order_customer_name_prefix_idx" ON "ah_car_order" USING btree ("tenant_id","customer_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_contract_no_tail_idx" ON "ah_car_order_contract" USING btree ("tenant_id","contract_no_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_customer_phone_tail_idx" ON "ah_car_order_contract" USING btree ("tenant_id","customer_phone_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_vin_tail_idx" ON "ah_car_order_contract" USING btree ("tenant_id","vin_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_car_order_contract_customer_name_prefix_idx" ON "ah_car_order_contract" USING btree ("tenant_id","customer_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_work_order_info_order_no_tail_idx" ON "ah_work_order_info" USING btree ("tenant_id","order_no_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_work_order_info_customer_phone_tail_idx" ON "ah_work_order_info" USING btree ("tenant_id","customer_phone_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_work_order_info_license_plate_tail_idx" ON "ah_work_order_info" USING btree ("tenant_id","license_plate_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_work_order_info_vin_tail_idx" ON "ah_work_order_info" USING btree ("tenant_id","vin_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_work_order_info_customer_name_prefix_idx" ON "ah_work_order_info" USING btree ("tenant_id","customer_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_coupon_record_coupon_code_tail_idx" ON "ah_coupon_record" USING btree ("tenant_id","coupon_code_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_coupon_record_phone_tail_idx" ON "ah_coupon_record" USING btree ("tenant_id","phone_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_coupon_record_vin_tail_idx" ON "ah_coupon_record" USING btree ("tenant_id","vin_search_rev" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ah_coupon_record_member_name_prefix_idx" ON "ah_coupon_record" USING btree ("tenant_id","member_name" text_pattern_ops);