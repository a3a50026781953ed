-- hotspot_login_read(p_customer, p_code, p_device_account_id, p_client, p_default_template): the one
-- read of a RADIUS login: the code (or device account), this client's hotspot account, the login and
-- account templates and the customer's plugins (server/access/hotspot-login/decision.ts).
--
-- With the row versions (xmin) of what it read (since 0057): a returning guest's login may decide from
-- this answer kept in memory, and hotspot_login_count then writes only if those rows are still these
-- versions (decision D340).
--
-- Last defined by migration 0057_login-read-versions.sql (before: 0013).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- RADIUS in one statement per step: a login is one read and one write, an accounting record one
-- write. As plain statements the login's five-table read was planned anew on every login (PGlite has no
-- named prepared statements), and planning took several times longer than executing; plpgsql keeps
-- the plans of these functions for the session. The decisions stay in TypeScript (server/access/hotspot-login/).
CREATE OR REPLACE FUNCTION hotspot_login_read(
  p_customer text, p_code text, p_device_account_id text, p_client text, p_default_template text
) RETURNS TABLE (
  s_id text, s_active boolean, s_valid boolean, s_deleted_at timestamptz, s_expires timestamptz,
  s_first_login_at timestamptz, s_dynamic_expires text, s_device_voucher boolean,
  s_connected_devices text[], s_simultaneous_use integer,
  a_id text, a_valid boolean, a_first_login_at timestamptz,
  lt_id text, lt_terms_of_use_id text, lt_cooldown jsonb,
  at_id text, at_dynamic_expires text, at_expires timestamptz, at_idle_timeout integer,
  at_max_bandwidth_down integer, at_max_bandwidth_up integer, at_max_surftime integer, at_max_volume integer,
  plugins jsonb,
  s_xmin text, a_xmin text, lt_xmin text, at_xmin text, cp_xmin text
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
      cp.plugins,
      v.xmin::text, a.xmin::text, lt.xmin::text, t.xmin::text, cp.xmin::text
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
      cp.plugins,
      d.xmin::text, a.xmin::text, lt.xmin::text, t.xmin::text, cp.xmin::text
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
