// SQL of guest data rights (issue 38): finding one guest's rows in one customer, reading them for an
// export and erasing them. Every statement names the customer first; nothing reads across customers.
// The module sits in insights because an erasure renames the guest's client key in the analytics
// rollups (session_daily_clients, session_quarter_clients), which belong to analytics (docs/privacy.md).
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';

type Handle = Db | Tx;

const rowsOf = async <T>(db: Handle, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const textArray = (items: readonly string[]) =>
  items.length
    ? sql`array[${sql.join(
        items.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** A timestamp as ISO 8601 text on both drivers. */
const iso = (column: string) => sql.raw(`to_json(${column}) #>> '{}'`);

/** What names the guest, resolved from the identifier (all within one customer). */
export interface GuestKeys {
  customerId: string;
  /** Client MAC hashes (HMAC, as the tables keep them). */
  macHashes: string[];
  voucherIds: string[];
  deviceAccountIds: string[];
  /** Lowercased usernames. */
  usernames: string[];
  phoneHashes: string[];
}

export const emptyKeys = (customerId: string): GuestKeys => ({
  customerId,
  macHashes: [],
  voucherIds: [],
  deviceAccountIds: [],
  usernames: [],
  phoneHashes: [],
});

const uniq = (a: readonly (string | null | undefined)[]) => [...new Set(a.filter((x): x is string => !!x))];

export async function vouchersByCode(db: Handle, customerId: string, code: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from vouchers where customer_id = ${customerId} and (code = ${code} or voucher_code = ${code})
        and deleted_at is null limit 10`,
  );
  return rows.map((r) => r.id);
}

export async function deviceAccountsByName(db: Handle, customerId: string, name: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from device_accounts where customer_id = ${customerId}
        and (lower(username) = lower(${name}) or lower(name) = lower(${name})) limit 10`,
  );
  return rows.map((r) => r.id);
}

export async function vouchersBySms(db: Handle, customerId: string, phoneHash: string): Promise<string[]> {
  const rows = await rowsOf<{ voucher_id: string }>(
    db,
    sql`select distinct voucher_id from sms_logins where customer_id = ${customerId} and phone_hash = ${phoneHash}
        limit 1000`,
  );
  return rows.map((r) => r.voucher_id);
}

/** The condition of the guest's hotspot accounts (alias a). */
function accountCondition(k: GuestKeys): SQL {
  return sql`a.customer_id = ${k.customerId} and (
    (a.client_mac_hash <> '' and a.client_mac_hash = any(${textArray(k.macHashes)}))
    or a.voucher_id = any(${textArray(k.voucherIds)})
    or a.device_account_id = any(${textArray(k.deviceAccountIds)})
    or lower(a.username) = any(${textArray(k.usernames)}))`;
}

/**
 * The condition of the guest's sessions (alias s): only the keys the guest has, and the accounts as an
 * array, so that each alternative is an index scan of the customer's sessions (client, username,
 * account: radius_sessions_*_idx, migration 0046) combined by a BitmapOr, not a scan of all its
 * sessions (an IN subquery or an alternative without an index in the OR forces one).
 */
export function sessionCondition(k: GuestKeys): SQL {
  const any: SQL[] = [];
  if (k.macHashes.length)
    any.push(sql`(s.client_mac_hash <> '' and s.client_mac_hash = any(${textArray(k.macHashes)}))`);
  if (k.voucherIds.length) any.push(sql`s.voucher_id = any(${textArray(k.voucherIds)})`);
  if (k.deviceAccountIds.length) any.push(sql`s.device_account_id = any(${textArray(k.deviceAccountIds)})`);
  if (k.usernames.length) any.push(sql`lower(s.username) = any(${textArray(k.usernames)})`);
  any.push(sql`s.hotspot_account_id = any(array(select a.id from hotspot_accounts a where ${accountCondition(k)}))`);
  return sql`s.customer_id = ${k.customerId} and (${sql.join(any, sql` or `)})`;
}

function smsCondition(k: GuestKeys): SQL {
  return sql`m.customer_id = ${k.customerId} and (
    m.phone_hash = any(${textArray(k.phoneHashes)})
    or m.voucher_id = any(${textArray(k.voucherIds)})
    or (m.client_mac_hash <> '' and m.client_mac_hash = any(${textArray(k.macHashes)})))`;
}

