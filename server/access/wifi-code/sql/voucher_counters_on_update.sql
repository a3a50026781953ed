-- voucher_counters_on_update(): statement trigger AFTER UPDATE on vouchers (transition tables
-- old_rows, new_rows): the state deltas per customer (a counter row written only when something
-- changed), `moves` raised and the moved codes logged when live codes by (id, creation) differ.
--
-- Last defined by migration 0060_counter-trigger-plans-per-statement.sql (before: 0003, 0011, 0026, 0028, 0054, 0055).
-- Trigger vouchers_count_update on vouchers: created by 0003_voucher_counter_triggers.sql.
-- Since 0055: nothing to do for a RADIUS login's update of a code (hotspot.voucher_login on, set by
-- hotspot_login_count around it), which changes no column this trigger looks at.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- As 0026, and the moved codes (live codes by (id, creation) before and after) logged when the
-- statement moved any: an update that moves none (a deactivation, a login) costs what it did.
-- Since 0054: `edits` raised once per customer whose live codes the statement changed in a key of
-- the list's positioned orders (description, valid, simultaneous_use, active; D333). Not `used` and
-- `expires`, which a login changes: a login still writes no counter row (0011).
CREATE OR REPLACE FUNCTION voucher_counters_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  any_moved boolean;
BEGIN
  IF current_setting('hotspot.voucher_login', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
  -- Planned for each statement (EXECUTE): PL/pgSQL keeps a plan for the connection's life and the
  -- planner sizes a transition table by the rows it held then, so a plan made for a one-code edit
  -- joined a later bulk's 10,000 old and new rows in a nested loop (seconds per thousand; D353).
  EXECUTE $q$
    UPDATE voucher_counters c SET edits = c.edits + 1
    FROM (
      SELECT DISTINCT n.customer_id FROM new_rows n
      JOIN old_rows o ON o.customer_id = n.customer_id AND o.id = n.id
      WHERE n.deleted_at IS NULL AND o.deleted_at IS NULL
        AND (n.description, n.valid, n.simultaneous_use, n.active)
          IS DISTINCT FROM (o.description, o.valid, o.simultaneous_use, o.active)
    ) e
    WHERE c.customer_id = e.customer_id
  $q$;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER vouchers_count_update AFTER UPDATE ON vouchers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_counters_on_update();
