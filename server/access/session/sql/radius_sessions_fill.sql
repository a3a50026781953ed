-- radius_sessions_fill(): row trigger BEFORE INSERT on radius_sessions: fills the session's location,
-- login type and the guest page's hints (browser, OS, device class, language) where they are NULL.
--
-- Last defined by migration 0017_monitoring-and-guest-hints.sql.
-- Trigger radius_sessions_fill on radius_sessions: created by 0017_monitoring-and-guest-hints.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Issue 11: what the guest page and the device tell analytics and monitoring (0017):
-- a new session takes over what analytics needs per login (seed 001 §9), filling only NULL
-- columns (the demo seed and tests may write them directly): the device's location, the login
-- type and, from the guest page's hint of the same client (server/access/guest/capture.ts), browser,
-- OS, device class and language. BEFORE INSERT also fires for the ON CONFLICT upsert of every
-- Interim-Update (radius_accounting), so it costs one PK lookup per table, nothing more.
CREATE OR REPLACE FUNCTION radius_sessions_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_key text;
  h guest_login_hints%ROWTYPE;
BEGIN
  IF NEW.location_id IS NULL THEN
    NEW.location_id := (SELECT location_id FROM hotspot_devices
      WHERE customer_id = NEW.customer_id AND id = NEW.hotspot_device_id);
  END IF;
  IF NEW.login_type IS NULL THEN
    NEW.login_type := CASE WHEN NEW.voucher_id IS NOT NULL THEN 'VOUCHER_LOGIN'
      WHEN NEW.device_account_id IS NOT NULL THEN 'DEVICE_ACCOUNT_LOGIN' END;
  END IF;
  IF NEW.login_type IS NULL OR NEW.browser IS NULL OR NEW.os IS NULL OR NEW.device_class IS NULL
     OR NEW.language IS NULL THEN
    -- The client key of the data conventions: MAC hash, else 'u:' || username.
    v_key := CASE WHEN NEW.client_mac_hash <> '' THEN NEW.client_mac_hash
      WHEN NEW.username IS NOT NULL THEN 'u:' || NEW.username END;
    IF v_key IS NOT NULL THEN
      SELECT * INTO h FROM guest_login_hints
      WHERE customer_id = NEW.customer_id AND client_key = v_key
        AND created_at > NEW.started_at - interval '30 minutes';
      IF FOUND THEN
        NEW.login_type := coalesce(NEW.login_type, h.login_type);
        NEW.browser := coalesce(NEW.browser, h.browser);
        NEW.os := coalesce(NEW.os, h.os);
        NEW.device_class := coalesce(NEW.device_class, h.device_class);
        NEW.language := coalesce(NEW.language, h.language);
      END IF;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER radius_sessions_fill BEFORE INSERT ON radius_sessions
  FOR EACH ROW EXECUTE FUNCTION radius_sessions_fill();
