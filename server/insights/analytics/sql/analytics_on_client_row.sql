-- analytics_on_client_row(): row trigger on session_daily_clients keeping session_daily_users exact;
-- does nothing with set_config('hotspot.skip_users', 'on', true) or when no counted column changed.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0020).
-- Trigger session_daily_clients_users on session_daily_clients: created by 0020_analytics-users-by-previous-day.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- With set_config('hotspot.skip_users', 'on', true) it does nothing (the rebuild counts in bulk); nor
-- for an update that changes no counted column (analytics_client_prevs sets the next days, migration
-- 0056, in the statement that sets the previous ones).
CREATE OR REPLACE FUNCTION analytics_on_client_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hotspot.skip_users', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND (OLD.day, OLD.hotspot_device_id, OLD.location_id, OLD.prev_customer, OLD.prev_device,
      OLD.prev_location) IS NOT DISTINCT FROM (NEW.day, NEW.hotspot_device_id, NEW.location_id, NEW.prev_customer,
      NEW.prev_device, NEW.prev_location) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_users_delta(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM analytics_users_delta(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER session_daily_clients_users AFTER INSERT OR DELETE
  OR UPDATE OF day, hotspot_device_id, location_id, prev_customer, prev_device, prev_location
  ON session_daily_clients FOR EACH ROW EXECUTE FUNCTION analytics_on_client_row();
