-- hotspot_login_count(...): the writes of a counted RADIUS login in one statement: the code's usage and
-- bound clients (only if the code is still as it was read) and the client's hotspot account (created
-- or reused, in the group of the code's or device account's devices, p_multi_account_id, unless it
-- has one); answers the account's id, or NULL when the caller must decide again
-- (server/access/hotspot-login/decision.ts).
--
-- Last defined by migration 0055_login-skips-voucher-triggers.sql (before: 0013, 0014, 0048, 0055).
-- Since 0055: the code's update runs with hotspot.voucher_login on, and the vouchers' statement
-- triggers (counters, descriptions) return at once: it changes used, expires, first_login_at and
-- connected_devices, none of which they count, and their queries over the transition tables were a
-- fifth of a login's time in the database (issue 36).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION hotspot_login_count(
  p_customer text, p_voucher_id text, p_device_account_id text,
  p_seen_expires timestamptz, p_expires timestamptz, p_bound integer,
  p_account_id text, p_account_template_id text, p_login_template_id text,
  p_device_id text, p_device_mac text, p_client text, p_username text, p_search_text text, p_now timestamptz,
  p_multi_account_id text
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_id text;
  v_found boolean;
BEGIN
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
      AND (NOT device_voucher OR cardinality(connected_devices) = 0 OR p_client = ANY (connected_devices));
    v_found := FOUND;
    PERFORM set_config('hotspot.voucher_login', 'off', true);
    IF NOT v_found THEN
      RETURN NULL;
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
    RETURNING a.id INTO v_id;
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
    RETURNING a.id INTO v_id;
  END IF;
  RETURN v_id;
END $$;
