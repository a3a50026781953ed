-- voucher_counters_add(cid, d_live, d_av, d_ai, d_iv, d_ii, d_moves): adds deltas to one customer's
-- row of voucher_counters (live codes in all and by state active/valid, and the `moves` counter of the
-- list's remembered positions); called by the counters' statement triggers on vouchers.
--
-- Last defined by migration 0026_voucher-position-moves.sql (before: 0003).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION voucher_counters_add(cid text, d_live bigint, d_av bigint, d_ai bigint, d_iv bigint, d_ii bigint, d_moves bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO voucher_counters AS c (customer_id, live, active_valid, active_invalid, inactive_valid, inactive_invalid, moves)
  VALUES (cid, d_live, d_av, d_ai, d_iv, d_ii, d_moves)
  ON CONFLICT (customer_id) DO UPDATE SET
    live = c.live + EXCLUDED.live,
    active_valid = c.active_valid + EXCLUDED.active_valid,
    active_invalid = c.active_invalid + EXCLUDED.active_invalid,
    inactive_valid = c.inactive_valid + EXCLUDED.inactive_valid,
    inactive_invalid = c.inactive_invalid + EXCLUDED.inactive_invalid,
    moves = c.moves + EXCLUDED.moves;
$$;
