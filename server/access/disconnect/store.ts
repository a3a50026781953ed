// SQL of dynamic authorisation: queueing Disconnect-Requests (or CoA-Requests) for the online sessions
// of codes, accounts, device accounts, devices, account or login templates, or wifi4eu days that have
// ended (one INSERT … SELECT in the caller's transaction), the senders' claims and outcomes, and the
// live-sessions list with each session's latest outcome.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { ONLINE_WINDOW_S } from '../../../src/domain/session';

type Handle = Db | Tx;

/** The oldest last update that still counts as online (as server/access/session). */
const onlineSince = (now: Date) => new Date(now.getTime() - ONLINE_WINDOW_S * 1000);

const rowsOf = async <T>(db: Handle, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const textArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;

const timeArray = (times: readonly Date[]) =>
  sql`array[${sql.join(
    times.map((t) => sql`${t.toISOString()}`),
    sql`, `,
  )}]::timestamptz[]`;

/** Which online sessions a change ends or changes (one of them). */
export type SessionSelection =
  | { voucherIds: readonly string[] }
  /** Sessions of codes that are off now (inactive or deleted): after a bulk deactivation or delete, no list needed. */
  | { endedCodes: true }
  | { deviceAccountIds: readonly string[] }
  | { hotspotDeviceIds: readonly string[] }
  | { sessionIds: readonly string[] }
  | { multiAccountId: string }
  /** Sessions of these hotspot accounts (radius_sessions.hotspot_account_id). */
  | { hotspotAccountIds: readonly string[] }
  /** Sessions whose login gave its hotspot account this account template (hotspot_accounts.account_template_id). */
  | { accountTemplateIds: readonly string[] }
  /** Sessions whose hotspot account logged in through these login templates (hotspot_accounts.login_template_id). */
  | { loginTemplateIds: readonly string[] }
  /**
   * Sessions of customers with the wifi4eu plugin active whose day has ended on their device's zone:
   * per device zone as stored ('' = none), the last instant of a start day that has ended.
   */
  | { wifi4euDayEnded: readonly { zone: string; lastStart: Date }[] };

/** The customer's wifi4eu plugin is active (as the login decision reads it: `plugins.wifi4eu.active === true`). */
const WIFI4EU_ACTIVE = sql`p.plugins -> 'wifi4eu' -> 'active' = 'true'::jsonb`;

function selectionCondition(sel: SessionSelection): SQL {
  if ('voucherIds' in sel) return sql`s.voucher_id = any(${textArray(sel.voucherIds)})`;
  if ('endedCodes' in sel)
    return sql`s.voucher_id is not null and not exists (select 1 from vouchers v
      where v.customer_id = s.customer_id and v.id = s.voucher_id and v.active and v.deleted_at is null)`;
  if ('deviceAccountIds' in sel) return sql`s.device_account_id = any(${textArray(sel.deviceAccountIds)})`;
  if ('hotspotDeviceIds' in sel) return sql`s.hotspot_device_id = any(${textArray(sel.hotspotDeviceIds)})`;
  if ('sessionIds' in sel) return sql`s.id = any(${textArray(sel.sessionIds)})`;
  if ('hotspotAccountIds' in sel) return sql`s.hotspot_account_id = any(${textArray(sel.hotspotAccountIds)})`;
  if ('accountTemplateIds' in sel)
    return sql`exists (select 1 from hotspot_accounts h where h.customer_id = s.customer_id
      and h.id = s.hotspot_account_id and h.account_template_id = any(${textArray(sel.accountTemplateIds)}))`;
  if ('loginTemplateIds' in sel)
    return sql`exists (select 1 from hotspot_accounts h where h.customer_id = s.customer_id
      and h.id = s.hotspot_account_id and h.login_template_id = any(${textArray(sel.loginTemplateIds)}))`;
  if ('wifi4euDayEnded' in sel)
    return sql`exists (select 1 from customer_plugins p, hotspot_devices hd,
        unnest(${textArray(sel.wifi4euDayEnded.map((z) => z.zone))},
          ${timeArray(sel.wifi4euDayEnded.map((z) => z.lastStart))}) as z(zone, last_start)
      where p.customer_id = s.customer_id and ${WIFI4EU_ACTIVE}
        and hd.customer_id = s.customer_id and hd.id = s.hotspot_device_id
        and z.zone = coalesce(hd.timezone, '') and s.started_at <= z.last_start)`;
  return sql`s.hotspot_account_id in (select h.id from hotspot_accounts h
    where h.customer_id = s.customer_id and h.multi_account_id = ${sel.multiAccountId})`;
}

/**
 * Queues a Disconnect-Request (or CoA-Request: `kind`) for every online session of the selection (of
 * the customers named; '*' all) that has none pending (the end of a wifi4eu day: none ever). A Disconnect waits for no CoA; a CoA is not
 * queued while a Disconnect is pending or a CoA is still queued (the sender reads the limits when it
 * sends, so a queued one already carries the newest). One statement; the rows the partial indexes
 * over open sessions find.
 */
export async function queueRequests(
  db: Handle,
  customers: '*' | readonly string[],
  sel: SessionSelection,
  kind: 'disconnect' | 'coa',
  reason: string,
  requestedBy: string | null,
  now = new Date(),
): Promise<number> {
  if (customers !== '*' && !customers.length) return 0;
  const empty =
    ('voucherIds' in sel && !sel.voucherIds.length) ||
    ('deviceAccountIds' in sel && !sel.deviceAccountIds.length) ||
    ('hotspotDeviceIds' in sel && !sel.hotspotDeviceIds.length) ||
    ('sessionIds' in sel && !sel.sessionIds.length) ||
    ('accountTemplateIds' in sel && !sel.accountTemplateIds.length) ||
    ('loginTemplateIds' in sel && !sel.loginTemplateIds.length) ||
    ('wifi4euDayEnded' in sel && !sel.wifi4euDayEnded.length);
  // The end of a wifi4eu day is asked for once per session, ever (the session stays online after the
  // ACK until the NAS's Stop arrives, and the job runs every half minute on every instance): any
  // earlier request of the reason, whatever its state, and the unique index against a concurrent job.
  const once = 'wifi4euDayEnded' in sel;
  if (empty) return 0;
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with q as (
      insert into radius_disconnects (customer_id, id, session_id, hotspot_device_id, kind, reason, requested_by)
      select s.customer_id, substr(md5(s.id || clock_timestamp()::text || random()::text), 1, 24), s.id,
        s.hotspot_device_id, ${kind}, ${reason}, ${requestedBy}
      from radius_sessions s
      where ${customers === '*' ? sql`true` : sql`s.customer_id = any(${textArray(customers)})`}
        and s.stopped_at is null and s.updated_at > ${onlineSince(now).toISOString()}::timestamptz
        and ${selectionCondition(sel)}
        and not exists (select 1 from radius_disconnects d
          where d.customer_id = s.customer_id and d.session_id = s.id and d.state in ('queued', 'sending')
            and ${kind === 'disconnect' ? sql`d.kind = 'disconnect'` : sql`(d.kind = 'disconnect' or d.state = 'queued')`})
        ${
          once
            ? sql`and not exists (select 1 from radius_disconnects d
          where d.customer_id = s.customer_id and d.session_id = s.id and d.reason = ${reason})
      on conflict (customer_id, session_id) where reason = 'wifi4eu-day-ended' do nothing`
            : sql``
        }
      returning 1
    ) select count(*)::int as n from q`,
  );
  return rows[0]?.n ?? 0;
}

export interface Claimed {
  customerId: string;
  id: string;
  sessionId: string;
  hotspotDeviceId: string;
  kind: 'disconnect' | 'coa';
  claims: number;
  acctSessionId: string | null;
  username: string | null;
  nasIp: string | null;
  nasPort: number | null;
}

/**
 * Claims up to `limit` due requests for this sender (any instance: SKIP LOCKED), each until
 * `leaseMs` from now; a claim that outlives its sender is taken again after it.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<Claimed[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with due as (
      select customer_id, id from radius_disconnects
      where state in ('queued', 'sending') and due_at <= now()
      order by due_at limit ${limit} for update skip locked
    ), claimed as (
      update radius_disconnects d set state = 'sending', claims = d.claims + 1,
        due_at = now() + ${`${leaseMs} milliseconds`}::interval
      from due where d.customer_id = due.customer_id and d.id = due.id
      returning d.customer_id, d.id, d.session_id, d.hotspot_device_id, d.kind, d.claims
    )
    select c.*, s.acct_session_id, s.username, s.nas_ip, s.nas_port
    from claimed c left join radius_sessions s on s.customer_id = c.customer_id and s.id = c.session_id`,
  );
  return rows.map((r) => ({
    customerId: String(r.customer_id),
    id: String(r.id),
    sessionId: String(r.session_id),
    hotspotDeviceId: String(r.hotspot_device_id),
    kind: r.kind === 'coa' ? 'coa' : 'disconnect',
    claims: Number(r.claims),
    acctSessionId: (r.acct_session_id as string | null) ?? null,
    username: (r.username as string | null) ?? null,
    nasIp: (r.nas_ip as string | null) ?? null,
    nasPort: r.nas_port == null ? null : Number(r.nas_port),
  }));
}

