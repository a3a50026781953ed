-- radius_notify_devices(): statement trigger AFTER INSERT/UPDATE/DELETE/TRUNCATE on what the RADIUS
-- server keeps in memory per device (server/access/radius/deviceIndex.ts): hotspot devices, their
-- WAN MACs, device configurations (secrets, login templates, settings), their login templates and
-- the customers' RADIUS secrets. Notifies `hotspot_radius_devices` on commit, from whichever instance,
-- tool or cascade; every instance LISTENs and drops its index. NOTIFY folds repeats within a transaction.
--
-- Last defined by migration 0035_robust-radius.sql; its triggers too.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION radius_notify_devices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hotspot_radius_devices', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotspot_devices_notify_radius
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotspot_devices
  FOR EACH STATEMENT EXECUTE FUNCTION radius_notify_devices();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotspot_device_macs_notify_radius
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotspot_device_macs
  FOR EACH STATEMENT EXECUTE FUNCTION radius_notify_devices();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotspot_device_configs_notify_radius
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotspot_device_configs
  FOR EACH STATEMENT EXECUTE FUNCTION radius_notify_devices();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotspot_device_config_login_templates_notify_radius
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotspot_device_config_login_templates
  FOR EACH STATEMENT EXECUTE FUNCTION radius_notify_devices();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER radius_secrets_notify_radius
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON radius_secrets
  FOR EACH STATEMENT EXECUTE FUNCTION radius_notify_devices();
