CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text,
	"from" text,
	"to" text[] NOT NULL,
	"subject" text,
	"text" text,
	"html" text,
	"raw" text NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_leads" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"company" text NOT NULL,
	"address" jsonb,
	"approved" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"description" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website" text,
	"search_text" text GENERATED ALWAYS AS (lower(company || ' ' || coalesce(description, '') || ' ' || coalesce(website, ''))) STORED,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_leads_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_received_idx" ON "mail_outbox" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "partner_leads_company_idx" ON "partner_leads" USING btree ("customer_id","company" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "partner_leads_search_trgm" ON "partner_leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");