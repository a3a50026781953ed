// Locations and regions (seed 001 §3 "Location and Region", §5, §8): permission checks
// (HotspotDeviceLocation, HotspotDeviceLocationGroup via the one ACL matcher), validation with the
// portal's rules (LOCATION_RULES, REGION_RULES, openingHoursErrors), unique names and external ids,
// the devices a location lists, the DNS content filter's IPs (one owner across ALL customers), the
// position estimated from the address, optimistic locking and one transaction per write.
import { createHash } from 'node:crypto';
import { can } from '../../../src/domain/acl';
import { LOCATION_RULES, REGION_RULES, normalizeIp } from '../../../src/domain/location';
import {
  normalizeOpeningHours,
  openingHoursErrors,
  type OpeningHoursValue,
} from '../../../src/domain/loginTimePeriods';
import type { Db, Tx } from '../../platform/db/client';
import type { RequestContext } from '../../platform/context';
import { badInput, fail, notFound, stale } from '../../platform/errors';
import type {
  CreateLocationGroupInput,
  CreateLocationInput,
  CustomerLocationsArgs,
  LocationAddressInput,
  OpeningHoursInput,
  QueryLocationGroupsArgs,
  QueryLocationsArgs,
  UpdateLocationGroupInput,
  UpdateLocationInput,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { locationDeleted } from './hooks';
import { catalogueInvalid, checkFields, cleanText, throwFirstError } from '../../platform/input';
import { idList, page, pageWindow, searchTerm, type PageArgs } from '../../platform/paging';
import type { KeysetRead } from '../../platform/export/keyset';
import { UNIQUE_VIOLATION, isReferenced, pgError } from '../../platform/pgError';
import { noteWrites } from '../../platform/statistics';
import { batchLoad } from '../../platform/batch';
import { newObjectId } from '../../platform/ids';
import { customerExists } from '../../tenancy/customer';
import { estimatePosition } from './geoEstimate';
import { dnsFailuresOf, toLocation, toLocationGroup, type LocationGroupModel, type LocationModel } from './mapper';
import * as store from './store';

export type { LocationExportRow } from './store';
import type { DnsFilterFailureValue } from './table';
import { log } from '../../platform/log';

// ------------------------------------------------------------------------------------- errors

const duplicateLocationName = () =>
  fail('CONFLICT', 'A location with this name already exists', {
    field: 'name',
    reason: 'DUPLICATE',
    i18n: 'messages.location.duplicateName',
  });
const duplicateExternalId = () =>
  fail('CONFLICT', 'A location with this external ID already exists', {
    field: 'externalId',
    reason: 'DUPLICATE',
    i18n: 'messages.location.duplicateExternalId',
  });
const duplicateRegionName = () =>
  fail('CONFLICT', 'A region with this name already exists', {
    field: 'name',
    reason: 'DUPLICATE',
    i18n: 'messages.region.duplicateName',
  });
/** Which customer holds the IP is never told (seed 001 §8: "contact support"). */
const ipRegistered = (ip: string) =>
  badInput('dnsFilterConfig.ips', catalogueInvalid('messages.location.ipRegistered', { ip }));
const unknownDevice = () => badInput('hotspotDeviceIds', catalogueInvalid('resources.locations.errors.unknownDevice'));
const unknownLocation = () => badInput('locationIds', catalogueInvalid('resources.locations.errors.unknownLocation'));

/** Races only the database saw answer like the checks before them. */
function mapLocationRace(err: unknown, ips: string[]): never {
  const e = pgError(err);
  if (e?.code === UNIQUE_VIOLATION && e.constraint?.includes('external_id')) throw duplicateExternalId();
  if (e?.code === UNIQUE_VIOLATION && e.constraint?.includes('name')) throw duplicateLocationName();
  // The IP primary key (location_dns_ips_pkey): another location took one of them meanwhile.
  if (e?.code === UNIQUE_VIOLATION) throw ipRegistered(ips[0] ?? '');
  if (isReferenced(e?.code)) throw unknownDevice();
  throw err;
}

function mapGroupRace(err: unknown): never {
  const e = pgError(err);
  if (e?.code === UNIQUE_VIOLATION) throw duplicateRegionName();
  if (isReferenced(e?.code)) throw unknownLocation();
  throw err;
}

// ------------------------------------------------------------------------------------ helpers

type Address = {
  street: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
};

const addressOf = (a: LocationAddressInput | null | undefined): Address => ({
  street: cleanText(a?.street),
  zip: cleanText(a?.zip),
  city: cleanText(a?.city),
  state: cleanText(a?.state),
  country: cleanText(a?.country),
});

const searchTextOf = (name: string, description: string | null, a: Address) =>
  [name, description, a.street, a.zip, a.city, a.state, a.country].filter(Boolean).join(' ').toLowerCase();

/** The opening hours as stored (validated, normal form); null clears them. */
function openingHoursOf(input: OpeningHoursInput | null | undefined): OpeningHoursValue | null {
  if (!input) return null;
  const value = input as unknown as OpeningHoursValue;
  const errors = openingHoursErrors(value);
  throwFirstError(Object.fromEntries(Object.entries(errors).map(([path, e]) => [`openingHours.${path}`, e])));
  return normalizeOpeningHours(value);
}

/** The DNS filter IPs in normal form (validated by LOCATION_RULES before). */
const ipsOf = (ips: readonly string[] | null | undefined) => (ips ?? []).map(normalizeIp);

/**
 * Network id at the DNS filter service (decision): this installation talks to no filter service yet,
 * so the id is derived from the location itself — the first 31 bits of SHA-256(customerId:locationId)
 * — stable across writes, the same on every server instance, and without a counter to race on.
 */
export const dnsNetworkIdOf = (customerId: string, locationId: string): number =>
  createHash('sha256').update(`${customerId}:${locationId}`).digest().readUInt32BE(0) >>> 1;

/** The filter state after the IPs were written: a network with the plugin active, else NoActivePlugin. */
function dnsStateOf(active: boolean, customerId: string, locationId: string, ips: string[]) {
  if (!ips.length) return { dnsNetworkId: null, dnsFailures: [] as DnsFilterFailureValue[] };
  if (active) return { dnsNetworkId: dnsNetworkIdOf(customerId, locationId), dnsFailures: [] };
  return {
    dnsNetworkId: null,
    dnsFailures: [
      {
        error: 'NoActivePlugin',
        message: 'The dnsFilter plugin is not active: the IPs are kept but not registered at the content filter',
        at: new Date().toISOString(),
      },
    ],
  };
}

/** Refuses an IP that any other location of any customer registered (BAD_USER_INPUT, no owner named). */
async function checkIps(db: Db | Tx, customerId: string, locationId: string, ips: string[]) {
  const taken = await store.ipRegisteredElsewhere(db, ips, customerId, locationId);
  if (taken) throw ipRegistered(taken);
}

async function checkDevices(db: Db | Tx, customerId: string, ids: string[]) {
  const found = await store.existingDeviceIds(db, customerId, ids);
  if (ids.some((id) => !found.has(id))) throw unknownDevice();
}

/**
 * Writes the IPs; a failure other than the uniqueness refusal is recorded as FailUpsertIP on the
 * location (after the rollback, so that the record survives it) and then thrown on — never swallowed.
 */
async function writeIps(tx: Tx, customerId: string, locationId: string, ips: string[]) {
  try {
    await store.replaceIps(tx, customerId, locationId, ips);
  } catch (err) {
    if (pgError(err)?.code === UNIQUE_VIOLATION) throw err;
    throw Object.assign(new Error('DNS filter IP write failed'), { cause: err, failUpsertIp: true });
  }
}

async function recordIpFailure(db: Db, customerId: string, locationId: string, err: unknown) {
  // The database's own message (drizzle wraps it: the innermost cause), without the query.
  let cause: unknown = (err as { cause?: unknown }).cause;
  for (let i = 0; i < 5 && cause instanceof Error && cause.cause instanceof Error; i++) cause = cause.cause;
  const message = cause instanceof Error ? cause.message.slice(0, 500) : 'The IP addresses could not be written';
  await store.updateLocation(
    db,
    customerId,
    locationId,
    { dnsFailures: [{ error: 'FailUpsertIP', message, at: new Date().toISOString() }] },
    null,
  );
}

/** The answer to a failed IP write: the filter failure's message on the IP field (the cause goes to the log). */
function ipWriteFailed(err: unknown) {
  log.warn({ err: String((err as { cause?: unknown }).cause) }, 'DNS filter IP write failed');
  return badInput('dnsFilterConfig.ips', catalogueInvalid('messages.dnsFilter.FailUpsertIP'));
}

const isIpFailure = (err: unknown) => Boolean((err as { failUpsertIp?: boolean } | null)?.failUpsertIp);

// ---------------------------------------------------------------------------------- locations

export async function listLocations(ctx: RequestContext, args: QueryLocationsArgs) {
  const scope = scopeCustomers(ctx, 'HotspotDeviceLocation', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listLocations(
    ctx.db,
    scope,
    {
      search: searchTerm(args.search),
      ids: idList('ids', args.ids),
      hasDevices: args.hasDevices,
      hotspotDeviceId: args.hotspotDeviceId,
    },
    args,
    window,
  );
  return page(rows.map(toLocation), total, window.offset);
}

/**
 * The list of locations for an export (docs/exports.md): the list query's arguments, checked as
 * listLocations checks them, and its order.
 */
export function openLocationExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const a = args as Partial<QueryLocationsArgs>;
  const scope = scopeCustomers(ctx, 'HotspotDeviceLocation', 'read', a.customerIds);
  return Promise.resolve(
    store.locationExportRead(
      ctx.db,
      scope,
      {
        search: searchTerm(a.search),
        ids: idList('ids', a.ids),
        hasDevices: a.hasDevices,
        hotspotDeviceId: a.hotspotDeviceId,
      },
      sort,
    ),
  );
}

export const locationsOfCustomer = (ctx: RequestContext, customerId: string, args: CustomerLocationsArgs) =>
  listLocations(ctx, { ...args, customerIds: [customerId] });

export async function createLocation(ctx: RequestContext, data: CreateLocationInput): Promise<LocationModel> {
  requireCan(ctx, 'HotspotDeviceLocation', 'create', data.customerId);
  checkFields({ ...data }, LOCATION_RULES);
  if (!(await customerExists(ctx.db, data.customerId))) throw notFound('Customer', { field: 'customerId' });
  const customerId = data.customerId;
  const id = newObjectId();
  const name = data.name.trim();
  const description = cleanText(data.description);
  const externalId = cleanText(data.externalId);
  const address = addressOf(data.address);
  const openingHours = openingHoursOf(data.openingHours);
  const ips = ipsOf(data.dnsFilterConfig?.ips);
  const deviceIds = [...new Set(data.hotspotDeviceIds ?? [])];
  if (await store.locationNameTaken(ctx.db, customerId, name, null)) throw duplicateLocationName();
  if (externalId && (await store.externalIdTaken(ctx.db, customerId, externalId, null))) throw duplicateExternalId();
  await checkDevices(ctx.db, customerId, deviceIds);
  await checkIps(ctx.db, customerId, id, ips);
  const estimate = data.geoLocation ? null : estimatePosition(address);
  const geo = data.geoLocation ?? estimate;
  const active = ips.length ? await store.dnsFilterActive(ctx.db, customerId) : false;
  let devicesWritten = 0;
  await ctx.db
    .transaction(async (tx) => {
      await store.insertLocation(tx, {
        customerId,
        id,
        name,
        description,
        externalId,
        ...address,
        geoLat: geo?.lat ?? null,
        geoLong: geo?.long ?? null,
        geoEstimated: estimate !== null,
        openingHours,
        ...dnsStateOf(active, customerId, id, ips),
        searchText: searchTextOf(name, description, address),
      });
      if (ips.length) await writeIps(tx, customerId, id, ips);
      if (deviceIds.length) devicesWritten = await store.setLocationDevices(tx, customerId, id, deviceIds);
    })
    .catch((err: unknown) => {
      if (isIpFailure(err)) throw ipWriteFailed(err);
      mapLocationRace(err, ips);
    });
  noteWrites(ctx.db, 'locations', 1);
  noteWrites(ctx.db, 'hotspot_devices', devicesWritten);
  const row = await store.findLocation(ctx.db, [customerId], id);
  return toLocation(row!);
}

const findLocationFor = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(ctx, 'HotspotDeviceLocation', action, (scope) => store.findLocation(ctx.db, scope, id), 'Location');

export async function updateLocation(ctx: RequestContext, data: UpdateLocationInput): Promise<boolean> {
  const row = await findLocationFor(ctx, data._id, 'update');
  if (data.customerId != null && data.customerId !== row.customerId) {
    throw badInput('customerId', catalogueInvalid('forms.validationMessages.customerId'));
  }
  checkFields({ ...data }, LOCATION_RULES, true);
  const customerId = row.customerId;
  const set: Partial<store.LocationInsert> = { updatedAt: new Date() };
  if (data.name !== undefined) set.name = data.name!.trim();
  if (data.description !== undefined) set.description = cleanText(data.description);
  if (data.externalId !== undefined) set.externalId = cleanText(data.externalId);
  if (data.openingHours !== undefined) set.openingHours = openingHoursOf(data.openingHours);
  const address: Address =
    data.address !== undefined
      ? addressOf(data.address)
      : { street: row.street, zip: row.zip, city: row.city, state: row.state, country: row.country };
  if (data.address !== undefined) Object.assign(set, address);
  if (data.geoLocation) {
    Object.assign(set, { geoLat: data.geoLocation.lat, geoLong: data.geoLocation.long, geoEstimated: false });
  } else if (data.geoLocation === null || (data.address !== undefined && row.geoEstimated)) {
    // Cleared, or the address of an estimated position changed: estimate again (null when unknown).
    const estimate = estimatePosition(address);
    Object.assign(set, { geoLat: estimate?.lat ?? null, geoLong: estimate?.long ?? null, geoEstimated: !!estimate });
  } else if (data.address !== undefined && row.geoLat === null) {
    const estimate = estimatePosition(address);
    if (estimate) Object.assign(set, { geoLat: estimate.lat, geoLong: estimate.long, geoEstimated: true });
  }
  const name = set.name ?? row.name;
  const description = set.description !== undefined ? set.description : row.description;
  set.searchText = searchTextOf(name, description, address);
  if (set.name !== undefined && (await store.locationNameTaken(ctx.db, customerId, name, row.id))) {
    throw duplicateLocationName();
  }
  if (set.externalId && (await store.externalIdTaken(ctx.db, customerId, set.externalId, row.id))) {
    throw duplicateExternalId();
  }
  const deviceIds = data.hotspotDeviceIds != null ? [...new Set(data.hotspotDeviceIds)] : null;
  if (deviceIds) await checkDevices(ctx.db, customerId, deviceIds);
  const ips = data.dnsFilterConfig !== undefined ? ipsOf(data.dnsFilterConfig?.ips) : null;
  if (ips) {
    await checkIps(ctx.db, customerId, row.id, ips);
    Object.assign(
      set,
      dnsStateOf(ips.length ? await store.dnsFilterActive(ctx.db, customerId) : false, customerId, row.id, ips),
    );
  }
  let devicesWritten = 0;
  try {
    await ctx.db.transaction(async (tx) => {
      const done = await store.updateLocation(
        tx,
        customerId,
        row.id,
        set,
        data.updatedAt ? new Date(data.updatedAt) : null,
      );
      if (!done) throw stale('location');
      if (ips) await writeIps(tx, customerId, row.id, ips);
      if (deviceIds) devicesWritten = await store.setLocationDevices(tx, customerId, row.id, deviceIds);
    });
  } catch (err) {
    if (isIpFailure(err)) {
      await recordIpFailure(ctx.db, customerId, row.id, err);
      throw ipWriteFailed(err);
    }
    mapLocationRace(err, ips ?? []);
  }
  noteWrites(ctx.db, 'locations', 1);
  noteWrites(ctx.db, 'hotspot_devices', devicesWritten);
  return true;
}

/**
 * Unlinks its devices; its IPs and region memberships go with it (CASCADE), its analytics rows are
 * merged into the customer's rows without a location and its DNS statistics deleted; one transaction.
 */
export async function deleteLocation(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findLocationFor(ctx, id, 'delete');
  let devicesWritten = 0;
  const done = await ctx.db.transaction(async (tx) => {
    devicesWritten = await store.unlinkLocationDevices(tx, row.customerId, row.id);
    // Seed 001 §3: deleting a location stops its analytics reports (insights/analytics registers).
    await locationDeleted.run(tx, row.customerId, row.id);
    return store.deleteLocation(tx, row.customerId, row.id);
  });
  if (!done) throw notFound('Location', { field: '_id' });
  noteWrites(ctx.db, 'locations', 1);
  noteWrites(ctx.db, 'hotspot_devices', devicesWritten);
  return true;
}

// ------------------------------------------------------------------------ Location's own fields

// The fields a list asks per row are loaded for the whole page at once (server/platform/batch.ts).

export const deviceIdsOf = async (ctx: RequestContext, location: LocationModel) =>
  (await batchLoad(ctx, `location-devices:${location.customerId}`, location._id, (ids) =>
    store.deviceIdsOfLocations(ctx.db, location.customerId, ids),
  )) ?? [];

/** The regions listing a location (rows, by name): for Location.locationGroups and HotspotDevice.locationGroups. */
export const groupRowsOf = async (ctx: RequestContext, customerId: string, locationId: string) =>
  (await batchLoad(ctx, `location-groups:${customerId}`, locationId, (ids) =>
    store.groupsOfLocations(ctx.db, customerId, ids),
  )) ?? [];

/** A location row by id in the customer (HotspotDevice.location). */
export const locationRowOf = (ctx: RequestContext, customerId: string, id: string) =>
  batchLoad(ctx, `locations:${customerId}`, id, (ids) => store.locationsByIds(ctx.db, customerId, ids));

export async function dnsFilterConfigOf(ctx: RequestContext, location: LocationModel) {
  const ips = await store.ipsOfLocation(ctx.db, location.customerId, location._id);
  return { ips, networkId: location.row.dnsNetworkId, failures: dnsFailuresOf(location.row) };
}

/** Location.locationGroups: needs HotspotDeviceLocationGroup read for the customer, else none. */
export async function groupsOf(ctx: RequestContext, location: LocationModel): Promise<LocationGroupModel[]> {
  const viewer = requireViewer(ctx);
  if (!can(viewer.acl, 'HotspotDeviceLocationGroup', 'read', location.customerId)) return [];
  return (await groupRowsOf(ctx, location.customerId, location._id)).map(toLocationGroup);
}

// ------------------------------------------------------------------------------------ regions

/** The region list's checks (grant, ids, search) and the store's filter. */
function groupQuery(ctx: RequestContext, args: Partial<QueryLocationGroupsArgs>) {
  const scope = scopeCustomers(ctx, 'HotspotDeviceLocationGroup', 'read', args.customerIds);
  const filter: store.LocationGroupFilter = {
    search: searchTerm(args.search),
    ids: idList('ids', args.ids),
    locationId: args.locationId,
  };
  return { scope, filter };
}

export async function listLocationGroups(ctx: RequestContext, args: QueryLocationGroupsArgs) {
  const { scope, filter } = groupQuery(ctx, args);
  const window = pageWindow(args);
  const { rows, total } = await store.listLocationGroups(ctx.db, scope, filter, args, window);
  return page(rows.map(toLocationGroup), total, window.offset);
}

/** The region list's export (docs/exports.md): the list's checks, condition and order; nothing read yet. */
export function openLocationGroupExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const { scope, filter } = groupQuery(ctx, args as Partial<QueryLocationGroupsArgs>);
  return Promise.resolve(store.locationGroupExportRead(ctx.db, scope, filter, sort));
}

