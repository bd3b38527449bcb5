CREATE TABLE "ah_activity" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"activity_name" varchar(50),
	"activity_type" integer,
	"cover_img" varchar(500),
	"address" varchar(200),
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"enroll_deadline" timestamp with time zone,
	"capacity" integer,
	"price" bigint,
	"balance_amount" bigint,
	"enroll_count" integer,
	"robot_count" integer,
	"write_off_count" integer,
	"is_recommend" integer,
	"activity_status" integer,
	"content" text,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_activity_enroll_count_ck" CHECK (enroll_count >= 0 and enroll_count <= capacity),
	CONSTRAINT "ah_activity_write_off_count_ck" CHECK (write_off_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_activity_enroll" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_activity_id" bigint,
	"activity_name" varchar(50),
	"member_name" varchar(50),
	"phone" varchar(11),
	"is_robot" integer,
	"channel" integer,
	"enroll_status" integer,
	"ah_activity_order_id" bigint,
	"enroll_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_activity_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"order_no" varchar(32),
	"ah_activity_id" bigint,
	"activity_name" varchar(50),
	"ah_activity_enroll_id" bigint,
	"member_name" varchar(50),
	"phone" varchar(11),
	"channel" integer,
	"pay_amount" bigint,
	"balance_amount" bigint,
	"status" integer,
	"refund_status" integer,
	"balance_payment_status" integer,
	"expire_time" timestamp with time zone,
	"pay_time" timestamp with time zone,
	"write_off_time" timestamp with time zone,
	"write_off_user_name" varchar(50),
	"refund_reason" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_turntable_activity" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"activity_name" varchar(50),
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"daily_limit" integer,
	"probability_total" numeric(18, 4),
	"draw_count" integer,
	"win_count" integer,
	"turntable_activity_status" integer,
	"rule" text,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_turntable_draw" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_turntable_activity_id" bigint,
	"member_name" varchar(50),
	"phone" varchar(11),
	"is_win" integer,
	"ah_turntable_prize_id" bigint,
	"prize_name" varchar(50),
	"draw_day" date,
	"draw_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_turntable_draw_day" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"ah_turntable_activity_id" bigint NOT NULL,
	"phone" varchar(11) NOT NULL,
	"draw_day" date NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_turntable_prize" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_turntable_activity_id" bigint,
	"prize_name" varchar(50),
	"prize_type" integer,
	"probability" numeric(18, 4),
	"stock" integer,
	"won_count" integer,
	"sort" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_turntable_prize_stock_ck" CHECK (won_count >= 0 and (prize_type = 0 or won_count <= stock))
);
--> statement-breakpoint
CREATE TABLE "ah_welfare" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"welfare_name" varchar(50),
	"welfare_type" integer,
	"cover_img" varchar(500),
	"stock" integer,
	"received_count" integer,
	"valid_start" date,
	"valid_end" date,
	"welfare_status" integer,
	"description" text,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_welfare_stock_ck" CHECK (received_count >= 0 and received_count <= stock)
);
--> statement-breakpoint
CREATE TABLE "ah_welfare_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_welfare_id" bigint,
	"welfare_name" varchar(50),
	"member_name" varchar(50),
	"phone" varchar(11),
	"receive_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_test_drive" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_clue_trace_id" bigint,
	"customer_name" varchar(50),
	"customer_phone" varchar(11),
	"ah_test_drive_car_id" bigint,
	"car_name" varchar(120),
	"ah_test_drive_route_id" bigint,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"status" integer,
	"salesman_name" varchar(50),
	"salesman_id" bigint,
	"licence_checked" integer,
	"actual_start" timestamp with time zone,
	"actual_end" timestamp with time zone,
	"start_mileage" numeric(18, 4),
	"end_mileage" numeric(18, 4),
	"drive_mileage" numeric(18, 4),
	"contract_no" varchar(32),
	"feedback" varchar(500),
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_test_drive_car" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"plate_no" varchar(8),
	"series_name" varchar(100),
	"model_name" varchar(100),
	"vin" varchar(17),
	"source" integer,
	"mileage" numeric(18, 4),
	"car_status" integer,
	"drive_count" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_test_drive_config" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"slot_minutes" integer,
	"open_time" varchar(5),
	"close_time" varchar(5),
	"licence_required" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_test_drive_event" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_test_drive_id" bigint,
	"customer_name" varchar(50),
	"plate_no" varchar(8),
	"event" varchar(10),
	"mileage" numeric(18, 4),
	"operator_name" varchar(50),
	"event_time" timestamp with time zone,
	"remark" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_test_drive_route" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"route_name" varchar(50),
	"length_km" numeric(18, 4),
	"duration_minutes" integer,
	"map_description" text,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_activity_scope_time_idx" ON "ah_activity" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_activity_activity_type_idx" ON "ah_activity" USING btree ("tenant_id","store_id","activity_type");--> statement-breakpoint
