ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "user_grants" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "user_grants" ADD COLUMN "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_grants" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "user_invites" ADD COLUMN "invited_by" text;--> statement-breakpoint
CREATE INDEX "user_grants_customer_idx" ON "user_grants" USING btree ("customer_key");--> statement-breakpoint
-- Members (issue 38): a tenant request reads and changes only the grants on its own customers (the
-- members list, a change of roles, a removal), as for a table with customer_id (migration 0021). The
-- callers' cache and the taking of invites read grants with the server's own role (hotspot_all).
ALTER TABLE "user_grants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON "user_grants" TO hotspot_tenant
  USING (customer_key = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_key = ANY ((SELECT hotspot_tenant_scope())::text[]));--> statement-breakpoint
CREATE POLICY all_rows ON "user_grants" TO hotspot_all USING (true) WITH CHECK (true);
