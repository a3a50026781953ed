-- hotspot_tenant_scope(): the customers of the current request (the setting hotspot.customers),
-- for the row-level-security policies of every tenant table (policy tenant_rows, migration 0021) and the
-- owner's search functions that confine themselves as the policies do.
--
-- Last defined by migration 0021_row-level-security.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- The customers of the current request, or none when the setting is missing or empty (never all).
CREATE OR REPLACE FUNCTION hotspot_tenant_scope() RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_to_array(nullif(current_setting('hotspot.customers', true), ''), ','), '{}'::text[])
$$;
