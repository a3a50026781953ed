-- Live WiFi codes per customer, in all and by state (active/valid), kept by statement triggers with
-- transition tables: one counter update per statement and customer, whatever the number of rows.
CREATE FUNCTION voucher_counters_add(cid text, d_live bigint, d_av bigint, d_ai bigint, d_iv bigint, d_ii bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO voucher_counters AS c (customer_id, live, active_valid, active_invalid, inactive_valid, inactive_invalid)
  VALUES (cid, d_live, d_av, d_ai, d_iv, d_ii)
  ON CONFLICT (customer_id) DO UPDATE SET
    live = c.live + EXCLUDED.live,
    active_valid = c.active_valid + EXCLUDED.active_valid,
    active_invalid = c.active_invalid + EXCLUDED.active_invalid,
    inactive_valid = c.inactive_valid + EXCLUDED.inactive_valid,
    inactive_invalid = c.inactive_invalid + EXCLUDED.inactive_invalid;
$$;
--> statement-breakpoint
CREATE FUNCTION voucher_counters_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_counters_add(customer_id, count(*), count(*) FILTER (WHERE active AND valid),
    count(*) FILTER (WHERE active AND NOT valid), count(*) FILTER (WHERE NOT active AND valid),
    count(*) FILTER (WHERE NOT active AND NOT valid))
  FROM new_rows WHERE deleted_at IS NULL GROUP BY customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION voucher_counters_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_counters_add(customer_id, -count(*), -count(*) FILTER (WHERE active AND valid),
    -count(*) FILTER (WHERE active AND NOT valid), -count(*) FILTER (WHERE NOT active AND valid),
    -count(*) FILTER (WHERE NOT active AND NOT valid))
  FROM old_rows WHERE deleted_at IS NULL GROUP BY customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION voucher_counters_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_counters_add(customer_id, sum(n), coalesce(sum(n) FILTER (WHERE active AND valid), 0),
    coalesce(sum(n) FILTER (WHERE active AND NOT valid), 0), coalesce(sum(n) FILTER (WHERE NOT active AND valid), 0),
    coalesce(sum(n) FILTER (WHERE NOT active AND NOT valid), 0))
  FROM (
    SELECT customer_id, active, valid, 1 AS n FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT customer_id, active, valid, -1 AS n FROM old_rows WHERE deleted_at IS NULL
  ) d
  GROUP BY customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vouchers_count_insert AFTER INSERT ON vouchers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_counters_on_insert();
--> statement-breakpoint
CREATE TRIGGER vouchers_count_delete AFTER DELETE ON vouchers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_counters_on_delete();
--> statement-breakpoint
CREATE TRIGGER vouchers_count_update AFTER UPDATE ON vouchers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_counters_on_update();
--> statement-breakpoint
-- Counts of the codes that exist already.
INSERT INTO voucher_counters (customer_id, live, active_valid, active_invalid, inactive_valid, inactive_invalid)
SELECT customer_id, count(*), count(*) FILTER (WHERE active AND valid), count(*) FILTER (WHERE active AND NOT valid),
       count(*) FILTER (WHERE NOT active AND valid), count(*) FILTER (WHERE NOT active AND NOT valid)
FROM vouchers WHERE deleted_at IS NULL GROUP BY customer_id
ON CONFLICT (customer_id) DO UPDATE SET live = EXCLUDED.live, active_valid = EXCLUDED.active_valid,
  active_invalid = EXCLUDED.active_invalid, inactive_valid = EXCLUDED.inactive_valid, inactive_invalid = EXCLUDED.inactive_invalid;