async function checkLocations(db: Db | Tx, customerId: string, ids: string[]) {
  const found = await store.existingLocationIds(db, customerId, ids);
  if (ids.some((id) => !found.has(id))) throw unknownLocation();
}

const groupSearchText = (name: string, description: string | null) => `${name} ${description ?? ''}`.toLowerCase();

export async function createLocationGroup(
  ctx: RequestContext,
  data: CreateLocationGroupInput,
): Promise<LocationGroupModel> {
  requireCan(ctx, 'HotspotDeviceLocationGroup', 'create', data.customerId);
  checkFields({ ...data }, REGION_RULES);
  if (!(await customerExists(ctx.db, data.customerId))) throw notFound('Customer', { field: 'customerId' });
  const customerId = data.customerId;
  const name = data.name.trim();
  const description = cleanText(data.description);
  const locationIds = [...new Set(data.locationIds ?? [])];
  if (await store.groupNameTaken(ctx.db, customerId, name, null)) throw duplicateRegionName();
  await checkLocations(ctx.db, customerId, locationIds);
  const id = newObjectId();
  await ctx.db
    .transaction(async (tx) => {
      await store.insertLocationGroup(tx, {
        customerId,
        id,
        name,
        description,
        searchText: groupSearchText(name, description),
      });
      await store.setGroupLocations(tx, customerId, id, locationIds);
    })
    .catch(mapGroupRace);
  noteWrites(ctx.db, 'location_groups', 1);
  noteWrites(ctx.db, 'location_group_locations', locationIds.length);
  const row = await store.findLocationGroup(ctx.db, [customerId], id);
  return toLocationGroup(row!);
}

