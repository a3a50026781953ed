-- Concurrent logins of one shared code no longer conflict: the code's bound clients grow in the
-- statement itself (the client is added while there is room: one for a device-bound code, else the
-- simultaneous-use limit or 100) and a device-bound code is checked there too, instead of comparing
-- the whole list with what the checks read. Before, every concurrent first login of a shared code
-- (a conference code at the start of a talk) made the others decide again, and under load some ran
-- out of attempts. What still sends a login back to decide again: the code was deactivated,
-- invalidated, deleted or its expiry changed since it was read, or another client bound a
-- device-bound code first.
DROP FUNCTION hotspot_login_count(text, text, text, text[], timestamptz, timestamptz, text[], timestamptz, text, text, text, text, text, text, text, text, timestamptz);
--> statement-breakpoint
CREATE FUNCTION hotspot_login_count(
  p_customer text, p_voucher_id text, p_device_account_id text,
  p_seen_expires timestamptz, p_expires timestamptz, p_bound integer,
  p_account_id text, p_account_template_id text, p_login_template_id text,
  p_device_id text, p_device_mac text, p_client text, p_username text, p_search_text text, p_now timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_id text;
BEGIN
  IF p_voucher_id IS NOT NULL THEN
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
