-- voucher_moves_add(p_c, p_at, p_ids, p_d): logs the codes a statement moved in a customer's list by
-- creation into voucher_moves, under the customer's current `moves`; keeps the last 64 statements.
--
-- Last defined by migration 0028_voucher-moves-log.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Logs the moved codes (customer p_c[i], key (p_at[i], p_ids[i]), p_d[i] = +1 or -1) under the `moves`
-- the counters' trigger gave the customer in this statement (the triggers below call it after raising it).
CREATE OR REPLACE FUNCTION voucher_moves_add(p_c text[], p_at timestamptz[], p_ids text[], p_d integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_c) IS NULL OR cardinality(p_c) = 0 THEN RETURN; END IF;
  INSERT INTO voucher_moves (customer_id, moves, created_at, id, delta)
  SELECT x.customer_id, k.moves, x.created_at, x.id, x.delta
  FROM unnest(p_c, p_at, p_ids, p_d) AS x(customer_id, created_at, id, delta)
  JOIN voucher_counters k ON k.customer_id = x.customer_id
  WHERE x.customer_id IN (SELECT y.c FROM unnest(p_c) AS y(c) GROUP BY y.c HAVING count(*) <= 1000);
  DELETE FROM voucher_moves m USING voucher_counters k
  WHERE k.customer_id = ANY (p_c) AND m.customer_id = k.customer_id AND m.moves <= k.moves - 64;
END $$;
