CREATE TABLE "reos_stays" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"stay_id" text NOT NULL,
	"room" text NOT NULL,
	"vlan_id" integer NOT NULL,
	"friend_code" text NOT NULL,
	"check_out" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reos_stays_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reos_stays_stay_uq" ON "reos_stays" USING btree ("customer_id","stay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reos_stays_vlan_uq" ON "reos_stays" USING btree ("customer_id","vlan_id");--> statement-breakpoint
CREATE INDEX "reos_stays_room_idx" ON "reos_stays" USING btree ("customer_id","room");--> statement-breakpoint
CREATE INDEX "reos_stays_check_out_idx" ON "reos_stays" USING btree ("check_out");--> statement-breakpoint
-- Row-level security as every tenant table (migration 0021): a request sees its customers' rows, the
-- server's own work all of them.
ALTER TABLE reos_stays ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON reos_stays TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON reos_stays TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON reos_stays TO hotspot_tenant, hotspot_all;
