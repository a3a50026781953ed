// Hotspot devices: permission checks (HotspotDevice via the one ACL matcher), validation with the
// portal's rules (DEVICE_RULES, the active period, login time periods), unique names and MACs per
// customer (MACs in normal form; the hotspot_device_macs primary key decides races), references to
// the customer's own config and location, optimistic locking; the device-side enrollment
// (enrollDevice) and the CSV import (./import.ts) build on the same checks.
import { can } from '../../../src/domain/acl';
import { DEVICE_RULES, activePeriodErrors, deviceActiveAt } from '../../../src/domain/hotspotDevice';
import {
  loginTimePeriodsErrors,
  normalizeLoginTimePeriods,
  type LoginTimePeriodsValue,
} from '../../../src/domain/loginTimePeriods';
import { normalizeMac } from '../../../src/domain/network';
import type { Db, Tx } from '../../platform/db/client';
import { hook } from '../../platform/hooks';
import type { RequestContext } from '../../platform/context';
import { badInput, fail, notFound, stale } from '../../platform/errors';
import type {
  CreateHotspotDeviceInput,
  CustomerHotspotDevicesArgs,
  HotspotDeviceConfigHotspotDevicesArgs,
  LoginTimePeriodsInput,
  QueryHotspotDeviceConflictsArgs,
  QueryHotspotDevicesArgs,
  UpdateHotspotDeviceInput,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { catalogueInvalid, checkFields, cleanText, throwFirstError } from '../../platform/input';
import { idList, page, pageWindow, searchTerm, type PageArgs } from '../../platform/paging';
import type { KeysetRead } from '../../platform/export/keyset';
import { UNIQUE_VIOLATION, isReferenced, pgError } from '../../platform/pgError';
import { noteWrites } from '../../platform/statistics';
import { newObjectId } from '../../platform/ids';
import { customerExists } from '../../tenancy/customer';
import { toControllerSettings } from '../device-config';
import { groupRowsOf, locationRowOf, toLocation, toLocationGroup } from '../location';
import { toDevice, type HotspotDeviceModel } from './mapper';
import * as store from './store';

export type { DeviceExportRow } from './store';
import type { DeviceInsert } from './store';

export const duplicateName = () =>
  fail('CONFLICT', 'A hotspot device with this name already exists', {
    field: 'name',
    reason: 'DUPLICATE',
    i18n: 'messages.device.duplicateName',
  });

export const duplicateMac = (mac: string) =>
  fail('CONFLICT', `The MAC address ${mac} is already assigned to another hotspot device`, {
    field: 'mac',
    reason: 'DUPLICATE',
    i18n: 'messages.device.duplicateMac',
    args: { mac },
  });

const unknownConfig = () =>
  badInput('hotspotDeviceConfig', catalogueInvalid('resources.hotspot-device.errors.unknownConfig'));
const unknownLocation = () =>
  badInput('locationId', catalogueInvalid('resources.hotspot-device.errors.unknownLocation'));

/**
 * A write the database refused: a MAC another writer took meanwhile answers duplicateMac naming it
 * (looked up after the refusal), everything else as mapRace says.
 */
async function mapWriteRace(
  db: Db | Tx,
  customerId: string,
  exceptId: string | null,
  err: unknown,
  macs: string[] = [],
) {
  const e = pgError(err);
  if (e?.code === UNIQUE_VIOLATION && e.constraint?.includes('mac')) {
    throw duplicateMac((await store.macTaken(db, customerId, macs, exceptId)) ?? macs[0] ?? '');
  }
  return mapRace(err, macs);
}

/** Races only the database saw answer like the checks before them. */
export function mapRace(err: unknown, macs: string[] = []): never {
  const e = pgError(err);
  if (e?.code === UNIQUE_VIOLATION && e.constraint?.includes('mac')) throw duplicateMac(macs[0] ?? '');
  if (e?.code === UNIQUE_VIOLATION) throw duplicateName();
  if (isReferenced(e?.code) && e?.constraint?.includes('location')) throw unknownLocation();
  if (isReferenced(e?.code) && e?.constraint?.includes('config')) throw unknownConfig();
  throw err;
}

/** Lowercased name, description, keywords and MACs (colon form and bare hex), for the search. */
export function searchTextOf(v: {
  name: string;
  description: string | null;
  keywords: string[];
  macs: string[];
  lanMac: string | null;
}): string {
  const macs = v.lanMac ? [...v.macs, v.lanMac] : v.macs;
  return [v.name, v.description ?? '', ...v.keywords, ...macs, ...macs.map((mac) => mac.replace(/:/g, ''))]
    .join(' ')
    .toLowerCase();
}

/** Login time periods as stored: validated (errors named 'loginTimePeriods.…'), normalised; null: none. */
export function periodsOf(value: LoginTimePeriodsInput | null | undefined): LoginTimePeriodsValue | null {
  if (!value) return null;
  const v = value as unknown as LoginTimePeriodsValue;
  const errors = loginTimePeriodsErrors({ weekdays: v.weekdays ?? [], specialDates: v.specialDates ?? [] });
  throwFirstError(Object.fromEntries(Object.entries(errors).map(([k, e]) => [`loginTimePeriods.${k}`, e])));
  return normalizeLoginTimePeriods({ weekdays: v.weekdays ?? [], specialDates: v.specialDates ?? [] });
}

const macsOf = (list: readonly string[]) => list.map((mac) => normalizeMac(mac));
const keywordsOf = (list: readonly string[] | null | undefined) => (list ?? []).map((k) => k.trim()).filter(Boolean);

async function checkReferences(
  db: Db | Tx,
  customerId: string,
  configId: string | null | undefined,
  locationId: string | null | undefined,
) {
  if (configId && !(await store.existingConfigs(db, customerId, [configId])).has(configId)) throw unknownConfig();
  if (locationId && !(await store.existingLocations(db, customerId, [locationId])).has(locationId))
    throw unknownLocation();
}

async function checkUnique(db: Db | Tx, customerId: string, exceptId: string | null, name?: string, macs?: string[]) {
  if (name !== undefined && (await store.nameTaken(db, customerId, name, exceptId))) throw duplicateName();
  if (macs) {
    const taken = await store.macTaken(db, customerId, macs, exceptId);
    if (taken) throw duplicateMac(taken);
  }
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

type ListArgs = Partial<QueryHotspotDevicesArgs>;

export async function listDevices(ctx: RequestContext, args: ListArgs) {
  const scope = scopeCustomers(ctx, 'HotspotDevice', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listDevices(
    ctx.db,
    scope,
    {
      search: searchTerm(args.search),
      ids: idList('ids', args.ids),
      active: args.active,
      type: args.type,
      configId: args.hotspotDeviceConfig,
      locationId: args.locationId,
    },
    args,
    window,
  );
  const now = Date.now();
  return page(
    rows.map((r) => toDevice(r, now)),
    total,
    window.offset,
  );
}

/**
 * The list of devices for an export (docs/exports.md): the list query's arguments, checked as
 * listDevices checks them, and its order.
 */
export function openDeviceExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const a = args as ListArgs;
  const scope = scopeCustomers(ctx, 'HotspotDevice', 'read', a.customerIds);
  return Promise.resolve(
    store.deviceExportRead(
      ctx.db,
      scope,
      {
        search: searchTerm(a.search),
        ids: idList('ids', a.ids),
        active: a.active,
        type: a.type,
        configId: a.hotspotDeviceConfig,
        locationId: a.locationId,
      },
      sort,
    ),
  );
}

export const devicesOfCustomer = (ctx: RequestContext, customerId: string, args: CustomerHotspotDevicesArgs) =>
  listDevices(ctx, { ...args, customerIds: [customerId] });

/** HotspotDeviceConfig.hotspotDevices: needs HotspotDevice read for that customer. */
export function devicesOfConfig(
  ctx: RequestContext,
  config: { _id: string; customerId: string },
  args: HotspotDeviceConfigHotspotDevicesArgs,
) {
  requireCan(ctx, 'HotspotDevice', 'read', config.customerId, 'hotspotDevices');
  return listDevices(ctx, { ...args, customerIds: [config.customerId], hotspotDeviceConfig: config._id });
}

/** HotspotDevice.deviceConfiguration: the config's settings for the device's type (secrets blanked). */
export async function deviceConfigurationOf(ctx: RequestContext, device: HotspotDeviceModel) {
  if (!device.hotspotDeviceConfig) return null;
  const config = await store.findConfigRow(ctx.db, device.customerId, device.hotspotDeviceConfig);
  const settings = config?.deviceSettings.find((s) => s.deviceType === device.deviceType);
  return settings ? toControllerSettings(settings) : null;
}

/** HotspotDevice.loginTimePeriods: its own, else its config's. */
export async function periodsOfDevice(ctx: RequestContext, device: HotspotDeviceModel) {
  if (device.ownLoginTimePeriods) return device.ownLoginTimePeriods;
  if (!device.hotspotDeviceConfig) return null;
  const config = await store.findConfigRow(ctx.db, device.customerId, device.hotspotDeviceConfig);
  return config?.loginTimePeriods ?? null;
}

/** HotspotDevice.location: needs HotspotDeviceLocation read, else null. */
export async function locationOfDevice(ctx: RequestContext, device: HotspotDeviceModel) {
  const viewer = requireViewer(ctx);
  if (!device.locationId || !can(viewer.acl, 'HotspotDeviceLocation', 'read', device.customerId)) return null;
  const row = await locationRowOf(ctx, device.customerId, device.locationId);
  return row ? toLocation(row) : null;
}

/** HotspotDevice.locationGroups: the regions of its location; needs HotspotDeviceLocationGroup read, else []. */
export async function regionsOfDevice(ctx: RequestContext, device: HotspotDeviceModel) {
  const viewer = requireViewer(ctx);
  if (!device.locationId || !can(viewer.acl, 'HotspotDeviceLocationGroup', 'read', device.customerId)) return [];
  return (await groupRowsOf(ctx, device.customerId, device.locationId)).map(toLocationGroup);
}

/** Which of these names and MACs the customer's devices already use (the import's check step). */
export async function deviceConflicts(ctx: RequestContext, args: QueryHotspotDeviceConflictsArgs) {
  requireCan(ctx, 'HotspotDevice', 'read', args.customerId);
  const names = (idList('names', args.names) ?? []).map((n) => n.trim()).filter(Boolean);
  const macs = (idList('macs', args.macs) ?? []).map((mac) => normalizeMac(mac)).filter(Boolean);
  return store.conflicts(ctx.db, args.customerId, names, macs);
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

const geoOf = (g: { lat: number; long: number } | null | undefined) => ({
  geoLat: g ? g.lat : null,
  geoLong: g ? g.long : null,
});

export async function createDevice(ctx: RequestContext, data: CreateHotspotDeviceInput): Promise<string> {
  requireCan(ctx, 'HotspotDevice', 'create', data.customerId);
  checkFields({ ...data }, DEVICE_RULES);
  throwFirstError(activePeriodErrors(data.activePeriod));
  const loginTimePeriods = periodsOf(data.loginTimePeriods);
  if (!(await customerExists(ctx.db, data.customerId))) throw notFound('Customer', { field: 'customerId' });
  await checkReferences(ctx.db, data.customerId, data.hotspotDeviceConfig, data.locationId);
  const name = data.name.trim();
  const macs = macsOf(data.mac);
  await checkUnique(ctx.db, data.customerId, null, name, macs);
  const description = cleanText(data.description);
  const keywords = keywordsOf(data.keywords);
  const lanMac = data.lanMac?.trim() ? normalizeMac(data.lanMac) : null;
  const id = newObjectId();
  const row: DeviceInsert = {
    customerId: data.customerId,
    id,
    name,
    description,
    active: data.active ?? true,
    activeFrom: data.activePeriod ? new Date(data.activePeriod.start) : null,
    activeUntil: data.activePeriod?.end ? new Date(data.activePeriod.end) : null,
    deviceType: data.deviceType,
    configId: data.hotspotDeviceConfig ?? null,
    locationId: data.locationId ?? null,
    ...geoOf(data.geoLocation),
    keywords,
    lanMac,
    macs,
    loginTimePeriods,
    monitoringAlias: data.monitoringConfig.alias.trim(),
    timezone: cleanText(data.timezone),
    searchText: searchTextOf({ name, description, keywords, macs, lanMac }),
  };
  await ctx.db
    .transaction((tx) => store.insertDevices(tx, [row]))
    .catch((e: unknown) => mapWriteRace(ctx.db, data.customerId, null, e, macs));
  noteWrites(ctx.db, 'hotspot_devices', 1);
  noteWrites(ctx.db, 'hotspot_device_macs', macs.length);
  return id;
}

const findWritable = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(ctx, 'HotspotDevice', action, (scope) => store.findDevice(ctx.db, scope, id));

/**
 * A device switched off, by its switch or by a new active period that excludes now (after the change):
 * higher modules register (the disconnect module ends its sessions).
 */
export const deviceDeactivated = hook<[db: Db, customerId: string, deviceId: string, by: string | null]>();
/**
 * A device still active got another end of its active period (after the change): the disconnect module
 * sends its guests online the new Session-Timeout (CoA-Request, issue 36).
 */
export const devicePeriodChanged = hook<[db: Db, customerId: string, deviceId: string, by: string | null]>();

export async function updateDevice(ctx: RequestContext, data: UpdateHotspotDeviceInput): Promise<boolean> {
  const row = await findWritable(ctx, data._id, 'update');
  checkFields({ ...data }, DEVICE_RULES, true);
  const set: Partial<DeviceInsert> = { updatedAt: new Date() };
  if (data.activePeriod !== undefined) {
    throwFirstError(activePeriodErrors(data.activePeriod));
    set.activeFrom = data.activePeriod ? new Date(data.activePeriod.start) : null;
    set.activeUntil = data.activePeriod?.end ? new Date(data.activePeriod.end) : null;
  }
  if (data.loginTimePeriods !== undefined) set.loginTimePeriods = periodsOf(data.loginTimePeriods);
  if (data.name !== undefined) set.name = data.name!.trim();
  if (data.description !== undefined) set.description = cleanText(data.description);
  if (data.active != null) set.active = data.active;
  if (data.deviceType != null) set.deviceType = data.deviceType;
  if (data.hotspotDeviceConfig !== undefined) set.configId = data.hotspotDeviceConfig ?? null;
  if (data.locationId !== undefined) set.locationId = data.locationId ?? null;
  if (data.geoLocation !== undefined) Object.assign(set, geoOf(data.geoLocation));
  if (data.keywords !== undefined) set.keywords = keywordsOf(data.keywords);
  if (data.lanMac !== undefined) set.lanMac = data.lanMac?.trim() ? normalizeMac(data.lanMac) : null;
  if (data.mac != null) set.macs = macsOf(data.mac);
  if (data.monitoringConfig != null) set.monitoringAlias = data.monitoringConfig.alias.trim();
  if (data.timezone !== undefined) set.timezone = cleanText(data.timezone);
  await checkReferences(
    ctx.db,
    row.customerId,
    data.hotspotDeviceConfig !== undefined ? set.configId : null,
    data.locationId !== undefined ? set.locationId : null,
  );
  await checkUnique(ctx.db, row.customerId, row.id, set.name, set.macs);
  set.searchText = searchTextOf({
    name: set.name ?? row.name,
    description: set.description !== undefined ? set.description : row.description,
    keywords: set.keywords ?? row.keywords,
    macs: set.macs ?? row.macs,
    lanMac: set.lanMac !== undefined ? set.lanMac : row.lanMac,
  });
  const done = await ctx.db
    .transaction((tx) =>
      store.updateDevice(tx, row.customerId, row.id, set, data.updatedAt ? new Date(data.updatedAt) : null),
    )
    .catch((e: unknown) => mapWriteRace(ctx.db, row.customerId, row.id, e, set.macs));
  if (!done) throw stale('hotspot device');
  noteWrites(ctx.db, 'hotspot_devices', 1);
  if (set.macs) noteWrites(ctx.db, 'hotspot_device_macs', set.macs.length * 2);
  // Switched off, by its switch or its period: its guests are disconnected; still on with another
  // period end: its guests get the new Session-Timeout (the disconnect module registers, issue 36).
  const now = Date.now();
  const after = {
    active: set.active ?? row.active,
    activeFrom: set.activeFrom !== undefined ? set.activeFrom : row.activeFrom,
    activeUntil: set.activeUntil !== undefined ? set.activeUntil : row.activeUntil,
  };
  const by = ctx.viewer?.id ?? null;
  if (deviceActiveAt(row, now) && !deviceActiveAt(after, now))
    await deviceDeactivated.run(ctx.db, row.customerId, row.id, by);
  else if (deviceActiveAt(after, now) && after.activeUntil?.getTime() !== row.activeUntil?.getTime())
    await devicePeriodChanged.run(ctx.db, row.customerId, row.id, by);
  return true;
}

export async function deleteDevice(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findWritable(ctx, id, 'delete');
  if (!(await store.deleteDevice(ctx.db, row.customerId, row.id))) throw notFound('HotspotDevice', { field: '_id' });
  noteWrites(ctx.db, 'hotspot_devices', 1);
  noteWrites(ctx.db, 'hotspot_device_macs', row.macs.length);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Enrollment (the device-side endpoint; the enrollment key is the authority)
// ---------------------------------------------------------------------------------------------

export interface EnrollDeviceInput {
  customerId: string;
  configId: string;
  macs: string[];
  deviceType: string;
  lanMac?: string | null;
  name?: string | null;
}

/**
 * Creates or activates the device of an enrollment, without a permission check (the caller checked
 * the key). A device of the customer that has one of the MACs is activated (switch on, the key's
 * config, an ended active period cleared) → created false; otherwise a new device is created (the
 * given name, else `<deviceType>-<first mac without colons>`, made unique with a suffix) → created true.
 * Invalid input answers the BAD_USER_INPUT errors of createHotspotDevice.
 */
export async function enrollDevice(db: Db | Tx, input: EnrollDeviceInput): Promise<{ id: string; created: boolean }> {
  const given = input.name?.trim() || null;
  const values: Record<string, unknown> = {
    name: given ?? 'enrolled',
    mac: input.macs,
    deviceType: input.deviceType,
    lanMac: input.lanMac ?? null,
    monitoringConfig: { alias: given ?? 'enrolled' },
  };
  checkFields(values, DEVICE_RULES);
  const macs = macsOf(input.macs);
  const lanMac = input.lanMac?.trim() ? normalizeMac(input.lanMac) : null;
  return db
    .transaction(async (tx) => {
      const existing = await store.deviceWithMac(tx, input.customerId, macs);
      if (existing) {
        const now = Date.now();
        const ended = existing.activeUntil !== null && existing.activeUntil.getTime() < now;
        const set: Partial<DeviceInsert> = { active: true, configId: input.configId, updatedAt: new Date() };
        if (ended) {
          set.activeFrom = null;
          set.activeUntil = null;
        }
        await store.updateDevice(tx, input.customerId, existing.id, set, null);
        return { id: existing.id, created: false };
      }
      let name = given ?? `${input.deviceType}-${macs[0]!.replace(/:/g, '')}`;
      const taken = await store.namesStartingWith(tx, input.customerId, name);
      if (taken.has(name.toLowerCase())) {
        let n = 2;
        while (taken.has(`${name}-${n}`.toLowerCase())) n++;
        name = `${name}-${n}`;
      }
      const id = newObjectId();
      await store.insertDevices(tx, [
        {
          customerId: input.customerId,
          id,
          name,
          description: null,
          active: true,
          deviceType: input.deviceType,
          configId: input.configId,
          keywords: [],
          lanMac,
          macs,
          monitoringAlias: name,
          searchText: searchTextOf({ name, description: null, keywords: [], macs, lanMac }),
        },
      ]);
      return { id, created: true };
    })
    .catch((e: unknown) => mapRace(e, macs));
}
