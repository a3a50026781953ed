CREATE TABLE "hotspot_accounts" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"account_template_id" text,
	"login_template_id" text,
	"hotspot_device_id" text,
	"hotspot_device_mac" text,
	"client_mac_hash" text DEFAULT '' NOT NULL,
	"voucher_id" text,
	"device_account_id" text,
	"multi_account_id" text,
	"username" text,
	"password_hash" text,
	"additional_info" jsonb,
	"description" text,
	"terms_of_use_id" text,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"first_login_at" timestamp (3) with time zone,
	"last_login_at" timestamp (3) with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotspot_accounts_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "radius_secrets" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radius_sessions" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"acct_session_id" text NOT NULL,
	"hotspot_device_id" text NOT NULL,
	"hotspot_account_id" text,
	"voucher_id" text,
	"device_account_id" text,
	"client_mac_hash" text DEFAULT '' NOT NULL,
	"username" text,
	"nas_ip" text,
	"started_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"stopped_at" timestamp (3) with time zone,
	"input_bytes" bigint DEFAULT 0 NOT NULL,
	"output_bytes" bigint DEFAULT 0 NOT NULL,
	"session_time" integer DEFAULT 0 NOT NULL,
	"terminate_cause" text,
	CONSTRAINT "radius_sessions_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "dynamic_expires" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "first_login_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "hotspot_accounts_voucher_client_uq" ON "hotspot_accounts" USING btree ("customer_id","voucher_id","client_mac_hash") WHERE "hotspot_accounts"."voucher_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "hotspot_accounts_device_account_client_uq" ON "hotspot_accounts" USING btree ("customer_id","device_account_id","client_mac_hash") WHERE "hotspot_accounts"."device_account_id" is not null;--> statement-breakpoint
CREATE INDEX "hotspot_accounts_created_idx" ON "hotspot_accounts" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "hotspot_accounts_multi_idx" ON "hotspot_accounts" USING btree ("customer_id","multi_account_id");--> statement-breakpoint
CREATE INDEX "hotspot_accounts_client_idx" ON "hotspot_accounts" USING btree ("customer_id","client_mac_hash");--> statement-breakpoint
CREATE INDEX "hotspot_accounts_device_idx" ON "hotspot_accounts" USING btree ("customer_id","hotspot_device_id");--> statement-breakpoint
CREATE INDEX "hotspot_accounts_search_trgm" ON "hotspot_accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "radius_sessions_acct_uq" ON "radius_sessions" USING btree ("customer_id","hotspot_device_id","acct_session_id");--> statement-breakpoint
CREATE INDEX "radius_sessions_open_idx" ON "radius_sessions" USING btree ("customer_id","updated_at") WHERE "radius_sessions"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "radius_sessions_open_device_idx" ON "radius_sessions" USING btree ("customer_id","hotspot_device_id","updated_at") WHERE "radius_sessions"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "radius_sessions_open_voucher_idx" ON "radius_sessions" USING btree ("customer_id","voucher_id","updated_at") WHERE "radius_sessions"."stopped_at" is null and "radius_sessions"."voucher_id" is not null;--> statement-breakpoint
CREATE INDEX "radius_sessions_account_idx" ON "radius_sessions" USING btree ("customer_id","hotspot_account_id","started_at");--> statement-breakpoint
CREATE INDEX "radius_sessions_client_idx" ON "radius_sessions" USING btree ("customer_id","client_mac_hash","stopped_at");--> statement-breakpoint
CREATE INDEX "radius_sessions_started_idx" ON "radius_sessions" USING btree ("customer_id","started_at");--> statement-breakpoint
CREATE INDEX "hotspot_device_macs_mac_idx" ON "hotspot_device_macs" USING btree ("mac");--> statement-breakpoint
CREATE INDEX "hotspot_devices_id_idx" ON "hotspot_devices" USING btree ("id");