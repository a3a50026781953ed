-- Row-level security on every tenant table (issue 12, docs/security.md "Row-level security"): the
-- database itself keeps one customer's rows from another customer's callers, whatever a query forgets.
--
-- Two roles without login, which the application's connections take with SET ROLE (server/db/client.ts):
--  - hotspot_tenant: a caller with grants on some customers. Sees and writes only the rows whose
--    customer_id is in the setting hotspot.customers (a comma-separated list, set per request).
--  - hotspot_all: a caller with grants on every customer ('*'), and the server's own work (RADIUS,
--    enrollment, mail, housekeeping). Its policy is `true`, which the planner drops: its queries plan
--    as without row-level security (a policy condition otherwise keeps non-leakproof conditions such as
--    LIKE or trigram matches from using their indexes).
-- Neither role owns a table, so neither bypasses a policy; the owner (the migrating role) is not used
-- for requests. Roles belong to the cluster: an installation that cannot create roles has them created
-- by an administrator beforehand (the statements below; they are skipped when the roles exist).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'hotspot_tenant') THEN
    CREATE ROLE hotspot_tenant NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'hotspot_all') THEN
    CREATE ROLE hotspot_all NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- Another database of the cluster created them at the same moment.
  NULL;
END $$;
--> statement-breakpoint
-- The customers of the current request, or none when the setting is missing or empty (never all).
CREATE FUNCTION hotspot_tenant_scope() RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_to_array(nullif(current_setting('hotspot.customers', true), ''), ','), '{}'::text[])
$$;
--> statement-breakpoint
-- Every table with customer_id: policies for both roles. The scope is read once per statement (the
-- sub-select is an init plan), so the condition is an index condition on customer_id, not a per-row call.
DO $$
DECLARE t regclass;
BEGIN
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
      AND EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'customer_id' AND NOT a.attisdropped)
  LOOP
    EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_rows ON %s TO hotspot_tenant
         USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
         WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))', t);
    EXECUTE format('CREATE POLICY all_rows ON %s TO hotspot_all USING (true) WITH CHECK (true)', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Privileges: the data of every table, except what only the server's own work touches: the secrets
-- in settings, refresh tokens, password-reset tokens and the sign-in throttle stay out of a tenant
-- request's reach. The audit log only grows (its triggers refuse changes; no role is granted them).
DO $$
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO hotspot_tenant, hotspot_all', current_schema());
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO hotspot_tenant, hotspot_all', current_schema());
  EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO hotspot_tenant, hotspot_all', current_schema());
END $$;
--> statement-breakpoint
REVOKE ALL ON refresh_tokens, password_resets, auth_throttle FROM hotspot_tenant;
--> statement-breakpoint
-- Settings hold the installation's secrets; a tenant request reads the analytics time zone only.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON settings FROM hotspot_tenant;
--> statement-breakpoint
ALTER TABLE settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON settings FOR SELECT TO hotspot_tenant USING (key = 'analytics_timezone');
--> statement-breakpoint
CREATE POLICY all_rows ON settings TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM hotspot_tenant, hotspot_all;
