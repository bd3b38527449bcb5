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
CREATE INDEX "ah_owner_label_scope_time_idx" ON "ah_owner_label" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_owner_label_label_status_idx" ON "ah_owner_label" USING btree ("tenant_id","store_id","label_status");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_owner_label_store_name_uq" ON "ah_owner_label" USING btree ("tenant_id","store_id","label_name") WHERE is_deleted = 0;