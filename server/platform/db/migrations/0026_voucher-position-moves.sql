-- Remembered positions in the WiFi-code list (issue 13, server/modules/wifi-code/positions.ts): the
-- counters' triggers raise `moves` once per statement and customer whenever a live code enters or
-- leaves the list by creation (added, deleted, soft-deleted, restored) or its creation time changes.
-- An update of anything else (a login counting `used`, a deactivation) leaves it, and every position.
ALTER TABLE "voucher_counters" ADD COLUMN "moves" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION voucher_counters_add(cid text, d_live bigint, d_av bigint, d_ai bigint, d_iv bigint, d_ii bigint, d_moves bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO voucher_counters AS c (customer_id, live, active_valid, active_invalid, inactive_valid, inactive_invalid, moves)
  VALUES (cid, d_live, d_av, d_ai, d_iv, d_ii, d_moves)
  ON CONFLICT (customer_id) DO UPDATE SET
    live = c.live + EXCLUDED.live,
    active_valid = c.active_valid + EXCLUDED.active_valid,
    active_invalid = c.active_invalid + EXCLUDED.active_invalid,
    inactive_valid = c.inactive_valid + EXCLUDED.inactive_valid,
    inactive_invalid = c.inactive_invalid + EXCLUDED.inactive_invalid,
    moves = c.moves + EXCLUDED.moves;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION voucher_counters_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_counters_add(customer_id, count(*), count(*) FILTER (WHERE active AND valid),
    count(*) FILTER (WHERE active AND NOT valid), count(*) FILTER (WHERE NOT active AND valid),
    count(*) FILTER (WHERE NOT active AND NOT valid), 1)
  FROM new_rows WHERE deleted_at IS NULL GROUP BY customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION voucher_counters_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_counters_add(customer_id, -count(*), -count(*) FILTER (WHERE active AND valid),
    -count(*) FILTER (WHERE active AND NOT valid), -count(*) FILTER (WHERE NOT active AND valid),
    -count(*) FILTER (WHERE NOT active AND NOT valid), 1)
  FROM old_rows WHERE deleted_at IS NULL GROUP BY customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The state deltas as in 0011 (a counter row written only when something changed), and a move where
-- the live codes by (id, creation) differ before and after the statement.
CREATE OR REPLACE FUNCTION voucher_counters_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_counters_add(customer_id, live, av, ai, iv, ii, moved)
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
  WHERE live <> 0 OR av <> 0 OR ai <> 0 OR iv <> 0 OR ii <> 0 OR moved <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION voucher_counters_add(text, bigint, bigint, bigint, bigint, bigint);
