CREATE TABLE "ah_car_category" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"category_name" varchar(20),
	"car_type" integer,
	"sort" integer,
	"icon" varchar(500),
	"is_show" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_mall_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"cross_store_consume" integer,
	"pay_expire_minutes" integer,
	"code_valid_days" integer,
	"refund_approve_role" varchar(32),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"order_no" varchar(32),
	"consume_code" varchar(16),
	"member_id" bigint,
	"member_name" varchar(50),
	"member_phone" varchar(11),
	"goods_id" bigint,
	"goods_name" varchar(50),
	"goods_price" bigint,
	"quantity" integer,
	"total_amount" bigint,
	"coupon_amount" bigint,
	"points_used" integer,
	"points_amount" bigint,
	"stored_value_amount" bigint,
	"pay_amount" bigint,
	"pay_channel" varchar(16),
	"trade_no" varchar(64),
	"pay_time" timestamp with time zone,
	"order_status" integer,
	"consume_total" integer,
	"consumed_num" integer,
	"refunded_num" integer,
	"remaining_num" integer,
	"refunded_amount" bigint,
	"code_expire_time" timestamp with time zone,
	"pay_expire_time" timestamp with time zone,
	"order_time" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_order_counts_ck" CHECK (remaining_num >= 0 and consumed_num >= 0 and refunded_num >= 0 and consumed_num + refunded_num + remaining_num = consume_total),
	CONSTRAINT "ah_order_refund_ck" CHECK (refunded_amount >= 0 and refunded_amount <= pay_amount)
);
--> statement-breakpoint
CREATE TABLE "ah_order_opt" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"order_id" bigint,
	"order_no" varchar(32),
	"opt_type" integer,
	"opt_num" integer,
	"opt_amount" bigint,
	"opt_store_id" bigint,
	"opt_store_name" varchar(50),
	"cross_store" integer,
	"operator_name" varchar(50),
	"opt_time" timestamp with time zone,
	"opt_content" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_order_refund" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"refund_no" varchar(32),
	"order_id" bigint,
	"order_no" varchar(32),
	"member_name" varchar(50),
	"goods_name" varchar(50),
	"refund_num" integer,
	"refund_amount" bigint,
	"refund_reason" varchar(200),
	"refund_status" integer,
	"reject_reason" varchar(200),
	"refund_trade_no" varchar(64),
	"apply_time" timestamp with time zone,
	"approve_user_name" varchar(50),
	"approve_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_order_refund_amount_ck" CHECK (refund_amount >= 0 and refund_num > 0)
);
--> statement-breakpoint
CREATE TABLE "ah_pay_invoice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"order_no" varchar(32),
	"order_id" bigint,
	"title_type" integer,
	"invoice_title" varchar(100),
	"tax_no" varchar(20),
	"email" varchar(100),
	"invoice_amount" bigint,
	"invoice_status" integer,
	"invoice_no" varchar(20),
	"issue_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_pay_settlement" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"settle_date" date,
	"trade_count" integer,
	"trade_amount" bigint,
	"refund_amount" bigint,
	"fee_amount" bigint,
	"net_amount" bigint,
	"order_net_amount" bigint,
	"diff_amount" bigint,
	"reconcile_status" integer,
	"reconcile_note" varchar(500),
	"settle_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_pay_trade_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"trade_no" varchar(64),
	"trade_type" integer,
	"out_trade_no" varchar(32),
	"order_id" bigint,
	"order_no" varchar(32),
	"amount" bigint,
	"fee" bigint,
	"channel" varchar(16),
	"trade_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_car_category_scope_time_idx" ON "ah_car_category" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_category_car_type_idx" ON "ah_car_category" USING btree ("tenant_id","store_id","car_type");--> statement-breakpoint
