CREATE TABLE "ah_stored_value_card" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"card_name" varchar(50),
	"face_value" bigint,
	"gift_amount" bigint,
	"valid_months" integer,
	"is_up" integer,
	"sale_count" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_stored_value_card_dict" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"type" integer,
	"dict_name" varchar(30),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_stored_value_card_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"card_no" varchar(20),
	"log_type" integer,
	"ah_stored_value_card_member_id" bigint,
	"ah_stored_value_card_id" bigint,
	"card_name" varchar(50),
	"member_id" bigint,
	"member_name" varchar(50),
	"member_phone" varchar(11),
	"amount" bigint,
	"gift_amount" bigint,
	"balance_before" bigint,
	"balance_after" bigint,
	"item_name" varchar(30),
	"request_id" varchar(64),
	"operator_name" varchar(50),
	"operate_time" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_stored_value_card_member" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"card_no" varchar(20),
	"ah_stored_value_card_id" bigint,
	"card_name" varchar(50),
	"member_id" bigint,
	"member_name" varchar(50),
	"member_phone" varchar(11),
	"balance" bigint,
	"recharge_total" bigint,
	"gift_total" bigint,
	"spent_total" bigint,
	"expire_time" timestamp with time zone,
	"last_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_stored_value_card_member_balance_ck" CHECK (balance >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_rank" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"rank_level" integer,
	"rank_name" varchar(20),
	"min_growth" integer,
	"keep_months" integer,
	"discount" integer,
	"state" integer,
	"member_count" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_rank_base" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"program_name" varchar(30),
	"growth_valid_months" integer,
	"description" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_rank_coupon" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"ah_rank_id" bigint,
	"coupon_name" varchar(50),
	"coupon_value" bigint,
	"send_num" integer,
	"send_cycle" integer,
	"valid_days" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_rank_goods" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_rank_id" bigint,
	"goods_id" bigint,
	"goods_name" varchar(50),
	"price" bigint,
	"discount" integer,
	"discount_price" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_rank_member" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"member_id" bigint,
	"member_name" varchar(50),
	"member_phone" varchar(11),
	"growth_value" integer,
	"ah_rank_id" bigint,
	"rank_name" varchar(20),
	"rank_level" integer,
	"reach_time" timestamp with time zone,
	"refresh_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_rank_profit" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"ah_rank_id" bigint,
	"rank_profit_type" integer,
	"profit_name" varchar(30),
	"profit_value" varchar(100),
	"is_enabled" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_rank_rule" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"car_order_per100" integer,
	"work_order_per100" integer,
	"stored_value_per100" integer,
	"check_in_growth" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_rank_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"task_name" varchar(30),
	"task_type" integer,
	"growth_value" integer,
	"limit_times" integer,
	"state" integer,
	"description" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_scope_time_idx" ON "ah_stored_value_card" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_face_value_idx" ON "ah_stored_value_card" USING btree ("tenant_id","store_id","face_value");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_is_up_idx" ON "ah_stored_value_card" USING btree ("tenant_id","store_id","is_up");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_dict_scope_time_idx" ON "ah_stored_value_card_dict" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_dict_type_idx" ON "ah_stored_value_card_dict" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_log_scope_time_idx" ON "ah_stored_value_card_log" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_log_card_no_idx" ON "ah_stored_value_card_log" USING btree ("tenant_id","store_id","card_no");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_log_log_type_idx" ON "ah_stored_value_card_log" USING btree ("tenant_id","store_id","log_type");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_log_ah_stored_value_card_member_id_idx" ON "ah_stored_value_card_log" USING btree ("tenant_id","store_id","ah_stored_value_card_member_id");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_log_operate_time_idx" ON "ah_stored_value_card_log" USING btree ("tenant_id","store_id","operate_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_stored_value_card_log_request_uq" ON "ah_stored_value_card_log" USING btree ("tenant_id","request_id") WHERE request_id is not null;--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_log_card_idx" ON "ah_stored_value_card_log" USING btree ("ah_stored_value_card_member_id");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_member_scope_time_idx" ON "ah_stored_value_card_member" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_member_card_no_idx" ON "ah_stored_value_card_member" USING btree ("tenant_id","store_id","card_no");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_member_ah_stored_value_card_id_idx" ON "ah_stored_value_card_member" USING btree ("tenant_id","store_id","ah_stored_value_card_id");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_member_member_id_idx" ON "ah_stored_value_card_member" USING btree ("tenant_id","store_id","member_id");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_member_balance_idx" ON "ah_stored_value_card_member" USING btree ("tenant_id","store_id","balance");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_member_expire_time_idx" ON "ah_stored_value_card_member" USING btree ("tenant_id","store_id","expire_time");--> statement-breakpoint
CREATE INDEX "ah_stored_value_card_member_last_time_idx" ON "ah_stored_value_card_member" USING btree ("tenant_id","store_id","last_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_stored_value_card_member_no_uq" ON "ah_stored_value_card_member" USING btree ("tenant_id","card_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_stored_value_card_member_one_uq" ON "ah_stored_value_card_member" USING btree ("tenant_id","member_id","ah_stored_value_card_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_rank_scope_time_idx" ON "ah_rank" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_rank_rank_level_idx" ON "ah_rank" USING btree ("tenant_id","rank_level");--> statement-breakpoint
CREATE INDEX "ah_rank_min_growth_idx" ON "ah_rank" USING btree ("tenant_id","min_growth");--> statement-breakpoint
CREATE INDEX "ah_rank_state_idx" ON "ah_rank" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "ah_rank_base_scope_time_idx" ON "ah_rank_base" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_rank_base_singleton_idx" ON "ah_rank_base" USING btree ("tenant_id") WHERE "ah_rank_base"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_scope_time_idx" ON "ah_rank_coupon" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_ah_rank_id_idx" ON "ah_rank_coupon" USING btree ("tenant_id","ah_rank_id");--> statement-breakpoint
CREATE INDEX "ah_rank_coupon_send_cycle_idx" ON "ah_rank_coupon" USING btree ("tenant_id","send_cycle");--> statement-breakpoint
CREATE INDEX "ah_rank_goods_scope_time_idx" ON "ah_rank_goods" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_rank_goods_ah_rank_id_idx" ON "ah_rank_goods" USING btree ("tenant_id","store_id","ah_rank_id");--> statement-breakpoint
CREATE INDEX "ah_rank_goods_goods_id_idx" ON "ah_rank_goods" USING btree ("tenant_id","store_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_rank_goods_uq" ON "ah_rank_goods" USING btree ("tenant_id","store_id","ah_rank_id","goods_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_rank_member_scope_time_idx" ON "ah_rank_member" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_rank_member_member_id_idx" ON "ah_rank_member" USING btree ("tenant_id","store_id","member_id");--> statement-breakpoint
CREATE INDEX "ah_rank_member_growth_value_idx" ON "ah_rank_member" USING btree ("tenant_id","store_id","growth_value");--> statement-breakpoint
CREATE INDEX "ah_rank_member_ah_rank_id_idx" ON "ah_rank_member" USING btree ("tenant_id","store_id","ah_rank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_rank_member_uq" ON "ah_rank_member" USING btree ("tenant_id","member_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_rank_profit_scope_time_idx" ON "ah_rank_profit" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_rank_profit_ah_rank_id_idx" ON "ah_rank_profit" USING btree ("tenant_id","ah_rank_id");--> statement-breakpoint
CREATE INDEX "ah_rank_profit_rank_profit_type_idx" ON "ah_rank_profit" USING btree ("tenant_id","rank_profit_type");--> statement-breakpoint
CREATE INDEX "ah_rank_profit_is_enabled_idx" ON "ah_rank_profit" USING btree ("tenant_id","is_enabled");--> statement-breakpoint
CREATE INDEX "ah_rank_rule_scope_time_idx" ON "ah_rank_rule" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_rank_rule_singleton_idx" ON "ah_rank_rule" USING btree ("tenant_id") WHERE "ah_rank_rule"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_rank_task_scope_time_idx" ON "ah_rank_task" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_rank_task_task_type_idx" ON "ah_rank_task" USING btree ("tenant_id","task_type");--> statement-breakpoint
CREATE INDEX "ah_rank_task_state_idx" ON "ah_rank_task" USING btree ("tenant_id","state");