-- analytics_add_quarter_client(p_customer, p_bucket, p_device, p_location, p_client, p_sign): adds (1)
-- or removes (-1) one session in its client row of 15 minutes (session_quarter_clients).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- A new row is written with its previous buckets, read from the client's rows of the day around it in
-- one index range: a session Start, which comes after the client's earlier ones, writes one row and
-- its counts once. Only when the client has a later row within a day (a session that arrived late, or
-- a second device in the same 15 minutes), or a row goes, are the later rows recomputed
-- (analytics_quarter_prevs).
CREATE OR REPLACE FUNCTION analytics_add_quarter_client(p_customer text, p_bucket timestamptz, p_device text,
  p_location text, p_client text, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_sessions integer;
  v_pc timestamptz;
  v_pd timestamptz;
  v_pl timestamptz;
  v_later boolean;
BEGIN
  UPDATE session_quarter_clients SET sessions = sessions + p_sign
  WHERE customer_id = p_customer AND bucket = p_bucket AND hotspot_device_id = p_device
    AND location_id = p_location AND client_key = p_client
  RETURNING sessions INTO v_sessions;
  IF FOUND THEN
    IF v_sessions <= 0 THEN
      DELETE FROM session_quarter_clients WHERE customer_id = p_customer AND bucket = p_bucket
        AND hotspot_device_id = p_device AND location_id = p_location AND client_key = p_client;
      PERFORM analytics_quarter_prevs(p_customer, ARRAY[p_client], p_bucket, p_bucket);
    END IF;
    RETURN;
  END IF;
  IF p_sign <= 0 THEN
    RETURN;
  END IF;
  SELECT coalesce(max(bucket) FILTER (WHERE (bucket, hotspot_device_id, location_id) < (p_bucket, p_device, p_location)),
      '-infinity'),
    coalesce(max(bucket) FILTER (WHERE hotspot_device_id = p_device AND (bucket, location_id) < (p_bucket, p_location)),
      '-infinity'),
    coalesce(max(bucket) FILTER (WHERE location_id = p_location AND (bucket, hotspot_device_id) < (p_bucket, p_device)),
      '-infinity'),
    coalesce(bool_or((bucket, hotspot_device_id, location_id) > (p_bucket, p_device, p_location)), false)
  INTO v_pc, v_pd, v_pl, v_later
  FROM session_quarter_clients
  WHERE customer_id = p_customer AND client_key = p_client AND bucket >= p_bucket - interval '1 day'
    AND bucket <= p_bucket + interval '1 day';
  INSERT INTO session_quarter_clients AS q (customer_id, bucket, hotspot_device_id, location_id, client_key, sessions,
    prev_customer, prev_device, prev_location)
  VALUES (p_customer, p_bucket, p_device, p_location, p_client, p_sign, v_pc, v_pd, v_pl)
  ON CONFLICT (customer_id, bucket, hotspot_device_id, location_id, client_key) DO UPDATE SET
    sessions = q.sessions + excluded.sessions;
  IF v_later THEN
    PERFORM analytics_quarter_prevs(p_customer, ARRAY[p_client], p_bucket, p_bucket);
  END IF;
END $$;
