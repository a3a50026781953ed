-- analytics_client_key(p_mac, p_username, p_id): the key a session's client counts under in the
-- rollups (session_daily_clients): the MAC hash, else 'u:' || username, else 's:' || the session id.
--
-- Last defined by migration 0016_analytics-rollup-triggers.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_client_key(p_mac text, p_username text, p_id text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_mac <> '' THEN p_mac WHEN p_username <> '' THEN 'u:' || p_username ELSE 's:' || p_id END
$$;