function deviceAccountCondition(k: GuestKeys): SQL {
  return sql`d.customer_id = ${k.customerId} and (
    d.id = any(${textArray(k.deviceAccountIds)})
    or d.mac_hash = any(${textArray(k.macHashes)})
    or lower(d.username) = any(${textArray(k.usernames)}))`;
}

/**
 * One step of widening: the client devices and usernames of the accounts and sessions the identifier
 * found are the guest's too (a code's guest is the devices that used it), so that no session of the
 * guest's device keeps a link the erasure removed from another (and the rollups' client keys stay
 * consistent). Bounded: at most 100 client devices and usernames each.
 */
export async function widen(db: Handle, k: GuestKeys): Promise<GuestKeys> {
  const rows = await rowsOf<{ mac: string | null; username: string | null }>(
    db,
    sql`(select a.client_mac_hash as mac, lower(a.username) as username from hotspot_accounts a
          where ${accountCondition(k)} limit 100)
        union
        (select s.client_mac_hash as mac, lower(s.username) as username from radius_sessions s
          where ${sessionCondition(k)} limit 100)
        union
        (select m.client_mac_hash as mac, null as username from sms_logins m where ${smsCondition(k)} limit 100)`,
  );
  return {
    ...k,
    macHashes: uniq([...k.macHashes, ...rows.map((r) => r.mac)]).slice(0, 200),
    usernames: uniq([...k.usernames, ...rows.map((r) => r.username)]).slice(0, 200),
  };
}

export interface GuestCounts {
  hotspotAccounts: number;
  sessions: number;
  acceptedTerms: number;
  smsSent: number;
  deviceAccounts: number;
  otherRecords: number;
}

export async function countGuest(db: Handle, k: GuestKeys): Promise<GuestCounts> {
  const [r] = await rowsOf<Record<keyof GuestCounts, number>>(
    db,
    sql`select
      (select count(*)::int from hotspot_accounts a where ${accountCondition(k)}) as "hotspotAccounts",
      (select count(*)::int from radius_sessions s where ${sessionCondition(k)}) as "sessions",
      (select count(*)::int from hotspot_accounts a where ${accountCondition(k)} and a.terms_accepted) as "acceptedTerms",
      (select count(*)::int from sms_logins m where ${smsCondition(k)}) as "smsSent",
      (select count(*)::int from device_accounts d where ${deviceAccountCondition(k)}) as "deviceAccounts",
      ((select count(*)::int from guest_login_tickets t where t.customer_id = ${k.customerId}
          and t.client_mac_hash = any(${textArray(k.macHashes)}))
       + (select count(*)::int from guest_login_hints h where h.customer_id = ${k.customerId}
          and (h.client_key = any(${textArray(k.macHashes)})
            or h.client_key = any(${textArray(k.usernames.map((u) => `u:${u}`))})))
       + (select count(*)::int from radius_seat_reservations r where r.customer_id = ${k.customerId}
          and r.client_mac_hash = any(${textArray(k.macHashes)}))) as "otherRecords"`,
  );
  return r!;
}

export interface ExportAccount {
  id: string;
  createdAt: string;
  firstLoginAt: string | null;
  lastLoginAt: string | null;
  logins: number;
  username: string | null;
  description: string | null;
  code: string | null;
  deviceAccount: string | null;
  hotspotDevice: string | null;
  hotspotDeviceMac: string | null;
  loginTemplate: string | null;
  valid: boolean;
  termsAccepted: boolean;
  termsOfUse: string | null;
  additionalInfo: unknown;
}

export async function exportAccounts(db: Handle, k: GuestKeys, limit: number): Promise<ExportAccount[]> {
  return rowsOf<ExportAccount>(
    db,
    sql`select a.id, ${iso('a.created_at')} as "createdAt", ${iso('a.first_login_at')} as "firstLoginAt",
          ${iso('a.last_login_at')} as "lastLoginAt", a.logins, a.username, a.description,
          v.code, d.name as "deviceAccount", h.name as "hotspotDevice", a.hotspot_device_mac as "hotspotDeviceMac",
          l.name as "loginTemplate", a.valid, a.terms_accepted as "termsAccepted", t.name as "termsOfUse",
          a.additional_info as "additionalInfo"
        from hotspot_accounts a
        left join vouchers v on v.customer_id = a.customer_id and v.id = a.voucher_id
        left join device_accounts d on d.customer_id = a.customer_id and d.id = a.device_account_id
        left join hotspot_devices h on h.customer_id = a.customer_id and h.id = a.hotspot_device_id
        left join hotspot_login_templates l on l.customer_id = a.customer_id and l.id = a.login_template_id
        left join terms_of_uses t on t.customer_id = a.customer_id and t.id = a.terms_of_use_id
        where ${accountCondition(k)}
        order by a.created_at desc, a.id limit ${limit}`,
  );
}

