-- RADIUS in one statement per step: a login is one read and one write, an accounting record one
-- write. As plain statements the login's five-table read was planned anew on every login (PGlite has no
-- named prepared statements), and planning took several times longer than executing; plpgsql keeps
-- the plans of these functions for the session. The decisions stay in TypeScript (server/hotspot-login/).
CREATE FUNCTION hotspot_login_read(
  p_customer text, p_code text, p_device_account_id text, p_client text, p_default_template text
) RETURNS TABLE (
  s_id text, s_active boolean, s_valid boolean, s_deleted_at timestamptz, s_expires timestamptz,
  s_first_login_at timestamptz, s_dynamic_expires text, s_device_voucher boolean,
  s_connected_devices text[], s_simultaneous_use integer,
  a_id text, a_valid boolean, a_first_login_at timestamptz,
  lt_id text, lt_terms_of_use_id text, lt_cooldown jsonb,
  at_id text, at_dynamic_expires text, at_expires timestamptz, at_idle_timeout integer,
  at_max_bandwidth_down integer, at_max_bandwidth_up integer, at_max_surftime integer, at_max_volume integer,
  plugins jsonb
) LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_code IS NOT NULL THEN
    RETURN QUERY
    SELECT v.id, v.active, v.valid, v.deleted_at::timestamptz, v.expires::timestamptz,
      v.first_login_at::timestamptz, v.dynamic_expires, v.device_voucher, v.connected_devices, v.simultaneous_use,
      a.id, a.valid, a.first_login_at::timestamptz,
      lt.id, lt.terms_of_use_id, lt.cooldown,
      t.id, t.dynamic_expires, t.expires::timestamptz, t.idle_timeout,
      t.max_bandwidth_down, t.max_bandwidth_up, t.max_surftime, t.max_volume,
      cp.plugins
    FROM vouchers v
    LEFT JOIN hotspot_accounts a
      ON a.customer_id = v.customer_id AND a.voucher_id = v.id AND a.client_mac_hash = p_client
    LEFT JOIN hotspot_login_templates lt
      ON lt.customer_id = v.customer_id AND lt.id = coalesce(v.login_template_id, p_default_template)
    LEFT JOIN hotspot_account_templates t ON t.customer_id = lt.customer_id AND t.id = lt.account_template_id
    LEFT JOIN customer_plugins cp ON cp.customer_id = v.customer_id
    WHERE v.customer_id = p_customer AND v.code = p_code;
  ELSE
    RETURN QUERY
    SELECT d.id, d.active, true, NULL::timestamptz, d.expires::timestamptz,
      NULL::timestamptz, NULL::text, false, NULL::text[], NULL::integer,
      a.id, a.valid, a.first_login_at::timestamptz,
      lt.id, lt.terms_of_use_id, lt.cooldown,
      t.id, t.dynamic_expires, t.expires::timestamptz, t.idle_timeout,
      t.max_bandwidth_down, t.max_bandwidth_up, t.max_surftime, t.max_volume,
      cp.plugins
    FROM device_accounts d
    LEFT JOIN hotspot_accounts a
      ON a.customer_id = d.customer_id AND a.device_account_id = d.id AND a.client_mac_hash = p_client
    LEFT JOIN hotspot_login_templates lt
      ON lt.customer_id = d.customer_id AND lt.id = coalesce(d.login_template_id, p_default_template)
    LEFT JOIN hotspot_account_templates t ON t.customer_id = lt.customer_id AND t.id = lt.account_template_id
    LEFT JOIN customer_plugins cp ON cp.customer_id = d.customer_id
    WHERE d.customer_id = p_customer AND d.id = p_device_account_id;
  END IF;
