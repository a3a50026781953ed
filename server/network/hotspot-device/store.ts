// Hotspot devices in the database: SQL only. The tenant scope is always the first argument.
// hotspot_devices.macs and hotspot_device_macs are written together (the caller runs them in one
// transaction); the primary key of hotspot_device_macs is the MAC uniqueness guarantee.
import { and, asc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { deleteRow, findRow, listRows, listSearchRows, nameTaken as rowNameTaken } from '../../platform/rows';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { hotspotDeviceConfigs } from '../device-config/table';
import { locations } from '../location/table';
import { hotspotDeviceMacs, hotspotDevices, type HotspotDeviceRow } from './table';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';

export interface DeviceFilter {
  search?: string;
  ids?: string[];
  /** Effective state: the switch AND now inside the active period (end inclusive). */
  active?: boolean | null;
  type?: string | null;
  configId?: string | null;
  locationId?: string | null;
}

export type DeviceInsert = typeof hotspotDevices.$inferInsert;

const t = hotspotDevices;
const m = hotspotDeviceMacs;

/** The effective active state in SQL (same rule as isDeviceActive). */
const effectiveActive = sql`(${t.active} and (${t.activeFrom} is null or ${t.activeFrom} <= now()) and (${t.activeUntil} is null or ${t.activeUntil} >= now()))`;

const SORTABLE = {
  name: t.name,
  deviceType: t.deviceType,
  active: effectiveActive,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

/**
 * A search term made only of hex digits and MAC delimiters with at least one delimiter ('B4-01-2',
 * '6d:10:20', 'f4f2.6d10'): a MAC fragment, searched as its bare hex digits ('b4012'), which the
 * search text holds for every MAC. (Searched as typed, the delimited form would also miss the
 * trigram index: pg_trgm splits words at the delimiters into trigrams every MAC has.)
 */
export function macFragment(term: string): string | null {
  if (!/^[0-9a-f]{1,4}([:\-. ][0-9a-f]{1,4})+[:\-. ]?$/i.test(term)) return null;
  const hex = term.replace(/[^0-9a-f]/gi, '').toLowerCase();
  return hex.length >= 2 ? hex : null;
}

function where(scope: TenantScope, filter: DeviceFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(t.customerId, scope)];
  if (filter.ids) conds.push(inArray(t.id, filter.ids));
  if (filter.type) conds.push(eq(t.deviceType, filter.type));
  if (filter.configId) conds.push(eq(t.configId, filter.configId));
  if (filter.locationId) conds.push(eq(t.locationId, filter.locationId));
  if (filter.active != null) conds.push(filter.active ? effectiveActive : sql`not ${effectiveActive}`);
  if (filter.search) {
    // A LIKE of the lowercased term: searchTextOf writes the text lowercased (toLowerCase, as here), and
    // ILIKE would fold every candidate's text again: "lobby" among 100,000 devices, 14,000 matches,
    // took 53 ms to count with ILIKE and 27 ms with LIKE on PostgreSQL.
    const term = filter.search.toLowerCase();
    conds.push(like(t.searchText, likePattern(macFragment(term) ?? term)));
  }
  return and(...conds);
}

/**
 * The same keys as expressions no index provides: the page is then sorted from the matches instead
 * of walking a sorted index until 25 of them turn up, which takes a scan of most of the customer's
 * devices when the matches are few and all old (a MAC fragment of one delivery imported long ago).
 */
const SORTED_FROM_MATCHES = {
  name: sql`${t.name} || ''`,
  deviceType: sql`${t.deviceType} || ''`,
  active: effectiveActive,
  createdAt: sql`${t.createdAt} + interval '0 s'`,
  updatedAt: sql`${t.updatedAt} + interval '0 s'`,
};
/** Up to this many search matches, the page is sorted from the matches (a few ms for 5,000). */
export const SORT_MATCHES_MAX = 5000;

export async function listDevices(
  db: Db,
  scope: TenantScope,
  filter: DeviceFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: HotspotDeviceRow[]; total: number }> {
  const condition = where(scope, filter);
  if (!filter.search) return listRows(db, t, condition, orderBy(page, SORTABLE, t.id), window);
  return listSearchRows(
    db,
    t,
    condition,
    (fromMatches) =>
      fromMatches
        ? orderBy(page, SORTED_FROM_MATCHES, sql`${t.id} || ''` as unknown as typeof t.id)
        : orderBy(page, SORTABLE, t.id),
    window,
    SORT_MATCHES_MAX,
  );
}

/** The columns of an exported device (routes.ts). */
const EXPORT_COLUMNS = {
  customerId: t.customerId,
  name: t.name,
  description: t.description,
  deviceType: t.deviceType,
  active: t.active,
  activeFrom: t.activeFrom,
  activeUntil: t.activeUntil,
  lanMac: t.lanMac,
  macs: t.macs,
  keywords: t.keywords,
  lat: t.geoLat,
  long: t.geoLong,
  timezone: t.timezone,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

export type DeviceExportRow = Pick<
  HotspotDeviceRow,
  | 'customerId'
  | 'name'
  | 'description'
  | 'deviceType'
  | 'active'
  | 'activeFrom'
  | 'activeUntil'
  | 'lanMac'
  | 'macs'
  | 'keywords'
  | 'timezone'
  | 'createdAt'
  | 'updatedAt'
> & { lat: number | null; long: number | null };

/**
 * The whole list for an export (docs/exports.md): the list's condition (a search included) and
 * order (SORTABLE, the effective state among them), read in keyset batches.
 */
export function deviceExportRead(db: Db, scope: TenantScope, filter: DeviceFilter, sort: PageArgs['sort']): KeysetRead {
  return {
    db,
    table: t,
    columns: EXPORT_COLUMNS,
    condition: where(scope, filter),
    terms: exportOrder(sort, SORTABLE, t.id, t.customerId, scope),
  };
}

export async function findDevice(db: Db | Tx, scope: TenantScope, id: string): Promise<HotspotDeviceRow | undefined> {
  return findRow(db, t, scope, id);
}

/** Whether another device of the customer has this name (case-insensitive). */
export async function nameTaken(db: Db | Tx, customerId: string, name: string, exceptId: string | null) {
  return rowNameTaken(db, t, customerId, name, exceptId);
}

/** The first of these (normal-form) MACs another device of the customer uses, or null. */
export async function macTaken(
  db: Db | Tx,
  customerId: string,
  macs: string[],
  exceptId: string | null,
): Promise<string | null> {
  if (!macs.length) return null;
  const rows = await db
    .select({ mac: m.mac })
    .from(m)
    .where(and(eq(m.customerId, customerId), inArray(m.mac, macs), exceptId ? ne(m.deviceId, exceptId) : undefined));
  const taken = new Set(rows.map((r) => r.mac));
  return macs.find((mac) => taken.has(mac)) ?? null;
}

/** Which of these names (compared lowercased; answered as stored) and MACs the customer's devices use. */
export async function conflicts(
  db: Db | Tx,
  customerId: string,
  names: string[],
  macs: string[],
): Promise<{ names: string[]; macs: string[] }> {
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  const [nameRows, macRows] = await Promise.all([
    lower.length
      ? db
          .select({ name: sql<string>`lower(${t.name})` })
          .from(t)
          .where(and(eq(t.customerId, customerId), inArray(sql`lower(${t.name})`, lower)))
      : Promise.resolve([]),
    macs.length
      ? db
          .select({ mac: m.mac })
          .from(m)
          .where(and(eq(m.customerId, customerId), inArray(m.mac, [...new Set(macs)])))
      : Promise.resolve([]),
  ]);
  return { names: nameRows.map((r) => r.name), macs: macRows.map((r) => r.mac) };
}

/** The customer's device that has any of these MACs (the first by MAC order), or undefined. */
export async function deviceWithMac(db: Db | Tx, customerId: string, macs: string[]) {
  if (!macs.length) return undefined;
  const [hit] = await db
    .select({ deviceId: m.deviceId })
    .from(m)
    .where(and(eq(m.customerId, customerId), inArray(m.mac, macs)))
    .limit(1);
  return hit ? findRow(db, t, [customerId], hit.deviceId) : undefined;
}

/** Lowercased names of the customer's devices starting with `prefix` (for making a name unique). */
export async function namesStartingWith(db: Db | Tx, customerId: string, prefix: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${t.name})` })
    .from(t)
    .where(and(eq(t.customerId, customerId), sql`lower(${t.name}) like ${likePattern(prefix.toLowerCase()).slice(1)}`));
  return new Set(rows.map((r) => r.name));
}

const macRows = (customerId: string, deviceId: string, macs: string[]) =>
  macs.map((mac, position) => ({ customerId, mac, deviceId, position }));

/** A device as a hotspot_devices record (column names; every column given, defaults applied here). */
function deviceRecord(r: DeviceInsert, now: string) {
  return {
    customer_id: r.customerId,
    id: r.id,
    name: r.name,
    description: r.description ?? null,
    active: r.active ?? true,
    active_from: r.activeFrom ? r.activeFrom.toISOString() : null,
    active_until: r.activeUntil ? r.activeUntil.toISOString() : null,
    device_type: r.deviceType,
    config_id: r.configId ?? null,
    location_id: r.locationId ?? null,
    geo_lat: r.geoLat ?? null,
    geo_long: r.geoLong ?? null,
    keywords: r.keywords ?? [],
    lan_mac: r.lanMac ?? null,
    macs: r.macs,
    login_time_periods: r.loginTimePeriods ?? null,
    monitoring_alias: r.monitoringAlias,
    timezone: r.timezone ?? null,
    search_text: r.searchText ?? '',
    created_at: r.createdAt ? r.createdAt.toISOString() : now,
    updated_at: r.updatedAt ? r.updatedAt.toISOString() : now,
  };
}

/**
 * Inserts devices and their MAC rows (run inside a transaction). One JSON parameter per table
 * (jsonb_populate_recordset): a 500-row import batch is two statements with two parameters, not
 * 10,000 bound values.
 */
export async function insertDevices(tx: Tx, rows: DeviceInsert[]): Promise<void> {
  if (!rows.length) return;
  const now = new Date().toISOString();
  const devices = JSON.stringify(rows.map((r) => deviceRecord(r, now)));
  const macs = JSON.stringify(
    rows.flatMap((r) => r.macs.map((mac, position) => ({ customer_id: r.customerId, mac, device_id: r.id, position }))),
  );
  await tx.execute(sql`insert into ${t} select * from jsonb_populate_recordset(null::${t}, ${devices}::jsonb)`);
  await tx.execute(sql`insert into ${m} select * from jsonb_populate_recordset(null::${m}, ${macs}::jsonb)`);
}

/**
 * Updates when the row is unchanged since `updatedAt` (when given); false when stale or gone. New
 * MACs (set.macs) replace the MAC rows in the same transaction.
 */
export async function updateDevice(
  tx: Tx,
  customerId: string,
  id: string,
  set: Partial<DeviceInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  const conds = [eq(t.customerId, customerId), eq(t.id, id)];
  if (updatedAt) conds.push(eq(t.updatedAt, updatedAt));
  const done = await tx
    .update(t)
    .set(set)
    .where(and(...conds))
    .returning({ id: t.id });
  if (!done.length) return false;
  if (set.macs) {
    await tx.delete(m).where(and(eq(m.customerId, customerId), eq(m.deviceId, id)));
    await tx.insert(m).values(macRows(customerId, id, set.macs));
  }
  return true;
}

export async function deleteDevice(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, t, customerId, id);
}

/** Which of these config ids are the customer's. */
export async function existingConfigs(db: Db | Tx, customerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const c = hotspotDeviceConfigs;
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.customerId, customerId), inArray(c.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Which of these location ids are the customer's. */
export async function existingLocations(db: Db | Tx, customerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.customerId, customerId), inArray(locations.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function findConfigRow(db: Db | Tx, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(hotspotDeviceConfigs)
    .where(and(eq(hotspotDeviceConfigs.customerId, customerId), eq(hotspotDeviceConfigs.id, id)));
  return row;
}

/** Names of the customer's devices using a config, by name (at most `limit`). */
export async function namesUsingConfig(db: Db | Tx, customerId: string, configId: string, limit: number) {
  const rows = await db
    .select({ name: t.name })
    .from(t)
    .where(and(eq(t.customerId, customerId), eq(t.configId, configId)))
    .orderBy(asc(t.name), asc(t.id))
    .limit(limit);
  return rows.map((r) => r.name);
}
