-- audit_log_append_only(): refuses every UPDATE, DELETE and TRUNCATE of audit_log (its two triggers).
--
-- Last defined by migration 0019_audit-log.sql.
-- Trigger audit_log_no_truncate on audit_log: created by 0019_audit-log.sql.
-- Trigger audit_log_no_update_or_delete on audit_log: created by 0019_audit-log.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Append-only: no application path (and no role without the right to drop this trigger) can change
-- or remove an entry.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
