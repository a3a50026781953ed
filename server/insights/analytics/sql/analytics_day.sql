-- analytics_day(p_at): the local day of an instant in the analytics time zone (session_daily and the
-- other daily rollups).
--
-- Last defined by migration 0015_analytics-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_day(p_at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (p_at AT TIME ZONE analytics_tz())::date
$$;
