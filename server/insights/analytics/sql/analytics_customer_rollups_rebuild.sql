-- analytics_customer_rollups_rebuild(p_customer): sums a customer's session_rollups anew into
-- session_customer_rollups (one row per 15 minutes).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_customer_rollups_rebuild(p_customer text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM session_customer_rollups WHERE customer_id = p_customer;
  INSERT INTO session_customer_rollups (customer_id, bucket, sessions, logins, stopped, dwell_seconds, input_bytes,
    output_bytes, page_views)
  SELECT customer_id, bucket, sum(sessions), sum(logins), sum(stopped), sum(dwell_seconds), sum(input_bytes),
    sum(output_bytes), sum(page_views)
  FROM session_rollups WHERE customer_id = p_customer
  GROUP BY 1, 2;
$$;
