-- The WiFi-code search under row-level security (docs/decisions.md "Row-level security"). A policy
-- condition keeps every non-leakproof condition of a query (LIKE, lower(), trigram matches) from
-- being an index condition: for a caller confined to some customers a search would read every code
-- of the customer instead of using the trigram and C-collated indexes (a 100,000-code search went
-- from 28 ms to 165 ms p50 under load). This function matches as the tables' owner, where the
-- indexes apply, and confines the matches itself exactly as the policy does: to hotspot.customers for
-- hotspot_tenant, and always to the customers the caller's query names.
CREATE FUNCTION hotspot_voucher_matches(p_customers text[], p_prefix text, p_code text, p_description text)
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
    USING p_customers, scope, p_prefix, p_code, p_description;
END $$;
--> statement-breakpoint
-- Only the application's roles may call it: a login role that has not taken one, or any other role,
-- may not (it runs as the owner).
REVOKE ALL ON FUNCTION hotspot_voucher_matches(text[], text, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION hotspot_voucher_matches(text[], text, text, text) TO hotspot_tenant, hotspot_all;
