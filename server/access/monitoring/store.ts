// Monitoring of hotspot devices (docs/radius.md "Monitoring"): each device's signal derived at read
// from its heartbeat (any RADIUS packet it signed) and its guests' sessions, for HotspotDevice.monitoring
// and Location.monitoring. Its own module: the devices and locations are the network's, the facts
// the access domain's.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { hotspotDevices } from '../../network/hotspot-device/table';
import { onlineSince } from '../session';

/** What monitoring derives a device's signal from (one row per device, see deviceMonitoring). */
export interface MonitoringFacts {
  /** The device's last heartbeat (online_users.updated_at: any RADIUS packet it signed). */
  heartbeat: Date | null;
  /** Online sessions, the newest start and last update among them. */
  users: number;
  openStarted: Date | null;
  openUpdated: Date | null;
  /** The device's newest session (by start): when it started and whether it stopped. */
  newestStarted: Date | null;
  newestStopped: Date | null;
  /** The device's latest Access-Accept (hotspot_accounts.last_login_at of its accounts). */
  accepted: Date | null;
}

export type MonitoringSignalName =
  'hotspot_offline' | 'hotspot_online' | 'account_login' | 'account_authorized' | 'account_online' | 'account_offline';

export interface DeviceMonitoring {
  hotspotDeviceId: string;
  signal: MonitoringSignalName;
  message: string;
  severity: number;
  users: number;
  /** When the device was last seen; null: never. */
  updatedAt: Date | null;
}

/** An Access-Accept or a session start younger than this is "a login just now" (account_login). */
export const LOGIN_SIGNAL_S = 60;

const newer = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The monitoring signal of a device (seed 001 §3), derived at read, first match wins:
 * - hotspot_offline (4): not seen within ONLINE_WINDOW_S, or never. Seen = the newer of the last
 *   heartbeat and the last update of an online session (an accounting packet is a heartbeat too).
 * - account_login (1): online sessions, the newest started less than LOGIN_SIGNAL_S ago.
 * - account_online (1): online sessions.
 * - account_authorized (0): an Access-Accept on the device within ONLINE_WINDOW_S that no session
 *   has followed yet (accounting not started).
 * - account_offline (0): the device's newest session has stopped.
 * - hotspot_online (0): seen, nothing else (no session yet, or the last one timed out without Stop).
 */
export function deriveMonitoring(deviceId: string, f: MonitoringFacts, now = new Date()): DeviceMonitoring {
  const seen = newer(f.heartbeat, f.openUpdated);
  const base = { hotspotDeviceId: deviceId, users: f.users, updatedAt: seen };
  const window = onlineSince(now);
  if (!seen || seen <= window) {
    const message = seen ? 'Hotspot offline: no RADIUS packet received recently' : 'Hotspot never seen';
    return { ...base, users: 0, signal: 'hotspot_offline', severity: 4, message };
  }
  if (f.users > 0) {
    const fresh = f.openStarted && f.openStarted.getTime() > now.getTime() - LOGIN_SIGNAL_S * 1000;
    return fresh
      ? { ...base, signal: 'account_login', severity: 1, message: 'A guest logged in' }
      : { ...base, signal: 'account_online', severity: 1, message: `${f.users} guest session(s) online` };
  }
  if (f.accepted && f.accepted > window && (!f.newestStarted || f.accepted > f.newestStarted)) {
    return { ...base, signal: 'account_authorized', severity: 0, message: 'A guest was authorised' };
  }
  if (f.newestStarted && f.newestStopped) {
    return { ...base, signal: 'account_offline', severity: 0, message: 'The last guest session ended' };
  }
  return { ...base, signal: 'hotspot_online', severity: 0, message: 'Hotspot online' };
}

interface FactsRow {
  device_id: string;
  heartbeat: Date | string | null;
  users: number;
  open_started: Date | string | null;
  open_updated: Date | string | null;
  newest_started: Date | string | null;
  newest_stopped: Date | string | null;
  accepted: Date | string | null;
}

const date = (v: Date | string | null) => (v == null ? null : v instanceof Date ? v : new Date(v));

