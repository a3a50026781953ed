-- analytics_block6(p_at, p_tz): the start of an instant's local 6-hour block in the time zone p_tz
-- (00, 06, 12 or 18 o'clock; a DST day's blocks are 5 or 7 hours long): the 6h buckets of the
-- sub-day series (server/insights/analytics/store.ts) and session_quarter_users.new_6h.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_block6(p_at timestamptz, p_tz text) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT (date_trunc('day', p_at AT TIME ZONE p_tz)
    + floor(extract(hour FROM p_at AT TIME ZONE p_tz) / 6) * interval '6 hours') AT TIME ZONE p_tz
$$;
