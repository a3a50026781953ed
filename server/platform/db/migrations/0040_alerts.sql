CREATE TABLE "alert_incidents" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"opened_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp (3) with time zone,
	CONSTRAINT "alert_incidents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "alert_notifications" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text,
	"subject_name" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp (3) with time zone,
	CONSTRAINT "alert_notifications_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "alert_reads" (
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "alert_reads_customer_id_user_id_pk" PRIMARY KEY("customer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"offline_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_incidents_open_idx" ON "alert_incidents" USING btree ("customer_id","kind","subject_id") WHERE "alert_incidents"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "alert_notifications_created_idx" ON "alert_notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_notifications_unmailed_idx" ON "alert_notifications" USING btree ("created_at") WHERE "alert_notifications"."mailed_at" is null;--> statement-breakpoint
-- Row-level security as every tenant table (migration 0021): a request sees its customers' rows, the
-- server's own work all of them.
ALTER TABLE alert_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON alert_settings TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON alert_settings TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON alert_settings TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
ALTER TABLE alert_incidents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON alert_incidents TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON alert_incidents TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON alert_incidents TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
ALTER TABLE alert_notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON alert_notifications TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON alert_notifications TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON alert_notifications TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
ALTER TABLE alert_reads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON alert_reads TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON alert_reads TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON alert_reads TO hotspot_tenant, hotspot_all;
