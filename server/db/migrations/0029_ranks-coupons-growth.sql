CREATE TABLE "ah_rank_coupon_send" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_rank_coupon_id" bigint,
	"ah_rank_id" bigint,
	"ah_coupon_id" bigint,
	"member_id" bigint,
	"member_name" varchar(50),
	"member_phone" varchar(11),
	"coupon_name" varchar(50),
	"occasion" varchar(60),
	"sent_num" integer,
	"coupon_codes" varchar(500),
	"refusal" varchar(200),
	"send_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_rank_growth_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"member_id" bigint,
	"member_name" varchar(50),
	"member_phone" varchar(11),
	"source_type" integer,
	"source_key" varchar(60),
	"amount" bigint,
	"growth" integer,
	"event_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ah_boutique_order" ADD COLUMN "refund_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ah_boutique_order" ADD COLUMN "refund_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "ah_green_day_reward" ADD COLUMN "credited" integer;--> statement-breakpoint
ALTER TABLE "ah_green_day_reward" ADD COLUMN "credit_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ah_rank_coupon" ADD COLUMN "ah_coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "ah_rank_coupon" ADD COLUMN "sent_count" integer;--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_send_scope_time_idx" ON "ah_rank_coupon_send" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_send_ah_rank_coupon_id_idx" ON "ah_rank_coupon_send" USING btree ("tenant_id","store_id","ah_rank_coupon_id");--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_send_ah_rank_id_idx" ON "ah_rank_coupon_send" USING btree ("tenant_id","store_id","ah_rank_id");--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_send_ah_coupon_id_idx" ON "ah_rank_coupon_send" USING btree ("tenant_id","store_id","ah_coupon_id");--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_send_member_id_idx" ON "ah_rank_coupon_send" USING btree ("tenant_id","store_id","member_id");--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_send_send_time_idx" ON "ah_rank_coupon_send" USING btree ("tenant_id","store_id","send_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_rank_coupon_send_uq" ON "ah_rank_coupon_send" USING btree ("tenant_id","ah_rank_coupon_id","member_id","occasion");--> statement-breakpoint
CREATE INDEX "ah_rank_growth_log_scope_time_idx" ON "ah_rank_growth_log" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_rank_growth_log_member_id_idx" ON "ah_rank_growth_log" USING btree ("tenant_id","store_id","member_id");--> statement-breakpoint
CREATE INDEX "ah_rank_growth_log_source_type_idx" ON "ah_rank_growth_log" USING btree ("tenant_id","store_id","source_type");--> statement-breakpoint
CREATE INDEX "ah_rank_growth_log_event_time_idx" ON "ah_rank_growth_log" USING btree ("tenant_id","store_id","event_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_rank_growth_log_source_uq" ON "ah_rank_growth_log" USING btree ("tenant_id","source_key");--> statement-breakpoint
CREATE INDEX "ah_rank_growth_log_member_idx" ON "ah_rank_growth_log" USING btree ("member_id","event_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_boutique_integral_log_once_uq" ON "ah_boutique_integral_log" USING btree ("tenant_id","log_type","biz_no") WHERE log_type in (6, 9);--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_credited_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","credited");--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_ah_coupon_id_idx" ON "ah_rank_coupon" USING btree ("tenant_id","ah_coupon_id");