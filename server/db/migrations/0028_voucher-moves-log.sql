CREATE TABLE "voucher_moves" (
	"customer_id" text NOT NULL,
	"moves" bigint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"id" text NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "voucher_moves_customer_id_moves_id_delta_pk" PRIMARY KEY("customer_id","moves","id","delta")
);
--> statement-breakpoint
-- The codes each statement moves in a customer's list by creation (issue 13, positions.ts): remembered
-- positions of the list are carried over the statements since they were found, by the codes those
-- entered (+1) or left (-1) before each position, instead of being found again by stepping over up to
-- half a million index entries. A statement that moves more than 1,000 codes of a customer logs none
-- of them (a reader then finds its positions again), and a customer keeps the last 64 statements.
ALTER TABLE voucher_moves ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON voucher_moves TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON voucher_moves TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON voucher_moves TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
-- Logs the moved codes (customer p_c[i], key (p_at[i], p_ids[i]), p_d[i] = +1 or -1) under the `moves`
-- the counters' trigger gave the customer in this statement (it runs first: triggers fire by name).
CREATE FUNCTION voucher_moves_add(p_c text[], p_at timestamptz[], p_ids text[], p_d integer[]) RETURNS void
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
--> statement-breakpoint
CREATE FUNCTION voucher_moves_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_moves_add(array_agg(customer_id), array_agg(created_at), array_agg(id), array_agg(1))
  FROM new_rows WHERE deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION voucher_moves_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_moves_add(array_agg(customer_id), array_agg(created_at), array_agg(id), array_agg(-1))
  FROM old_rows WHERE deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The moves as the counters' trigger finds them (0026): live codes by (id, creation) before and after.
CREATE FUNCTION voucher_moves_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_moves_add(array_agg(customer_id), array_agg(created_at), array_agg(id), array_agg(d))
  FROM (
    (SELECT customer_id, created_at, id, 1 AS d FROM new_rows WHERE deleted_at IS NULL
     EXCEPT SELECT customer_id, created_at, id, 1 FROM old_rows WHERE deleted_at IS NULL)
    UNION ALL
    (SELECT customer_id, created_at, id, -1 FROM old_rows WHERE deleted_at IS NULL
     EXCEPT SELECT customer_id, created_at, id, -1 FROM new_rows WHERE deleted_at IS NULL)
  ) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vouchers_moves_insert AFTER INSERT ON vouchers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_moves_on_insert();
--> statement-breakpoint
CREATE TRIGGER vouchers_moves_delete AFTER DELETE ON vouchers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_moves_on_delete();
--> statement-breakpoint
CREATE TRIGGER vouchers_moves_update AFTER UPDATE ON vouchers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_moves_on_update();
