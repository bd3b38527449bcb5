CREATE TABLE "ah_order_tender" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"order_id" bigint,
	"order_no" varchar(32),
	"tender_type" integer,
	"ref_id" bigint,
	"ref_no" varchar(64),
	"amount" bigint,
	"points" integer,
	"refunded_amount" bigint,
	"refunded_points" integer,
	"returned" integer,
	"tender_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_order_tender_amount_min_ck" CHECK ("amount" >= 0),
	CONSTRAINT "ah_order_tender_refunded_amount_min_ck" CHECK ("refunded_amount" >= 0),
	CONSTRAINT "ah_order_tender_back_ck" CHECK (refunded_amount >= 0 and refunded_amount <= amount and refunded_points >= 0 and refunded_points <= points)
);
--> statement-breakpoint
CREATE INDEX "ah_order_tender_scope_time_idx" ON "ah_order_tender" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_order_tender_order_id_idx" ON "ah_order_tender" USING btree ("tenant_id","store_id","order_id");--> statement-breakpoint
CREATE INDEX "ah_order_tender_order_no_idx" ON "ah_order_tender" USING btree ("tenant_id","store_id","order_no");--> statement-breakpoint
CREATE INDEX "ah_order_tender_tender_type_idx" ON "ah_order_tender" USING btree ("tenant_id","store_id","tender_type");--> statement-breakpoint
CREATE INDEX "ah_order_tender_tender_time_idx" ON "ah_order_tender" USING btree ("tenant_id","store_id","tender_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_order_tender_kind_uq" ON "ah_order_tender" USING btree ("order_id","tender_type");