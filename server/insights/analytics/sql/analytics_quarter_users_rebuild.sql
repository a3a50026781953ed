-- analytics_quarter_users_rebuild(p_customer): counts a customer's session_quarter_users anew from
-- its client rows.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_quarter_users_rebuild(p_customer text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM session_quarter_users WHERE customer_id = p_customer;
  INSERT INTO session_quarter_users (customer_id, kind, scope_id, bucket, users, new_15, new_30, new_45, new_6h)
  SELECT q.customer_id, k.kind, k.scope_id, q.bucket, count(*) FILTER (WHERE k.prev < q.bucket),
    count(*) FILTER (WHERE k.prev < q.bucket - interval '15 minutes'),
    count(*) FILTER (WHERE k.prev < q.bucket - interval '30 minutes'),
    count(*) FILTER (WHERE k.prev < q.bucket - interval '45 minutes'),
    count(*) FILTER (WHERE k.prev < analytics_block6(q.bucket, z.tz))
  FROM (SELECT analytics_tz() AS tz) z, session_quarter_clients q
  CROSS JOIN LATERAL (VALUES ('c', '', q.prev_customer), ('d', q.hotspot_device_id, q.prev_device),
    ('l', q.location_id, q.prev_location)) AS k(kind, scope_id, prev)
  WHERE q.customer_id = p_customer
  GROUP BY 1, 2, 3, 4;
$$;