END $$;
--> statement-breakpoint
-- The writes of a counted login, atomically: the code's usage (only if the code is still as it was
-- read: live, the same bound clients, first login and expiry — otherwise nothing is written and the
-- answer is NULL, and the caller decides again) and the client's hotspot account (created or reused).
-- Returns the account's id.
CREATE FUNCTION hotspot_login_count(
  p_customer text, p_voucher_id text, p_device_account_id text,
  p_seen_connected text[], p_seen_first_login timestamptz, p_seen_expires timestamptz,
  p_connected text[], p_expires timestamptz,
  p_account_id text, p_account_template_id text, p_login_template_id text,
  p_device_id text, p_device_mac text, p_client text, p_username text, p_search_text text, p_now timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_id text;
BEGIN
  IF p_voucher_id IS NOT NULL THEN
    UPDATE vouchers SET
      used = used + 1,
      first_login_at = coalesce(first_login_at, p_now),
      expires = p_expires,
      connected_devices = p_connected
    WHERE customer_id = p_customer AND id = p_voucher_id
      AND active AND valid AND deleted_at IS NULL
      AND connected_devices = p_seen_connected
      AND first_login_at IS NOT DISTINCT FROM p_seen_first_login
      AND expires IS NOT DISTINCT FROM p_seen_expires;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    INSERT INTO hotspot_accounts AS a (customer_id, id, account_template_id, login_template_id, hotspot_device_id,
      hotspot_device_mac, client_mac_hash, voucher_id, username, logins, first_login_at, last_login_at,
      search_text, created_at, updated_at)
    VALUES (p_customer, p_account_id, p_account_template_id, p_login_template_id, p_device_id,
      p_device_mac, p_client, p_voucher_id, p_username, 1, p_now, p_now, p_search_text, p_now, p_now)
    ON CONFLICT (customer_id, voucher_id, client_mac_hash) WHERE voucher_id IS NOT NULL DO UPDATE SET
      updated_at = p_now, hotspot_device_id = p_device_id, hotspot_device_mac = p_device_mac,
      logins = a.logins + 1, first_login_at = coalesce(a.first_login_at, p_now), last_login_at = p_now,
      account_template_id = p_account_template_id, login_template_id = p_login_template_id, username = p_username,
      search_text = lower(concat_ws(' ', coalesce(p_username, ''), coalesce(a.description, ''), coalesce(a.multi_account_id, '')))
    RETURNING a.id INTO v_id;
  ELSE
    INSERT INTO hotspot_accounts AS a (customer_id, id, account_template_id, login_template_id, hotspot_device_id,
      hotspot_device_mac, client_mac_hash, device_account_id, username, logins, first_login_at, last_login_at,
      search_text, created_at, updated_at)
    VALUES (p_customer, p_account_id, p_account_template_id, p_login_template_id, p_device_id,
      p_device_mac, p_client, p_device_account_id, p_username, 1, p_now, p_now, p_search_text, p_now, p_now)
    ON CONFLICT (customer_id, device_account_id, client_mac_hash) WHERE device_account_id IS NOT NULL DO UPDATE SET
      updated_at = p_now, hotspot_device_id = p_device_id, hotspot_device_mac = p_device_mac,
      logins = a.logins + 1, first_login_at = coalesce(a.first_login_at, p_now), last_login_at = p_now,
      account_template_id = p_account_template_id, login_template_id = p_login_template_id, username = p_username,
      search_text = lower(concat_ws(' ', coalesce(p_username, ''), coalesce(a.description, ''), coalesce(a.multi_account_id, '')))
    RETURNING a.id INTO v_id;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- One Accounting-Request (Start / Interim-Update / Stop): who the session belongs to (the code of
-- User-Name, else the device account of that username, else of the client MAC, and the client's
-- hotspot account with it) and the upsert of its radius_sessions row. Counters only grow (a late
-- Interim-Update must not undo a Stop's totals) and a Stop stays a Stop.
CREATE FUNCTION radius_accounting(
  p_customer text, p_device text, p_session_id text, p_code text, p_username text, p_client text,
  p_nas_ip text, p_started timestamptz, p_at timestamptz, p_stop boolean, p_input bigint, p_output bigint,
  p_session_time integer, p_cause text, p_new_id text
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_voucher text;
  v_device_account text;
  v_account text;
BEGIN
  IF p_code IS NOT NULL THEN
    SELECT id INTO v_voucher FROM vouchers WHERE customer_id = p_customer AND code = p_code;
  END IF;
  IF v_voucher IS NULL AND p_username IS NOT NULL THEN
    SELECT id INTO v_device_account FROM device_accounts
    WHERE customer_id = p_customer AND lower(username) = lower(trim(p_username)) LIMIT 1;
  END IF;
  IF v_voucher IS NULL AND v_device_account IS NULL AND p_client <> '' THEN
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
  INSERT INTO radius_sessions AS s (customer_id, id, acct_session_id, hotspot_device_id, hotspot_account_id,
    voucher_id, device_account_id, client_mac_hash, username, nas_ip, started_at, updated_at, stopped_at,
    input_bytes, output_bytes, session_time, terminate_cause)
  VALUES (p_customer, p_new_id, p_session_id, p_device, v_account, v_voucher, v_device_account, p_client,
    p_username, p_nas_ip, p_started, p_at, CASE WHEN p_stop THEN p_at END, p_input, p_output, p_session_time,
    CASE WHEN p_stop THEN p_cause END)
  ON CONFLICT (customer_id, hotspot_device_id, acct_session_id) DO UPDATE SET
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
    nas_ip = coalesce(s.nas_ip, excluded.nas_ip);
END $$;
