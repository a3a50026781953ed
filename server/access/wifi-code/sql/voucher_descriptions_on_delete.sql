-- voucher_descriptions_on_delete(): statement trigger AFTER DELETE on vouchers: subtracts the deleted
-- live codes per customer and lowercased description from voucher_descriptions.
--
-- Last defined by migration 0027_voucher-description-counts.sql.
-- Trigger vouchers_descriptions_delete on vouchers: created by 0027_voucher-description-counts.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION voucher_descriptions_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_descriptions_add(array_agg(customer_id ORDER BY customer_id, description), array_agg(description ORDER BY customer_id, description), array_agg(-n ORDER BY customer_id, description))
  FROM (
    SELECT customer_id, lower(description) AS description, count(*) AS n FROM old_rows
    WHERE deleted_at IS NULL AND description IS NOT NULL GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER vouchers_descriptions_delete AFTER DELETE ON vouchers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_descriptions_on_delete();
