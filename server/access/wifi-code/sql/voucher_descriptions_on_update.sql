-- voucher_descriptions_on_update(): statement trigger AFTER UPDATE on vouchers: the net change of live
-- codes per customer and lowercased description in voucher_descriptions.
--
-- Last defined by migration 0055_login-skips-voucher-triggers.sql (before: 0027, 0055).
-- Trigger vouchers_descriptions_update on vouchers: created by 0027_voucher-description-counts.sql.
-- Since 0055: nothing to do for a RADIUS login's update of a code (hotspot.voucher_login on, set by
-- hotspot_login_count around it), which changes no column this trigger looks at.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Only what changed: a statement that keeps every live code's description (a login counting `used`, a
-- deactivation) writes nothing here.
CREATE OR REPLACE FUNCTION voucher_descriptions_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hotspot.voucher_login', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM voucher_descriptions_add(array_agg(customer_id ORDER BY customer_id, description), array_agg(description ORDER BY customer_id, description), array_agg(n ORDER BY customer_id, description))
  FROM (
    SELECT customer_id, description, sum(n)::bigint AS n FROM (
      SELECT customer_id, lower(description) AS description, 1 AS n FROM new_rows
      WHERE deleted_at IS NULL AND description IS NOT NULL
      UNION ALL
      SELECT customer_id, lower(description), -1 FROM old_rows
      WHERE deleted_at IS NULL AND description IS NOT NULL
    ) d
    GROUP BY 1, 2
    HAVING sum(n) <> 0
  ) g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER vouchers_descriptions_update AFTER UPDATE ON vouchers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_descriptions_on_update();
