-- analytics_on_session(): row trigger AFTER INSERT OR UPDATE on radius_sessions keeping the analytics
-- rollups current by deltas (issue 11); does nothing with set_config('hotspot.skip_rollups', 'on', true).
--
-- Last defined by migration 0016_analytics-rollup-triggers.sql.
-- Trigger radius_sessions_analytics on radius_sessions: created by 0016_analytics-rollup-triggers.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_on_session() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_stopped integer;
  d_dwell bigint;
BEGIN
  IF current_setting('hotspot.skip_rollups', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_add_session(NEW, 1);
    RETURN NULL;
  END IF;
  IF (OLD.customer_id, OLD.started_at, OLD.hotspot_device_id, OLD.location_id, OLD.login_type, OLD.browser,
      OLD.os, OLD.device_class, OLD.language, analytics_client_key(OLD.client_mac_hash, OLD.username, OLD.id))
     IS DISTINCT FROM
     (NEW.customer_id, NEW.started_at, NEW.hotspot_device_id, NEW.location_id, NEW.login_type, NEW.browser,
      NEW.os, NEW.device_class, NEW.language, analytics_client_key(NEW.client_mac_hash, NEW.username, NEW.id)) THEN
    PERFORM analytics_add_session(OLD, -1);
    PERFORM analytics_add_session(NEW, 1);
    RETURN NULL;
  END IF;
  d_stopped := (NEW.stopped_at IS NOT NULL)::integer - (OLD.stopped_at IS NOT NULL)::integer;
  d_dwell := CASE WHEN NEW.stopped_at IS NOT NULL THEN NEW.session_time::bigint ELSE 0 END
    - CASE WHEN OLD.stopped_at IS NOT NULL THEN OLD.session_time::bigint ELSE 0 END;
  -- An Interim-Update without new bytes (or a touch of updated_at) writes nothing.
  IF d_stopped = 0 AND d_dwell = 0 AND NEW.input_bytes = OLD.input_bytes AND NEW.output_bytes = OLD.output_bytes THEN
    RETURN NULL;
  END IF;
  PERFORM analytics_add_measures(NEW.customer_id, NEW.started_at, NEW.hotspot_device_id,
    coalesce(NEW.location_id, ''), 0, 0, d_stopped, d_dwell, NEW.input_bytes - OLD.input_bytes,
    NEW.output_bytes - OLD.output_bytes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER radius_sessions_analytics AFTER INSERT OR UPDATE ON radius_sessions
  FOR EACH ROW EXECUTE FUNCTION analytics_on_session();
