// Locations and regions in the database: SQL only. The tenant scope is always the first argument
// after the connection; writes name their customer.
import { and, asc, eq, ilike, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { customerPlugins } from '../../tenancy/customer/table';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { deleteRow, findRow, listRows, nameTaken, updateRow } from '../../platform/rows';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { hotspotDevices } from '../hotspot-device/table';
import {
  locationDnsIps,
  locationGroupLocations,
  locationGroups,
  locations,
  type LocationGroupRow,
  type LocationRow,
} from './table';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';

const l = locations;
const g = locationGroups;
const gl = locationGroupLocations;
const d = hotspotDevices;

export type LocationInsert = typeof l.$inferInsert;
export type LocationGroupInsert = typeof g.$inferInsert;

// ------------------------------------------------------------------------------------ locations

export interface LocationFilter {
  search?: string;
  ids?: string[];
  hasDevices?: boolean | null;
  hotspotDeviceId?: string | null;
}

const LOCATION_SORTABLE = {
  name: l.name,
  externalId: l.externalId,
  createdAt: l.createdAt,
  updatedAt: l.updatedAt,
};

const devicesOfLocation = () =>
  sql`select 1 from ${d} where ${d.customerId} = ${l.customerId} and ${d.locationId} = ${l.id}`;

function locationWhere(scope: TenantScope, filter: LocationFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(l.customerId, scope)];
  if (filter.ids) conds.push(inArray(l.id, filter.ids));
  if (filter.search) conds.push(ilike(l.searchText, likePattern(filter.search.toLowerCase())));
  if (filter.hasDevices === true) conds.push(sql`exists (${devicesOfLocation()})`);
  if (filter.hasDevices === false) conds.push(sql`not exists (${devicesOfLocation()})`);
  if (filter.hotspotDeviceId) {
    conds.push(
      sql`exists (select 1 from ${d} where ${d.customerId} = ${l.customerId} and ${d.locationId} = ${l.id} and ${d.id} = ${filter.hotspotDeviceId})`,
    );
  }
  return and(...conds);
}

export function listLocations(
  db: Db,
  scope: TenantScope,
  filter: LocationFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: LocationRow[]; total: number }> {
  return listRows(db, l, locationWhere(scope, filter), orderBy(page, LOCATION_SORTABLE, l.id), window);
}

/** The columns of an exported location (routes.ts). */
const LOCATION_EXPORT_COLUMNS = {
  customerId: l.customerId,
  name: l.name,
  description: l.description,
  externalId: l.externalId,
  street: l.street,
  zip: l.zip,
  city: l.city,
  state: l.state,
  country: l.country,
  lat: l.geoLat,
  long: l.geoLong,
  createdAt: l.createdAt,
  updatedAt: l.updatedAt,
};

export type LocationExportRow = Pick<
  LocationRow,
  'customerId' | 'name' | 'description' | 'externalId' | 'street' | 'zip' | 'city' | 'state' | 'country'
> & { lat: number | null; long: number | null; createdAt: Date; updatedAt: Date };

/** The whole list for an export (docs/exports.md): the list's condition and order, read in keyset batches. */
export function locationExportRead(
  db: Db,
  scope: TenantScope,
  filter: LocationFilter,
  sort: PageArgs['sort'],
): KeysetRead {
  return {
    db,
    table: l,
    columns: LOCATION_EXPORT_COLUMNS,
    condition: locationWhere(scope, filter),
    terms: exportOrder(sort, LOCATION_SORTABLE, l.id, l.customerId, scope),
  };
}

export const findLocation = (db: Db | Tx, scope: TenantScope, id: string): Promise<LocationRow | undefined> =>
  findRow(db, l, scope, id);

/** Whether another location of the customer has this name (case-insensitive). */
export async function locationNameTaken(db: Db | Tx, customerId: string, name: string, exceptId: string | null) {
  return nameTaken(db, l, customerId, name, exceptId);
}

/** Whether another location of the customer has this external id. */
export async function externalIdTaken(db: Db | Tx, customerId: string, externalId: string, exceptId: string | null) {
  const rows = await db
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.customerId, customerId), eq(l.externalId, externalId), exceptId ? ne(l.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertLocation(db: Db | Tx, row: LocationInsert): Promise<void> {
  await db.insert(l).values(row);
}

/** Updates when the row is unchanged since `updatedAt` (when given); false when stale or gone. */
export async function updateLocation(
  db: Db | Tx,
  customerId: string,
  id: string,
  set: Partial<LocationInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(db, l, customerId, id, set, updatedAt);
}

/** Deletes the location; its IPs and region memberships go by CASCADE. */
export async function deleteLocation(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, l, customerId, id);
}

/** The customer's locations among `ids`. */
export async function existingLocationIds(db: Db | Tx, customerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.customerId, customerId), inArray(l.id, ids)));
  return new Set(rows.map((r) => r.id));
}

// ----------------------------------------------------------------------------- linked devices

