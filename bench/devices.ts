// Hotspot devices: BENCH_DEVICES (default 100,000) devices in one customer (K100003, a generated one
// without demo devices) with 20 device configurations, inserted with one SQL statement per table
// (generate_series) and reported to the server's statistics policy exactly as the services report
// their writes (noteWrites): no ANALYZE by hand. Measures the device list (the issue's budget: p95 ≤
// 50 ms) and the CSV import's server side: 10,000 rows through importHotspotDevices in batches of 500,
// with and without the check step's hotspotDeviceConflicts calls (budget: the whole import ≤ 5 s).
import { sql } from 'drizzle-orm';
import type { Db } from '../server/platform/db/client';
import { analyzeAfterLoad, noteWrites, statisticsSettled } from '../server/platform/statistics';
import { DEVICE_TYPES } from '../src/domain/enums';

export const DEVICE_CUSTOMER = 'K100003';
export const DEVICE_ROWS = Number(process.env.BENCH_DEVICES ?? 100_000);
const CONFIGS = 20;
/** Locations the devices are listed by (the list resolves each row's location). */
const LOCATIONS = 200;
const PLACES = ['Lobby', 'Etage', 'Restaurant', 'Garten', 'Konferenz', 'Spa', 'Parkhaus'];

const hex = (prefix: string, expr = 'i') => sql.raw(`'${prefix}' || lpad(to_hex(${expr}), 20, '0')`);
/** A real MAC (vendor 3c:5a:b4) from the row number. */
const MAC = sql.raw(
  `'3c:5a:b4:' || substr(lpad(to_hex(i), 6, '0'), 1, 2) || ':' || substr(lpad(to_hex(i), 6, '0'), 3, 2) || ':' || substr(lpad(to_hex(i), 6, '0'), 5, 2)`,
);

/** Inserts the configs and devices; returns the id of one config (for the filter). */
export async function seedDevices(db: Db, n = DEVICE_ROWS): Promise<{ configId: string }> {
  const c = DEVICE_CUSTOMER;
  const types = sql.raw(`(array[${DEVICE_TYPES.map((t) => `'${t}'`).join(',')}])[1 + i % ${DEVICE_TYPES.length}]`);
  const places = sql.raw(`(array[${PLACES.map((p) => `'${p}'`).join(',')}])[1 + i % ${PLACES.length}]`);
  await db.execute(sql`insert into hotspot_device_configs (customer_id, id, name, description, active, search_text, created_at, updated_at)
    select ${c}, ${hex('9c00')}, 'Konfiguration ' || i, null, true, lower('Konfiguration ' || i), now(), now()
    from generate_series(1, ${CONFIGS}) i`);
  await db.execute(sql`insert into locations (customer_id, id, name, search_text, created_at, updated_at)
    select ${c}, ${hex('9e00')}, 'Standort ' || i, lower('Standort ' || i), now(), now()
    from generate_series(1, ${LOCATIONS}) i`);
  // Devices: every 10th switched off, every 17th with an ended active period, each at a location.
  await db.execute(sql`insert into hotspot_devices (customer_id, id, name, description, active, active_from, active_until,
      device_type, config_id, location_id, keywords, macs, monitoring_alias, search_text, created_at, updated_at)
    select ${c}, ${hex('9d00')}, 'AP ' || i || ' ' || ${places}, 'Gerät im Bereich ' || ${places}, i % 10 <> 0,
      case when i % 17 = 0 then now() - interval '400 days' end, case when i % 17 = 0 then now() - interval '30 days' end,
      ${types}, ${hex('9c00', `1 + i % ${CONFIGS}`)}, ${hex('9e00', `1 + i % ${LOCATIONS}`)}, array[lower(${places})], array[${MAC}], 'AP ' || i,
      lower('AP ' || i || ' ' || ${places} || ' Gerät im Bereich ' || ${places} || ' ' || lower(${places}) || ' ' || ${MAC} || ' ' || replace(${MAC}, ':', '')),
      now() - i * interval '1 minute', now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into hotspot_device_macs (customer_id, mac, device_id, position)
    select ${c}, ${MAC}, ${hex('9d00')}, 0 from generate_series(1, ${n}) i`);
  noteWrites(db, 'hotspot_device_configs', CONFIGS);
  noteWrites(db, 'locations', LOCATIONS);
  noteWrites(db, 'hotspot_devices', n);
  noteWrites(db, 'hotspot_device_macs', n);
  await statisticsSettled();
  // Statistics now, as the demo seed does: on PostgreSQL autovacuum comes by within a minute or so,
  // and until then the lists measured next were planned for empty tables (244 ms for a device search
  // whose index answers it in 3 ms).
  await analyzeAfterLoad(db);
  return { configId: `9c00${(1).toString(16).padStart(20, '0')}` };
}

