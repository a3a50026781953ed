// The CSV import's server side (importHotspotDevices): up to IMPORT_BATCH_MAX rows per call, each
// validated with the rules of the device form (DEVICE_RULES, the LAN MAC of FREDERIX devices),
// duplicates within the batch and against the customer's devices (names case-insensitive, MACs in
// normal form), references to the customer's own configs and locations. Invalid rows answer FAILED
// (field and catalogue key) and are not written; the valid ones go in ONE transaction — an
// unexpected failure rolls the whole batch back and every one of them answers FAILED.
import { DEVICE_RULES, IMPORT_BATCH_MAX, needsLanMac } from '../../../src/domain/hotspotDevice';
import { normalizeMac } from '../../../src/domain/network';
import { arrayMaxSize, validate, validateRecord } from '../../../src/domain/validation';
import type { RequestContext } from '../../platform/context';
import { badInput, notFound } from '../../platform/errors';
import type { ImportHotspotDeviceResult, MutationImportHotspotDevicesArgs } from '../../graphql/generated/resolvers';
import { requireCan } from '../../platform/guard';
import { cleanText } from '../../platform/input';
import { noteWrites } from '../../platform/statistics';
import { newObjectId } from '../../platform/ids';
import { customerExists } from '../../tenancy/customer';
import { searchTextOf } from './service';
import * as store from './store';
import type { DeviceInsert } from './store';

/** The answer of every row of a batch that a database failure rolled back. */
export const BATCH_FAILED = 'messages.import.finishedWithError';

type Row = MutationImportHotspotDevicesArgs['rows'][number];

const failed = (row: number, field: string | null, message: string): ImportHotspotDeviceResult => ({
  row,
  status: 'FAILED',
  _id: null,
  field,
  message,
});

/** The first problem of a row by the form's rules (field, catalogue key), or null. */
function rowProblem(r: Row): { field: string; message: string } | null {
  const values = {
    name: r.name,
    mac: r.mac,
    lanMac: r.lanMac ?? null,
    deviceType: r.deviceType,
    keywords: r.keywords ?? [],
    description: r.description ?? null,
    timezone: r.timezone ?? null,
    hotspotDeviceConfig: r.hotspotDeviceConfig ?? null,
    monitoringConfig: { alias: r.monitoringAlias?.trim() ? r.monitoringAlias : r.name },
  };
  const [field, problem] = Object.entries(validateRecord(values, DEVICE_RULES))[0] ?? [];
  if (field && problem) return { field, message: problem.message };
  if (needsLanMac(r.deviceType) && !r.lanMac?.trim())
    return { field: 'lanMac', message: 'messages.import.lanMacRequired' };
  return null;
}

export async function importDevices(
  ctx: RequestContext,
  args: MutationImportHotspotDevicesArgs,
): Promise<ImportHotspotDeviceResult[]> {
  const { customerId, rows } = args;
  requireCan(ctx, 'HotspotDevice', 'create', customerId);
  const tooMany = validate(rows, [arrayMaxSize(IMPORT_BATCH_MAX)]);
  if (tooMany) throw badInput('rows', tooMany);
  if (!(await customerExists(ctx.db, customerId))) throw notFound('Customer', { field: 'customerId' });

  const results: ImportHotspotDeviceResult[] = new Array(rows.length);
  const candidates: number[] = [];
  rows.forEach((r, i) => {
    const problem = rowProblem(r);
    if (problem) results[i] = failed(r.row, problem.field, problem.message);
    else candidates.push(i);
  });

  // What the database knows: the customer's configs, locations, names and MACs.
  const configIds = [...new Set(candidates.map((i) => rows[i]!.hotspotDeviceConfig).filter((x): x is string => !!x))];
  const locationIds = [...new Set(candidates.map((i) => rows[i]!.locationId).filter((x): x is string => !!x))];
  const names = candidates.map((i) => rows[i]!.name.trim());
  const macs = candidates.flatMap((i) => rows[i]!.mac.map((mac) => normalizeMac(mac)));
  const [configs, locs, taken] = await Promise.all([
    store.existingConfigs(ctx.db, customerId, configIds),
    store.existingLocations(ctx.db, customerId, locationIds),
    store.conflicts(ctx.db, customerId, names, macs),
  ]);
  const namesSeen = new Set(taken.names);
  const macsSeen = new Set(taken.macs);

  const now = new Date();
  const inserts: DeviceInsert[] = [];
  const inserted: number[] = [];
  for (const i of candidates) {
    const r = rows[i]!;
    const name = r.name.trim();
    const rowMacs = r.mac.map((mac) => normalizeMac(mac));
    const clash = rowMacs.find((mac) => macsSeen.has(mac));
    let problem: { field: string; message: string } | null = null;
    if (namesSeen.has(name.toLowerCase())) problem = { field: 'name', message: 'messages.device.duplicateName' };
    else if (clash) problem = { field: 'mac', message: 'messages.device.duplicateMac' };
    else if (r.hotspotDeviceConfig && !configs.has(r.hotspotDeviceConfig))
      problem = { field: 'hotspotDeviceConfig', message: 'resources.hotspot-device.errors.unknownConfig' };
    else if (r.locationId && !locs.has(r.locationId))
      problem = { field: 'locationId', message: 'resources.hotspot-device.errors.unknownLocation' };
    if (problem) {
      results[i] = failed(r.row, problem.field, problem.message);
      continue;
    }
    namesSeen.add(name.toLowerCase());
    for (const mac of rowMacs) macsSeen.add(mac);
    const description = cleanText(r.description);
    const keywords = (r.keywords ?? []).map((k) => k.trim()).filter(Boolean);
    const lanMac = r.lanMac?.trim() ? normalizeMac(r.lanMac) : null;
    const id = newObjectId();
    inserts.push({
      customerId,
      id,
      name,
      description,
      active: r.active ?? true,
      deviceType: r.deviceType,
      configId: r.hotspotDeviceConfig ?? null,
      locationId: r.locationId ?? null,
      keywords,
      lanMac,
      macs: rowMacs,
      monitoringAlias: r.monitoringAlias?.trim() || name,
      timezone: cleanText(r.timezone),
      searchText: searchTextOf({ name, description, keywords, macs: rowMacs, lanMac }),
      createdAt: now,
      updatedAt: now,
    });
    inserted.push(i);
  }

  if (inserts.length) {
    try {
      await ctx.db.transaction((tx) => store.insertDevices(tx, inserts));
    } catch {
      // A race (another writer took a name or MAC meanwhile) or any other failure: nothing was written.
      for (const i of inserted) results[i] = failed(rows[i]!.row, null, BATCH_FAILED);
      return results;
    }
    noteWrites(ctx.db, 'hotspot_devices', inserts.length);
    noteWrites(
      ctx.db,
      'hotspot_device_macs',
      inserts.reduce((n, d) => n + d.macs.length, 0),
    );
  }
  inserted.forEach((i, k) => {
    results[i] = { row: rows[i]!.row, status: 'IMPORTED', _id: inserts[k]!.id, field: null, message: null };
  });
  return results;
}
