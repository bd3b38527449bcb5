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
CREATE INDEX "ah_green_day_reward_scope_time_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","is_deleted","create_time");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_car_frame_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","car_frame");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_ubi_no_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","ubi_no");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_reward_date_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","reward_date");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_mileage_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","mileage");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_eco_score_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","eco_score");--> statement-breakpoint
CREATE INDEX "ah_green_day_reward_reward_integral_idx" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","reward_integral");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_green_day_reward_car_day_uq" ON "ah_green_day_reward" USING btree ("tenant_id","store_id","car_frame","reward_date");