CREATE TABLE "ah_marketing_qrcode" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"qr_name" varchar(50),
	"ah_activity_id" bigint,
	"activity_name" varchar(50),
	"ah_marketing_qrcode_channel_id" bigint,
	"channel_name" varchar(30),
	"scene" varchar(32),
	"scan_count" integer,
	"enroll_count" integer,
	"last_scan_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_marketing_qrcode_counts_ck" CHECK (scan_count >= 0 and enroll_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "ah_marketing_qrcode_channel" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"store_id" bigint,
	"channel_name" varchar(30),
	"sort" integer,
	"remark" varchar(200),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_marketing_qrcode_scope_time_idx" ON "ah_marketing_qrcode" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_marketing_qrcode_ah_activity_id_idx" ON "ah_marketing_qrcode" USING btree ("tenant_id","store_id","ah_activity_id");--> statement-breakpoint
CREATE INDEX "ah_marketing_qrcode_ah_marketing_qrcode_channel_id_idx" ON "ah_marketing_qrcode" USING btree ("tenant_id","store_id","ah_marketing_qrcode_channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_marketing_qrcode_scene_uq" ON "ah_marketing_qrcode" USING btree ("tenant_id","store_id","scene") WHERE "ah_marketing_qrcode"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ah_marketing_qrcode_scan_count_idx" ON "ah_marketing_qrcode" USING btree ("tenant_id","store_id","scan_count");--> statement-breakpoint
CREATE INDEX "ah_marketing_qrcode_enroll_count_idx" ON "ah_marketing_qrcode" USING btree ("tenant_id","store_id","enroll_count");--> statement-breakpoint
CREATE INDEX "ah_marketing_qrcode_create_time_idx" ON "ah_marketing_qrcode" USING btree ("tenant_id","store_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_marketing_qrcode_pair_uq" ON "ah_marketing_qrcode" USING btree ("ah_activity_id","ah_marketing_qrcode_channel_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "ah_marketing_qrcode_channel_idx" ON "ah_marketing_qrcode" USING btree ("ah_marketing_qrcode_channel_id");--> statement-breakpoint
CREATE INDEX "ah_marketing_qrcode_channel_scope_time_idx" ON "ah_marketing_qrcode_channel" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_marketing_qrcode_channel_channel_name_uq" ON "ah_marketing_qrcode_channel" USING btree ("tenant_id","store_id","channel_name") WHERE "ah_marketing_qrcode_channel"."is_deleted" = 0;