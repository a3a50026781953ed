-- webhook_notify_endpoints(): statement trigger AFTER INSERT/UPDATE/DELETE/TRUNCATE on
-- webhook_endpoints. Notifies `hotspot_webhook_endpoints` on commit, from whichever instance, tool or
-- cascade (the plugin's trigger included); every instance LISTENs and drops what it knows of which
-- customers have endpoints for which events (server/tenancy/webhook/subscriber.ts), so that an event
-- of a customer without endpoints costs no query.
--
-- Last defined by migration 0039_webhooks.sql; its trigger too.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION webhook_notify_endpoints() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hotspot_webhook_endpoints', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER webhook_endpoints_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON webhook_endpoints
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_notify_endpoints();
