-- hotspot_notify_grant(): row trigger on user_grants, user_totp and user_passkeys: NOTIFY hotspot_viewers
-- with the user's id of a grant that was added, changed or removed, or of a second factor (TOTP or a
-- passkey) set up, confirmed or removed (the callers' cache: a customer that requires a second factor
-- is in a caller's grants only while the caller has one, D287, D292).
--
-- Last defined by migration 0046_second-factor-policy-and-indexes.sql (before: 0023).
-- Trigger user_grants_notify_viewer on user_grants: created by 0023_viewer-notifications.sql.
-- Trigger user_totp_notify_viewer on user_totp: created by 0046_second-factor-policy-and-indexes.sql.
-- Trigger user_passkeys_notify_viewer on user_passkeys: created by 0049_passkeys.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION hotspot_notify_grant() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE TRIGGER user_grants_notify_viewer
  AFTER INSERT OR UPDATE OR DELETE ON user_grants
  FOR EACH ROW EXECUTE FUNCTION hotspot_notify_grant();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER user_totp_notify_viewer
  AFTER INSERT OR UPDATE OF confirmed_at OR DELETE ON user_totp
  FOR EACH ROW EXECUTE FUNCTION hotspot_notify_grant();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER user_passkeys_notify_viewer
  AFTER INSERT OR DELETE ON user_passkeys
  FOR EACH ROW EXECUTE FUNCTION hotspot_notify_grant();
