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
CREATE INDEX "ah_saas_parameter_boutique_scope_time_idx" ON "ah_saas_parameter_boutique" USING btree ("tenant_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_saas_parameter_boutique_singleton_idx" ON "ah_saas_parameter_boutique" USING btree ("tenant_id") WHERE "ah_saas_parameter_boutique"."is_deleted" = 0;