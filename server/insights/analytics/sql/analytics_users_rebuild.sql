-- analytics_users_rebuild(p_customer): counts a customer's session_daily_users anew from its client rows.
--
-- Last defined by migration 0020_analytics-users-by-previous-day.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Counts a customer's client rows anew (the rebuild; this migration).
CREATE OR REPLACE FUNCTION analytics_users_rebuild(p_customer text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM session_daily_users WHERE customer_id = p_customer;
  INSERT INTO session_daily_users (customer_id, kind, scope_id, day, prev, users)
  SELECT customer_id, 'c', '', day, prev_customer, count(*) FROM session_daily_clients
    WHERE customer_id = p_customer GROUP BY 1, 4, 5
  UNION ALL
  SELECT customer_id, 'd', hotspot_device_id, day, prev_device, count(*) FROM session_daily_clients
    WHERE customer_id = p_customer GROUP BY 1, 3, 4, 5
  UNION ALL
  SELECT customer_id, 'l', location_id, day, prev_location, count(*) FROM session_daily_clients
    WHERE customer_id = p_customer GROUP BY 1, 3, 4, 5;
$$;
