// Reading guest sessions: who is online now. A session is online while it has no stop and its last
// update is younger than ONLINE_WINDOW_S (src/domain/session.ts). Every count is per customer and
// runs on the partial indexes over open sessions (radius_sessions_open_*).
import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/client';
import { ONLINE_WINDOW_S } from '../../../src/domain/session';
import { radiusSessions } from './table';

/** What an online count is narrowed to (all optional; together they narrow further). */
export interface OnlineFilter {
  hotspotDeviceId?: string;
  voucherId?: string;
  hotspotAccountId?: string;
  deviceAccountId?: string;
  clientMacHash?: string;
}

/** The oldest last update that still counts as online, relative to `now`. */
export const onlineSince = (now: Date = new Date()) => new Date(now.getTime() - ONLINE_WINDOW_S * 1000);

function onlineConditions(customerId: string, by: OnlineFilter, now: Date): SQL[] {
  const conds: SQL[] = [
    eq(radiusSessions.customerId, customerId),
    isNull(radiusSessions.stoppedAt),
    gt(radiusSessions.updatedAt, onlineSince(now)),
  ];
  if (by.hotspotDeviceId) conds.push(eq(radiusSessions.hotspotDeviceId, by.hotspotDeviceId));
  if (by.voucherId) conds.push(eq(radiusSessions.voucherId, by.voucherId));
  if (by.hotspotAccountId) conds.push(eq(radiusSessions.hotspotAccountId, by.hotspotAccountId));
  if (by.deviceAccountId) conds.push(eq(radiusSessions.deviceAccountId, by.deviceAccountId));
  if (by.clientMacHash !== undefined) conds.push(eq(radiusSessions.clientMacHash, by.clientMacHash));
  return conds;
}

/** Sessions online now (of the customer, narrowed by `by`). */
export async function onlineCount(db: Db | Tx, customerId: string, by: OnlineFilter = {}, now = new Date()) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(radiusSessions)
    .where(and(...onlineConditions(customerId, by, now)));
  return row?.n ?? 0;
}

/** Distinct client devices online now (of the customer, narrowed by `by`): simultaneous use, licence seats. */
export async function onlineClients(db: Db | Tx, customerId: string, by: OnlineFilter = {}, now = new Date()) {
  const rows = await db
    .selectDistinct({ client: radiusSessions.clientMacHash })
    .from(radiusSessions)
    .where(and(...onlineConditions(customerId, by, now)));
  return rows.map((r) => r.client);
}

/** Online sessions per value of `column` (accounts, codes or devices of one page), one query. */
export async function onlineCountsBy(
  db: Db | Tx,
  customerId: string,
  column: 'hotspotAccountId' | 'voucherId' | 'hotspotDeviceId',
  ids: readonly string[],
  now = new Date(),
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!ids.length) return out;
  const col = radiusSessions[column];
  const rows = await db
    .select({ id: col, n: sql<number>`count(*)::int` })
    .from(radiusSessions)
    .where(and(...onlineConditions(customerId, {}, now), inArray(col, [...ids])))
    .groupBy(col);
  for (const r of rows) if (r.id) out.set(r.id, r.n);
  return out;
}

/**
 * Concurrent-user licence seats in use (one query): distinct client devices online (a client on two
 * hotspots counts once), plus each online session without a client MAC (those cannot be told apart).
 * `clientOnline`: whether the client of `clientHash` holds a seat already.
 */
export async function seatsInUse(db: Db | Tx, customerId: string, clientHash = '', now = new Date()) {
  const c = radiusSessions.clientMacHash;
  const [row] = await db
    .select({
      seats: sql<number>`(count(distinct ${c}) filter (where ${c} <> '') + count(*) filter (where ${c} = ''))::int`,
      clientOnline: sql<boolean>`coalesce(bool_or(${c} = ${clientHash} and ${c} <> ''), false)`,
    })
    .from(radiusSessions)
    .where(and(...onlineConditions(customerId, {}, now)));
  return { seats: row?.seats ?? 0, clientOnline: row?.clientOnline ?? false };
}

/**
 * The customer's newest session (by start), for the last hotspot login: one step on
 * radius_sessions_started_idx (customer_id, started_at).
 */
export async function newestSession(db: Db | Tx, customerId: string) {
  const [row] = await db
    .select({
      hotspotAccountId: radiusSessions.hotspotAccountId,
      hotspotDeviceId: radiusSessions.hotspotDeviceId,
      startedAt: radiusSessions.startedAt,
      updatedAt: radiusSessions.updatedAt,
    })
    .from(radiusSessions)
    .where(eq(radiusSessions.customerId, customerId))
    .orderBy(desc(radiusSessions.startedAt))
    .limit(1);
  return row ?? null;
}

/** How long a seat reserved at Access-Accept waits for the session's accounting Start. */
export const SEAT_RESERVATION_S = 60;

/**
 * The clients holding a code (simultaneous use): online sessions and the seats reserved at
 * Access-Request time that their accounting Start has not confirmed yet (radius_seat_reservations).
 */
export async function codeHolders(db: Db, customerId: string, voucherId: string, now = new Date()) {
  const rows = await queryRows<{ c: string }>(
    db,
    `select client_mac_hash as c from radius_sessions
     where customer_id = $1 and voucher_id = $2 and stopped_at is null and updated_at > $3::timestamptz
     union
     select client_mac_hash from radius_seat_reservations
     where customer_id = $1 and voucher_id = $2 and expires_at > $4::timestamptz`,
    [customerId, voucherId, onlineSince(now).toISOString(), now.toISOString()],
  );
  return rows.map((r) => r.c);
}
