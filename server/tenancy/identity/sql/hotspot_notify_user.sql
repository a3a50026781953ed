-- hotspot_notify_user(): row trigger on users: NOTIFY hotspot_viewers with the user's id when what a
-- request's caller is made of changes (the callers' cache, server/platform/viewerCache.ts).
--
-- Last defined by migration 0023_viewer-notifications.sql.
-- Trigger users_notify_viewer on users: created by 0023_viewer-notifications.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- The callers' cache (server/platform/viewerCache.ts, docs/scaling.md): every server instance keeps the
-- user and grants of recent callers in memory and LISTENs on hotspot_viewers. Any change to what a
-- request's caller is made of (the user's name, e-mail, home customer, token version; a grant)
-- notifies the user's id when it commits, whichever instance, tool or cascade made it; each instance
-- then drops that caller. NOTIFY folds repeated payloads within a transaction.
CREATE OR REPLACE FUNCTION hotspot_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hotspot_viewers', OLD.id);
  ELSE
    PERFORM pg_notify('hotspot_viewers', NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_notify_viewer
  AFTER UPDATE OF id, email, first_name, last_name, home_customer_id, token_version OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION hotspot_notify_user();
