CREATE TABLE "ah_category" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"category_name" varchar(20),
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
CREATE TABLE "ah_goods" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"goods_name" varchar(50),
	"category_id" bigint,
	"price" bigint,
	"market_price" bigint,
	"stock" integer,
	"main_image" varchar(500),
	"description" varchar(2000),
	"is_up" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_category_scope_time_idx" ON "ah_category" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_category_category_name_idx" ON "ah_category" USING btree ("tenant_id","store_id","category_name");--> statement-breakpoint
CREATE INDEX "ah_category_is_show_idx" ON "ah_category" USING btree ("tenant_id","store_id","is_show");--> statement-breakpoint
CREATE INDEX "ah_goods_scope_time_idx" ON "ah_goods" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_goods_category_id_idx" ON "ah_goods" USING btree ("tenant_id","store_id","category_id");--> statement-breakpoint
CREATE INDEX "ah_goods_price_idx" ON "ah_goods" USING btree ("tenant_id","store_id","price");--> statement-breakpoint
CREATE INDEX "ah_goods_stock_idx" ON "ah_goods" USING btree ("tenant_id","store_id","stock");--> statement-breakpoint
CREATE INDEX "ah_goods_is_up_idx" ON "ah_goods" USING btree ("tenant_id","store_id","is_up");