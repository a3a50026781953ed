CREATE TABLE "voucher_moves" (
	"customer_id" text NOT NULL,
	"moves" bigint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"id" text NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "voucher_moves_customer_id_moves_id_delta_pk" PRIMARY KEY("customer_id","moves","id","delta")
);
--> statement-breakpoint
-- The codes each statement moves in a customer's list by creation (issue 13, positions.ts), logged by
-- the counters' triggers (0003, 0011, 0026, replaced below) where they raise `moves`: remembered
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
-- the counters' trigger gave the customer in this statement (the triggers below call it after raising it).
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
-- The counters' triggers (0026) log what they count as moves, so that the moved codes are found once
-- per statement: as 0026, and the codes logged after the counter is raised.
CREATE OR REPLACE FUNCTION voucher_counters_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_counters_add(customer_id, count(*), count(*) FILTER (WHERE active AND valid),
    count(*) FILTER (WHERE active AND NOT valid), count(*) FILTER (WHERE NOT active AND valid),
    count(*) FILTER (WHERE NOT active AND NOT valid), 1)
  FROM new_rows WHERE deleted_at IS NULL GROUP BY customer_id;
  PERFORM voucher_moves_add(array_agg(customer_id), array_agg(created_at), array_agg(id), array_agg(1))
  FROM new_rows WHERE deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION voucher_counters_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_counters_add(customer_id, -count(*), -count(*) FILTER (WHERE active AND valid),
    -count(*) FILTER (WHERE active AND NOT valid), -count(*) FILTER (WHERE NOT active AND valid),
    -count(*) FILTER (WHERE NOT active AND NOT valid), 1)
  FROM old_rows WHERE deleted_at IS NULL GROUP BY customer_id;
  PERFORM voucher_moves_add(array_agg(customer_id), array_agg(created_at), array_agg(id), array_agg(-1))
  FROM old_rows WHERE deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As 0026, and the moved codes (live codes by (id, creation) before and after) logged when the
-- statement moved any: an update that moves none (a deactivation, a login) costs what it did.
CREATE OR REPLACE FUNCTION voucher_counters_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  any_moved boolean;
BEGIN
  SELECT coalesce(bool_or(z.moved = 1), false) INTO any_moved FROM (
    SELECT t.moved, voucher_counters_add(t.customer_id, t.live, t.av, t.ai, t.iv, t.ii, t.moved)
    FROM (
      SELECT coalesce(s.customer_id, m.customer_id) AS customer_id, coalesce(s.live, 0) AS live,
        coalesce(s.av, 0) AS av, coalesce(s.ai, 0) AS ai, coalesce(s.iv, 0) AS iv, coalesce(s.ii, 0) AS ii,
        CASE WHEN m.customer_id IS NULL THEN 0 ELSE 1 END AS moved
      FROM (
        SELECT customer_id, sum(n) AS live,
          coalesce(sum(n) FILTER (WHERE active AND valid), 0) AS av,
          coalesce(sum(n) FILTER (WHERE active AND NOT valid), 0) AS ai,
          coalesce(sum(n) FILTER (WHERE NOT active AND valid), 0) AS iv,
          coalesce(sum(n) FILTER (WHERE NOT active AND NOT valid), 0) AS ii
        FROM (
          SELECT customer_id, active, valid, 1 AS n FROM new_rows WHERE deleted_at IS NULL
          UNION ALL
          SELECT customer_id, active, valid, -1 AS n FROM old_rows WHERE deleted_at IS NULL
        ) d
        GROUP BY customer_id
      ) s
      FULL JOIN (
        SELECT DISTINCT customer_id FROM (
          (SELECT customer_id, id, created_at FROM new_rows WHERE deleted_at IS NULL
           EXCEPT SELECT customer_id, id, created_at FROM old_rows WHERE deleted_at IS NULL)
          UNION ALL
          (SELECT customer_id, id, created_at FROM old_rows WHERE deleted_at IS NULL
           EXCEPT SELECT customer_id, id, created_at FROM new_rows WHERE deleted_at IS NULL)
        ) x
      ) m ON m.customer_id = s.customer_id
    ) t
    WHERE t.live <> 0 OR t.av <> 0 OR t.ai <> 0 OR t.iv <> 0 OR t.ii <> 0 OR t.moved <> 0
  ) z;
  IF any_moved THEN
    PERFORM voucher_moves_add(array_agg(customer_id), array_agg(created_at), array_agg(id), array_agg(d))
    FROM (
      (SELECT customer_id, created_at, id, 1 AS d FROM new_rows WHERE deleted_at IS NULL
       EXCEPT SELECT customer_id, created_at, id, 1 FROM old_rows WHERE deleted_at IS NULL)
      UNION ALL
      (SELECT customer_id, created_at, id, -1 FROM old_rows WHERE deleted_at IS NULL
       EXCEPT SELECT customer_id, created_at, id, -1 FROM new_rows WHERE deleted_at IS NULL)
    ) x;
  END IF;
  RETURN NULL;
END $$;
