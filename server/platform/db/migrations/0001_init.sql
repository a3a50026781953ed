CREATE TABLE "content_files" (
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_customer_id_name_pk" PRIMARY KEY("customer_id","name")
);
--> statement-breakpoint
CREATE TABLE "customer_plugins" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"plugins" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_plugins_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"company" text NOT NULL,
	"description" text,
	"phone" text,
	"email" text,
	"website" text,
	"active" boolean DEFAULT true NOT NULL,
	"address" jsonb,
	"partner_customer_id" text,
	"search_text" text GENERATED ALWAYS AS (lower(customer_id || ' ' || company || ' ' || coalesce(address->>'street', '') || ' ' || coalesce(address->>'zip', '') || ' ' || coalesce(address->>'city', ''))) STORED,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_users" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"hotspot_device_id" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"signal" text,
	"severity" integer DEFAULT 0 NOT NULL,
	"message" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_users_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_grants" (
	"user_id" text NOT NULL,
	"customer_key" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "user_grants_user_id_customer_key_pk" PRIMARY KEY("user_id","customer_key")
);
--> statement-breakpoint
CREATE TABLE "user_invites" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"lang" text,
	"timezone" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"inviting_customer" text,
	"token_hash" text,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_invites_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"lang" text,
	"phone" text,
	"timezone" text,
	"address" text,
	"description" text,
	"home_customer_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_counters" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"code" text COLLATE "C" NOT NULL,
	"voucher_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"description" text,
	"device_voucher" boolean DEFAULT false NOT NULL,
	"expires" timestamp (3) with time zone,
	"login_template_id" text,
	"simultaneous_use" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"connected_devices" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_grants" ADD CONSTRAINT "user_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_plugins_customer_uq" ON "customer_plugins" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_id_uq" ON "customers" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company","customer_id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "online_users_device_uq" ON "online_users" USING btree ("customer_id","hotspot_device_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "user_invites_email_idx" ON "user_invites" USING btree ("customer_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_uq" ON "vouchers" USING btree ("customer_id","code");--> statement-breakpoint
CREATE INDEX "vouchers_created_idx" ON "vouchers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_expires_idx" ON "vouchers" USING btree ("customer_id","expires");--> statement-breakpoint
CREATE INDEX "vouchers_code_trgm" ON "vouchers" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vouchers_description_trgm" ON "vouchers" USING gin (lower("description") gin_trgm_ops);