export interface ExportSession {
  id: string;
  startedAt: string;
  stoppedAt: string | null;
  sessionTime: number;
  inputBytes: number;
  outputBytes: number;
  username: string | null;
  clientMacMasked: string | null;
  hotspotDevice: string | null;
  location: string | null;
  code: string | null;
  loginType: string | null;
  browser: string | null;
  os: string | null;
  deviceClass: string | null;
  language: string | null;
  terminateCause: string | null;
  accountId: string | null;
}

export async function exportSessions(db: Handle, k: GuestKeys, limit: number): Promise<ExportSession[]> {
  return rowsOf<ExportSession>(
    db,
    sql`select s.id, ${iso('s.started_at')} as "startedAt", ${iso('s.stopped_at')} as "stoppedAt",
          s.session_time as "sessionTime", s.input_bytes::float8 as "inputBytes", s.output_bytes::float8 as "outputBytes",
          s.username, s.client_mac_masked as "clientMacMasked", h.name as "hotspotDevice", l.name as "location",
          v.code, s.login_type as "loginType", s.browser, s.os, s.device_class as "deviceClass", s.language,
          s.terminate_cause as "terminateCause", s.hotspot_account_id as "accountId"
        from radius_sessions s
        left join hotspot_devices h on h.customer_id = s.customer_id and h.id = s.hotspot_device_id
        left join locations l on l.customer_id = s.customer_id and l.id = s.location_id
        left join vouchers v on v.customer_id = s.customer_id and v.id = s.voucher_id
        where ${sessionCondition(k)}
        order by s.started_at desc, s.id limit ${limit}`,
  );
}

export interface ExportSms {
  id: string;
  sentAt: string;
  phone: string;
  status: string;
  code: string | null;
  usedAt: string | null;
}

export async function exportSms(db: Handle, k: GuestKeys, limit: number): Promise<ExportSms[]> {
  return rowsOf<ExportSms>(
    db,
    sql`select m.id, ${iso('m.created_at')} as "sentAt", '… ' || m.phone_last as phone, m.status, v.code,
          ${iso('m.used_at')} as "usedAt"
        from sms_logins m
        left join vouchers v on v.customer_id = m.customer_id and v.id = m.voucher_id
        where ${smsCondition(k)} order by m.created_at desc, m.id limit ${limit}`,
  );
}

export interface ExportDeviceAccount {
  id: string;
  name: string;
  description: string | null;
  accountType: string;
  username: string | null;
  createdAt: string;
}

export async function exportDeviceAccounts(db: Handle, k: GuestKeys, limit: number): Promise<ExportDeviceAccount[]> {
  return rowsOf<ExportDeviceAccount>(
    db,
    sql`select d.id, d.name, d.description, d.account_type as "accountType", d.username,
          ${iso('d.created_at')} as "createdAt"
        from device_accounts d where ${deviceAccountCondition(k)} order by d.created_at desc, d.id limit ${limit}`,
  );
}

/**
 * The SMS the local SMSC stand-in received for these numbers (sms_outbox: not tenant data, the
 * stand-in's own record, written only with the server's handle). Called after the erasure commits.
 */
export async function eraseOutbox(db: Db, phoneHashes: readonly string[]): Promise<number> {
  if (!phoneHashes.length) return 0;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`delete from sms_outbox where destination_hash = any(${textArray(phoneHashes)}) returning id`,
  );
  return rows.length;
}

/**
 * The ids of the guest's sessions without a stop; with `since`, only those the NAS reported on after
 * it (online: src/domain/session.ts ONLINE_WINDOW_S).
 */