const findGroupFor = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(
    ctx,
    'HotspotDeviceLocationGroup',
    action,
    (scope) => store.findLocationGroup(ctx.db, scope, id),
    'LocationGroup',
  );

export async function updateLocationGroup(ctx: RequestContext, data: UpdateLocationGroupInput): Promise<boolean> {
  const row = await findGroupFor(ctx, data._id, 'update');
  if (data.customerId != null && data.customerId !== row.customerId) {
    throw badInput('customerId', catalogueInvalid('forms.validationMessages.customerId'));
  }
  checkFields({ ...data }, REGION_RULES, true);
  const set: { updatedAt: Date; name?: string; description?: string | null; searchText?: string } = {
    updatedAt: new Date(),
  };
  if (data.name !== undefined) set.name = data.name!.trim();
  if (data.description !== undefined) set.description = cleanText(data.description);
  const name = set.name ?? row.name;
  set.searchText = groupSearchText(name, set.description !== undefined ? set.description : row.description);
  if (set.name !== undefined && (await store.groupNameTaken(ctx.db, row.customerId, name, row.id))) {
    throw duplicateRegionName();
  }
  const locationIds = data.locationIds != null ? [...new Set(data.locationIds)] : null;
  if (locationIds) await checkLocations(ctx.db, row.customerId, locationIds);
  await ctx.db
    .transaction(async (tx) => {
      const done = await store.updateLocationGroup(
        tx,
        row.customerId,
        row.id,
        set,
        data.updatedAt ? new Date(data.updatedAt) : null,
      );
      if (!done) throw stale('region');
      if (locationIds) await store.setGroupLocations(tx, row.customerId, row.id, locationIds);
    })
    .catch(mapGroupRace);
  noteWrites(ctx.db, 'location_groups', 1);
  if (locationIds) noteWrites(ctx.db, 'location_group_locations', locationIds.length);
  return true;
}

export async function deleteLocationGroup(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findGroupFor(ctx, id, 'delete');
  if (!(await store.deleteLocationGroup(ctx.db, row.customerId, row.id))) {
    throw notFound('LocationGroup', { field: '_id' });
  }
  noteWrites(ctx.db, 'location_groups', 1);
  return true;
}

export const locationIdsOf = async (ctx: RequestContext, group: LocationGroupModel) =>
  (await batchLoad(ctx, `group-locations:${group.customerId}`, group._id, (ids) =>
    store.locationIdsOfGroups(ctx.db, group.customerId, ids),
  )) ?? [];

/** LocationGroup.locations: needs HotspotDeviceLocation read for the customer, else none. */
export async function locationsOfGroup(ctx: RequestContext, group: LocationGroupModel): Promise<LocationModel[]> {
  const viewer = requireViewer(ctx);
  if (!can(viewer.acl, 'HotspotDeviceLocation', 'read', group.customerId)) return [];
  const rows = await store.locationsOfGroup(ctx.db, group.customerId, group._id);
  return rows.map(toLocation);
}
