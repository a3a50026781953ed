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
