-- webhook_plugin_endpoint(): row trigger AFTER INSERT/UPDATE/DELETE on customer_plugins. The
-- customer's webhook plugin (apiUrl and token) is the customer's first webhook endpoint: a row of
-- webhook_endpoints with source 'plugin', the plugin record's id, every event, the token as its
-- signing secret and the block's active flag. Kept in sync here, whoever writes the plugin (the
-- portal, the demo seed, a tool); a plugin without the block, or without apiUrl or token, has none
-- (its delivery log goes with it). docs/webhooks.md.
--
-- Last defined by migration 0039_webhooks.sql; its trigger too.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION webhook_plugin_endpoint() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM webhook_endpoints WHERE customer_id = OLD.customer_id AND source = 'plugin';
    RETURN NULL;
  END IF;
  b := NEW.plugins -> 'webhook';
  IF b IS NULL OR coalesce(b ->> 'apiUrl', '') = '' OR coalesce(b ->> 'token', '') = '' THEN
    DELETE FROM webhook_endpoints WHERE customer_id = NEW.customer_id AND source = 'plugin';
    RETURN NULL;
  END IF;
  DELETE FROM webhook_endpoints WHERE customer_id = NEW.customer_id AND source = 'plugin' AND id <> NEW.id;
  INSERT INTO webhook_endpoints (customer_id, id, source, url, secret, events, active)
  VALUES (NEW.customer_id, NEW.id, 'plugin', b ->> 'apiUrl', b ->> 'token', '{}'::text[],
    coalesce((b ->> 'active')::boolean, false))
  ON CONFLICT (customer_id, id) DO UPDATE
    SET url = excluded.url, secret = excluded.secret, active = excluded.active, updated_at = now()
    WHERE (webhook_endpoints.url, webhook_endpoints.secret, webhook_endpoints.active)
      IS DISTINCT FROM (excluded.url, excluded.secret, excluded.active);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customer_plugins_webhook_endpoint
  AFTER INSERT OR UPDATE OR DELETE ON customer_plugins
  FOR EACH ROW EXECUTE FUNCTION webhook_plugin_endpoint();
