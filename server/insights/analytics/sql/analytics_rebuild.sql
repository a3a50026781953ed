-- analytics_rebuild(p_customer): recomputes every session measure of one customer's rollups from
-- radius_sessions, set-based (server/insights/analytics/maintenance.ts, the demo seed): the 15-minute,
-- daily and customer rollups, the client rows of days and of 15 minutes with their counts, the
-- dimensions.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0016, 0020).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_rebuild(p_customer text) RETURNS void LANGUAGE plpgsql AS $$
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
  PERFORM analytics_customer_rollups_rebuild(p_customer);
  -- Client rows with their previous and next days (the orders of analytics_client_prevs) in one
  -- pass, then their counts (not row by row through the trigger).
  PERFORM set_config('hotspot.skip_users', 'on', true);
  DELETE FROM session_daily_clients WHERE customer_id = p_customer;
  INSERT INTO session_daily_clients (customer_id, day, hotspot_device_id, location_id, client_key, sessions,
    prev_customer, prev_device, prev_location, next_customer, next_device, next_location)
  SELECT customer_id, day, hotspot_device_id, location_id, client_key, sessions,
    coalesce(lag(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), '-infinity'),
    coalesce(lag(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), '-infinity'),
    coalesce(lag(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), '-infinity'),
    coalesce(lead(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), 'infinity'),
    coalesce(lead(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), 'infinity'),
    coalesce(lead(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), 'infinity')
  FROM (SELECT customer_id, (started_at AT TIME ZONE v_tz)::date AS day, hotspot_device_id,
      coalesce(location_id, '') AS location_id, analytics_client_key(client_mac_hash, username, id) AS client_key,
      count(*) AS sessions
    FROM radius_sessions WHERE customer_id = p_customer
    GROUP BY 1, 2, 3, 4, 5) g;
  PERFORM set_config('hotspot.skip_users', 'off', true);
  PERFORM analytics_users_rebuild(p_customer);
  PERFORM analytics_quarter_rebuild(p_customer);
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