/** Records the answer of one request. */
export async function recordOutcome(
  db: Db,
  customerId: string,
  id: string,
  outcome: { state: 'ack' | 'nak' | 'timeout' | 'failed'; tries: number; errorCause?: number | null },
): Promise<void> {
  await db.execute(sql`update radius_disconnects set state = ${outcome.state}, tries = tries + ${outcome.tries},
    error_cause = ${outcome.errorCause ?? null}, answered_at = now()
    where customer_id = ${customerId} and id = ${id}`);
}

export interface LiveSessionRow {
  customer_id: string;
  id: string;
  hotspot_device_id: string;
  device_name: string | null;
  login_type: string | null;
  voucher_id: string | null;
  code: string | null;
  device_account_id: string | null;
  device_account_username: string | null;
  hotspot_account_id: string | null;
  username: string | null;
  client_mac_masked: string | null;
  started_at: Date | string;
  updated_at: Date | string;
  stopped_at: Date | string | null;
  terminate_cause: string | null;
  session_time: number;
  input_bytes: number | string;
  output_bytes: number | string;
  d_state: string | null;
  d_kind: string | null;
  d_reason: string | null;
  d_error_cause: number | null;
  d_tries: number | null;
  d_created_at: Date | string | null;
  d_answered_at: Date | string | null;
}

