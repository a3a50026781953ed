-- The update trigger of the code counters writes a customer's counter row only when a count changes.
-- Before, every UPDATE of a code (a login counting `used`) upserted the row with zero deltas: a row
-- lock per customer held to commit, so one customer's concurrent logins queued behind each other.
CREATE OR REPLACE FUNCTION voucher_counters_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_counters_add(customer_id, live, av, ai, iv, ii)
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
  WHERE live <> 0 OR av <> 0 OR ai <> 0 OR iv <> 0 OR ii <> 0;
  RETURN NULL;
END $$;
