CREATE TABLE "hotspot_account_templates" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"dynamic_expires" text,
	"expires" timestamp (3) with time zone,
	"idle_timeout" integer,
	"max_bandwidth_down" integer,
	"max_bandwidth_up" integer,
	"max_surftime" integer,
	"max_volume" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotspot_account_templates_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "hotspot_login_templates" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"login_type" text NOT NULL,
	"login_type_config" jsonb,
	"account_template_id" text NOT NULL,
	"terms_of_use_id" text,
	"cooldown" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotspot_login_templates_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "imprints" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"texts" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imprints_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "template_bundle_templates" (
	"customer_id" text NOT NULL,
	"bundle_id" text NOT NULL,
	"template_id" text NOT NULL,
	"slot" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "template_bundle_templates_customer_id_bundle_id_template_id_pk" PRIMARY KEY("customer_id","bundle_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "template_bundles" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"imprint_id" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_bundles_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"slot" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"texts" jsonb NOT NULL,
	"csp_directives" text[] DEFAULT '{}'::text[] NOT NULL,
	"imprint_id" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "terms_of_uses" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"locales" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_of_uses_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "hotspot_login_templates" ADD CONSTRAINT "hotspot_login_templates_account_template_fk" FOREIGN KEY ("customer_id","account_template_id") REFERENCES "public"."hotspot_account_templates"("customer_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_login_templates" ADD CONSTRAINT "hotspot_login_templates_terms_of_use_fk" FOREIGN KEY ("customer_id","terms_of_use_id") REFERENCES "public"."terms_of_uses"("customer_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_bundle_templates" ADD CONSTRAINT "template_bundle_templates_bundle_fk" FOREIGN KEY ("customer_id","bundle_id") REFERENCES "public"."template_bundles"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_bundle_templates" ADD CONSTRAINT "template_bundle_templates_template_fk" FOREIGN KEY ("customer_id","template_id") REFERENCES "public"."templates"("customer_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotspot_account_templates_name_uq" ON "hotspot_account_templates" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "hotspot_account_templates_name_idx" ON "hotspot_account_templates" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "hotspot_account_templates_search_trgm" ON "hotspot_account_templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "hotspot_login_templates_name_uq" ON "hotspot_login_templates" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "hotspot_login_templates_name_idx" ON "hotspot_login_templates" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "hotspot_login_templates_account_template_idx" ON "hotspot_login_templates" USING btree ("customer_id","account_template_id");--> statement-breakpoint
CREATE INDEX "hotspot_login_templates_terms_of_use_idx" ON "hotspot_login_templates" USING btree ("customer_id","terms_of_use_id");--> statement-breakpoint
CREATE INDEX "hotspot_login_templates_search_trgm" ON "hotspot_login_templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "imprints_default_uq" ON "imprints" USING btree ("customer_id") WHERE "imprints"."is_default";--> statement-breakpoint
CREATE INDEX "imprints_description_idx" ON "imprints" USING btree ("customer_id","description");--> statement-breakpoint
CREATE INDEX "imprints_search_trgm" ON "imprints" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "template_bundle_templates_slot_uq" ON "template_bundle_templates" USING btree ("customer_id","bundle_id","slot");--> statement-breakpoint
CREATE INDEX "template_bundle_templates_template_idx" ON "template_bundle_templates" USING btree ("customer_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_bundles_default_uq" ON "template_bundles" USING btree ("customer_id") WHERE "template_bundles"."is_default";--> statement-breakpoint
CREATE INDEX "template_bundles_description_idx" ON "template_bundles" USING btree ("customer_id","description");--> statement-breakpoint
CREATE INDEX "template_bundles_search_trgm" ON "template_bundles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "templates_default_uq" ON "templates" USING btree ("customer_id","slot") WHERE "templates"."is_default";--> statement-breakpoint
CREATE INDEX "templates_slot_idx" ON "templates" USING btree ("customer_id","slot","id");--> statement-breakpoint
CREATE INDEX "templates_description_idx" ON "templates" USING btree ("customer_id","description");--> statement-breakpoint
CREATE INDEX "templates_search_trgm" ON "templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "terms_of_uses_name_uq" ON "terms_of_uses" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "terms_of_uses_name_idx" ON "terms_of_uses" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "terms_of_uses_search_trgm" ON "terms_of_uses" USING gin ("search_text" gin_trgm_ops);