CREATE TABLE "radius_seat_reservations" (
	"customer_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"client_mac_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "radius_seat_reservations_customer_id_voucher_id_client_mac_hash_pk" PRIMARY KEY("customer_id","voucher_id","client_mac_hash")
);
--> statement-breakpoint
DROP INDEX "radius_sessions_acct_uq";--> statement-breakpoint
ALTER TABLE "radius_sessions" ADD COLUMN "login_class" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "radius_sessions" ADD COLUMN "nas_port" bigint;--> statement-breakpoint
CREATE INDEX "radius_seat_reservations_expires_idx" ON "radius_seat_reservations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "radius_sessions_open_key_uq" ON "radius_sessions" USING btree ("customer_id","hotspot_device_id","acct_session_id","login_class") WHERE "radius_sessions"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "radius_sessions_acct_idx" ON "radius_sessions" USING btree ("customer_id","hotspot_device_id","acct_session_id","started_at");
--> statement-breakpoint
-- Row-level security as every tenant table (migration 0021): a request sees its customers' rows, the
-- server's own work all of them.
ALTER TABLE radius_seat_reservations ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY tenant_rows ON radius_seat_reservations TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
--> statement-breakpoint
CREATE POLICY all_rows ON radius_seat_reservations TO hotspot_all USING (true) WITH CHECK (true)
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON radius_seat_reservations TO hotspot_tenant, hotspot_all
--> statement-breakpoint
DROP FUNCTION radius_accounting(text, text, text, text, text, text, text, timestamptz, timestamptz, boolean, bigint, bigint, integer, text, text)
--> statement-breakpoint
-- radius_accounting(...): one RADIUS Accounting-Request (Start, Interim-Update, Stop): finds whom the
-- session belongs to and upserts its radius_sessions row (server/access/radius/accounting.ts).
--
-- Last defined by migration 0035_robust-radius.sql (before: 0013, 0030, 0032).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- One Accounting-Request (Start / Interim-Update / Stop): who the session belongs to (the code of
-- User-Name, else the guest page's account G-<id>, else the device account of that username, else of
-- the client MAC, and the client's hotspot account with it) and the write of its radius_sessions row.
-- A session's key is (device, Acct-Session-Id, Class of its login) like FreeRADIUS's
-- Acct-Unique-Session-Id, and of the rows of one key only the open one (no stop) takes updates: a
-- Start opens a new row unless that key is open (a NAS that restarted its Acct-Session-Id counter,
-- or a Start after a Stop, is a new session). An Interim-Update or Stop updates the open row; without
-- one, a late or repeated one of the newest stopped row of the key that started at the same time
-- (within 60 s) updates that; else it is a session never seen to start and gets a row of its own.
-- Counters only grow (a late Interim-Update must not undo a Stop's totals) and a Stop stays a Stop.
-- A Start confirms the client's seat reservation of the code (radius_reserve_seat): the session holds it now.
CREATE OR REPLACE FUNCTION radius_accounting(
  p_customer text, p_device text, p_session_id text, p_code text, p_username text, p_client text,
  p_nas_ip text, p_started timestamptz, p_at timestamptz, p_stop boolean, p_input bigint, p_output bigint,
  p_session_time integer, p_cause text, p_new_id text, p_class text, p_nas_port bigint, p_start boolean
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_voucher text;
  v_device_account text;
  v_account text;
  v_row text;
BEGIN
  IF p_code IS NOT NULL THEN
    SELECT id INTO v_voucher FROM vouchers WHERE customer_id = p_customer AND code = p_code;
  END IF;
  -- The guest page's own accounts (EASY_LOGIN …) log in as G-<account id> (server/access/hotspot-login/guestAccounts.ts).
  IF v_voucher IS NULL AND p_username ~ '^G-[0-9a-f]{24}$' THEN
    SELECT id INTO v_account FROM hotspot_accounts
    WHERE customer_id = p_customer AND id = substr(p_username, 3)
      AND voucher_id IS NULL AND device_account_id IS NULL;
  END IF;
  -- An app token used at RADIUS (T-<token>; a device that keeps its own User-Name in accounting): the
  -- account its ticket logged in as (server/access/hotspot-login/redirectLogin.ts).
  IF v_voucher IS NULL AND v_account IS NULL AND p_username ~ '^T-[A-Za-z0-9_-]{43}$' THEN
    SELECT a.id INTO v_account FROM guest_login_tickets t
    JOIN hotspot_accounts a ON a.customer_id = t.customer_id AND a.id = t.query
    WHERE t.customer_id = p_customer AND t.kind = 'app'
      AND t.id = encode(sha256(convert_to(substr(p_username, 3), 'UTF8')), 'hex');
  END IF;
  IF v_voucher IS NULL AND v_account IS NULL AND p_username IS NOT NULL THEN
    SELECT id INTO v_device_account FROM device_accounts
    WHERE customer_id = p_customer AND lower(username) = lower(trim(p_username)) LIMIT 1;
  END IF;
  IF v_voucher IS NULL AND v_account IS NULL AND v_device_account IS NULL AND p_client <> '' THEN
    SELECT id INTO v_device_account FROM device_accounts
    WHERE customer_id = p_customer AND mac_hash = p_client LIMIT 1;
  END IF;
  IF v_voucher IS NOT NULL THEN
    SELECT id INTO v_account FROM hotspot_accounts
    WHERE customer_id = p_customer AND voucher_id = v_voucher AND client_mac_hash = p_client;
  ELSIF v_device_account IS NOT NULL THEN
    SELECT id INTO v_account FROM hotspot_accounts
    WHERE customer_id = p_customer AND device_account_id = v_device_account AND client_mac_hash = p_client;
  END IF;
  IF v_voucher IS NOT NULL AND p_start THEN
    DELETE FROM radius_seat_reservations
    WHERE customer_id = p_customer AND voucher_id = v_voucher AND client_mac_hash = p_client;
  END IF;
  IF NOT p_start THEN
    -- The open row of the key, else the newest stopped one that started at the same time.
    SELECT id INTO v_row FROM radius_sessions
    WHERE customer_id = p_customer AND hotspot_device_id = p_device AND acct_session_id = p_session_id
      AND login_class = p_class AND stopped_at IS NULL;
    IF v_row IS NULL THEN
      SELECT id INTO v_row FROM radius_sessions
      WHERE customer_id = p_customer AND hotspot_device_id = p_device AND acct_session_id = p_session_id
        AND login_class = p_class AND stopped_at IS NOT NULL
        AND started_at BETWEEN p_started - interval '60 seconds' AND p_started + interval '60 seconds'
      ORDER BY started_at DESC LIMIT 1;
    END IF;
    IF v_row IS NOT NULL THEN
      UPDATE radius_sessions s SET
        updated_at = greatest(s.updated_at, p_at),
        input_bytes = greatest(s.input_bytes, p_input),
        output_bytes = greatest(s.output_bytes, p_output),
        session_time = greatest(s.session_time, p_session_time),
        stopped_at = coalesce(s.stopped_at, CASE WHEN p_stop THEN p_at END),
        terminate_cause = coalesce(s.terminate_cause, CASE WHEN p_stop THEN p_cause END),
        hotspot_account_id = coalesce(s.hotspot_account_id, v_account),
        voucher_id = coalesce(s.voucher_id, v_voucher),
        device_account_id = coalesce(s.device_account_id, v_device_account),
        username = coalesce(p_username, s.username),
        nas_ip = coalesce(s.nas_ip, p_nas_ip),
        nas_port = coalesce(s.nas_port, p_nas_port)
      WHERE s.customer_id = p_customer AND s.id = v_row;
      RETURN;
    END IF;
  END IF;
  INSERT INTO radius_sessions AS s (customer_id, id, acct_session_id, login_class, hotspot_device_id,
    hotspot_account_id, voucher_id, device_account_id, client_mac_hash, username, nas_ip, nas_port, started_at,
    updated_at, stopped_at, input_bytes, output_bytes, session_time, terminate_cause)
  VALUES (p_customer, p_new_id, p_session_id, p_class, p_device, v_account, v_voucher, v_device_account, p_client,
    p_username, p_nas_ip, p_nas_port, p_started, p_at, CASE WHEN p_stop THEN p_at END, p_input, p_output,
    p_session_time, CASE WHEN p_stop THEN p_cause END)
  ON CONFLICT (customer_id, hotspot_device_id, acct_session_id, login_class) WHERE stopped_at IS NULL DO UPDATE SET
    updated_at = greatest(s.updated_at, excluded.updated_at),
    input_bytes = greatest(s.input_bytes, excluded.input_bytes),
    output_bytes = greatest(s.output_bytes, excluded.output_bytes),
    session_time = greatest(s.session_time, excluded.session_time),
    stopped_at = coalesce(s.stopped_at, excluded.stopped_at),
    terminate_cause = coalesce(s.terminate_cause, excluded.terminate_cause),
    hotspot_account_id = coalesce(s.hotspot_account_id, excluded.hotspot_account_id),
    voucher_id = coalesce(s.voucher_id, excluded.voucher_id),
    device_account_id = coalesce(s.device_account_id, excluded.device_account_id),
    username = coalesce(excluded.username, s.username),
    nas_ip = coalesce(s.nas_ip, excluded.nas_ip),
    nas_port = coalesce(s.nas_port, excluded.nas_port);
END $$;
--> statement-breakpoint
-- radius_reserve_seat(...): simultaneous use of a code at Access-Request time (server/access/hotspot-login/decision.ts,
-- docs/radius.md): under an advisory lock per code (every instance on one database waits for it), the
-- clients holding the code — online sessions and unexpired reservations — are counted; a client that
-- holds one already, or a new one while fewer than p_limit do, gets (or renews) a reservation until
-- p_until and true; otherwise false. The accounting Start of the client's session removes it
-- (radius_accounting); expired ones of the code go here.
--
-- Last defined by migration 0035_robust-radius.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION radius_reserve_seat(
  p_customer text, p_voucher text, p_client text, p_limit integer, p_online_since timestamptz,
  p_now timestamptz, p_until timestamptz
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_taken integer;
  v_mine boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('radius_seat:' || p_customer || '/' || p_voucher, 0));
  DELETE FROM radius_seat_reservations
  WHERE customer_id = p_customer AND voucher_id = p_voucher AND expires_at <= p_now;
  SELECT count(DISTINCT c), coalesce(bool_or(c = p_client), false) INTO v_taken, v_mine FROM (
    SELECT client_mac_hash AS c FROM radius_sessions
    WHERE customer_id = p_customer AND voucher_id = p_voucher AND stopped_at IS NULL AND updated_at > p_online_since
    UNION ALL
    SELECT client_mac_hash FROM radius_seat_reservations
    WHERE customer_id = p_customer AND voucher_id = p_voucher
  ) held;
  IF NOT v_mine AND v_taken >= p_limit THEN
    RETURN false;
  END IF;
  INSERT INTO radius_seat_reservations AS r (customer_id, voucher_id, client_mac_hash, expires_at)
  VALUES (p_customer, p_voucher, p_client, p_until)
  ON CONFLICT (customer_id, voucher_id, client_mac_hash) DO UPDATE SET expires_at = greatest(r.expires_at, excluded.expires_at);
  RETURN true;
END $$;
--> statement-breakpoint
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
