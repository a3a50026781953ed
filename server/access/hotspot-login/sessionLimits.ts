// The limits of a running session under its account template as it is now: what a CoA-Request
// (RFC 5176) carries when the template's limits change (issue 36, docs/radius.md). The same
// computation as a login's reply (computeReply, the same expiries as the decision), taken from the
// session's start: Session-Timeout is the session's whole allowed length (RFC 2865 §5.27, the NAS
// counts it from the session's start), the volume and surf time are what the account's other
// sessions left over, so the NAS compares them with the running session's own counters.
import { queryRows, type Db } from '../../platform/db/client';
import { computeReply, type LoginReply } from './rules';
import { safeApply, tz } from './decision';

interface Row {
  started_at: Date | string;
  timezone: string | null;
  first_login_at: Date | string | null;
  dynamic_expires: string | null;
  expires: Date | string | null;
  idle_timeout: number | null;
  max_bandwidth_down: number | null;
  max_bandwidth_up: number | null;
  max_surftime: number | null;
  max_volume: number | null;
  voucher_expires: Date | string | null;
  device_account_expires: Date | string | null;
  wifi4eu: boolean | null;
  active_until: Date | string | null;
  other_seconds: number | string;
  other_octets: number | string;
}

const date = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

/**
 * The limits of one session (its login's account template, read now); null when the session has no
 * hotspot account with an account template (nothing to change).
 */
export async function sessionLimits(db: Db, customerId: string, sessionId: string): Promise<LoginReply | null> {
  const [r] = await queryRows<Row>(
    db,
    `select s.started_at, d.timezone, d.active_until, a.first_login_at, t.dynamic_expires, t.expires, t.idle_timeout,
       t.max_bandwidth_down, t.max_bandwidth_up, t.max_surftime, t.max_volume,
       v.expires as voucher_expires, da.expires as device_account_expires,
       (p.plugins -> 'wifi4eu' ->> 'active')::boolean as wifi4eu,
       (select coalesce(sum(o.session_time), 0) from radius_sessions o
         where o.customer_id = s.customer_id and o.hotspot_account_id = s.hotspot_account_id and o.id <> s.id) as other_seconds,
       (select coalesce(sum(o.input_bytes + o.output_bytes), 0) from radius_sessions o
         where o.customer_id = s.customer_id and o.hotspot_account_id = s.hotspot_account_id and o.id <> s.id) as other_octets
     from radius_sessions s
     join hotspot_accounts a on a.customer_id = s.customer_id and a.id = s.hotspot_account_id
     join hotspot_account_templates t on t.customer_id = a.customer_id and t.id = a.account_template_id
     left join hotspot_devices d on d.customer_id = s.customer_id and d.id = s.hotspot_device_id
     left join vouchers v on v.customer_id = s.customer_id and v.id = s.voucher_id
     left join device_accounts da on da.customer_id = s.customer_id and da.id = s.device_account_id
     left join customer_plugins p on p.customer_id = s.customer_id
     where s.customer_id = $1 and s.id = $2`,
    [customerId, sessionId],
  );
  if (!r) return null;
  const start = date(r.started_at)!;
  const zone = tz({ timezone: r.timezone });
  const profile = {
    idleTimeout: r.idle_timeout,
    maxBandwidthDown: r.max_bandwidth_down,
    maxBandwidthUp: r.max_bandwidth_up,
    maxSurftime: r.max_surftime,
    maxVolume: r.max_volume,
  };
  // As the decision (decision.ts): the code's and the device account's expiry, the template's fixed
  // one, the account's own (from its first login), with wifi4eu the end of the session's day, and the
  // end of the device's active period.
  const expiries = [
    date(r.voucher_expires),
    date(r.device_account_expires),
    date(r.expires),
    safeApply(r.dynamic_expires, date(r.first_login_at) ?? start, zone),
    r.wifi4eu ? safeApply('eod', start, zone) : null,
    date(r.active_until),
  ];
  return computeReply(profile, expiries, Number(r.other_seconds), start, Number(r.other_octets));
}