CREATE INDEX "ah_activity_start_time_idx" ON "ah_activity" USING btree ("tenant_id","store_id","start_time");--> statement-breakpoint
CREATE INDEX "ah_activity_is_recommend_idx" ON "ah_activity" USING btree ("tenant_id","store_id","is_recommend");--> statement-breakpoint
CREATE INDEX "ah_activity_activity_status_idx" ON "ah_activity" USING btree ("tenant_id","store_id","activity_status");--> statement-breakpoint
CREATE INDEX "ah_activity_enroll_scope_time_idx" ON "ah_activity_enroll" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_activity_enroll_ah_activity_id_idx" ON "ah_activity_enroll" USING btree ("tenant_id","store_id","ah_activity_id");--> statement-breakpoint
CREATE INDEX "ah_activity_enroll_is_robot_idx" ON "ah_activity_enroll" USING btree ("tenant_id","store_id","is_robot");--> statement-breakpoint
CREATE INDEX "ah_activity_enroll_channel_idx" ON "ah_activity_enroll" USING btree ("tenant_id","store_id","channel");--> statement-breakpoint
CREATE INDEX "ah_activity_enroll_enroll_status_idx" ON "ah_activity_enroll" USING btree ("tenant_id","store_id","enroll_status");--> statement-breakpoint
CREATE INDEX "ah_activity_enroll_enroll_time_idx" ON "ah_activity_enroll" USING btree ("tenant_id","store_id","enroll_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_activity_enroll_phone_uq" ON "ah_activity_enroll" USING btree ("ah_activity_id","phone") WHERE is_deleted = 0 and is_robot = 0 and enroll_status <> 2;--> statement-breakpoint
CREATE INDEX "ah_activity_enroll_activity_idx" ON "ah_activity_enroll" USING btree ("ah_activity_id");--> statement-breakpoint
CREATE INDEX "ah_activity_order_scope_time_idx" ON "ah_activity_order" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_activity_order_order_no_uq" ON "ah_activity_order" USING btree ("tenant_id","store_id","order_no") WHERE "ah_activity_order"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_activity_order_ah_activity_id_idx" ON "ah_activity_order" USING btree ("tenant_id","store_id","ah_activity_id");--> statement-breakpoint
CREATE INDEX "ah_activity_order_channel_idx" ON "ah_activity_order" USING btree ("tenant_id","store_id","channel");--> statement-breakpoint
CREATE INDEX "ah_activity_order_status_idx" ON "ah_activity_order" USING btree ("tenant_id","store_id","status");--> statement-breakpoint
CREATE INDEX "ah_activity_order_refund_status_idx" ON "ah_activity_order" USING btree ("tenant_id","store_id","refund_status");--> statement-breakpoint
CREATE INDEX "ah_activity_order_balance_payment_status_idx" ON "ah_activity_order" USING btree ("tenant_id","store_id","balance_payment_status");--> statement-breakpoint
CREATE INDEX "ah_activity_order_create_time_idx" ON "ah_activity_order" USING btree ("tenant_id","store_id","create_time");--> statement-breakpoint
CREATE INDEX "ah_activity_order_activity_idx" ON "ah_activity_order" USING btree ("ah_activity_id");--> statement-breakpoint
CREATE INDEX "ah_turntable_activity_scope_time_idx" ON "ah_turntable_activity" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_turntable_activity_start_time_idx" ON "ah_turntable_activity" USING btree ("tenant_id","store_id","start_time");--> statement-breakpoint
CREATE INDEX "ah_turntable_activity_turntable_activity_status_idx" ON "ah_turntable_activity" USING btree ("tenant_id","store_id","turntable_activity_status");--> statement-breakpoint
CREATE INDEX "ah_turntable_draw_scope_time_idx" ON "ah_turntable_draw" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_turntable_draw_ah_turntable_activity_id_idx" ON "ah_turntable_draw" USING btree ("tenant_id","store_id","ah_turntable_activity_id");--> statement-breakpoint
CREATE INDEX "ah_turntable_draw_is_win_idx" ON "ah_turntable_draw" USING btree ("tenant_id","store_id","is_win");--> statement-breakpoint
CREATE INDEX "ah_turntable_draw_draw_day_idx" ON "ah_turntable_draw" USING btree ("tenant_id","store_id","draw_day");--> statement-breakpoint
CREATE INDEX "ah_turntable_draw_draw_time_idx" ON "ah_turntable_draw" USING btree ("tenant_id","store_id","draw_time");--> statement-breakpoint
CREATE INDEX "ah_turntable_draw_activity_idx" ON "ah_turntable_draw" USING btree ("ah_turntable_activity_id","phone","draw_day");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_turntable_draw_day_uq" ON "ah_turntable_draw_day" USING btree ("ah_turntable_activity_id","phone","draw_day");--> statement-breakpoint
CREATE INDEX "ah_turntable_prize_scope_time_idx" ON "ah_turntable_prize" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_turntable_prize_ah_turntable_activity_id_idx" ON "ah_turntable_prize" USING btree ("tenant_id","store_id","ah_turntable_activity_id");--> statement-breakpoint
CREATE INDEX "ah_turntable_prize_sort_idx" ON "ah_turntable_prize" USING btree ("tenant_id","store_id","sort");--> statement-breakpoint
CREATE INDEX "ah_turntable_prize_activity_idx" ON "ah_turntable_prize" USING btree ("ah_turntable_activity_id");--> statement-breakpoint
CREATE INDEX "ah_welfare_scope_time_idx" ON "ah_welfare" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_welfare_welfare_type_idx" ON "ah_welfare" USING btree ("tenant_id","store_id","welfare_type");--> statement-breakpoint
CREATE INDEX "ah_welfare_valid_start_idx" ON "ah_welfare" USING btree ("tenant_id","store_id","valid_start");--> statement-breakpoint
CREATE INDEX "ah_welfare_welfare_status_idx" ON "ah_welfare" USING btree ("tenant_id","store_id","welfare_status");--> statement-breakpoint
CREATE INDEX "ah_welfare_record_scope_time_idx" ON "ah_welfare_record" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_welfare_record_ah_welfare_id_idx" ON "ah_welfare_record" USING btree ("tenant_id","store_id","ah_welfare_id");--> statement-breakpoint
CREATE INDEX "ah_welfare_record_receive_time_idx" ON "ah_welfare_record" USING btree ("tenant_id","store_id","receive_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_welfare_record_phone_uq" ON "ah_welfare_record" USING btree ("ah_welfare_id","phone") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_test_drive_scope_time_idx" ON "ah_test_drive" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_test_drive_ah_test_drive_car_id_idx" ON "ah_test_drive" USING btree ("tenant_id","store_id","ah_test_drive_car_id");--> statement-breakpoint
CREATE INDEX "ah_test_drive_start_time_idx" ON "ah_test_drive" USING btree ("tenant_id","store_id","start_time");--> statement-breakpoint
CREATE INDEX "ah_test_drive_status_idx" ON "ah_test_drive" USING btree ("tenant_id","store_id","status");--> statement-breakpoint
CREATE INDEX "ah_test_drive_car_time_idx" ON "ah_test_drive" USING btree ("ah_test_drive_car_id","start_time","end_time");--> statement-breakpoint
CREATE INDEX "ah_test_drive_car_scope_time_idx" ON "ah_test_drive_car" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_test_drive_car_plate_no_uq" ON "ah_test_drive_car" USING btree ("tenant_id","store_id","plate_no") WHERE "ah_test_drive_car"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_test_drive_car_source_idx" ON "ah_test_drive_car" USING btree ("tenant_id","store_id","source");--> statement-breakpoint
CREATE INDEX "ah_test_drive_car_car_status_idx" ON "ah_test_drive_car" USING btree ("tenant_id","store_id","car_status");--> statement-breakpoint
CREATE INDEX "ah_test_drive_config_scope_time_idx" ON "ah_test_drive_config" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_test_drive_config_singleton_idx" ON "ah_test_drive_config" USING btree ("tenant_id","store_id") WHERE "ah_test_drive_config"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_test_drive_event_scope_time_idx" ON "ah_test_drive_event" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_test_drive_event_ah_test_drive_id_idx" ON "ah_test_drive_event" USING btree ("tenant_id","store_id","ah_test_drive_id");--> statement-breakpoint
CREATE INDEX "ah_test_drive_event_event_idx" ON "ah_test_drive_event" USING btree ("tenant_id","store_id","event");--> statement-breakpoint
CREATE INDEX "ah_test_drive_event_event_time_idx" ON "ah_test_drive_event" USING btree ("tenant_id","store_id","event_time");--> statement-breakpoint
CREATE INDEX "ah_test_drive_route_scope_time_idx" ON "ah_test_drive_route" USING btree ("tenant_id","store_id","is_deleted","create_time");