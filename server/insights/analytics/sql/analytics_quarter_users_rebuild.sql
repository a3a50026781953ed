-- analytics_quarter_users_rebuild(p_customer): counts a customer's session_quarter_users anew from
-- its client rows.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- The 6-hour block of each 15 minutes once per bucket, not per row and scope (a million rows: 77 s
-- with the time-zone conversions per row, 37 s so; PostgreSQL).
CREATE OR REPLACE FUNCTION analytics_quarter_users_rebuild(p_customer text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM session_quarter_users WHERE customer_id = p_customer;
  INSERT INTO session_quarter_users (customer_id, kind, scope_id, bucket, users, new_15, new_30, new_45, new_6h)
  WITH q AS (SELECT q.customer_id, q.bucket, q.hotspot_device_id, q.location_id, q.prev_customer, q.prev_device,
      q.prev_location, b.block
    FROM session_quarter_clients q
    JOIN (SELECT bucket, analytics_block6(bucket, analytics_tz()) AS block
      FROM (SELECT DISTINCT bucket FROM session_quarter_clients WHERE customer_id = p_customer) d) b USING (bucket)
    WHERE q.customer_id = p_customer)
  SELECT customer_id, 'c', '', bucket, count(*) FILTER (WHERE prev_customer < bucket),
    count(*) FILTER (WHERE prev_customer < bucket - interval '15 minutes'),
    count(*) FILTER (WHERE prev_customer < bucket - interval '30 minutes'),
    count(*) FILTER (WHERE prev_customer < bucket - interval '45 minutes'),
    count(*) FILTER (WHERE prev_customer < block)
  FROM q GROUP BY 1, 4
  UNION ALL
  SELECT customer_id, 'd', hotspot_device_id, bucket, count(*) FILTER (WHERE prev_device < bucket),
    count(*) FILTER (WHERE prev_device < bucket - interval '15 minutes'),
    count(*) FILTER (WHERE prev_device < bucket - interval '30 minutes'),
    count(*) FILTER (WHERE prev_device < bucket - interval '45 minutes'),
    count(*) FILTER (WHERE prev_device < block)
  FROM q GROUP BY 1, 3, 4
  UNION ALL
  SELECT customer_id, 'l', location_id, bucket, count(*) FILTER (WHERE prev_location < bucket),
    count(*) FILTER (WHERE prev_location < bucket - interval '15 minutes'),
    count(*) FILTER (WHERE prev_location < bucket - interval '30 minutes'),
    count(*) FILTER (WHERE prev_location < bucket - interval '45 minutes'),
    count(*) FILTER (WHERE prev_location < block)
  FROM q GROUP BY 1, 3, 4;
$$;
