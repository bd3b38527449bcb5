CREATE TABLE "auth_login_slowdown" (
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(45) NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_login_slowdown_tenant_id_account_pk" PRIMARY KEY("tenant_id","account")
);
