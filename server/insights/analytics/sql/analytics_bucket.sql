-- analytics_bucket(p_at): the 15-minute bucket of an instant (session_rollups).
--
-- Last defined by migration 0015_analytics-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_bucket(p_at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', p_at, timestamptz '2000-01-01 00:00:00+00')
$$;
