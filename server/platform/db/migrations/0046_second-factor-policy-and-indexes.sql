ALTER TABLE "customers" ADD COLUMN "second_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "hotspot_accounts_login_template_idx" ON "hotspot_accounts" USING btree ("customer_id","login_template_id");--> statement-breakpoint
CREATE INDEX "radius_sessions_username_idx" ON "radius_sessions" USING btree ("customer_id",lower("username"));
--> statement-breakpoint
-- The callers' cache learns of second factors and of a customer's requirement (D287): the live
-- definitions of server/tenancy/identity/sql/hotspot_notify_grant.sql and hotspot_notify_all_viewers.sql.
-- hotspot_notify_grant(): row trigger on user_grants and user_totp: NOTIFY hotspot_viewers with the
-- user's id of a grant that was added, changed or removed, or of a second factor set up, confirmed or
-- removed (the callers' cache: a customer that requires a second factor is in a caller's grants only
-- while the caller has one, D287).
--
-- Last defined by migration 0046_second-factor-policy-and-indexes.sql (before: 0023).
-- Trigger user_grants_notify_viewer on user_grants: created by 0023_viewer-notifications.sql.
-- Trigger user_totp_notify_viewer on user_totp: created by 0046_second-factor-policy-and-indexes.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION hotspot_notify_grant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('hotspot_viewers', OLD.user_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('hotspot_viewers', NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER user_grants_notify_viewer
  AFTER INSERT OR UPDATE OR DELETE ON user_grants
  FOR EACH ROW EXECUTE FUNCTION hotspot_notify_grant();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER user_totp_notify_viewer
  AFTER INSERT OR UPDATE OF confirmed_at OR DELETE ON user_totp
  FOR EACH ROW EXECUTE FUNCTION hotspot_notify_grant();
--> statement-breakpoint
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