export interface LiveSessionFilter {
  online: boolean;
  search?: string;
  /** The search as a client MAC's hash, when it is a MAC. */
  clientMacHash?: string;
  hotspotDeviceId?: string;
  voucherId?: string;
  deviceAccountId?: string;
  ids?: readonly string[];
}

/** The condition of the session list on `radius_sessions s`: the customers, the filter, the search. */
export function sessionsWhere(customers: '*' | readonly string[], f: LiveSessionFilter, now: Date): SQL {
  // One customer (the portal's list) as an equality: with `= any(array)` the planner cannot read the
  // (customer, start) index in its order and sorted every session of the customer for a page (issue
  // 41: 690 ms at 300,000 sessions on PGlite, 0.3 ms with the equality).
  const conds: SQL[] = [
    customers === '*'
      ? sql`true`
      : customers.length === 1
        ? sql`s.customer_id = ${customers[0]}`
        : sql`s.customer_id = any(${textArray(customers)})`,
  ];
  if (f.online) conds.push(sql`s.stopped_at is null and s.updated_at > ${onlineSince(now).toISOString()}::timestamptz`);
  if (f.hotspotDeviceId) conds.push(sql`s.hotspot_device_id = ${f.hotspotDeviceId}`);
  if (f.voucherId) conds.push(sql`s.voucher_id = ${f.voucherId}`);
  if (f.deviceAccountId) conds.push(sql`s.device_account_id = ${f.deviceAccountId}`);
  if (f.ids?.length) conds.push(sql`s.id = any(${textArray(f.ids)})`);
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    const compact = f.search.replace(/[\s-]/g, '').toUpperCase();
    conds.push(sql`(lower(coalesce(s.username, '')) like ${like}
      or exists (select 1 from vouchers v where v.customer_id = s.customer_id and v.id = s.voucher_id
        and (v.code = ${compact} or lower(v.code) like ${like}))
      or exists (select 1 from device_accounts a where a.customer_id = s.customer_id and a.id = s.device_account_id
        and lower(coalesce(a.username, '')) like ${like})
      ${f.clientMacHash ? sql`or s.client_mac_hash = ${f.clientMacHash}` : sql``})`);
  }
  return sql.join(conds, sql` and `);
}

