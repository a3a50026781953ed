CREATE TABLE "guest_login_tickets" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"login_template_id" text NOT NULL,
	"hotspot_device_id" text,
	"client_mac_hash" text NOT NULL,
	"query" text,
	"lang" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "guest_login_tickets_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "guest_login_tickets" ADD CONSTRAINT "guest_login_tickets_login_template_fk" FOREIGN KEY ("customer_id","login_template_id") REFERENCES "public"."hotspot_login_templates"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_login_tickets_expires_idx" ON "guest_login_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Row-level security as every tenant table (migration 0021): a request sees its customers' rows, the
-- server's own work all of them.
ALTER TABLE guest_login_tickets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON guest_login_tickets TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON guest_login_tickets TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON guest_login_tickets TO hotspot_tenant, hotspot_all;
