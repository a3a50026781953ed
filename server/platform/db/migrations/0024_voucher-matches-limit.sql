-- Broad WiFi-code searches (issue 13, docs/decisions.md "Broad searches"): hotspot_voucher_matches
-- takes a limit, so that the server can learn cheaply whether a search matches more codes than
-- SEARCH_TOTAL_CAP (it stops after the limit instead of collecting every match). Otherwise as 0022.
DROP FUNCTION hotspot_voucher_matches(text[], text, text, text);
--> statement-breakpoint
CREATE FUNCTION hotspot_voucher_matches(
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
REVOKE ALL ON FUNCTION hotspot_voucher_matches(text[], text, text, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION hotspot_voucher_matches(text[], text, text, text, integer) TO hotspot_tenant, hotspot_all;
