CREATE TABLE "sms_logins" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"login_template_id" text NOT NULL,
	"hotspot_device_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_last" text NOT NULL,
	"client_mac_hash" text NOT NULL,
	"status" text NOT NULL,
	"message_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "sms_logins_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"source_addr" text NOT NULL,
	"source_ton" smallint NOT NULL,
	"destination" text NOT NULL,
	"destination_hash" text NOT NULL,
	"data_coding" smallint NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_logins" ADD CONSTRAINT "sms_logins_login_template_fk" FOREIGN KEY ("customer_id","login_template_id") REFERENCES "public"."hotspot_login_templates"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_logins_voucher_idx" ON "sms_logins" USING btree ("customer_id","voucher_id");--> statement-breakpoint
CREATE INDEX "sms_logins_created_idx" ON "sms_logins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_received_idx" ON "sms_outbox" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_destination_idx" ON "sms_outbox" USING btree ("destination_hash");--> statement-breakpoint
-- Row-level security as every tenant table (migration 0021): a request sees its customers' rows, the
-- server's own work all of them.
ALTER TABLE sms_logins ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON sms_logins TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON sms_logins TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sms_logins TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
-- The local SMS outbox is the server's own (read by operators through the server): no tenant request reaches it.
GRANT SELECT, INSERT, UPDATE, DELETE ON sms_outbox TO hotspot_all;