// What the portal's device list asks (src/resources/hotspot-device/api.ts), its location included.
const FIELDS = `_id customerId name active activeSetting activePeriod { start end } description deviceType
  hotspotDeviceConfig keywords lanMac mac locationId location { _id name } monitoringConfig { alias } timezone
  geoLocation { lat long } createdAt updatedAt`;
export const DEVICE_LIST = `query($take:Int,$skip:Int,$customerIds:[String!],$sort:[SortType!],$search:String,$active:Boolean,$type:DeviceType,$config:ID){
  hotspotDevices(take:$take,skip:$skip,customerIds:$customerIds,sort:$sort,search:$search,active:$active,type:$type,hotspotDeviceConfig:$config){
    totalCount hasNextPage data { ${FIELDS} } } }`;

/** [label, variables] of the measured device lists (25 rows, the portal's page size). */
export function deviceCases(ids: { configId: string }): [string, Record<string, unknown>][] {
  const newest = [{ key: 'createdAt', order: 'DESC' }];
  const v = { take: 25, customerIds: [DEVICE_CUSTOMER], sort: newest };
  return [
    ['first page, newest first', v],
    ['page 40, newest first', { ...v, skip: 975 }],
    ['sorted by name', { ...v, sort: [{ key: 'name', order: 'ASC' }] }],
    ['search name fragment "ap 4711"', { ...v, search: 'ap 4711' }],
    ['search MAC fragment "01-23-45" (1 device)', { ...v, search: '01-23-45' }],
    ['search MAC fragment "B4-01-2" (4,096 devices, all older than 51 days)', { ...v, search: 'B4-01-2' }],
    ['search "lobby" (1 in 7 devices)', { ...v, search: 'lobby' }],
    ['filter type UBIQUITI', { ...v, type: 'UBIQUITI' }],
    ['filter active (switch and period)', { ...v, active: true }],
    ['filter inactive (switch and period)', { ...v, active: false }],
    ['filter device config', { ...v, config: ids.configId }],
  ];
}

const IMPORT = `mutation($c:String!,$rows:[ImportHotspotDeviceRow!]!){importHotspotDevices(customerId:$c,rows:$rows){row status}}`;
const CONFLICTS = `query($c:String!,$n:[String!],$m:[String!]){hotspotDeviceConflicts(customerId:$c,names:$n,macs:$m){names macs}}`;

/**
 * 10,000 new rows through importHotspotDevices in batches of 500 (as the wizard sends them), once
 * without and once with the check step's conflict calls; wall time of the calls on loopback.
 */
export async function measureImport(
  gql: (query: string, variables: Record<string, unknown>) => Promise<Record<string, unknown>>,
  configId: string,
): Promise<{ importMs: number; withChecksMs: number; imported: number }> {
  const rows = (offset: number) =>
    Array.from({ length: 10_000 }, (_, i) => {
      const n = offset + i;
      const h = n.toString(16).padStart(6, '0');
      return {
        row: i + 1,
        name: `Import ${n}`,
        mac: [`00-1b-21-${h.slice(0, 2)}-${h.slice(2, 4)}-${h.slice(4, 6)}`],
        deviceType: DEVICE_TYPES[n % DEVICE_TYPES.length]!.startsWith('FX_')
          ? 'UBIQUITI'
          : DEVICE_TYPES[n % DEVICE_TYPES.length],
        hotspotDeviceConfig: configId,
        timezone: 'Europe/Berlin',
      };
    });
  let imported = 0;
  const run = async (all: ReturnType<typeof rows>, checks: boolean) => {
    const t = performance.now();
    for (let i = 0; i < all.length; i += 500) {
      const batch = all.slice(i, i + 500);
      if (checks)
        await gql(CONFLICTS, { c: DEVICE_CUSTOMER, n: batch.map((r) => r.name), m: batch.flatMap((r) => r.mac) });
      const result = (await gql(IMPORT, { c: DEVICE_CUSTOMER, rows: batch })).importHotspotDevices as {
        status: string;
      }[];
      imported += result.filter((r) => r.status === 'IMPORTED').length;
    }
    return performance.now() - t;
  };
  const importMs = await run(rows(0x100000), false);
  const withChecksMs = await run(rows(0x200000), true);
  return { importMs, withChecksMs, imported };
}
