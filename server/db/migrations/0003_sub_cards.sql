CREATE TABLE "ah_sub_card" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"card_name" varchar(50),
	"project" varchar(100),
	"total_count" integer,
	"price" bigint,
	"effect_num" integer,
	"effect_unit" integer,
	"take_effect" integer,
	"is_up" integer,
	"send_count" integer,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_sub_card_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"log_type" integer,
	"sub_card_code" varchar(20),
	"ah_sub_card_id" bigint,
	"card_name" varchar(50),
	"project" varchar(100),
	"member_id" bigint,
	"member_name" varchar(50),
	"member_phone" varchar(11),
	"use_count" integer,
	"remain_count" integer,
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
CREATE TABLE "ah_sub_card_member" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"sub_card_code" varchar(20),
	"ah_sub_card_id" bigint,
	"card_name" varchar(50),
	"project" varchar(100),
	"member_id" bigint,
	"member_name" varchar(50),
	"member_phone" varchar(11),
	"total_count" integer,
	"remain_count" integer,
	"effect_time" timestamp with time zone,
	"expire_time" timestamp with time zone,
	"status" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_sub_card_scope_time_idx" ON "ah_sub_card" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_sub_card_price_idx" ON "ah_sub_card" USING btree ("tenant_id","store_id","price");--> statement-breakpoint
CREATE INDEX "ah_sub_card_take_effect_idx" ON "ah_sub_card" USING btree ("tenant_id","store_id","take_effect");--> statement-breakpoint
CREATE INDEX "ah_sub_card_is_up_idx" ON "ah_sub_card" USING btree ("tenant_id","store_id","is_up");--> statement-breakpoint
CREATE INDEX "ah_sub_card_log_scope_time_idx" ON "ah_sub_card_log" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_sub_card_log_log_type_idx" ON "ah_sub_card_log" USING btree ("tenant_id","store_id","log_type");--> statement-breakpoint
CREATE INDEX "ah_sub_card_log_sub_card_code_idx" ON "ah_sub_card_log" USING btree ("tenant_id","store_id","sub_card_code");--> statement-breakpoint
CREATE INDEX "ah_sub_card_log_operate_time_idx" ON "ah_sub_card_log" USING btree ("tenant_id","store_id","operate_time");--> statement-breakpoint
CREATE INDEX "ah_sub_card_log_code_idx" ON "ah_sub_card_log" USING btree ("tenant_id","sub_card_code");--> statement-breakpoint
CREATE INDEX "ah_sub_card_member_scope_time_idx" ON "ah_sub_card_member" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_sub_card_member_sub_card_code_idx" ON "ah_sub_card_member" USING btree ("tenant_id","store_id","sub_card_code");--> statement-breakpoint
CREATE INDEX "ah_sub_card_member_ah_sub_card_id_idx" ON "ah_sub_card_member" USING btree ("tenant_id","store_id","ah_sub_card_id");--> statement-breakpoint
CREATE INDEX "ah_sub_card_member_member_id_idx" ON "ah_sub_card_member" USING btree ("tenant_id","store_id","member_id");--> statement-breakpoint
CREATE INDEX "ah_sub_card_member_expire_time_idx" ON "ah_sub_card_member" USING btree ("tenant_id","store_id","expire_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_sub_card_member_code_uq" ON "ah_sub_card_member" USING btree ("tenant_id","sub_card_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_sub_card_member_card_idx" ON "ah_sub_card_member" USING btree ("ah_sub_card_id");