-- analytics_quarter_rebuild(p_customer): computes a customer's session_quarter_clients anew from
-- radius_sessions (with their previous buckets, in one pass) and then its session_quarter_users.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_quarter_rebuild(p_customer text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('hotspot.skip_users', 'on', true);
  DELETE FROM session_quarter_clients WHERE customer_id = p_customer;
  INSERT INTO session_quarter_clients (customer_id, bucket, hotspot_device_id, location_id, client_key, sessions,
    prev_customer, prev_device, prev_location)
  SELECT customer_id, bucket, hotspot_device_id, location_id, client_key, sessions,
    CASE WHEN pc >= bucket - interval '1 day' THEN pc ELSE '-infinity' END,
    CASE WHEN pd >= bucket - interval '1 day' THEN pd ELSE '-infinity' END,
    CASE WHEN pl >= bucket - interval '1 day' THEN pl ELSE '-infinity' END
  FROM (SELECT customer_id, bucket, hotspot_device_id, location_id, client_key, sessions,
      lag(bucket) OVER (PARTITION BY client_key ORDER BY bucket, hotspot_device_id, location_id) AS pc,
      lag(bucket) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY bucket, location_id) AS pd,
      lag(bucket) OVER (PARTITION BY client_key, location_id ORDER BY bucket, hotspot_device_id) AS pl
    FROM (SELECT customer_id, analytics_bucket(started_at) AS bucket, hotspot_device_id,
        coalesce(location_id, '') AS location_id, analytics_client_key(client_mac_hash, username, id) AS client_key,
        count(*) AS sessions
      FROM radius_sessions WHERE customer_id = p_customer
      GROUP BY 1, 2, 3, 4, 5) g) l;
  PERFORM set_config('hotspot.skip_users', 'off', true);
  PERFORM analytics_quarter_users_rebuild(p_customer);
END $$;
