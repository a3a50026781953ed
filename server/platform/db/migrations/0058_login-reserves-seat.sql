DROP FUNCTION hotspot_login_count(text, text, text, timestamptz, timestamptz, integer, text, text, text, text, text, text, text, text, timestamptz, text, text, text, text, text, text, text);
--> statement-breakpoint
-- login-reserves-seat: the live definitions of
--   server/access/hotspot-login/sql/hotspot_login_count.sql
-- (written by scripts/sql-migration.mjs from the module SQL files; docs/database-functions.md).
-- hotspot_login_count(...): the writes of a counted RADIUS login in one statement: the code's usage and
-- bound clients (only if the code is still as it was read) and the client's hotspot account (created
-- or reused, in the group of the code's or device account's devices, p_multi_account_id, unless it
-- has one); answers the account's id (no row, or a NULL id, when the caller must decide again;
-- server/access/hotspot-login/decision.ts).
--
-- Last defined by migration 0058_login-reserves-seat.sql (before: 0013, 0014, 0048, 0055, 0055, 0057).
-- Since 0055: the code's update runs with hotspot.voucher_login on, and the vouchers' statement
-- triggers (counters, descriptions) return at once: it changes used, expires, first_login_at and
-- connected_devices, none of which they count, and their queries over the transition tables were a
-- fifth of a login's time in the database (issue 36).
-- Since 0057 (decision D340): a login decided from a read kept in memory (a returning guest) passes the
-- row versions (xmin) it decided on, p_seen_*: the code, the client's account, the login and account
-- templates and the customer's plugins ('' for none); the statement writes only if every one is still
-- that version, else answers no row and the caller decides again from a new read. It answers the
-- account's id with the new versions of the code and the account it wrote (to keep with the read).
-- Without p_seen_voucher (a login decided from a new read) nothing more is checked than before.
-- Since 0058: a code limited to p_seat_limit clients (> 0) reserves the client's seat first
-- (radius_reserve_seat, the limit's only check for a counted login; until then a statement of its own
-- before this one); held by as many other clients as the limit, nothing is written and the answer's
-- seat_refused is true.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION hotspot_login_count(
  p_customer text, p_voucher_id text, p_device_account_id text,
  p_seen_expires timestamptz, p_expires timestamptz, p_bound integer,
  p_account_id text, p_account_template_id text, p_login_template_id text,
  p_device_id text, p_device_mac text, p_client text, p_username text, p_search_text text, p_now timestamptz,
  p_multi_account_id text, p_seen_voucher text, p_seen_account_id text, p_seen_account text,
  p_seen_login_template text, p_seen_account_template text, p_seen_plugins text,
  p_seat_limit integer, p_online_since timestamptz, p_seat_until timestamptz
) RETURNS TABLE (login_account_id text, code_xmin text, account_xmin text, seat_refused boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_id text;
  v_vx text;
  v_ax text;
BEGIN
  IF p_seen_voucher IS NOT NULL AND (
    NOT EXISTS (SELECT FROM hotspot_accounts h
      WHERE h.customer_id = p_customer AND h.id = p_seen_account_id AND h.xmin::text = p_seen_account)
    OR (p_seen_login_template IS NOT NULL AND NOT EXISTS (SELECT FROM hotspot_login_templates lt
      WHERE lt.customer_id = p_customer AND lt.id = p_login_template_id AND lt.xmin::text = p_seen_login_template))
    OR (p_seen_account_template IS NOT NULL AND NOT EXISTS (SELECT FROM hotspot_account_templates t
      WHERE t.customer_id = p_customer AND t.id = p_account_template_id AND t.xmin::text = p_seen_account_template))
    OR (SELECT cp.xmin::text FROM customer_plugins cp WHERE cp.customer_id = p_customer)
      IS DISTINCT FROM nullif(p_seen_plugins, '')
  ) THEN
    RETURN;
  END IF;
  seat_refused := false;
  IF p_voucher_id IS NOT NULL AND p_seat_limit > 0 AND NOT radius_reserve_seat(p_customer, p_voucher_id, p_client,
      p_seat_limit, p_online_since, p_now, p_seat_until) THEN
    seat_refused := true;
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_voucher_id IS NOT NULL THEN
    PERFORM set_config('hotspot.voucher_login', 'on', true);
    UPDATE vouchers SET
      used = used + 1,
      -- The first login fixes the expiry (the formula applied to it); later logins keep it.
      expires = CASE WHEN first_login_at IS NULL THEN p_expires ELSE expires END,
      first_login_at = coalesce(first_login_at, p_now),
      connected_devices = CASE
        WHEN p_client = '' OR p_client = ANY (connected_devices) OR cardinality(connected_devices) >= p_bound
          THEN connected_devices
        ELSE connected_devices || p_client
      END
    WHERE customer_id = p_customer AND id = p_voucher_id
      AND active AND valid AND deleted_at IS NULL
      AND expires IS NOT DISTINCT FROM p_seen_expires
      AND (NOT device_voucher OR cardinality(connected_devices) = 0 OR p_client = ANY (connected_devices))
      AND (p_seen_voucher IS NULL OR xmin::text = p_seen_voucher)
    RETURNING xmin::text INTO v_vx;
    PERFORM set_config('hotspot.voucher_login', 'off', true);
    IF v_vx IS NULL THEN
      RETURN;
    END IF;
    INSERT INTO hotspot_accounts AS a (customer_id, id, account_template_id, login_template_id, hotspot_device_id,
      hotspot_device_mac, client_mac_hash, voucher_id, username, multi_account_id, logins, first_login_at,
      last_login_at, search_text, created_at, updated_at)
    VALUES (p_customer, p_account_id, p_account_template_id, p_login_template_id, p_device_id,
      p_device_mac, p_client, p_voucher_id, p_username, p_multi_account_id, 1, p_now, p_now, p_search_text, p_now,
      p_now)
    ON CONFLICT (customer_id, voucher_id, client_mac_hash) WHERE voucher_id IS NOT NULL DO UPDATE SET
      updated_at = p_now, hotspot_device_id = p_device_id, hotspot_device_mac = p_device_mac,
      logins = a.logins + 1, first_login_at = coalesce(a.first_login_at, p_now), last_login_at = p_now,
      account_template_id = p_account_template_id, login_template_id = p_login_template_id, username = p_username,
      multi_account_id = coalesce(a.multi_account_id, p_multi_account_id),
      search_text = lower(concat_ws(' ', coalesce(p_username, ''), coalesce(a.description, ''),
        coalesce(a.multi_account_id, p_multi_account_id, '')))
    RETURNING a.id, a.xmin::text INTO v_id, v_ax;
  ELSE
    INSERT INTO hotspot_accounts AS a (customer_id, id, account_template_id, login_template_id, hotspot_device_id,
      hotspot_device_mac, client_mac_hash, device_account_id, username, multi_account_id, logins, first_login_at,
      last_login_at, search_text, created_at, updated_at)
    VALUES (p_customer, p_account_id, p_account_template_id, p_login_template_id, p_device_id,
      p_device_mac, p_client, p_device_account_id, p_username, p_multi_account_id, 1, p_now, p_now, p_search_text,
      p_now, p_now)
    ON CONFLICT (customer_id, device_account_id, client_mac_hash) WHERE device_account_id IS NOT NULL DO UPDATE SET
      updated_at = p_now, hotspot_device_id = p_device_id, hotspot_device_mac = p_device_mac,
      logins = a.logins + 1, first_login_at = coalesce(a.first_login_at, p_now), last_login_at = p_now,
      account_template_id = p_account_template_id, login_template_id = p_login_template_id, username = p_username,
      multi_account_id = coalesce(a.multi_account_id, p_multi_account_id),
      search_text = lower(concat_ws(' ', coalesce(p_username, ''), coalesce(a.description, ''),
        coalesce(a.multi_account_id, p_multi_account_id, '')))
    RETURNING a.id, a.xmin::text INTO v_id, v_ax;
  END IF;
  login_account_id := v_id;
  code_xmin := v_vx;
  account_xmin := v_ax;
  RETURN NEXT;
END $$;
