-- Analytics rollups kept current as sessions arrive (issue 11). A session counts in the 15-minute
-- bucket and the local day (analytics_tz) of its started_at. Row triggers apply DELTAS, so that one
-- RADIUS packet costs at most a few single-row upserts on primary keys and never a scan:
--   Start (insert):   sessions +1, logins +1 when login_type is set, the client row, five dimension rows;
--   Interim-Update:   only the bytes since the row's last state (radius_accounting keeps counters monotone);
--   Stop:             stopped +1 and the session's Acct-Session-Time as dwell seconds;
--   a Stop without a Start is inserted already stopped: one insert with all of it.
-- radius_accounting (0013) never changes started_at, device or customer; should any key column
-- change anyway (username of a client without MAC, the guest hints, a location), the trigger moves
-- the whole session: subtract the old row's contribution, add the new one's.
-- With set_config('hotspot.skip_rollups', 'on', true) the triggers do nothing (bulk loads), and
-- analytics_rebuild(customer) recomputes the customer's rollups from radius_sessions.
CREATE FUNCTION analytics_client_key(p_mac text, p_username text, p_id text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_mac <> '' THEN p_mac WHEN p_username <> '' THEN 'u:' || p_username ELSE 's:' || p_id END
$$;
--> statement-breakpoint
-- Adds measures to the 15-minute and the daily rollup of one device/location.
CREATE FUNCTION analytics_add_measures(p_customer text, p_at timestamptz, p_device text, p_location text,
  d_sessions integer, d_logins integer, d_stopped integer, d_dwell bigint, d_in bigint, d_out bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO session_rollups AS r (customer_id, bucket, hotspot_device_id, location_id, sessions, logins,
    stopped, dwell_seconds, input_bytes, output_bytes)
  VALUES (p_customer, analytics_bucket(p_at), p_device, p_location, d_sessions, d_logins, d_stopped, d_dwell,
    d_in, d_out)
  ON CONFLICT (customer_id, bucket, hotspot_device_id, location_id) DO UPDATE SET
    sessions = r.sessions + excluded.sessions, logins = r.logins + excluded.logins,
    stopped = r.stopped + excluded.stopped, dwell_seconds = r.dwell_seconds + excluded.dwell_seconds,
    input_bytes = r.input_bytes + excluded.input_bytes, output_bytes = r.output_bytes + excluded.output_bytes;
  INSERT INTO session_daily AS r (customer_id, day, hotspot_device_id, location_id, sessions, logins,
    stopped, dwell_seconds, input_bytes, output_bytes)
  VALUES (p_customer, analytics_day(p_at), p_device, p_location, d_sessions, d_logins, d_stopped, d_dwell,
    d_in, d_out)
  ON CONFLICT (customer_id, day, hotspot_device_id, location_id) DO UPDATE SET
    sessions = r.sessions + excluded.sessions, logins = r.logins + excluded.logins,
    stopped = r.stopped + excluded.stopped, dwell_seconds = r.dwell_seconds + excluded.dwell_seconds,
    input_bytes = r.input_bytes + excluded.input_bytes, output_bytes = r.output_bytes + excluded.output_bytes;
$$;
--> statement-breakpoint
-- Adds (p_sign 1) or removes (p_sign -1) a whole session: measures, its client and its dimensions.
-- Client and dimension rows that reach 0 go (users = count of client rows).
CREATE FUNCTION analytics_add_session(s radius_sessions, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := analytics_day(s.started_at);
  v_location text := coalesce(s.location_id, '');
  v_client text := analytics_client_key(s.client_mac_hash, s.username, s.id);
BEGIN
  PERFORM analytics_add_measures(s.customer_id, s.started_at, s.hotspot_device_id, v_location, p_sign,
    CASE WHEN s.login_type IS NOT NULL THEN p_sign ELSE 0 END,
    CASE WHEN s.stopped_at IS NOT NULL THEN p_sign ELSE 0 END,
    CASE WHEN s.stopped_at IS NOT NULL THEN p_sign * s.session_time::bigint ELSE 0 END,
    p_sign * s.input_bytes, p_sign * s.output_bytes);
  INSERT INTO session_daily_clients AS c (customer_id, day, hotspot_device_id, location_id, client_key, sessions)
  VALUES (s.customer_id, v_day, s.hotspot_device_id, v_location, v_client, p_sign)
  ON CONFLICT (customer_id, day, hotspot_device_id, location_id, client_key) DO UPDATE SET
    sessions = c.sessions + excluded.sessions;
  INSERT INTO session_daily_dims AS d (customer_id, day, hotspot_device_id, location_id, dimension, value, sessions)
  VALUES (s.customer_id, v_day, s.hotspot_device_id, v_location, 'browser', coalesce(s.browser, 'unknown'), p_sign),
    (s.customer_id, v_day, s.hotspot_device_id, v_location, 'os', coalesce(s.os, 'unknown'), p_sign),
    (s.customer_id, v_day, s.hotspot_device_id, v_location, 'deviceClass', coalesce(s.device_class, 'unknown'), p_sign),
    (s.customer_id, v_day, s.hotspot_device_id, v_location, 'language', coalesce(s.language, 'unknown'), p_sign),
    (s.customer_id, v_day, s.hotspot_device_id, v_location, 'loginType', coalesce(s.login_type, 'unknown'), p_sign)
  ON CONFLICT (customer_id, day, dimension, hotspot_device_id, location_id, value) DO UPDATE SET
    sessions = d.sessions + excluded.sessions;
  IF p_sign < 0 THEN
    DELETE FROM session_daily_clients WHERE customer_id = s.customer_id AND day = v_day
      AND hotspot_device_id = s.hotspot_device_id AND location_id = v_location AND client_key = v_client
      AND sessions <= 0;
    DELETE FROM session_daily_dims WHERE customer_id = s.customer_id AND day = v_day
      AND hotspot_device_id = s.hotspot_device_id AND location_id = v_location AND sessions <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_on_session() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER radius_sessions_analytics AFTER INSERT OR UPDATE ON radius_sessions
  FOR EACH ROW EXECUTE FUNCTION analytics_on_session();
--> statement-breakpoint
-- Recomputes every session measure of one customer's rollups from radius_sessions, set-based (one
-- GROUP BY per table). Start-page views exist only in the rollups: they are kept (measures zeroed,
-- then upserted; rows left with nothing at all go).
CREATE FUNCTION analytics_rebuild(p_customer text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_tz text := analytics_tz();
BEGIN
  UPDATE session_rollups SET sessions = 0, logins = 0, stopped = 0, dwell_seconds = 0, input_bytes = 0,
    output_bytes = 0 WHERE customer_id = p_customer;
  INSERT INTO session_rollups AS r (customer_id, bucket, hotspot_device_id, location_id, sessions, logins,
    stopped, dwell_seconds, input_bytes, output_bytes)
  SELECT customer_id, analytics_bucket(started_at), hotspot_device_id, coalesce(location_id, ''), count(*),
    count(login_type), count(stopped_at), coalesce(sum(session_time) FILTER (WHERE stopped_at IS NOT NULL), 0),
    sum(input_bytes), sum(output_bytes)
  FROM radius_sessions WHERE customer_id = p_customer
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (customer_id, bucket, hotspot_device_id, location_id) DO UPDATE SET
    sessions = excluded.sessions, logins = excluded.logins, stopped = excluded.stopped,
    dwell_seconds = excluded.dwell_seconds, input_bytes = excluded.input_bytes, output_bytes = excluded.output_bytes;
  DELETE FROM session_rollups WHERE customer_id = p_customer AND sessions = 0 AND page_views = 0
    AND input_bytes = 0 AND output_bytes = 0 AND stopped = 0;
  -- Days from the 15-minute rows just computed (every zone offset is a multiple of 15 minutes, so a
  -- bucket never straddles local midnight): a scan of the rollups instead of the sessions.
  UPDATE session_daily SET sessions = 0, logins = 0, stopped = 0, dwell_seconds = 0, input_bytes = 0,
    output_bytes = 0 WHERE customer_id = p_customer;
  INSERT INTO session_daily AS r (customer_id, day, hotspot_device_id, location_id, sessions, logins,
    stopped, dwell_seconds, input_bytes, output_bytes)
  SELECT customer_id, (bucket AT TIME ZONE v_tz)::date, hotspot_device_id, location_id, sum(sessions),
    sum(logins), sum(stopped), sum(dwell_seconds), sum(input_bytes), sum(output_bytes)
  FROM session_rollups WHERE customer_id = p_customer
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (customer_id, day, hotspot_device_id, location_id) DO UPDATE SET
    sessions = excluded.sessions, logins = excluded.logins, stopped = excluded.stopped,
    dwell_seconds = excluded.dwell_seconds, input_bytes = excluded.input_bytes, output_bytes = excluded.output_bytes;
  DELETE FROM session_daily WHERE customer_id = p_customer AND sessions = 0 AND page_views = 0
    AND input_bytes = 0 AND output_bytes = 0 AND stopped = 0;
  DELETE FROM session_daily_clients WHERE customer_id = p_customer;
  INSERT INTO session_daily_clients (customer_id, day, hotspot_device_id, location_id, client_key, sessions)
  SELECT customer_id, (started_at AT TIME ZONE v_tz)::date, hotspot_device_id, coalesce(location_id, ''),
    analytics_client_key(client_mac_hash, username, id), count(*)
  FROM radius_sessions WHERE customer_id = p_customer
  GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM session_daily_dims WHERE customer_id = p_customer;
  INSERT INTO session_daily_dims (customer_id, day, hotspot_device_id, location_id, dimension, value, sessions)
  SELECT s.customer_id, (s.started_at AT TIME ZONE v_tz)::date, s.hotspot_device_id, coalesce(s.location_id, ''),
    d.dimension, coalesce(d.value, 'unknown'), count(*)
  FROM radius_sessions s
  CROSS JOIN LATERAL (VALUES ('browser', s.browser), ('os', s.os), ('deviceClass', s.device_class),
    ('language', s.language), ('loginType', s.login_type)) AS d(dimension, value)
  WHERE s.customer_id = p_customer
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint
-- Breakdowns read one dimension over a range of days.
CREATE INDEX session_daily_dims_dimension_idx ON session_daily_dims (customer_id, dimension, day);
--> statement-breakpoint
-- Users of some devices or locations: only their client rows (index-only), not all of the customer's.
CREATE INDEX session_daily_clients_device_idx ON session_daily_clients (customer_id, hotspot_device_id, day, client_key);
--> statement-breakpoint
CREATE INDEX session_daily_clients_location_idx ON session_daily_clients (customer_id, location_id, day, client_key);
--> statement-breakpoint
-- Sessions stored before this migration.
SELECT analytics_rebuild(customer_id) FROM (SELECT DISTINCT customer_id FROM radius_sessions) c;
