-- webhook_notify_deliveries(): statement trigger AFTER INSERT on webhook_deliveries. Notifies
-- `hotspot_webhook_deliveries` on commit, so that every instance's sender (server/tenancy/webhook/
-- sender.ts) looks for due deliveries at once instead of at its next poll; one of them claims each.
--
-- Last defined by migration 0039_webhooks.sql; its trigger too.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION webhook_notify_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hotspot_webhook_deliveries', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER webhook_deliveries_notify
  AFTER INSERT ON webhook_deliveries
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_notify_deliveries();
