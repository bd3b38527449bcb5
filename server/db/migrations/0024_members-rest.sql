CREATE TABLE "ah_boutique_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"order_no" varchar(40),
	"ah_member_wx_id" bigint,
	"nick_name" varchar(50),
	"phone" varchar(11),
	"ah_boutique_id" bigint,
	"boutique_code" varchar(32),
	"boutique_name" varchar(100),
	"quantity" integer,
	"pay_type" integer,
	"pay_amount" bigint,
	"pay_integral" integer,
	"order_state" integer,
	"pay_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_boutique_work_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"work_order_no" varchar(40),
	"ah_boutique_order_id" bigint,
	"order_no" varchar(40),
	"phone" varchar(11),
	"license_plate" varchar(10),
	"boutique_name" varchar(100),
	"quantity" integer,
	"hourly_fee" bigint,
	"technician" varchar(50),
	"work_state" integer,
	"appoint_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_green_day_reward" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"car_frame" varchar(17),
	"ubi_no" varchar(20),
	"license_plate" varchar(10),
	"member_name" varchar(50),
	"phone" varchar(11),
	"reward_date" date,
	"mileage" integer,
	"driving_minutes" integer,
	"harsh_brakes" integer,
	"rapid_accels" integer,
	"eco_score" integer,
	"reward_integral" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_member_mission" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"mission_type" integer,
	"mission_name" varchar(30),
	"reward_integral" integer,
	"cycle" integer,
	"is_open" integer,
	"finish_count" integer,
	"reward_total" integer,
	"description" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_member_mission_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_member_mission_id" bigint,
	"record_no" varchar(40),
	"ah_member_wx_id" bigint,
	"nick_name" varchar(50),
	"phone" varchar(11),
	"reward_integral" integer,
	"finish_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_owner_label" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"label_name" varchar(30),
	"label_status" integer,
	"member_label_layer_d_t_o_list" jsonb,
	"layer_names" varchar(400),
	"member_count" integer,
	"count_time" timestamp with time zone,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_saas_parameter_boutique" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"boutique_initial_amount" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_boutique_order_scope_time_idx" ON "ah_boutique_order" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_boutique_order_ah_member_wx_id_idx" ON "ah_boutique_order" USING btree ("tenant_id","store_id","ah_member_wx_id");--> statement-breakpoint
CREATE INDEX "ah_boutique_order_pay_type_idx" ON "ah_boutique_order" USING btree ("tenant_id","store_id","pay_type");--> statement-breakpoint
CREATE INDEX "ah_boutique_order_order_state_idx" ON "ah_boutique_order" USING btree ("tenant_id","store_id","order_state");--> statement-breakpoint
CREATE INDEX "ah_boutique_order_pay_time_idx" ON "ah_boutique_order" USING btree ("tenant_id","store_id","pay_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_boutique_order_no_uq" ON "ah_boutique_order" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "ah_boutique_order_user_idx" ON "ah_boutique_order" USING btree ("ah_member_wx_id");--> statement-breakpoint
CREATE INDEX "ah_boutique_work_order_scope_time_idx" ON "ah_boutique_work_order" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_boutique_work_order_ah_boutique_order_id_idx" ON "ah_boutique_work_order" USING btree ("tenant_id","store_id","ah_boutique_order_id");--> statement-breakpoint
CREATE INDEX "ah_boutique_work_order_work_state_idx" ON "ah_boutique_work_order" USING btree ("tenant_id","store_id","work_state");--> statement-breakpoint
CREATE INDEX "ah_boutique_work_order_appoint_time_idx" ON "ah_boutique_work_order" USING btree ("tenant_id","store_id","appoint_time");--> statement-breakpoint
CREATE INDEX "ah_boutique_work_order_order_idx" ON "ah_boutique_work_order" USING btree ("ah_boutique_order_id");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_scope_time_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_car_frame_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","car_frame");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_ubi_no_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","ubi_no");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_reward_date_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","reward_date");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_mileage_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","mileage");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_eco_score_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","eco_score");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_reward_integral_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","reward_integral");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_green_day_reward_car_day_uq" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","car_frame","reward_date");--> statement-breakpoint
CREATE INDEX "ah_member_mission_scope_time_idx" ON "ah_member_mission" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_member_mission_mission_type_idx" ON "ah_member_mission" USING btree ("tenant_id","store_id","mission_type");--> statement-breakpoint
CREATE INDEX "ah_member_mission_is_open_idx" ON "ah_member_mission" USING btree ("tenant_id","store_id","is_open");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_member_mission_store_type_uq" ON "ah_member_mission" USING btree ("tenant_id","store_id","mission_type") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_member_mission_record_scope_time_idx" ON "ah_member_mission_record" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_member_mission_record_ah_member_mission_id_idx" ON "ah_member_mission_record" USING btree ("tenant_id","store_id","ah_member_mission_id");--> statement-breakpoint
CREATE INDEX "ah_member_mission_record_finish_time_idx" ON "ah_member_mission_record" USING btree ("tenant_id","store_id","finish_time");--> statement-breakpoint
CREATE INDEX "ah_member_mission_record_mission_idx" ON "ah_member_mission_record" USING btree ("ah_member_mission_id","finish_time");--> statement-breakpoint
CREATE INDEX "ah_owner_label_scope_time_idx" ON "ah_owner_label" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_owner_label_label_status_idx" ON "ah_owner_label" USING btree ("tenant_id","store_id","label_status");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_owner_label_store_name_uq" ON "ah_owner_label" USING btree ("tenant_id","store_id","label_name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_saas_parameter_boutique_scope_time_idx" ON "ah_saas_parameter_boutique" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_saas_parameter_boutique_singleton_idx" ON "ah_saas_parameter_boutique" USING btree ("tenant_id") WHERE "ah_saas_parameter_boutique"."is_deleted" = 0;