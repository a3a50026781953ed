-- analytics_add_session(s, p_sign): adds (1) or removes (-1) a whole session in the rollups: its
-- measures, its client rows of the day and of the 15 minutes (analytics_add_quarter_client) and its
-- dimension rows; recomputes the client's previous and next days when its client row of the day
-- appears or goes.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0016, 0020).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_add_session(s radius_sessions, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := analytics_day(s.started_at);
  v_location text := coalesce(s.location_id, '');
  v_bucket timestamptz := analytics_bucket(s.started_at);
  v_client text := analytics_client_key(s.client_mac_hash, s.username, s.id);
  v_sessions integer;
BEGIN
  PERFORM analytics_add_measures(s.customer_id, s.started_at, s.hotspot_device_id, v_location, p_sign,
    CASE WHEN s.login_type IS NOT NULL THEN p_sign ELSE 0 END,
    CASE WHEN s.stopped_at IS NOT NULL THEN p_sign ELSE 0 END,
    CASE WHEN s.stopped_at IS NOT NULL THEN p_sign * s.session_time::bigint ELSE 0 END,
    p_sign * s.input_bytes, p_sign * s.output_bytes);
  INSERT INTO session_daily_clients AS c (customer_id, day, hotspot_device_id, location_id, client_key, sessions)
  VALUES (s.customer_id, v_day, s.hotspot_device_id, v_location, v_client, p_sign)
  ON CONFLICT (customer_id, day, hotspot_device_id, location_id, client_key) DO UPDATE SET
    sessions = c.sessions + excluded.sessions
  RETURNING sessions INTO v_sessions;
  PERFORM analytics_add_quarter_client(s.customer_id, v_bucket, s.hotspot_device_id, v_location, v_client, p_sign);
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
  -- A client row appeared (its first session of this day, device and location) or went.
  IF (p_sign > 0 AND v_sessions = p_sign) OR (p_sign < 0 AND v_sessions <= 0) THEN
    PERFORM analytics_client_prevs(s.customer_id, ARRAY[v_client]);
  END IF;
END $$;