CREATE INDEX "ah_car_category_is_show_idx" ON "ah_car_category" USING btree ("tenant_id","store_id","is_show");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_car_category_name_uq" ON "ah_car_category" USING btree ("tenant_id","store_id","car_type","category_name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_mall_setting_scope_time_idx" ON "ah_mall_setting" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_mall_setting_singleton_idx" ON "ah_mall_setting" USING btree ("tenant_id","store_id") WHERE "ah_mall_setting"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_order_scope_time_idx" ON "ah_order" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_order_order_no_idx" ON "ah_order" USING btree ("tenant_id","store_id","order_no");--> statement-breakpoint
CREATE INDEX "ah_order_consume_code_idx" ON "ah_order" USING btree ("tenant_id","store_id","consume_code");--> statement-breakpoint
CREATE INDEX "ah_order_total_amount_idx" ON "ah_order" USING btree ("tenant_id","store_id","total_amount");--> statement-breakpoint
CREATE INDEX "ah_order_pay_amount_idx" ON "ah_order" USING btree ("tenant_id","store_id","pay_amount");--> statement-breakpoint
CREATE INDEX "ah_order_pay_time_idx" ON "ah_order" USING btree ("tenant_id","store_id","pay_time");--> statement-breakpoint
CREATE INDEX "ah_order_order_status_idx" ON "ah_order" USING btree ("tenant_id","store_id","order_status");--> statement-breakpoint
CREATE INDEX "ah_order_order_time_idx" ON "ah_order" USING btree ("tenant_id","store_id","order_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_order_no_uq" ON "ah_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_order_consume_code_uq" ON "ah_order" USING btree ("tenant_id","consume_code");--> statement-breakpoint
CREATE INDEX "ah_order_opt_scope_time_idx" ON "ah_order_opt" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_order_opt_order_id_idx" ON "ah_order_opt" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "ah_order_opt_order_no_idx" ON "ah_order_opt" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "ah_order_opt_opt_type_idx" ON "ah_order_opt" USING btree ("tenant_id","opt_type");--> statement-breakpoint
CREATE INDEX "ah_order_opt_opt_time_idx" ON "ah_order_opt" USING btree ("tenant_id","opt_time");--> statement-breakpoint
CREATE INDEX "ah_order_opt_order_idx" ON "ah_order_opt" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ah_order_refund_scope_time_idx" ON "ah_order_refund" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_order_refund_refund_no_idx" ON "ah_order_refund" USING btree ("tenant_id","store_id","refund_no");--> statement-breakpoint
CREATE INDEX "ah_order_refund_order_id_idx" ON "ah_order_refund" USING btree ("tenant_id","store_id","order_id");--> statement-breakpoint
CREATE INDEX "ah_order_refund_order_no_idx" ON "ah_order_refund" USING btree ("tenant_id","store_id","order_no");--> statement-breakpoint
CREATE INDEX "ah_order_refund_refund_status_idx" ON "ah_order_refund" USING btree ("tenant_id","store_id","refund_status");--> statement-breakpoint
CREATE INDEX "ah_order_refund_apply_time_idx" ON "ah_order_refund" USING btree ("tenant_id","store_id","apply_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_order_refund_no_uq" ON "ah_order_refund" USING btree ("tenant_id","refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_order_refund_waiting_uq" ON "ah_order_refund" USING btree ("order_id") WHERE refund_status = 0 and is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_pay_invoice_scope_time_idx" ON "ah_pay_invoice" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_pay_invoice_order_no_idx" ON "ah_pay_invoice" USING btree ("tenant_id","store_id","order_no");--> statement-breakpoint
CREATE INDEX "ah_pay_invoice_invoice_status_idx" ON "ah_pay_invoice" USING btree ("tenant_id","store_id","invoice_status");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_pay_invoice_order_uq" ON "ah_pay_invoice" USING btree ("order_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_pay_settlement_scope_time_idx" ON "ah_pay_settlement" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_pay_settlement_settle_date_idx" ON "ah_pay_settlement" USING btree ("tenant_id","store_id","settle_date");--> statement-breakpoint
CREATE INDEX "ah_pay_settlement_reconcile_status_idx" ON "ah_pay_settlement" USING btree ("tenant_id","store_id","reconcile_status");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_pay_settlement_day_uq" ON "ah_pay_settlement" USING btree ("tenant_id","store_id","settle_date");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_scope_time_idx" ON "ah_pay_trade_order" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_trade_no_idx" ON "ah_pay_trade_order" USING btree ("tenant_id","store_id","trade_no");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_trade_type_idx" ON "ah_pay_trade_order" USING btree ("tenant_id","store_id","trade_type");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_out_trade_no_idx" ON "ah_pay_trade_order" USING btree ("tenant_id","store_id","out_trade_no");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_order_id_idx" ON "ah_pay_trade_order" USING btree ("tenant_id","store_id","order_id");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_order_no_idx" ON "ah_pay_trade_order" USING btree ("tenant_id","store_id","order_no");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_amount_idx" ON "ah_pay_trade_order" USING btree ("tenant_id","store_id","amount");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_channel_idx" ON "ah_pay_trade_order" USING btree ("tenant_id","store_id","channel");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_trade_time_idx" ON "ah_pay_trade_order" USING btree ("tenant_id","store_id","trade_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_pay_trade_order_no_uq" ON "ah_pay_trade_order" USING btree ("tenant_id","trade_no");--> statement-breakpoint
CREATE INDEX "ah_pay_trade_order_day_idx" ON "ah_pay_trade_order" USING btree ("store_id","trade_time");