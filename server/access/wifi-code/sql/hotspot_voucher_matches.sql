-- hotspot_voucher_matches(p_customers, p_prefix, p_code, p_description, p_limit): the WiFi-code search
-- as the tables' owner (SECURITY DEFINER, so that the trigram and C-collated indexes apply under
-- row-level security), confined to the request's customers itself; used by server/access/wifi-code/store.ts.
--
-- Last defined by migration 0024_voucher-matches-limit.sql (before: 0022).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION hotspot_voucher_matches(
  p_customers text[], p_prefix text, p_code text, p_description text, p_limit integer DEFAULT NULL
)
RETURNS TABLE (customer_id text, id text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  confined boolean := current_setting('role') = 'hotspot_tenant';
  scope text[] := CASE WHEN confined THEN hotspot_tenant_scope() END;
  matches text[] := '{}';
BEGIN
  IF p_prefix IS NOT NULL THEN matches := matches || 'v.code LIKE $3'::text; END IF;
  IF p_code IS NOT NULL THEN matches := matches || 'lower(v.code) LIKE $4'::text; END IF;
  IF p_description IS NOT NULL THEN matches := matches || 'lower(v.description) LIKE $5'::text; END IF;
  IF cardinality(matches) = 0 THEN RETURN; END IF;
  RETURN QUERY EXECUTE
    'SELECT v.customer_id, v.id FROM vouchers v WHERE v.deleted_at IS NULL'
    || CASE WHEN p_customers IS NOT NULL THEN ' AND v.customer_id = ANY ($1)' ELSE '' END
    || CASE WHEN confined THEN ' AND v.customer_id = ANY ($2)' ELSE '' END
    || ' AND (' || array_to_string(matches, ' OR ') || ')'
    || CASE WHEN p_limit IS NOT NULL THEN ' LIMIT $6' ELSE '' END
    USING p_customers, scope, p_prefix, p_code, p_description, p_limit;
END $$;
--> statement-breakpoint
-- Only the application's roles may call it: a login role that has not taken one, or any other role,
-- may not (it runs as the owner).
REVOKE ALL ON FUNCTION hotspot_voucher_matches(text[], text, text, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION hotspot_voucher_matches(text[], text, text, text, integer) TO hotspot_tenant, hotspot_all;
