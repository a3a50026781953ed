// The demo's guest traffic and DNS statistics (issue 11), after the hotspot network and the hotspot
// accounts' sessions: the hotel K100001 (PROFESSIONAL analytics, dnsAnalytics) and the café K100002
// (BASIC) get sessions over the last 90 days on their devices; the hotel's locations DNS statistics
// of the last 35 days.
// With `sessions` (npm run seed -- --sessions N; the analytics bench) the hotel gets exactly N
// sessions over 180 days instead, on 300 devices in 40 locations when N > 100,000.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { CAFE_ID, HOTEL_ID } from '../../../platform/seed/ids';
import { noteWrites } from '../../../platform/statistics';
import { hotspotDevices } from '../../../network/hotspot-device/table';
import { seedDnsStats } from './dns';
import { HOURS, WEEK, type DeviceTraffic } from '../../../platform/seed/guestProfiles';
import { writeTraffic } from './store';
import type { TrafficDevice, TrafficPlan } from './traffic';

/** Demo sizes: some 90 sessions a day in the hotel, 35 in the café; DNS statistics of 35 days. */
export const DEMO_DAYS = 90;
export const DEMO_SESSIONS = { [HOTEL_ID]: 8_000, [CAFE_ID]: 3_000 } as const;
/** Every server test seeds the demo: the DNS rows (per 15 minutes and location) cost the most. */
export const DNS_DAYS = 35;
export const SCALE_DAYS = 180;
/** Above this many sessions the hotel gets SCALE_DEVICES devices in SCALE_LOCATIONS locations. */
export const SCALE_NETWORK_FROM = 100_000;
const SCALE_DEVICES = 300;
const SCALE_LOCATIONS = 40;

async function devicesOf(db: Db, customerId: string): Promise<TrafficDevice[]> {
  return db
    .select({ id: hotspotDevices.id, name: hotspotDevices.name, locationId: hotspotDevices.locationId })
    .from(hotspotDevices)
    .where(eq(hotspotDevices.customerId, customerId))
    .orderBy(asc(hotspotDevices.createdAt), asc(hotspotDevices.id));
}

export interface GuestTrafficOptions {
  /** Sessions of the hotel (the scale option); default: the demo's. */
  sessions?: number;
  seed?: number;
  now?: number;
}

export async function seedGuestTraffic(db: Db, opts: GuestTrafficOptions = {}): Promise<void> {
  const seed = opts.seed ?? 20261121;
  const now = opts.now ?? Date.now();
  const cafe: TrafficPlan = {
    customerId: CAFE_ID,
    audience: 'cafe',
    devices: await devicesOf(db, CAFE_ID),
    days: DEMO_DAYS,
    sessions: DEMO_SESSIONS[CAFE_ID],
    seed: seed + 2,
    tag: 'a0c2',
    now,
  };
  if (opts.sessions === undefined) {
    const hotel: TrafficPlan = {
      customerId: HOTEL_ID,
      audience: 'hotel',
      devices: await devicesOf(db, HOTEL_ID),
      days: DEMO_DAYS,
      sessions: DEMO_SESSIONS[HOTEL_ID],
      seed: seed + 1,
      tag: 'a0c1',
      now,
    };
    await writeTraffic(db, [hotel, cafe]);
    await seedDnsStats(db, HOTEL_ID, DNS_DAYS, now);
    return;
  }
  await writeTraffic(db, [cafe]);
  await seedHotelScale(db, opts.sessions, { seed: seed + 3, now });
}

