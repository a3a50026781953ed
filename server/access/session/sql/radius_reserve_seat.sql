-- radius_reserve_seat(...): simultaneous use of a code at Access-Request time, called by hotspot_login_count
-- since migration 0058 (server/access/hotspot-login/decision.ts, docs/radius.md): under an advisory lock per code (every instance on one database waits for it), the
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
