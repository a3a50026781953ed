-- analytics_tz(): the analytics time zone (settings 'analytics_timezone', default Europe/Berlin).
--
-- Last defined by migration 0015_analytics-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- The analytics time zone (settings 'analytics_timezone', default Europe/Berlin): days, weeks and
-- months of the daily rollups are calendar units there. A 15-minute bucket is absolute.
CREATE OR REPLACE FUNCTION analytics_tz() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT value FROM settings WHERE key = 'analytics_timezone'), 'Europe/Berlin')
$$;