/** Exactly `sessions` hotel sessions over SCALE_DAYS days (and the network for them), rollups, DNS (35 days). */
export async function seedHotelScale(
  db: Db,
  sessions: number,
  opts: { seed?: number; now?: number; tag?: string; dns?: boolean } = {},
): Promise<number> {
  const now = opts.now ?? Date.now();
  if (sessions > SCALE_NETWORK_FROM) await seedScaleNetwork(db);
  const devices = (await devicesOf(db, HOTEL_ID)).map((d, rank) => ({ ...d, traffic: scaleTraffic(d, rank) }));
  const [n] = await writeTraffic(db, [
    {
      customerId: HOTEL_ID,
      audience: 'hotel',
      devices,
      days: SCALE_DAYS,
      sessions,
      seed: opts.seed ?? 20261124,
      tag: opts.tag ?? 'b5c1',
      now,
    },
  ]);
  // DNS statistics of the demo's 35 days (40 locations × 180 days would double the seeding time).
  if (opts.dns !== false) await seedDnsStats(db, HOTEL_ID, DNS_DAYS, now);
  return n;
}

const KINDS = Object.keys(HOURS) as (keyof typeof HOURS)[];

/** The demo devices keep their share; the added ones fall off with their rank, every 37th is idle. */
function scaleTraffic(d: TrafficDevice, rank: number): DeviceTraffic | undefined {
  if (!d.id.startsWith('5ca1')) return undefined;
  const kind = KINDS[rank % KINDS.length] === 'cafe' ? 'hotel' : KINDS[rank % KINDS.length];
  const week: keyof typeof WEEK = kind === 'conference' ? 'business' : 'hotel';
  return { weight: rank % 37 === 0 ? 0 : 12 / Math.pow(1 + (rank % 97), 0.7), kind, week };
}

/** The hotel's network grown to SCALE_DEVICES devices in SCALE_LOCATIONS locations (ids 5ca1…). */
async function seedScaleNetwork(db: Db): Promise<void> {
  const c = HOTEL_ID;
  const [{ locs, devs }] = (
    (await db.execute(sql`select (select count(*)::int from locations where customer_id = ${c}) as locs,
      (select count(*)::int from hotspot_devices where customer_id = ${c}) as devs`)) as unknown as {
      rows: { locs: number; devs: number }[];
    }
  ).rows;
  const addLocs = Math.max(0, SCALE_LOCATIONS - locs);
  const addDevs = Math.max(0, SCALE_DEVICES - devs);
  const id = (prefix: string, expr = 'i') => sql.raw(`'${prefix}' || lpad(to_hex(${expr}), 20, '0')`);
  const mac = sql.raw(`'0c:5c:a1:' || substr(lpad(to_hex(i), 6, '0'), 1, 2) || ':' ||
    substr(lpad(to_hex(i), 6, '0'), 3, 2) || ':' || substr(lpad(to_hex(i), 6, '0'), 5, 2)`);
  await db.execute(sql`insert into locations (customer_id, id, name, search_text, created_at, updated_at)
    select ${c}, ${id('5ca0')}, 'Haus ' || i, lower('Haus ' || i), now(), now() from generate_series(1, ${addLocs}) i`);
  // Each added device at one of the hotel's locations, round robin.
  await db.execute(sql`insert into hotspot_devices (customer_id, id, name, active, device_type, location_id, keywords,
      macs, monitoring_alias, search_text, created_at, updated_at)
    select ${c}, ${id('5ca1')}, 'AP ' || i, true, 'TP_LINK_OMADA_EAP', l.ids[1 + i % cardinality(l.ids)],
      array['haus'], array[${mac}], 'AP ' || i, lower('AP ' || i || ' ' || ${mac}), now() - interval '200 days', now()
    from generate_series(1, ${addDevs}) i,
      (select array_agg(id order by name, id) as ids from locations where customer_id = ${c}) l`);
  await db.execute(sql`insert into hotspot_device_macs (customer_id, mac, device_id, position)
    select ${c}, ${mac}, ${id('5ca1')}, 0 from generate_series(1, ${addDevs}) i`);
  noteWrites(db, 'locations', addLocs);
  noteWrites(db, 'hotspot_devices', addDevs);
  noteWrites(db, 'hotspot_device_macs', addDevs);
}