/**
 * Monitoring of devices of one customer, one query for all (a page of devices, a location's). Each
 * device costs index steps only: online_users by its unique key, open sessions by
 * radius_sessions_open_device_idx, the newest session by radius_sessions_device_started_idx
 * (migration 0017), accounts by hotspot_accounts_device_idx.
 */
export async function deviceMonitoring(
  db: Db | Tx,
  customerId: string,
  deviceIds: readonly string[],
  now = new Date(),
): Promise<Map<string, DeviceMonitoring>> {
  const out = new Map<string, DeviceMonitoring>();
  if (!deviceIds.length) return out;
  const since = onlineSince(now).toISOString();
  const rows = (await db.execute(sql`
    select d.id as device_id, o.updated_at as heartbeat, s.users, s.open_started, s.open_updated,
      n.started_at as newest_started, n.stopped_at as newest_stopped, a.accepted
    from unnest(array[${sql.join(
      deviceIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) as d(id)
    left join online_users o on o.customer_id = ${customerId} and o.hotspot_device_id = d.id
    left join lateral (
      select count(*)::int as users, max(r.started_at) as open_started, max(r.updated_at) as open_updated
      from radius_sessions r
      where r.customer_id = ${customerId} and r.hotspot_device_id = d.id and r.stopped_at is null
        and r.updated_at > ${since}::timestamptz
    ) s on true
    left join lateral (
      select r.started_at, r.stopped_at from radius_sessions r
      where r.customer_id = ${customerId} and r.hotspot_device_id = d.id
      order by r.started_at desc limit 1
    ) n on true
    left join lateral (
      select max(h.last_login_at) as accepted from hotspot_accounts h
      where h.customer_id = ${customerId} and h.hotspot_device_id = d.id
    ) a on true`)) as unknown as { rows: FactsRow[] } | FactsRow[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  for (const r of list) {
    const facts: MonitoringFacts = {
      heartbeat: date(r.heartbeat),
      users: Number(r.users ?? 0),
      openStarted: date(r.open_started),
      openUpdated: date(r.open_updated),
      newestStarted: date(r.newest_started),
      newestStopped: date(r.newest_stopped),
      accepted: date(r.accepted),
    };
    out.set(r.device_id, deriveMonitoring(r.device_id, facts, now));
  }
  return out;
}

/**
 * Monitoring of the devices of a location, derived at read like HotspotDevice.monitoring
 * (deriveMonitoring, above): one query for the ids, one for all their states. A device
 * that never sent a RADIUS packet (never seen) has no time to show and is left out of the summary;
 * its own HotspotDevice.monitoring says hotspot_offline.
 */
export async function monitoringOfLocation(db: Db | Tx, customerId: string, locationId: string) {
  const d = hotspotDevices;
  const ids = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.customerId, customerId), eq(d.locationId, locationId)))
    .orderBy(asc(d.id));
  const states = await deviceMonitoring(
    db,
    customerId,
    ids.map((r) => r.id),
  );
  return [...states.values()]
    .filter((m): m is typeof m & { updatedAt: Date } => m.updatedAt !== null)
    .sort((a, b) => a.hotspotDeviceId.localeCompare(b.hotspotDeviceId));
}

/**
 * The home page's device figure (issue 40): the customer's active devices (switched on, inside their
 * active period) and how many of them monitoring calls hotspot_offline now — the same derivation
 * as HotspotDevice.monitoring (deriveMonitoring), over all of them in one query.
 */
export async function deviceStatusCounts(
  db: Db | Tx,
  customerId: string,
  now = new Date(),
): Promise<{ total: number; offline: number }> {
  const t = hotspotDevices;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.customerId, customerId),
        sql`${t.active} and (${t.activeFrom} is null or ${t.activeFrom} <= now()) and (${t.activeUntil} is null or ${t.activeUntil} >= now())`,
      ),
    );
  const states = await deviceMonitoring(
    db,
    customerId,
    rows.map((r) => r.id),
    now,
  );
  let offline = 0;
  for (const m of states.values()) if (m.signal === 'hotspot_offline') offline++;
  return { total: rows.length, offline };
}
