-- hotspot_voucher_described(p_customers, p_description): how many live codes carry a description LIKE
-- the pattern, from voucher_descriptions, as the owner and confined like hotspot_voucher_matches; used by
-- server/access/wifi-code/store.ts for broad searches.
--
-- Last defined by migration 0027_voucher-description-counts.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- How many live codes of the customers (all the caller's when null) carry a description that is LIKE
-- the pattern. As hotspot_voucher_matches (0022, 0024): the owner's, so that the trigram index and the
-- column's statistics apply under row-level security, confined to the request's customers itself.
CREATE OR REPLACE FUNCTION hotspot_voucher_described(p_customers text[], p_description text)
RETURNS bigint
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  confined boolean := current_setting('role') = 'hotspot_tenant';
  scope text[] := CASE WHEN confined THEN hotspot_tenant_scope() END;
  n bigint;
BEGIN
  EXECUTE
    'SELECT coalesce(sum(d.live), 0) FROM voucher_descriptions d WHERE d.description LIKE $3'
    || CASE WHEN p_customers IS NOT NULL THEN ' AND d.customer_id = ANY ($1)' ELSE '' END
    || CASE WHEN confined THEN ' AND d.customer_id = ANY ($2)' ELSE '' END
    INTO n
    USING p_customers, scope, p_description;
  RETURN n;
END $$;
--> statement-breakpoint
-- Only the application's roles may call it: a login role that has not taken one, or any other role,
-- may not (it runs as the owner).
REVOKE ALL ON FUNCTION hotspot_voucher_described(text[], text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION hotspot_voucher_described(text[], text) TO hotspot_tenant, hotspot_all;
