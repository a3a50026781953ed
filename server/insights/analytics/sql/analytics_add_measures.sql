-- analytics_add_measures(...): adds measures (sessions, logins, stopped, dwell, bytes) to the 15-minute
-- and the daily rollup of one device and location (session_rollups, session_daily) and to the
-- customer's 15-minute rollup (session_customer_rollups).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0016).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Adds measures to the 15-minute and the daily rollup of one device/location.
CREATE OR REPLACE FUNCTION analytics_add_measures(p_customer text, p_at timestamptz, p_device text, p_location text,
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
  INSERT INTO session_customer_rollups AS r (customer_id, bucket, sessions, logins, stopped, dwell_seconds,
    input_bytes, output_bytes)
  VALUES (p_customer, analytics_bucket(p_at), d_sessions, d_logins, d_stopped, d_dwell, d_in, d_out)
  ON CONFLICT (customer_id, bucket) DO UPDATE SET
    sessions = r.sessions + excluded.sessions, logins = r.logins + excluded.logins,
    stopped = r.stopped + excluded.stopped, dwell_seconds = r.dwell_seconds + excluded.dwell_seconds,
    input_bytes = r.input_bytes + excluded.input_bytes, output_bytes = r.output_bytes + excluded.output_bytes;
$$;
