CREATE TABLE "radius_disconnects" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"session_id" text NOT NULL,
	"hotspot_device_id" text NOT NULL,
	"kind" text DEFAULT 'disconnect' NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"error_cause" integer,
	"claims" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp (3) with time zone,
	CONSTRAINT "radius_disconnects_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "radius_sessions" ADD COLUMN "client_mac_masked" text;--> statement-breakpoint
CREATE INDEX "radius_disconnects_due_idx" ON "radius_disconnects" USING btree ("customer_id","due_at") WHERE "radius_disconnects"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "radius_disconnects_session_idx" ON "radius_disconnects" USING btree ("customer_id","session_id","created_at");--> statement-breakpoint
-- Row-level security as every tenant table (migration 0021): a request sees its customers' rows, the
-- server's own work (the senders) all of them.
ALTER TABLE radius_disconnects ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY tenant_rows ON radius_disconnects TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
--> statement-breakpoint
CREATE POLICY all_rows ON radius_disconnects TO hotspot_all USING (true) WITH CHECK (true)
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON radius_disconnects TO hotspot_tenant, hotspot_all
