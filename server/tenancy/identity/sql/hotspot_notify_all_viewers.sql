-- hotspot_notify_all_viewers(): statement trigger AFTER TRUNCATE on users and user_grants, and row
-- trigger on customers when a customer's second-factor requirement changes (D287): NOTIFY
-- hotspot_viewers with '*', every cached caller.
--
-- Last defined by migration 0046_second-factor-policy-and-indexes.sql (before: 0023).
-- Trigger customers_notify_second_factor on customers: created by 0046_second-factor-policy-and-indexes.sql.
-- Trigger user_grants_notify_truncate on user_grants: created by 0023_viewer-notifications.sql.
-- Trigger users_notify_truncate on users: created by 0023_viewer-notifications.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- TRUNCATE fires no row trigger: '*' drops every cached caller.
CREATE OR REPLACE FUNCTION hotspot_notify_all_viewers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hotspot_viewers', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER user_grants_notify_truncate AFTER TRUNCATE ON user_grants
  FOR EACH STATEMENT EXECUTE FUNCTION hotspot_notify_all_viewers();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_notify_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION hotspot_notify_all_viewers();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_notify_second_factor
  AFTER UPDATE OF second_factor_required ON customers
  FOR EACH ROW WHEN (OLD.second_factor_required IS DISTINCT FROM NEW.second_factor_required)
  EXECUTE FUNCTION hotspot_notify_all_viewers();
