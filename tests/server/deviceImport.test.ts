// The CSV import's server side (importHotspotDevices, hotspotDeviceConflicts): every row validated
// with the device form's rules (the LAN MAC of FX_* devices), duplicates within the batch and against
// the customer's devices, the customer's own configs and locations, per-row answers; the valid rows
// are written in one transaction, a database failure rolls the whole batch back; the batch bound;
// permissions; 10,000 rows in 20 calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { hotspotDeviceMacs, hotspotDevices } from '../../server/network/hotspot-device/table';
import { locations } from '../../server/network/location/table';
import { newObjectId } from '../../server/platform/ids';
import { lookupQuery, lookupVariables } from '../../src/resources/hotspot-device/import/lookupQuery';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const IMPORT = `mutation I($c: String!, $rows: [ImportHotspotDeviceRow!]!) {
  importHotspotDevices(customerId: $c, rows: $rows) { row status _id field message } }`;
const LIST = `query L($ids: [ID!]) { hotspotDevices(ids: $ids, take: 500) { totalCount data { _id name mac lanMac deviceType
  hotspotDeviceConfig locationId timezone description keywords monitoringConfig { alias } active } } }`;

type Result = {
  row: number;
  status: 'IMPORTED' | 'FAILED';
  _id: string | null;
  field: string | null;
  message: string | null;
};

let s: TestServer;
let hotel: string;
let cafeVouchers: string;
let configId: string;
let cafeConfigId: string;
let locationId: string;

const run = (token: string, rows: Record<string, unknown>[], customerId = HOTEL) =>
  s.gql<{ importHotspotDevices: Result[] }>(token, IMPORT, { c: customerId, rows });
const imported = async (rows: Record<string, unknown>[]) => ok(await run(hotel, rows)).importHotspotDevices;
/** A real MAC with a counter in the last three bytes (vendor 3c:5a:b4). */
const mac = (n: number, sep = ':') =>
  ['3c', '5a', 'b4', ((n >> 16) & 0xff).toString(16), ((n >> 8) & 0xff).toString(16), (n & 0xff).toString(16)]
    .map((p) => p.padStart(2, '0'))
    .join(sep);
let seq = 1;
const row = (data: Record<string, unknown> = {}) => {
  const n = seq++;
  return { row: n, name: `Import ${n}`, mac: [mac(n)], deviceType: 'UBIQUITI', ...data };
};
const devicesNamed = async (prefix: string) =>
  (
    await s.db
      .select({ n: count() })
      .from(hotspotDevices)
      .where(and(eq(hotspotDevices.customerId, HOTEL), like(hotspotDevices.name, `${prefix}%`)))
  )[0]!.n;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafeVouchers = (await s.login(USERS.cafe)).accessToken;
  [{ id: configId }] = await s.db
    .select({ id: hotspotDeviceConfigs.id })
    .from(hotspotDeviceConfigs)
    .where(and(eq(hotspotDeviceConfigs.customerId, HOTEL), eq(hotspotDeviceConfigs.name, 'Hotel Standard')));
  [{ id: cafeConfigId }] = await s.db
    .select({ id: hotspotDeviceConfigs.id })
    .from(hotspotDeviceConfigs)
    .where(eq(hotspotDeviceConfigs.customerId, CAFE));
  locationId = newObjectId();
  await s.db.insert(locations).values({ customerId: HOTEL, id: locationId, name: 'Import-Standort' });
});
afterAll(() => s?.close());

