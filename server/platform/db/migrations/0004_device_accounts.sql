CREATE TABLE "device_accounts" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires" timestamp (3) with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"account_type" text NOT NULL,
	"mac_hash" text,
	"username" text,
	"password_hash" text,
	"login_template_id" text,
	"show_terms_of_use" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_accounts_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "device_accounts_username_uq" ON "device_accounts" USING btree ("customer_id",lower("username")) WHERE "device_accounts"."username" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "device_accounts_mac_uq" ON "device_accounts" USING btree ("customer_id","mac_hash") WHERE "device_accounts"."mac_hash" is not null;--> statement-breakpoint
CREATE INDEX "device_accounts_name_idx" ON "device_accounts" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "device_accounts_search_trgm" ON "device_accounts" USING gin ("search_text" gin_trgm_ops);