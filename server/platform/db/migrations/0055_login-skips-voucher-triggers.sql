-- login-skips-voucher-triggers: the live definitions of
--   server/access/hotspot-login/sql/hotspot_login_count.sql
--   server/access/wifi-code/sql/voucher_counters_on_update.sql
--   server/access/wifi-code/sql/voucher_descriptions_on_update.sql
-- (written by scripts/sql-migration.mjs from the module SQL files; docs/database-functions.md).
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
--> statement-breakpoint
-- voucher_counters_on_update(): statement trigger AFTER UPDATE on vouchers (transition tables
-- old_rows, new_rows): the state deltas per customer (a counter row written only when something
-- changed), `moves` raised and the moved codes logged when live codes by (id, creation) differ.
--
-- Last defined by migration 0055_login-skips-voucher-triggers.sql (before: 0003, 0011, 0026, 0028, 0054, 0055).
-- Trigger vouchers_count_update on vouchers: created by 0003_voucher_counter_triggers.sql.
-- Since 0055: nothing to do for a RADIUS login's update of a code (hotspot.voucher_login on, set by
-- hotspot_login_count around it), which changes no column this trigger looks at.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- As 0026, and the moved codes (live codes by (id, creation) before and after) logged when the
-- statement moved any: an update that moves none (a deactivation, a login) costs what it did.
-- Since 0054: `edits` raised once per customer whose live codes the statement changed in a key of
-- the list's positioned orders (description, valid, simultaneous_use, active; D333). Not `used` and
-- `expires`, which a login changes: a login still writes no counter row (0011).
CREATE OR REPLACE FUNCTION voucher_counters_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  any_moved boolean;
BEGIN
  IF current_setting('hotspot.voucher_login', true) = 'on' THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(bool_or(z.moved = 1), false) INTO any_moved FROM (
    SELECT t.moved, voucher_counters_add(t.customer_id, t.live, t.av, t.ai, t.iv, t.ii, t.moved)
    FROM (
      SELECT coalesce(s.customer_id, m.customer_id) AS customer_id, coalesce(s.live, 0) AS live,
        coalesce(s.av, 0) AS av, coalesce(s.ai, 0) AS ai, coalesce(s.iv, 0) AS iv, coalesce(s.ii, 0) AS ii,
        CASE WHEN m.customer_id IS NULL THEN 0 ELSE 1 END AS moved
      FROM (
        SELECT customer_id, sum(n) AS live,
          coalesce(sum(n) FILTER (WHERE active AND valid), 0) AS av,
          coalesce(sum(n) FILTER (WHERE active AND NOT valid), 0) AS ai,
          coalesce(sum(n) FILTER (WHERE NOT active AND valid), 0) AS iv,
          coalesce(sum(n) FILTER (WHERE NOT active AND NOT valid), 0) AS ii
        FROM (
          SELECT customer_id, active, valid, 1 AS n FROM new_rows WHERE deleted_at IS NULL
          UNION ALL
          SELECT customer_id, active, valid, -1 AS n FROM old_rows WHERE deleted_at IS NULL
        ) d
        GROUP BY customer_id
      ) s
      FULL JOIN (
        SELECT DISTINCT customer_id FROM (
          (SELECT customer_id, id, created_at FROM new_rows WHERE deleted_at IS NULL
           EXCEPT SELECT customer_id, id, created_at FROM old_rows WHERE deleted_at IS NULL)
          UNION ALL
          (SELECT customer_id, id, created_at FROM old_rows WHERE deleted_at IS NULL
           EXCEPT SELECT customer_id, id, created_at FROM new_rows WHERE deleted_at IS NULL)
        ) x
      ) m ON m.customer_id = s.customer_id
    ) t
    WHERE t.live <> 0 OR t.av <> 0 OR t.ai <> 0 OR t.iv <> 0 OR t.ii <> 0 OR t.moved <> 0
  ) z;
  IF any_moved THEN
    PERFORM voucher_moves_add(array_agg(customer_id), array_agg(created_at), array_agg(id), array_agg(d))
    FROM (
      (SELECT customer_id, created_at, id, 1 AS d FROM new_rows WHERE deleted_at IS NULL
       EXCEPT SELECT customer_id, created_at, id, 1 FROM old_rows WHERE deleted_at IS NULL)
      UNION ALL
      (SELECT customer_id, created_at, id, -1 FROM old_rows WHERE deleted_at IS NULL
       EXCEPT SELECT customer_id, created_at, id, -1 FROM new_rows WHERE deleted_at IS NULL)
    ) x;
  END IF;
  UPDATE voucher_counters c SET edits = c.edits + 1
  FROM (
    SELECT DISTINCT n.customer_id FROM new_rows n
    JOIN old_rows o ON o.customer_id = n.customer_id AND o.id = n.id
    WHERE n.deleted_at IS NULL AND o.deleted_at IS NULL
      AND (n.description, n.valid, n.simultaneous_use, n.active)
        IS DISTINCT FROM (o.description, o.valid, o.simultaneous_use, o.active)
  ) e
  WHERE c.customer_id = e.customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER vouchers_count_update AFTER UPDATE ON vouchers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_counters_on_update();
--> statement-breakpoint
-- voucher_descriptions_on_update(): statement trigger AFTER UPDATE on vouchers: the net change of live
-- codes per customer and lowercased description in voucher_descriptions.
--
-- Last defined by migration 0055_login-skips-voucher-triggers.sql (before: 0027, 0055).
-- Trigger vouchers_descriptions_update on vouchers: created by 0027_voucher-description-counts.sql.
-- Since 0055: nothing to do for a RADIUS login's update of a code (hotspot.voucher_login on, set by
-- hotspot_login_count around it), which changes no column this trigger looks at.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Only what changed: a statement that keeps every live code's description (a login counting `used`, a
-- deactivation) writes nothing here.
CREATE OR REPLACE FUNCTION voucher_descriptions_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hotspot.voucher_login', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM voucher_descriptions_add(array_agg(customer_id ORDER BY customer_id, description), array_agg(description ORDER BY customer_id, description), array_agg(n ORDER BY customer_id, description))
  FROM (
    SELECT customer_id, description, sum(n)::bigint AS n FROM (
      SELECT customer_id, lower(description) AS description, 1 AS n FROM new_rows
      WHERE deleted_at IS NULL AND description IS NOT NULL
      UNION ALL
      SELECT customer_id, lower(description), -1 FROM old_rows
      WHERE deleted_at IS NULL AND description IS NOT NULL
    ) d
    GROUP BY 1, 2
    HAVING sum(n) <> 0
  ) g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER vouchers_descriptions_update AFTER UPDATE ON vouchers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_descriptions_on_update();
