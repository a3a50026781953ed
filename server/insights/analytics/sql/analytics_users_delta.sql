-- analytics_users_delta(r, p_sign): adds (1) or removes (-1) one client row's counts in
-- session_daily_users (per customer, device and location).
--
-- Last defined by migration 0020_analytics-users-by-previous-day.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- PL/pgSQL, not SQL: its statement's plan is cached (a SQL function's is made anew on every call).
CREATE OR REPLACE FUNCTION analytics_users_delta(r session_daily_clients, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_daily_users AS u (customer_id, kind, scope_id, day, prev, users)
  VALUES (r.customer_id, 'c', '', r.day, r.prev_customer, p_sign),
    (r.customer_id, 'd', r.hotspot_device_id, r.day, r.prev_device, p_sign),
    (r.customer_id, 'l', r.location_id, r.day, r.prev_location, p_sign)
  ON CONFLICT (customer_id, kind, scope_id, day, prev) DO UPDATE SET users = u.users + excluded.users;
END $$;
