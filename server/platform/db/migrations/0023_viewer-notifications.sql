-- The callers' cache (server/auth/viewerCache.ts, docs/scaling.md): every server instance keeps the
-- user and grants of recent callers in memory and LISTENs on hotspot_viewers. Any change to what a
-- request's caller is made of (the user's name, e-mail, home customer, token version; a grant)
-- notifies the user's id when it commits, whichever instance, tool or cascade made it; each instance
-- then drops that caller. NOTIFY folds repeated payloads within a transaction.
CREATE FUNCTION hotspot_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hotspot_viewers', OLD.id);
  ELSE
    PERFORM pg_notify('hotspot_viewers', NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION hotspot_notify_grant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('hotspot_viewers', OLD.user_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('hotspot_viewers', NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_viewer
  AFTER UPDATE OF id, email, first_name, last_name, home_customer_id, token_version OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION hotspot_notify_user();
--> statement-breakpoint
CREATE TRIGGER user_grants_notify_viewer
  AFTER INSERT OR UPDATE OR DELETE ON user_grants
  FOR EACH ROW EXECUTE FUNCTION hotspot_notify_grant();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: '*' drops every cached caller.
CREATE FUNCTION hotspot_notify_all_viewers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hotspot_viewers', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION hotspot_notify_all_viewers();
--> statement-breakpoint
CREATE TRIGGER user_grants_notify_truncate AFTER TRUNCATE ON user_grants
  FOR EACH STATEMENT EXECUTE FUNCTION hotspot_notify_all_viewers();
