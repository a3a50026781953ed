CREATE TABLE "webhook_deliveries" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"last_attempt_at" timestamp (3) with time zone,
	"delivered_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"source" text DEFAULT 'portal' NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_fk" FOREIGN KEY ("customer_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("customer_id","next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("customer_id","endpoint_id","created_at");--> statement-breakpoint
-- Row-level security as every tenant table (migration 0021): a request sees its customers' rows, the
-- server's own work (the senders) all of them.
ALTER TABLE webhook_endpoints ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON webhook_endpoints TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON webhook_endpoints TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON webhook_endpoints TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON webhook_deliveries TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON webhook_deliveries TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON webhook_deliveries TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_notify_endpoints() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hotspot_webhook_endpoints', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER webhook_endpoints_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON webhook_endpoints
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_notify_endpoints();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_notify_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hotspot_webhook_deliveries', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER webhook_deliveries_notify
  AFTER INSERT ON webhook_deliveries
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_notify_deliveries();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_plugin_endpoint() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM webhook_endpoints WHERE customer_id = OLD.customer_id AND source = 'plugin';
    RETURN NULL;
  END IF;
  b := NEW.plugins -> 'webhook';
  IF b IS NULL OR coalesce(b ->> 'apiUrl', '') = '' OR coalesce(b ->> 'token', '') = '' THEN
    DELETE FROM webhook_endpoints WHERE customer_id = NEW.customer_id AND source = 'plugin';
    RETURN NULL;
  END IF;
  DELETE FROM webhook_endpoints WHERE customer_id = NEW.customer_id AND source = 'plugin' AND id <> NEW.id;
  INSERT INTO webhook_endpoints (customer_id, id, source, url, secret, events, active)
  VALUES (NEW.customer_id, NEW.id, 'plugin', b ->> 'apiUrl', b ->> 'token', '{}'::text[],
    coalesce((b ->> 'active')::boolean, false))
  ON CONFLICT (customer_id, id) DO UPDATE
    SET url = excluded.url, secret = excluded.secret, active = excluded.active, updated_at = now()
    WHERE (webhook_endpoints.url, webhook_endpoints.secret, webhook_endpoints.active)
      IS DISTINCT FROM (excluded.url, excluded.secret, excluded.active);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customer_plugins_webhook_endpoint
  AFTER INSERT OR UPDATE OR DELETE ON customer_plugins
  FOR EACH ROW EXECUTE FUNCTION webhook_plugin_endpoint();
--> statement-breakpoint
-- The webhook plugins saved before this migration become their customers' first endpoints.
INSERT INTO webhook_endpoints (customer_id, id, source, url, secret, events, active)
SELECT customer_id, id, 'plugin', plugins -> 'webhook' ->> 'apiUrl', plugins -> 'webhook' ->> 'token', '{}'::text[],
  coalesce((plugins -> 'webhook' ->> 'active')::boolean, false)
FROM customer_plugins
WHERE coalesce(plugins -> 'webhook' ->> 'apiUrl', '') <> '' AND coalesce(plugins -> 'webhook' ->> 'token', '') <> '';