/** Ids of the devices a location lists, by name. */
export async function deviceIdsOfLocations(
  db: Db | Tx,
  customerId: string,
  locationIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: d.id, locationId: d.locationId })
    .from(d)
    .where(and(eq(d.customerId, customerId), inArray(d.locationId, [...locationIds])))
    .orderBy(asc(d.name), asc(d.id));
  return groupBy(
    rows,
    (r) => r.locationId!,
    (r) => r.id,
  );
}

/** The customer's devices among `ids`. */
export async function existingDeviceIds(db: Db | Tx, customerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.customerId, customerId), inArray(d.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Makes the location list exactly these devices: the ones no longer listed are unlinked, the listed
 * ones move here (from wherever they were). Returns the rows written.
 */
export async function setLocationDevices(
  tx: Tx,
  customerId: string,
  locationId: string,
  deviceIds: string[],
): Promise<number> {
  const now = new Date();
  const unlinked = await tx
    .update(d)
    .set({ locationId: null, updatedAt: now })
    .where(
      and(
        eq(d.customerId, customerId),
        eq(d.locationId, locationId),
        deviceIds.length ? notInArray(d.id, deviceIds) : undefined,
      ),
    )
    .returning({ id: d.id });
  if (!deviceIds.length) return unlinked.length;
  const linked = await tx
    .update(d)
    .set({ locationId, updatedAt: now })
    .where(
      and(eq(d.customerId, customerId), inArray(d.id, deviceIds), sql`${d.locationId} is distinct from ${locationId}`),
    )
    .returning({ id: d.id });
  return unlinked.length + linked.length;
}

/** Unlinks every device of a location (before it is deleted). */
export async function unlinkLocationDevices(tx: Tx, customerId: string, locationId: string): Promise<number> {
  const rows = await tx
    .update(d)
    .set({ locationId: null, updatedAt: new Date() })
    .where(and(eq(d.customerId, customerId), eq(d.locationId, locationId)))
    .returning({ id: d.id });
  return rows.length;
}

// ------------------------------------------------------------------------------ DNS filter IPs

export async function ipsOfLocation(db: Db | Tx, customerId: string, locationId: string): Promise<string[]> {
  const rows = await db
    .select({ ip: locationDnsIps.ip })
    .from(locationDnsIps)
    .where(and(eq(locationDnsIps.customerId, customerId), eq(locationDnsIps.locationId, locationId)))
    .orderBy(asc(locationDnsIps.ip));
  return rows.map((r) => r.ip);
}

/** The first of `ips` registered by any other location of any customer (the table is global). */
export async function ipRegisteredElsewhere(
  db: Db | Tx,
  ips: string[],
  customerId: string,
  locationId: string,
): Promise<string | undefined> {
  if (!ips.length) return undefined;
  const rows = await db
    .select({ ip: locationDnsIps.ip })
    .from(locationDnsIps)
    .where(
      and(
        inArray(locationDnsIps.ip, ips),
        sql`(${locationDnsIps.customerId}, ${locationDnsIps.locationId}) <> (${customerId}, ${locationId})`,
      ),
    );
  const taken = new Set(rows.map((r) => r.ip));
  return ips.find((ip) => taken.has(ip));
}

/** Replaces the location's IPs. */
export async function replaceIps(tx: Tx, customerId: string, locationId: string, ips: string[]): Promise<void> {
  await tx
    .delete(locationDnsIps)
    .where(and(eq(locationDnsIps.customerId, customerId), eq(locationDnsIps.locationId, locationId)));
  if (ips.length) await tx.insert(locationDnsIps).values(ips.map((ip) => ({ ip, customerId, locationId })));
}

/** Whether the customer's dnsFilter plugin is active. */
export async function dnsFilterActive(db: Db | Tx, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ plugins: customerPlugins.plugins })
    .from(customerPlugins)
    .where(eq(customerPlugins.customerId, customerId));
  return row?.plugins?.dnsFilter?.active === true;
}

// -------------------------------------------------------------------------------------- regions

export interface LocationGroupFilter {
  search?: string;
  ids?: string[];
  locationId?: string | null;
}

const GROUP_SORTABLE = { name: g.name, createdAt: g.createdAt, updatedAt: g.updatedAt };

function groupWhere(scope: TenantScope, filter: LocationGroupFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(g.customerId, scope)];
  if (filter.ids) conds.push(inArray(g.id, filter.ids));
  if (filter.search) conds.push(ilike(g.searchText, likePattern(filter.search.toLowerCase())));
  if (filter.locationId) {
    conds.push(
      sql`exists (select 1 from ${gl} where ${gl.customerId} = ${g.customerId} and ${gl.groupId} = ${g.id} and ${gl.locationId} = ${filter.locationId})`,
    );
  }
  return and(...conds);
}

export function listLocationGroups(
  db: Db,
  scope: TenantScope,
  filter: LocationGroupFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: LocationGroupRow[]; total: number }> {
  return listRows(db, g, groupWhere(scope, filter), orderBy(page, GROUP_SORTABLE, g.id), window);
}

