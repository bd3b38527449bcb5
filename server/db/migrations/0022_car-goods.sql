CREATE TABLE "ah_car_goods" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"goods_name" varchar(50),
	"car_type" integer,
	"category_id" bigint,
	"car_brand_id" bigint,
	"car_series_id" bigint,
	"car_model_id" bigint,
	"brand_name" varchar(50),
	"series_name" varchar(50),
	"model_name" varchar(100),
	"guide_price" bigint,
	"price" bigint,
	"mileage" numeric(18, 4),
	"first_register_date" date,
	"main_image" varchar(500),
	"images" varchar(2000),
	"tag_ids" text,
	"tag_names" varchar(500),
	"description" varchar(2000),
	"is_up" integer,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_car_goods_tag" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"tag_name" varchar(10),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ah_goods" ADD COLUMN "boutique_ids" text;--> statement-breakpoint
CREATE INDEX "ah_car_goods_scope_time_idx" ON "ah_car_goods" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_car_goods_car_type_idx" ON "ah_car_goods" USING btree ("tenant_id","store_id","car_type");--> statement-breakpoint
CREATE INDEX "ah_car_goods_category_id_idx" ON "ah_car_goods" USING btree ("tenant_id","store_id","category_id");--> statement-breakpoint
CREATE INDEX "ah_car_goods_car_brand_id_idx" ON "ah_car_goods" USING btree ("tenant_id","store_id","car_brand_id");--> statement-breakpoint
CREATE INDEX "ah_car_goods_price_idx" ON "ah_car_goods" USING btree ("tenant_id","store_id","price");--> statement-breakpoint
CREATE INDEX "ah_car_goods_is_up_idx" ON "ah_car_goods" USING btree ("tenant_id","store_id","is_up");--> statement-breakpoint
CREATE INDEX "ah_car_goods_tag_scope_time_idx" ON "ah_car_goods_tag" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_car_goods_tag_tag_name_uq" ON "ah_car_goods_tag" USING btree ("tenant_id","store_id","tag_name") WHERE "ah_car_goods_tag"."is_deleted" = 0;