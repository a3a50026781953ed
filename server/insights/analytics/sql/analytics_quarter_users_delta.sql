-- analytics_quarter_users_delta(r, p_sign): adds (1) or removes (-1) one client row's counts in
-- session_quarter_users (per customer, device and location).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_quarter_users_delta(r session_quarter_clients, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_block timestamptz := analytics_block6(r.bucket, analytics_tz());
BEGIN
  INSERT INTO session_quarter_users AS u (customer_id, kind, scope_id, bucket, users, new_15, new_30, new_45, new_6h)
  SELECT r.customer_id, k.kind, k.scope_id, r.bucket, p_sign * (k.prev < r.bucket)::integer,
    p_sign * (k.prev < r.bucket - interval '15 minutes')::integer,
    p_sign * (k.prev < r.bucket - interval '30 minutes')::integer,
    p_sign * (k.prev < r.bucket - interval '45 minutes')::integer, p_sign * (k.prev < v_block)::integer
  FROM (VALUES ('c', '', r.prev_customer), ('d', r.hotspot_device_id, r.prev_device),
    ('l', r.location_id, r.prev_location)) AS k(kind, scope_id, prev)
  ON CONFLICT (customer_id, kind, scope_id, bucket) DO UPDATE SET users = u.users + excluded.users,
    new_15 = u.new_15 + excluded.new_15, new_30 = u.new_30 + excluded.new_30,
    new_45 = u.new_45 + excluded.new_45, new_6h = u.new_6h + excluded.new_6h;
END $$;
