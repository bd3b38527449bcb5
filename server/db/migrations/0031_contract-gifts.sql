ALTER TABLE "ah_car_order_contract" ADD COLUMN "gift_coupon_ids" text;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "gift_sub_card_ids" text;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "gift_state" integer;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "gift_result" jsonb;--> statement-breakpoint
ALTER TABLE "ah_car_order_contract" ADD COLUMN "approver_names" varchar(500);