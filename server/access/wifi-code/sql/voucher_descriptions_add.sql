-- voucher_descriptions_add(c, d, n): adds n[i] to the live codes of (customer c[i], description d[i])
-- in voucher_descriptions and drops the rows that reach 0; called by the description triggers on vouchers.
--
-- Last defined by migration 0027_voucher-description-counts.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Adds n[i] to the live codes of (c[i], d[i]), and drops the rows that reach 0. The callers pass the
-- keys in order, so that two statements writing the same descriptions lock them in one order.
CREATE OR REPLACE FUNCTION voucher_descriptions_add(c text[], d text[], n bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(c) IS NULL OR cardinality(c) = 0 THEN RETURN; END IF;
  INSERT INTO voucher_descriptions AS v (customer_id, description, live)
  SELECT * FROM unnest(c, d, n)
  ON CONFLICT (customer_id, description) DO UPDATE SET live = v.live + EXCLUDED.live;
  IF EXISTS (SELECT FROM unnest(n) x WHERE x < 0) THEN
    DELETE FROM voucher_descriptions v USING unnest(c, d) AS x(c, d)
    WHERE v.customer_id = x.c AND v.description = x.d AND v.live <= 0;
  END IF;
END $$;