export async function openSessionIds(db: Handle, k: GuestKeys, since: Date | null = null): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select s.id from radius_sessions s where ${sessionCondition(k)} and s.stopped_at is null
        ${since ? sql`and s.updated_at > ${since.toISOString()}::timestamptz` : sql``} limit 1000`,
  );
  return rows.map((r) => r.id);
}

/**
 * The erasure, in the caller's transaction. Sessions keep their counts, times and bytes (and the
 * analytics rollups are not touched: the rollup trigger is switched off for this transaction) but lose
 * every link to the person; the rollups' client key of the guest becomes a random one, so distinct
 * user counts stay as they were and nothing leads back to the device.
 */
export async function erase(tx: Tx, k: GuestKeys): Promise<GuestCounts & { phoneHashes: string[] }> {
  const c = k.customerId;
  const phoneRows = await rowsOf<{ phone_hash: string }>(
    tx,
    sql`select distinct m.phone_hash from sms_logins m where ${smsCondition(k)}`,
  );
  const phoneHashes = uniq([...k.phoneHashes, ...phoneRows.map((r) => r.phone_hash)]);
  // The rollups' keys of the guest's clients: its MAC hashes and usernames as analytics_client_key makes them.
  const clientKeys = uniq([
    ...k.macHashes,
    ...(
      await rowsOf<{ key: string }>(
        tx,
        sql`select distinct analytics_client_key(s.client_mac_hash, s.username, s.id) as key
          from radius_sessions s where ${sessionCondition(k)}`,
      )
    ).map((r) => r.key),
    ...k.usernames.map((u) => `u:${u}`),
  ]);
  const accountIds = (
    await rowsOf<{ id: string }>(tx, sql`select a.id from hotspot_accounts a where ${accountCondition(k)}`)
  ).map((r) => r.id);

  await tx.execute(sql`select set_config('hotspot.skip_rollups', 'on', true)`);
  const sessions = await rowsOf<{ id: string }>(
    tx,
    sql`update radius_sessions s set client_mac_hash = '', client_mac_masked = null, username = null,
          hotspot_account_id = null, voucher_id = null, device_account_id = null
        where ${sessionCondition(k)} returning s.id`,
  );
  await tx.execute(sql`select set_config('hotspot.skip_rollups', 'off', true)`);
  // One new random key per client key, the same in the client rows of days and of 15 minutes: the
  // same number of distinct clients on every day, bucket and scope.
  for (const key of clientKeys) {
    await tx.execute(sql`with n as (select 'x:' || md5(random()::text || clock_timestamp()::text) as key),
        d as (update session_daily_clients set client_key = n.key from n where customer_id = ${c} and client_key = ${key})
      update session_quarter_clients set client_key = n.key from n where customer_id = ${c} and client_key = ${key}`);
  }
  const hotspot = await rowsOf<{ id: string }>(
    tx,
    sql`delete from hotspot_accounts a where a.customer_id = ${c} and a.id = any(${textArray(accountIds)}) returning a.id`,
  );
  const sms = await rowsOf<{ id: string }>(tx, sql`delete from sms_logins m where ${smsCondition(k)} returning m.id`);
  const devices = await rowsOf<{ id: string }>(
    tx,
    sql`delete from device_accounts d where ${deviceAccountCondition(k)} returning d.id`,
  );
  const other = await rowsOf<{ n: number }>(
    tx,
    sql`with t as (delete from guest_login_tickets where customer_id = ${c}
            and client_mac_hash = any(${textArray(k.macHashes)}) returning 1),
          h as (delete from guest_login_hints where customer_id = ${c}
            and client_key = any(${textArray(clientKeys)}) returning 1),
          r as (delete from radius_seat_reservations where customer_id = ${c}
            and client_mac_hash = any(${textArray(k.macHashes)}) returning 1),
          w as (delete from webhook_deliveries where customer_id = ${c}
            and (lower(payload #>> '{data,username}') = any(${textArray(k.usernames)})
              or payload #>> '{data,hotspotAccountId}' = any(${textArray(accountIds)})) returning 1)
        select ((select count(*) from t) + (select count(*) from h) + (select count(*) from r)
          + (select count(*) from w))::int as n`,
  );
  // Codes the guest's device was bound to forget it.
  await tx.execute(sql`update vouchers set connected_devices = array(
      select x from unnest(connected_devices) x where not (x = any(${textArray(k.macHashes)})))
    where customer_id = ${c} and connected_devices && ${textArray(k.macHashes)}`);
  return {
    phoneHashes,
    hotspotAccounts: hotspot.length,
    sessions: sessions.length,
    acceptedTerms: 0,
    smsSent: sms.length,
    deviceAccounts: devices.length,
    otherRecords: other[0]?.n ?? 0,
  };
}