/**
 * The session list counts its matches up to one more than this (issue 41): beyond it, the total is
 * "more than SESSION_TOTAL_CAP" (`exact: false`), as the WiFi-code list's broad search says it
 * (SEARCH_TOTAL_CAP, server/access/wifi-code/store.ts). A hotel's history of a million sessions was
 * counted row by row on every page (2–6 s); 10,001 rows of the (customer, start) index take milliseconds.
 */
export const SESSION_TOTAL_CAP = 10_000;

/**
 * A page of sessions of one customer (online ones, or all: the history), newest start first by
 * default, and the total: exact up to `cap`, else `cap` with `exact: false` (more match).
 */
export async function listLiveSessions(
  db: Handle,
  customers: '*' | readonly string[],
  f: LiveSessionFilter,
  order: 'ASC' | 'DESC',
  window: { offset: number; limit: number },
  now = new Date(),
  cap = SESSION_TOTAL_CAP,
): Promise<{ rows: LiveSessionRow[]; total: number; exact: boolean }> {
  if (customers !== '*' && !customers.length) return { rows: [], total: 0, exact: true };
  const where = sessionsWhere(customers, f, now);
  // At most cap + 1 rows are counted: one more than the cap says that more match.
  const [{ n }] = (await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from radius_sessions s where ${where} limit ${cap + 1}) m`,
  )) as [{ n: number }];
  const dir = order === 'ASC' ? sql`asc` : sql`desc`;
  const rows = await rowsOf<LiveSessionRow>(
    db,
    sql`select s.customer_id, s.id, s.hotspot_device_id, hd.name as device_name,
      coalesce(s.login_type, case when s.voucher_id is not null then 'VOUCHER_LOGIN'
        when s.device_account_id is not null then 'DEVICE_ACCOUNT_LOGIN' end) as login_type,
      s.voucher_id, v.code, s.device_account_id, a.username as device_account_username, s.hotspot_account_id,
      s.username, s.client_mac_masked, s.started_at, s.updated_at, s.stopped_at, s.terminate_cause,
      s.session_time, s.input_bytes, s.output_bytes,
      d.state as d_state, d.kind as d_kind, d.reason as d_reason, d.error_cause as d_error_cause, d.tries as d_tries,
      d.created_at as d_created_at, d.answered_at as d_answered_at
    from radius_sessions s
    left join hotspot_devices hd on hd.customer_id = s.customer_id and hd.id = s.hotspot_device_id
    left join vouchers v on v.customer_id = s.customer_id and v.id = s.voucher_id
    left join device_accounts a on a.customer_id = s.customer_id and a.id = s.device_account_id
    left join lateral (
      select x.state, x.kind, x.reason, x.error_cause, x.tries, x.created_at, x.answered_at from radius_disconnects x
      where x.customer_id = s.customer_id and x.session_id = s.id order by x.created_at desc limit 1
    ) d on true
    where ${where}
    order by s.started_at ${dir}, s.id ${dir}
    offset ${window.offset} limit ${window.limit}`,
  );
  return n > cap ? { rows, total: cap, exact: false } : { rows, total: n, exact: true };
}

/** One session of the customers named (the operator's Disconnect): its customer, or null. */
export async function sessionCustomer(
  db: Handle,
  customers: '*' | readonly string[],
  id: string,
): Promise<string | null> {
  const rows = await rowsOf<{ customer_id: string }>(
    db,
    sql`select customer_id from radius_sessions s where s.id = ${id}
      ${customers === '*' ? sql`` : sql`and s.customer_id = any(${textArray(customers)})`} limit 1`,
  );
  return rows[0]?.customer_id ?? null;
}

/**
 * The device zones (as stored, '' for none) of the online sessions of customers with the wifi4eu plugin
 * active that started at or before `startedBy`: the zones the day-end job works out a day's end for.
 */
export async function wifi4euSessionZones(db: Handle, startedBy: Date, now = new Date()): Promise<string[]> {
  const rows = await rowsOf<{ zone: string }>(
    db,
    sql`select distinct coalesce(hd.timezone, '') as zone
    from radius_sessions s
    join customer_plugins p on p.customer_id = s.customer_id and ${WIFI4EU_ACTIVE}
    join hotspot_devices hd on hd.customer_id = s.customer_id and hd.id = s.hotspot_device_id
    where s.stopped_at is null and s.updated_at > ${onlineSince(now).toISOString()}::timestamptz
      and s.started_at <= ${startedBy.toISOString()}::timestamptz`,
  );
  return rows.map((r) => r.zone);
}