/**
 * What an exported region holds: its locations by name (in name order) and their number. The
 * subqueries name every table in full: drizzle writes a column bare in a selection.
 */
const GROUP_EXPORT_COLUMNS = {
  customerId: g.customerId,
  name: g.name,
  description: g.description,
  locationNames: sql<string | null>`(select string_agg(lo.name, ', ' order by lower(lo.name), lo.id)
    from location_group_locations m join locations lo on lo.customer_id = m.customer_id and lo.id = m.location_id
    where m.customer_id = location_groups.customer_id and m.group_id = location_groups.id)`.as('location_names'),
  locationCount: sql<number>`(select count(*)::int from location_group_locations m
    where m.customer_id = location_groups.customer_id and m.group_id = location_groups.id)`.as('location_count'),
  createdAt: g.createdAt,
  updatedAt: g.updatedAt,
};

export interface LocationGroupExportRow {
  customerId: string;
  name: string;
  description: string | null;
  locationNames: string | null;
  locationCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The whole region list for an export (docs/exports.md): the list's condition and order. */
export function locationGroupExportRead(
  db: Db,
  scope: TenantScope,
  filter: LocationGroupFilter,
  sort: PageArgs['sort'],
): KeysetRead {
  return {
    db,
    table: g,
    columns: GROUP_EXPORT_COLUMNS,
    condition: groupWhere(scope, filter),
    terms: exportOrder(sort, GROUP_SORTABLE, g.id, g.customerId, scope),
  };
}

export const findLocationGroup = (db: Db | Tx, scope: TenantScope, id: string) => findRow(db, g, scope, id);

export async function groupNameTaken(db: Db | Tx, customerId: string, name: string, exceptId: string | null) {
  return nameTaken(db, g, customerId, name, exceptId);
}

export async function insertLocationGroup(db: Db | Tx, row: LocationGroupInsert): Promise<void> {
  await db.insert(g).values(row);
}

export async function updateLocationGroup(
  db: Db | Tx,
  customerId: string,
  id: string,
  set: Partial<LocationGroupInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(db, g, customerId, id, set, updatedAt);
}

export async function deleteLocationGroup(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, g, customerId, id);
}

/** Location ids of a region, by location name. */
export async function locationIdsOfGroups(
  db: Db | Tx,
  customerId: string,
  groupIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: gl.locationId, groupId: gl.groupId })
    .from(gl)
    .innerJoin(l, and(eq(l.customerId, gl.customerId), eq(l.id, gl.locationId)))
    .where(and(eq(gl.customerId, customerId), inArray(gl.groupId, [...groupIds])))
    .orderBy(asc(l.name), asc(l.id));
  return groupBy(
    rows,
    (r) => r.groupId,
    (r) => r.id,
  );
}

/** The locations of a region, by name. */
export async function locationsOfGroup(db: Db | Tx, customerId: string, groupId: string): Promise<LocationRow[]> {
  const rows = await db
    .select({ location: l })
    .from(gl)
    .innerJoin(l, and(eq(l.customerId, gl.customerId), eq(l.id, gl.locationId)))
    .where(and(eq(gl.customerId, customerId), eq(gl.groupId, groupId)))
    .orderBy(asc(l.name), asc(l.id));
  return rows.map((r) => r.location);
}

/** The regions containing a location, by name. */
export async function groupsOfLocations(
  db: Db | Tx,
  customerId: string,
  locationIds: readonly string[],
): Promise<Map<string, LocationGroupRow[]>> {
  const rows = await db
    .select({ group: g, locationId: gl.locationId })
    .from(gl)
    .innerJoin(g, and(eq(g.customerId, gl.customerId), eq(g.id, gl.groupId)))
    .where(and(eq(gl.customerId, customerId), inArray(gl.locationId, [...locationIds])))
    .orderBy(asc(g.name), asc(g.id));
  return groupBy(
    rows,
    (r) => r.locationId,
    (r) => r.group,
  );
}

/** The customer's locations among `ids`, by id. */
export async function locationsByIds(
  db: Db | Tx,
  customerId: string,
  ids: readonly string[],
): Promise<Map<string, LocationRow>> {
  const rows = await db
    .select()
    .from(l)
    .where(and(eq(l.customerId, customerId), inArray(l.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Rows grouped by a key, in their order. */
function groupBy<R, V>(rows: readonly R[], keyOf: (r: R) => string, valueOf: (r: R) => V): Map<string, V[]> {
  const out = new Map<string, V[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = out.get(k);
    if (list) list.push(valueOf(r));
    else out.set(k, [valueOf(r)]);
  }
  return out;
}

/** Makes the region contain exactly these locations. */
export async function setGroupLocations(tx: Tx, customerId: string, groupId: string, locationIds: string[]) {
  await tx.delete(gl).where(and(eq(gl.customerId, customerId), eq(gl.groupId, groupId)));
  if (locationIds.length) {
    await tx.insert(gl).values(locationIds.map((locationId) => ({ customerId, groupId, locationId })));
  }
}
