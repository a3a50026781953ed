-- analytics_on_quarter_row(): row trigger on session_quarter_clients keeping session_quarter_users
-- exact; does nothing with set_config('hotspot.skip_users', 'on', true) (the rebuild counts in bulk).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- Trigger session_quarter_clients_users on session_quarter_clients: created by 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_on_quarter_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hotspot.skip_users', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_quarter_users_delta(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM analytics_quarter_users_delta(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER session_quarter_clients_users AFTER INSERT OR DELETE
  OR UPDATE OF bucket, hotspot_device_id, location_id, prev_customer, prev_device, prev_location
  ON session_quarter_clients FOR EACH ROW EXECUTE FUNCTION analytics_on_quarter_row();