describe('device import', () => {
  it('imports valid rows with every field and answers each row', async () => {
    const rows = [
      row({
        name: ' Import Voll ',
        mac: ['3C-5A-B4-AA-00-01', '3c5a.b4aa.0002'],
        lanMac: '3c 5a b4 aa 00 03',
        deviceType: 'FX_TP_LINK_COOVA_CHILLI',
        hotspotDeviceConfig: configId,
        locationId,
        timezone: 'Europe/Zurich',
        description: 'aus CSV',
        keywords: ['csv'],
        monitoringAlias: 'Voll',
        active: false,
      }),
      row(),
    ];
    const results = await imported(rows);
    expect(results.map((r) => [r.row, r.status])).toEqual([
      [rows[0]!.row, 'IMPORTED'],
      [rows[1]!.row, 'IMPORTED'],
    ]);
    const ids = results.map((r) => r._id);
    const devices = ok(await s.gql<{ hotspotDevices: { data: Record<string, unknown>[] } }>(hotel, LIST, { ids }))
      .hotspotDevices.data;
    expect(devices.find((d) => d._id === ids[0])).toMatchObject({
      name: 'Import Voll',
      mac: ['3c:5a:b4:aa:00:01', '3c:5a:b4:aa:00:02'],
      lanMac: '3c:5a:b4:aa:00:03',
      deviceType: 'FX_TP_LINK_COOVA_CHILLI',
      hotspotDeviceConfig: configId,
      locationId,
      timezone: 'Europe/Zurich',
      description: 'aus CSV',
      keywords: ['csv'],
      monitoringConfig: { alias: 'Voll' },
      active: false,
    });
    expect(devices.find((d) => d._id === ids[1])).toMatchObject({
      monitoringConfig: { alias: rows[1]!.name },
      active: true,
    });
  });

  it('answers invalid rows FAILED with field and catalogue key and writes only the valid ones', async () => {
    const good = row({ name: 'Gut 1' });
    const rows = [
      row({ name: '' }),
      row({ mac: ['3c:5a:b4:zz:00:01'] }),
      row({ mac: ['06:5a:b4:00:00:01'] }),
      row({ deviceType: 'FX_ALIXBOARD_COOVA_CHILLI' }),
      row({ timezone: 'Erde/Mitte' }),
      row({ hotspotDeviceConfig: cafeConfigId }),
      row({ locationId: newObjectId() }),
      row({ name: 'Lobby Gateway' }),
      row({ mac: ['F4:F2:6D:10:20:01'] }),
      good,
      row({ name: 'gut 1' }),
      row({ mac: [good.mac[0]!.toUpperCase().replace(/:/g, '-')] }),
      row({ monitoringAlias: 'x'.repeat(101) }),
    ];
    const results = await imported(rows);
    expect(results.map((r) => [r.status, r.field, r.message])).toEqual([
      ['FAILED', 'name', 'forms.validationMessages.required'],
      ['FAILED', 'mac', 'forms.validationMessages.macArray'],
      ['FAILED', 'mac', 'forms.validationMessages.realMac'],
      ['FAILED', 'lanMac', 'messages.import.lanMacRequired'],
      ['FAILED', 'timezone', 'forms.validationMessages.timezone'],
      ['FAILED', 'hotspotDeviceConfig', 'resources.hotspot-device.errors.unknownConfig'],
      ['FAILED', 'locationId', 'resources.hotspot-device.errors.unknownLocation'],
      ['FAILED', 'name', 'messages.device.duplicateName'],
      ['FAILED', 'mac', 'messages.device.duplicateMac'],
      ['IMPORTED', null, null],
      ['FAILED', 'name', 'messages.device.duplicateName'],
      ['FAILED', 'mac', 'messages.device.duplicateMac'],
      ['FAILED', 'monitoringConfig.alias', 'forms.validationMessages.max'],
    ]);
    expect(results.map((r) => r.row)).toEqual(rows.map((r) => r.row));
    expect(results.filter((r) => r.status === 'FAILED').every((r) => r._id === null)).toBe(true);
    expect(await devicesNamed('Gut ')).toBe(1);
    expect(await devicesNamed('Import ')).toBe(2); // the earlier test's two
  });

  it('rolls the whole batch back on a database failure and answers every valid row FAILED', async () => {
    // A real failure inside the transaction: a trigger refusing one name.
    await s.owner.execute(sql`create or replace function h1_refuse() returns trigger language plpgsql as $$
      begin if new.name = 'Explodiert' then raise exception 'refused by test trigger'; end if; return new; end $$`);
    await s.owner.execute(
      sql`create trigger h1_refuse before insert on hotspot_devices for each row execute function h1_refuse()`,
    );
    try {
      const rows = [
        row({ name: 'Rollback 1' }),
        row({ name: '' }),
        row({ name: 'Explodiert' }),
        row({ name: 'Rollback 2' }),
      ];
      const results = await imported(rows);
      expect(results.map((r) => [r.status, r.field, r.message])).toEqual([
        ['FAILED', null, 'messages.import.finishedWithError'],
        ['FAILED', 'name', 'forms.validationMessages.required'],
        ['FAILED', null, 'messages.import.finishedWithError'],
        ['FAILED', null, 'messages.import.finishedWithError'],
      ]);
      expect(await devicesNamed('Rollback')).toBe(0);
      const macs = await s.db
        .select({ n: count() })
        .from(hotspotDeviceMacs)
        .where(eq(hotspotDeviceMacs.mac, rows[0]!.mac[0]!));
      expect(macs[0]!.n).toBe(0);
    } finally {
      await s.owner.execute(sql`drop trigger h1_refuse on hotspot_devices`);
    }
    // The same rows import fine afterwards.
    const again = await imported([row({ name: 'Rollback 3' })]);
    expect(again[0]!.status).toBe('IMPORTED');
  });

  it('bounds the batch and needs HotspotDevice create for that customer', async () => {
    const tooMany = Array.from({ length: 501 }, () => row());
    expectGqlError(await run(hotel, tooMany), 'BAD_USER_INPUT', 'rows');
    expectGqlError(await run(cafeVouchers, [row()], CAFE), 'FORBIDDEN', 'customerId');
    expectGqlError(await run(hotel, [row()], CAFE), 'FORBIDDEN', 'customerId');
    expectGqlError(await run(null as unknown as string, [row()]), 'UNAUTHENTICATED');
  });

  it('imports 10,000 rows in 20 batches with the conflict checks (the budget: bench/devices.ts)', async () => {
    const base = 200_000;
    const all = Array.from({ length: 10_000 }, (_, i) => ({
      row: i + 1,
      name: `Massen ${i + 1}`,
      mac: [mac(base + i, i % 2 ? '-' : ':')],
      deviceType: i % 3 ? 'UBIQUITI' : 'CISCO_MERAKI',
      hotspotDeviceConfig: configId,
    }));
    const started = performance.now();
    let importedCount = 0;
    let importMs = 0;
    for (let i = 0; i < all.length; i += 500) {
      const batch = all.slice(i, i + 500);
      const conflicts = ok(
        await s.gql<{ hotspotDeviceConflicts: { names: string[]; macs: string[] } }>(
          hotel,
          `query Q($c: String!, $n: [String!], $m: [String!]) { hotspotDeviceConflicts(customerId: $c, names: $n, macs: $m) { names macs } }`,
          { c: HOTEL, n: batch.map((r) => r.name), m: batch.flatMap((r) => r.mac) },
        ),
      ).hotspotDeviceConflicts;
      expect(conflicts).toEqual({ names: [], macs: [] });
      const t1 = performance.now();
      const results = await imported(batch);
      importMs += performance.now() - t1;
      importedCount += results.filter((r) => r.status === 'IMPORTED').length;
    }
    const ms = performance.now() - started;
    expect(importedCount).toBe(10_000);
    expect(await devicesNamed('Massen ')).toBe(10_000);
    // Generous for a shared test machine; bench/devices.ts measures the budget itself.
    expect(ms).toBeLessThan(30_000);
    console.info(
      `import of 10,000 rows in 20 batches (with conflict checks): ${Math.round(ms)} ms, of which the import calls ${Math.round(importMs)} ms`,
    );
  });
});

describe("the wizard's lookups (issue 40)", () => {
  it('answers the exact query and variables the fill step sends for configs and locations', async () => {
    const configs = ok(
      await s.gql<{ hotspotDeviceConfigs: { data: { _id: string; name: string }[] } }>(
        hotel,
        lookupQuery('hotspotDeviceConfigs'),
        lookupVariables(HOTEL),
      ),
    ).hotspotDeviceConfigs.data;
    expect(configs).toContainEqual({ _id: configId, name: 'Hotel Standard' });
    const names = configs.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const locs = ok(
      await s.gql<{ locations: { data: { _id: string; name: string }[] } }>(
        hotel,
        lookupQuery('locations'),
        lookupVariables(HOTEL),
      ),
    ).locations.data;
    expect(locs).toContainEqual({ _id: locationId, name: 'Import-Standort' });
  });
});
