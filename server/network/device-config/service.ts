// Device configurations: permission checks (HotspotDeviceConfig via the one ACL matcher), validation
// with the portal's rules (DEVICE_CONFIG_RULES, CONTROLLER_RULES per device type, login time periods),
// at least one of the customer's own login templates, the customer's own template bundle, unique
// names, write-only controller secrets, optimistic locking, and no delete while devices or
// enrollment keys use a config.
import { can } from '../../../src/domain/acl';
import {
  CONTROLLER_BLOCKS,
  CONTROLLER_RULES,
  DEVICE_CONFIG_RULES,
  type ControllerBlock,
} from '../../../src/domain/hotspotDevice';
import type { DeviceType } from '../../../src/domain/enums';
import { validateRecord } from '../../../src/domain/validation';
import { WIFI_NETWORK_RULES } from '../../../src/domain/wifi';
import type { Db, Tx } from '../../platform/db/client';
import type { RequestContext } from '../../platform/context';
import { badInput, fail, notFound, stale } from '../../platform/errors';
import type {
  CreateHotspotDeviceConfigInput,
  HotspotDeviceControllerSettingsInput,
  HotspotLoginTemplateHotspotDeviceConfigsArgs,
  QueryHotspotDeviceConfigsArgs,
  UpdateHotspotDeviceConfigInput,
} from '../../graphql/generated/resolvers';
import { findForWrite, requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { catalogueInvalid, checkFields, cleanText, throwFirstError } from '../../platform/input';
import { idList, page, pageWindow, searchTerm } from '../../platform/paging';
import { UNIQUE_VIOLATION, isReferenced, pgError } from '../../platform/pgError';
import { noteWrites } from '../../platform/statistics';
import { newObjectId } from '../../platform/ids';
import { customerExists } from '../../tenancy/customer';
import { namesUsingConfig, periodsOf } from '../hotspot-device';
import { bundleById } from '../../templates/start-page';
import { toDeviceConfig, type HotspotDeviceConfigModel } from './mapper';
import * as store from './store';
import type { ConfigInsert } from './store';
import type { DeviceSettingsValue, HotspotDeviceConfigRow } from './table';

/** Names listed in an "in use" refusal before " …". */
export const IN_USE_NAMES = 10;

const duplicateName = () =>
  fail('CONFLICT', 'A device configuration with this name already exists', {
    field: 'name',
    reason: 'DUPLICATE',
    i18n: 'resources.hotspot-device-config.errors.duplicateName',
  });
const unknownLoginTemplate = () =>
  badInput('hotspotLoginTemplates', catalogueInvalid('resources.hotspot-device-config.errors.unknownLoginTemplate'));
const unknownBundle = () =>
  badInput('templateBundle', catalogueInvalid('resources.hotspot-device-config.errors.unknownTemplateBundle'));

function mapRace(err: unknown): never {
  const e = pgError(err);
  if (e?.code === UNIQUE_VIOLATION && e.constraint?.includes('name')) throw duplicateName();
  if (isReferenced(e?.code) && e?.constraint?.includes('bundle')) throw unknownBundle();
  if (isReferenced(e?.code) && e?.constraint?.includes('template')) throw unknownLoginTemplate();
  throw err;
}

const searchTextOf = (name: string, description: string | null, keywords: string[]) =>
  [name, description ?? '', ...keywords].join(' ').toLowerCase();
const keywordsOf = (list: readonly string[] | null | undefined) => (list ?? []).map((k) => k.trim()).filter(Boolean);

/** A config row with its login templates as the GraphQL model (one query for a page). */
async function toModels(db: Db | Tx, rows: HotspotDeviceConfigRow[]): Promise<HotspotDeviceConfigModel[]> {
  const ids = await store.loginTemplateIdsOf(
    db,
    rows.map((r) => r.customerId),
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDeviceConfig(r, ids.get(r.id) ?? []));
}

// ---------------------------------------------------------------------------------------------
// Controller settings
// ---------------------------------------------------------------------------------------------

/** A write-only secret: absent or null keeps the stored value, '' clears it, text replaces it. */
function secret(sent: string | null | undefined, stored: string | null | undefined): string | null {
  if (sent === undefined || sent === null) return stored ?? null;
  return sent.trim() === '' ? null : sent;
}

/**
 * The controller settings as stored: validated (errors named 'deviceSettings.<i>.<block>.<field>'), at
 * most one per device type, only the blocks the type uses, secrets kept unless sent.
 */
export function deviceSettingsOf(
  input: readonly HotspotDeviceControllerSettingsInput[],
  stored: readonly DeviceSettingsValue[],
): DeviceSettingsValue[] {
  const seen = new Set<string>();
  return input.map((item, i) => {
    const path = `deviceSettings.${i}`;
    if (seen.has(item.deviceType)) {
      throw badInput(
        `${path}.deviceType`,
        catalogueInvalid('resources.hotspot-device-config.errors.duplicateDeviceType'),
      );
    }
    seen.add(item.deviceType);
    const errors = validateRecord(item as unknown as Record<string, unknown>, CONTROLLER_RULES);
    throwFirstError(Object.fromEntries(Object.entries(errors).map(([k, e]) => [`${path}.${k}`, e])));
    const before = stored.find((s) => s.deviceType === item.deviceType);
    const blocks: readonly ControllerBlock[] = CONTROLLER_BLOCKS[item.deviceType as DeviceType] ?? [];
    const out: DeviceSettingsValue = { deviceType: item.deviceType };
    if (blocks.includes('api') && item.api) out.api = { apiUrl: cleanText(item.api.apiUrl) };
    if (blocks.includes('authApi') && item.authApi) {
      out.authApi = {
        apiUrl: cleanText(item.authApi.apiUrl),
        username: cleanText(item.authApi.username),
        password: secret(item.authApi.password, before?.authApi?.password),
      };
    }
    if (blocks.includes('captivePortal') && item.captivePortal) {
      out.captivePortal = {
        callbackMethod: item.captivePortal.callbackMethod ?? null,
        callbackUrl: cleanText(item.captivePortal.callbackUrl),
        redirectUrl: cleanText(item.captivePortal.redirectUrl),
        secureCallback: item.captivePortal.secureCallback ?? null,
      };
    }
    if (blocks.includes('cipher') && item.cipher)
      out.cipher = { secret: secret(item.cipher.secret, before?.cipher?.secret) };
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// The guest network (issue 40)
// ---------------------------------------------------------------------------------------------

/** SSID and passphrase as stored: '' and null clear; the SSID keeps its spaces (they are part of the name). */
const networkText = (v: string | null | undefined) => (v === undefined ? undefined : v ? v : null);

/** Checks the network as it will be stored (the sent values over the stored ones) with the portal's rules. */
function checkNetwork(ssid: string | null, wifiPassphrase: string | null) {
  throwFirstError(validateRecord({ ssid, wifiPassphrase }, WIFI_NETWORK_RULES));
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

type ListArgs = Partial<QueryHotspotDeviceConfigsArgs> & { bundleIds?: string[] };

export async function listConfigs(ctx: RequestContext, args: ListArgs) {
  const scope = scopeCustomers(ctx, 'HotspotDeviceConfig', 'read', args.customerIds);
  const window = pageWindow(args);
  const { rows, total } = await store.listConfigs(
    ctx.db,
    scope,
    {
      search: searchTerm(args.search),
      ids: idList('ids', args.ids),
      active: args.active,
      loginTemplateIds: idList('hotspotLoginTemplateIds', args.hotspotLoginTemplateIds),
      bundleIds: args.bundleIds,
    },
    args,
    window,
  );
  return page(await toModels(ctx.db, rows), total, window.offset);
}

/** HotspotLoginTemplate.hotspotDeviceConfigs: the configs offering it; needs HotspotDeviceConfig read. */
export function configsOfLoginTemplate(
  ctx: RequestContext,
  template: { _id: string; customerId: string },
  args: HotspotLoginTemplateHotspotDeviceConfigsArgs,
) {
  requireCan(ctx, 'HotspotDeviceConfig', 'read', template.customerId, 'hotspotDeviceConfigs');
  return listConfigs(ctx, { ...args, customerIds: [template.customerId], hotspotLoginTemplateIds: [template._id] });
}

/** HotspotDeviceConfig.boundTemplateBundle: the bundle, or null (none, gone, or not readable). */
export async function bundleOfConfig(ctx: RequestContext, config: HotspotDeviceConfigModel) {
  const viewer = requireViewer(ctx);
  if (!config.templateBundle || !can(viewer.acl, 'StartPageContent', 'read', config.customerId)) return null;
  return bundleById(ctx.db, config.customerId, config.templateBundle);
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** The login templates: at least one (none in the customer: the catalogue's message), all the customer's own. */
async function checkLoginTemplates(db: Db | Tx, customerId: string, ids: readonly string[] | null | undefined) {
  const field = 'hotspotLoginTemplates';
  if (!(await store.hasLoginTemplates(db, customerId))) {
    throw badInput(field, catalogueInvalid('messages.deviceConfig.noLoginTemplates'));
  }
  checkFields({ hotspotLoginTemplates: ids }, { hotspotLoginTemplates: DEVICE_CONFIG_RULES.hotspotLoginTemplates });
  const unique = [...new Set(ids!)];
  const found = await store.existingLoginTemplates(db, customerId, unique);
  if (unique.some((id) => !found.has(id))) throw unknownLoginTemplate();
  return unique;
}

async function checkBundle(db: Db | Tx, customerId: string, id: string | null | undefined) {
  if (id && !(await store.bundleExists(db, customerId, id))) throw unknownBundle();
}

export async function createConfig(ctx: RequestContext, data: CreateHotspotDeviceConfigInput): Promise<string> {
  requireCan(ctx, 'HotspotDeviceConfig', 'create', data.customerId);
  checkFields({ ...data }, DEVICE_CONFIG_RULES);
  const deviceSettings = deviceSettingsOf(data.deviceSettings ?? [], []);
  const loginTimePeriods = periodsOf(data.loginTimePeriods);
  if (!(await customerExists(ctx.db, data.customerId))) throw notFound('Customer', { field: 'customerId' });
  const templateIds = await checkLoginTemplates(ctx.db, data.customerId, data.hotspotLoginTemplates);
  await checkBundle(ctx.db, data.customerId, data.templateBundle);
  const ssid = networkText(data.ssid) ?? null;
  const wifiPassphrase = networkText(data.wifiPassphrase) ?? null;
  checkNetwork(ssid, wifiPassphrase);
  const name = data.name.trim();
  if (await store.nameTaken(ctx.db, data.customerId, name, null)) throw duplicateName();
  const description = cleanText(data.description);
  const keywords = keywordsOf(data.keywords);
  const id = newObjectId();
  const row: ConfigInsert = {
    customerId: data.customerId,
    id,
    name,
    description,
    active: data.active ?? true,
    keywords,
    deviceSettings,
    templateBundleId: data.templateBundle ?? null,
    loginTimePeriods,
    ssid,
    wifiPassphrase,
    searchText: searchTextOf(name, description, keywords),
  };
  await ctx.db.transaction((tx) => store.insertConfig(tx, row, templateIds)).catch(mapRace);
  noteWrites(ctx.db, 'hotspot_device_configs', 1);
  noteWrites(ctx.db, 'hotspot_device_config_login_templates', templateIds.length);
  return id;
}

const findWritable = (ctx: RequestContext, id: string, action: 'update' | 'delete') =>
  findForWrite(ctx, 'HotspotDeviceConfig', action, (scope) => store.findConfig(ctx.db, scope, id));

export async function updateConfig(ctx: RequestContext, data: UpdateHotspotDeviceConfigInput): Promise<boolean> {
  const row = await findWritable(ctx, data._id, 'update');
  const { hotspotLoginTemplates: _templates, ...rules } = DEVICE_CONFIG_RULES;
  checkFields({ ...data }, rules, true);
  const set: Partial<ConfigInsert> = { updatedAt: new Date() };
  if (data.name !== undefined) set.name = data.name!.trim();
  if (data.description !== undefined) set.description = cleanText(data.description);
  if (data.active != null) set.active = data.active;
  if (data.keywords !== undefined) set.keywords = keywordsOf(data.keywords);
  if (data.deviceSettings !== undefined)
    set.deviceSettings = deviceSettingsOf(data.deviceSettings ?? [], row.deviceSettings);
  if (data.loginTimePeriods !== undefined) set.loginTimePeriods = periodsOf(data.loginTimePeriods);
  if (data.ssid !== undefined || data.wifiPassphrase !== undefined) {
    set.ssid = networkText(data.ssid) ?? (data.ssid === undefined ? row.ssid : null);
    set.wifiPassphrase =
      networkText(data.wifiPassphrase) ?? (data.wifiPassphrase === undefined ? row.wifiPassphrase : null);
    checkNetwork(set.ssid, set.wifiPassphrase);
  }
  let templateIds: string[] | undefined;
  if (data.hotspotLoginTemplates !== undefined) {
    templateIds = await checkLoginTemplates(ctx.db, row.customerId, data.hotspotLoginTemplates);
  }
  if (data.templateBundle !== undefined) {
    await checkBundle(ctx.db, row.customerId, data.templateBundle);
    set.templateBundleId = data.templateBundle ?? null;
  }
  if (set.name !== undefined && (await store.nameTaken(ctx.db, row.customerId, set.name, row.id)))
    throw duplicateName();
  set.searchText = searchTextOf(
    set.name ?? row.name,
    set.description !== undefined ? set.description : row.description,
    set.keywords ?? row.keywords,
  );
  const done = await ctx.db
    .transaction((tx) =>
      store.updateConfig(
        tx,
        row.customerId,
        row.id,
        set,
        data.updatedAt ? new Date(data.updatedAt) : null,
        templateIds,
      ),
    )
    .catch(mapRace);
  if (!done) throw stale('device configuration');
  noteWrites(ctx.db, 'hotspot_device_configs', 1);
  if (templateIds) noteWrites(ctx.db, 'hotspot_device_config_login_templates', templateIds.length * 2);
  return true;
}

const listed = (names: string[]) => names.slice(0, IN_USE_NAMES).join(', ') + (names.length > IN_USE_NAMES ? ' …' : '');

/** The refusal to delete a config in use (devices first, else enrollment keys), or null. */
async function inUse(db: Db | Tx, row: HotspotDeviceConfigRow) {
  const devices = await namesUsingConfig(db, row.customerId, row.id, IN_USE_NAMES + 1);
  const keys = devices.length ? [] : await store.keyNamesUsingConfig(db, row.customerId, row.id, IN_USE_NAMES + 1);
  if (!devices.length && !keys.length) return null;
  return fail('CONFLICT', 'Hotspot devices or enrollment keys use this device configuration', {
    field: '_id',
    reason: 'IN_USE',
    i18n: 'resources.hotspot-device-config.errors.inUse',
    args: { devices: listed(devices.length ? devices : keys) },
  });
}

export async function deleteConfig(ctx: RequestContext, id: string): Promise<boolean> {
  const row = await findWritable(ctx, id, 'delete');
  const refusal = await inUse(ctx.db, row);
  if (refusal) throw refusal;
  let done: boolean;
  try {
    done = await store.deleteConfig(ctx.db, row.customerId, row.id);
  } catch (err) {
    // A device or key took it meanwhile: the RESTRICT foreign key refused.
    if (isReferenced(pgError(err)?.code)) throw (await inUse(ctx.db, row)) ?? err;
    throw err;
  }
  if (!done) throw notFound('HotspotDeviceConfig', { field: '_id' });
  noteWrites(ctx.db, 'hotspot_device_configs', 1);
  return true;
}
