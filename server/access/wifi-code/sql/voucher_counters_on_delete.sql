-- voucher_counters_on_delete(): statement trigger AFTER DELETE on vouchers (transition table
-- old_rows): subtracts the deleted live codes per customer, raises `moves` and logs the codes that moved.
--
-- Last defined by migration 0028_voucher-moves-log.sql (before: 0003, 0026).
-- Trigger vouchers_count_delete on vouchers: created by 0003_voucher_counter_triggers.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
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
CREATE OR REPLACE TRIGGER vouchers_count_delete AFTER DELETE ON vouchers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_counters_on_delete();
