CREATE TABLE "enrollment_key_logs" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"key_id" text NOT NULL,
	"key_name" text NOT NULL,
	"status" text NOT NULL,
	"log" text NOT NULL,
	"hotspot_device_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_key_logs_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "enrollment_keys" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"config_id" text NOT NULL,
	"description" text,
	"used" integer DEFAULT 0 NOT NULL,
	"success" integer DEFAULT 0 NOT NULL,
	"error" integer DEFAULT 0 NOT NULL,
	"last_used" timestamp (3) with time zone,
	"expires" timestamp (3) with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_keys_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "hotspot_device_config_login_templates" (
	"customer_id" text NOT NULL,
	"config_id" text NOT NULL,
	"login_template_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "hotspot_device_config_login_templates_customer_id_config_id_login_template_id_pk" PRIMARY KEY("customer_id","config_id","login_template_id")
);
--> statement-breakpoint
CREATE TABLE "hotspot_device_configs" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"device_settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_bundle_id" text,
	"login_time_periods" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotspot_device_configs_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "hotspot_device_macs" (
	"customer_id" text NOT NULL,
	"mac" text NOT NULL,
	"device_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "hotspot_device_macs_customer_id_mac_pk" PRIMARY KEY("customer_id","mac")
);
--> statement-breakpoint
CREATE TABLE "hotspot_devices" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"active_from" timestamp (3) with time zone,
	"active_until" timestamp (3) with time zone,
	"device_type" text NOT NULL,
	"config_id" text,
	"location_id" text,
	"geo_lat" double precision,
	"geo_long" double precision,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"lan_mac" text,
	"macs" text[] NOT NULL,
	"login_time_periods" jsonb,
	"monitoring_alias" text NOT NULL,
	"timezone" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotspot_devices_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "location_dns_ips" (
	"ip" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"location_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_group_locations" (
	"customer_id" text NOT NULL,
	"group_id" text NOT NULL,
	"location_id" text NOT NULL,
	CONSTRAINT "location_group_locations_customer_id_group_id_location_id_pk" PRIMARY KEY("customer_id","group_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "location_groups" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_groups_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"external_id" text,
	"street" text,
	"zip" text,
	"city" text,
	"state" text,
	"country" text,
	"geo_lat" double precision,
	"geo_long" double precision,
	"geo_estimated" boolean DEFAULT false NOT NULL,
	"opening_hours" jsonb,
	"dns_network_id" integer,
	"dns_failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "ui_settings" (
	"owner_id" text NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ui_settings_owner_id_namespace_key_pk" PRIMARY KEY("owner_id","namespace","key")
);
--> statement-breakpoint
ALTER TABLE "enrollment_keys" ADD CONSTRAINT "enrollment_keys_config_fk" FOREIGN KEY ("customer_id","config_id") REFERENCES "public"."hotspot_device_configs"("customer_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_device_config_login_templates" ADD CONSTRAINT "hotspot_device_config_login_templates_config_fk" FOREIGN KEY ("customer_id","config_id") REFERENCES "public"."hotspot_device_configs"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_device_config_login_templates" ADD CONSTRAINT "hotspot_device_config_login_templates_template_fk" FOREIGN KEY ("customer_id","login_template_id") REFERENCES "public"."hotspot_login_templates"("customer_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_device_configs" ADD CONSTRAINT "hotspot_device_configs_bundle_fk" FOREIGN KEY ("customer_id","template_bundle_id") REFERENCES "public"."template_bundles"("customer_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_device_macs" ADD CONSTRAINT "hotspot_device_macs_device_fk" FOREIGN KEY ("customer_id","device_id") REFERENCES "public"."hotspot_devices"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_devices" ADD CONSTRAINT "hotspot_devices_config_fk" FOREIGN KEY ("customer_id","config_id") REFERENCES "public"."hotspot_device_configs"("customer_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspot_devices" ADD CONSTRAINT "hotspot_devices_location_fk" FOREIGN KEY ("customer_id","location_id") REFERENCES "public"."locations"("customer_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_dns_ips" ADD CONSTRAINT "location_dns_ips_location_fk" FOREIGN KEY ("customer_id","location_id") REFERENCES "public"."locations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_group_locations" ADD CONSTRAINT "location_group_locations_group_fk" FOREIGN KEY ("customer_id","group_id") REFERENCES "public"."location_groups"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_group_locations" ADD CONSTRAINT "location_group_locations_location_fk" FOREIGN KEY ("customer_id","location_id") REFERENCES "public"."locations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_key_logs_created_idx" ON "enrollment_key_logs" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "enrollment_key_logs_key_idx" ON "enrollment_key_logs" USING btree ("customer_id","key_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_keys_key_uq" ON "enrollment_keys" USING btree ("key");--> statement-breakpoint
CREATE INDEX "enrollment_keys_name_idx" ON "enrollment_keys" USING btree ("customer_id","name","id");--> statement-breakpoint
CREATE INDEX "enrollment_keys_config_idx" ON "enrollment_keys" USING btree ("customer_id","config_id");--> statement-breakpoint
CREATE INDEX "hotspot_device_config_login_templates_template_idx" ON "hotspot_device_config_login_templates" USING btree ("customer_id","login_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotspot_device_configs_name_uq" ON "hotspot_device_configs" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "hotspot_device_configs_name_idx" ON "hotspot_device_configs" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "hotspot_device_configs_bundle_idx" ON "hotspot_device_configs" USING btree ("customer_id","template_bundle_id");--> statement-breakpoint
CREATE INDEX "hotspot_device_configs_search_trgm" ON "hotspot_device_configs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotspot_device_macs_device_idx" ON "hotspot_device_macs" USING btree ("customer_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotspot_devices_name_uq" ON "hotspot_devices" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "hotspot_devices_name_idx" ON "hotspot_devices" USING btree ("customer_id","name","id");--> statement-breakpoint
CREATE INDEX "hotspot_devices_created_idx" ON "hotspot_devices" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "hotspot_devices_type_idx" ON "hotspot_devices" USING btree ("customer_id","device_type","id");--> statement-breakpoint
CREATE INDEX "hotspot_devices_config_idx" ON "hotspot_devices" USING btree ("customer_id","config_id","id");--> statement-breakpoint
CREATE INDEX "hotspot_devices_location_idx" ON "hotspot_devices" USING btree ("customer_id","location_id","id");--> statement-breakpoint
CREATE INDEX "hotspot_devices_search_trgm" ON "hotspot_devices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "location_dns_ips_location_idx" ON "location_dns_ips" USING btree ("customer_id","location_id");--> statement-breakpoint
CREATE INDEX "location_group_locations_location_idx" ON "location_group_locations" USING btree ("customer_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_groups_name_uq" ON "location_groups" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "location_groups_name_idx" ON "location_groups" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "location_groups_search_trgm" ON "location_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_uq" ON "locations" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_external_id_uq" ON "locations" USING btree ("customer_id","external_id") WHERE "locations"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "locations_search_trgm" ON "locations" USING gin ("search_text" gin_trgm_ops);