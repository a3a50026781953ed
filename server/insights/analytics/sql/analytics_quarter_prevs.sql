-- analytics_quarter_prevs(p_customer, p_clients, p_from, p_to): recomputes the previous buckets
-- (prev_customer, prev_device, prev_location) of some clients' rows in session_quarter_clients after
-- their rows in [p_from, p_to] changed ('-infinity', 'infinity': all of their rows).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- A row's previous bucket counts only within the day before its own (else '-infinity'), so a change
-- at t touches the rows of [t, t + 1 day] and needs the rows of [t - 1 day, t + 1 day]: a few rows
-- of the client, however long its history. Planned once per connection, as analytics_client_prevs.
CREATE OR REPLACE FUNCTION analytics_quarter_prevs(p_customer text, p_clients text[], p_from timestamptz,
  p_to timestamptz) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE session_quarter_clients q SET prev_customer = w.pc, prev_device = w.pd, prev_location = w.pl
  FROM (SELECT bucket, hotspot_device_id, location_id, client_key,
      CASE WHEN pc >= bucket - interval '1 day' THEN pc ELSE '-infinity' END AS pc,
      CASE WHEN pd >= bucket - interval '1 day' THEN pd ELSE '-infinity' END AS pd,
      CASE WHEN pl >= bucket - interval '1 day' THEN pl ELSE '-infinity' END AS pl
    FROM (SELECT bucket, hotspot_device_id, location_id, client_key,
        lag(bucket) OVER (PARTITION BY client_key ORDER BY bucket, hotspot_device_id, location_id) AS pc,
        lag(bucket) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY bucket, location_id) AS pd,
        lag(bucket) OVER (PARTITION BY client_key, location_id ORDER BY bucket, hotspot_device_id) AS pl
      FROM session_quarter_clients
      WHERE customer_id = p_customer AND client_key = ANY(p_clients)
        AND bucket >= p_from - interval '1 day' AND bucket <= p_to + interval '1 day') l) w
  WHERE q.customer_id = p_customer AND q.client_key = ANY(p_clients) AND q.client_key = w.client_key
    AND q.bucket = w.bucket AND q.hotspot_device_id = w.hotspot_device_id AND q.location_id = w.location_id
    AND w.bucket >= p_from AND q.bucket >= p_from AND q.bucket <= p_to + interval '1 day'
    AND (q.prev_customer, q.prev_device, q.prev_location) IS DISTINCT FROM (w.pc, w.pd, w.pl);
END $$;
