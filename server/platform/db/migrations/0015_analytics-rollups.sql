CREATE TABLE "dns_stats" (
	"customer_id" text NOT NULL,
	"location_id" text NOT NULL,
	"bucket" timestamp (3) with time zone NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"blocked" bigint DEFAULT 0 NOT NULL,
	"threats" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dns_stats_customer_id_location_id_bucket_pk" PRIMARY KEY("customer_id","location_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "dns_stats_entries" (
	"customer_id" text NOT NULL,
	"location_id" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"blocked" bigint DEFAULT 0 NOT NULL,
	"threats" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dns_stats_entries_customer_id_location_id_dimension_day_key_pk" PRIMARY KEY("customer_id","location_id","dimension","day","key")
);
--> statement-breakpoint
CREATE TABLE "guest_login_hints" (
	"customer_id" text NOT NULL,
	"client_key" text NOT NULL,
	"browser" text,
	"os" text,
	"device_class" text,
	"language" text,
	"login_type" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_login_hints_customer_id_client_key_pk" PRIMARY KEY("customer_id","client_key")
);
--> statement-breakpoint
CREATE TABLE "session_daily" (
	"customer_id" text NOT NULL,
	"day" date NOT NULL,
	"hotspot_device_id" text NOT NULL,
	"location_id" text DEFAULT '' NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"stopped" integer DEFAULT 0 NOT NULL,
	"dwell_seconds" bigint DEFAULT 0 NOT NULL,
	"input_bytes" bigint DEFAULT 0 NOT NULL,
	"output_bytes" bigint DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_daily_customer_id_day_hotspot_device_id_location_id_pk" PRIMARY KEY("customer_id","day","hotspot_device_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "session_daily_clients" (
	"customer_id" text NOT NULL,
	"day" date NOT NULL,
	"hotspot_device_id" text NOT NULL,
	"location_id" text DEFAULT '' NOT NULL,
	"client_key" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_daily_clients_customer_id_day_hotspot_device_id_location_id_client_key_pk" PRIMARY KEY("customer_id","day","hotspot_device_id","location_id","client_key")
);
--> statement-breakpoint
CREATE TABLE "session_daily_dims" (
	"customer_id" text NOT NULL,
	"day" date NOT NULL,
	"hotspot_device_id" text NOT NULL,
	"location_id" text DEFAULT '' NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_daily_dims_customer_id_day_dimension_hotspot_device_id_location_id_value_pk" PRIMARY KEY("customer_id","day","dimension","hotspot_device_id","location_id","value")
);
--> statement-breakpoint
CREATE TABLE "session_rollups" (
	"customer_id" text NOT NULL,
	"bucket" timestamp (3) with time zone NOT NULL,
	"hotspot_device_id" text NOT NULL,
	"location_id" text DEFAULT '' NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"stopped" integer DEFAULT 0 NOT NULL,
	"dwell_seconds" bigint DEFAULT 0 NOT NULL,
	"input_bytes" bigint DEFAULT 0 NOT NULL,
	"output_bytes" bigint DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_rollups_customer_id_bucket_hotspot_device_id_location_id_pk" PRIMARY KEY("customer_id","bucket","hotspot_device_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "radius_sessions" ADD COLUMN "location_id" text;--> statement-breakpoint
ALTER TABLE "radius_sessions" ADD COLUMN "login_type" text;--> statement-breakpoint
ALTER TABLE "radius_sessions" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "radius_sessions" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "radius_sessions" ADD COLUMN "device_class" text;--> statement-breakpoint
ALTER TABLE "radius_sessions" ADD COLUMN "language" text;--> statement-breakpoint
-- The analytics time zone (settings 'analytics_timezone', default Europe/Berlin): days, weeks and
-- months of the daily rollups are calendar units there. A 15-minute bucket is absolute.
CREATE FUNCTION analytics_tz() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT value FROM settings WHERE key = 'analytics_timezone'), 'Europe/Berlin')
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_bucket(p_at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', p_at, timestamptz '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_day(p_at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (p_at AT TIME ZONE analytics_tz())::date
$$;
