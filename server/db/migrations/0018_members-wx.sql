CREATE TABLE "ah_boutique_integral_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"ah_member_wx_id" bigint,
	"nick_name" varchar(50),
	"phone" varchar(11),
	"log_type" integer,
	"integral" integer,
	"balance_after" integer,
	"biz_no" varchar(40),
	"remark" varchar(255),
	"operator_name" varchar(50),
	"operate_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_boutique_integral_log_balance_ck" CHECK (balance_after >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_member_label" (
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
CREATE TABLE "ah_member_wx" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"phone" varchar(11),
	"nick_name" varchar(50),
	"has_phone" integer,
	"member_id" bigint,
	"member_name" varchar(50),
	"car_count" integer,
	"boutique_integral" integer,
	"open_id" varchar(64),
	"external_user_id" varchar(64),
	"register_time" timestamp with time zone,
	"last_login_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_member_wx_integral_ck" CHECK (boutique_integral >= 0)
);
--> statement-breakpoint
CREATE INDEX "ah_boutique_integral_log_scope_time_idx" ON "ah_boutique_integral_log" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_boutique_integral_log_ah_member_wx_id_idx" ON "ah_boutique_integral_log" USING btree ("tenant_id","store_id","ah_member_wx_id");--> statement-breakpoint
CREATE INDEX "ah_boutique_integral_log_log_type_idx" ON "ah_boutique_integral_log" USING btree ("tenant_id","store_id","log_type");--> statement-breakpoint
CREATE INDEX "ah_boutique_integral_log_operate_time_idx" ON "ah_boutique_integral_log" USING btree ("tenant_id","store_id","operate_time");--> statement-breakpoint
CREATE INDEX "ah_boutique_integral_log_user_idx" ON "ah_boutique_integral_log" USING btree ("ah_member_wx_id","operate_time");--> statement-breakpoint
CREATE INDEX "ah_member_label_scope_time_idx" ON "ah_member_label" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_member_label_label_status_idx" ON "ah_member_label" USING btree ("tenant_id","store_id","label_status");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_member_label_store_name_uq" ON "ah_member_label" USING btree ("tenant_id","store_id","label_name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_member_wx_scope_time_idx" ON "ah_member_wx" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_member_wx_has_phone_idx" ON "ah_member_wx" USING btree ("tenant_id","store_id","has_phone");--> statement-breakpoint
CREATE INDEX "ah_member_wx_member_id_idx" ON "ah_member_wx" USING btree ("tenant_id","store_id","member_id");--> statement-breakpoint
CREATE INDEX "ah_member_wx_boutique_integral_idx" ON "ah_member_wx" USING btree ("tenant_id","store_id","boutique_integral");--> statement-breakpoint
CREATE INDEX "ah_member_wx_open_id_idx" ON "ah_member_wx" USING btree ("tenant_id","store_id","open_id");--> statement-breakpoint
CREATE INDEX "ah_member_wx_register_time_idx" ON "ah_member_wx" USING btree ("tenant_id","store_id","register_time");--> statement-breakpoint
CREATE INDEX "ah_member_wx_last_login_time_idx" ON "ah_member_wx" USING btree ("tenant_id","store_id","last_login_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_member_wx_store_phone_uq" ON "ah_member_wx" USING btree ("tenant_id","store_id","phone") WHERE is_deleted = 0 and phone is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_member_wx_open_id_uq" ON "ah_member_wx" USING btree ("tenant_id","open_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_member_wx_member_idx" ON "ah_member_wx" USING btree ("member_id");