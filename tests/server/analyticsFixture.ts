// A small fixed set of guest sessions of the café around the spring DST change of 2026 (Europe/Berlin:
// Sunday 2026-03-29 has 23 hours, 02:00 CET → 03:00 CEST), inserted through the rollup triggers, with
// the figures computed by hand in analytics.test.ts. Devices: Theke (at the café's location L1),
// Lager (no location), Garten (at L1, no sessions); L2 is a second location without sessions.
//
//  id  device  client           start (UTC)         local day   stop / dwell  in / out     login  browser
//  s1  Theke   mac-a            03-28 10:05         03-28       yes / 1800    100 / 1000   V      Chrome
//  s2  Theke   mac-a            03-28 22:50         03-28 (23:50, ends after midnight) 2400  50 / 500  V  Safari
//  s3  Lager   u:guest1         03-29 01:10 (03:10 CEST) 03-29  Interim +100/+200, then stop 3600  110 / 220  –  –
//  s4  Theke   mac-b            03-29 21:30 (23:30 CEST) 03-29  yes / 600     5 / 5        D      Chrome
//  s5  Theke   mac-a            03-29 22:00 (00:00 CEST) 03-30  yes / 100     1 / 2        V      Chrome
//  s6  Lager   s:<id> (no MAC, no username) 03-30 07:00   03-30  inserted stopped / 300  0 / 0  –  –
// V = VOUCHER_LOGIN, D = DEVICE_ACCOUNT_LOGIN, – = none (counts as 'unknown').
import { and, eq, sql } from 'drizzle-orm';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { locations } from '../../server/network/location/table';
import { radiusSessions } from '../../server/access/session/table';
import { newObjectId } from '../../server/platform/ids';
import type { TestServer } from './harness';
import { CAFE } from './helpers';

export interface Fixture {
  theke: string;
  lager: string;
  garten: string;
  l1: string;
  l2: string;
  ids: Record<'s1' | 's2' | 's3' | 's4' | 's5' | 's6', string>;
}

type SessionInsert = typeof radiusSessions.$inferInsert;

export async function insertSession(
  s: TestServer,
  values: Omit<SessionInsert, 'customerId' | 'id' | 'acctSessionId' | 'updatedAt'> & { id?: string },
) {
  const id = values.id ?? newObjectId();
  await s.db.insert(radiusSessions).values({
    customerId: CAFE,
    acctSessionId: newObjectId(),
    updatedAt: values.stoppedAt ?? values.startedAt,
    ...values,
    id,
  });
  return id;
}

const at = (iso: string) => new Date(iso);

export async function loadFixture(s: TestServer): Promise<Fixture> {
  const devices = await s.db.select().from(hotspotDevices).where(eq(hotspotDevices.customerId, CAFE));
  const byName = (name: string) => devices.find((d) => d.name === name)!;
  const theke = byName('Café Theke');
  const lager = byName('Café Lager');
  const garten = byName('Café Garten');
  const l1 = theke.locationId!;
  const l2 = newObjectId();
  await s.db.insert(locations).values({ customerId: CAFE, id: l2, name: 'Stadtcafé Bahnhof' });
  // Garten at L1 (as the demo has it), Lager without a location.
  await s.db
    .update(hotspotDevices)
    .set({ locationId: null })
    .where(and(eq(hotspotDevices.customerId, CAFE), eq(hotspotDevices.id, lager.id)));

  const common = (device: typeof theke) => ({
    hotspotDeviceId: device.id,
    locationId: device === theke ? l1 : null,
  });
  const s1 = await insertSession(s, {
    ...common(theke),
    clientMacHash: 'mac-a',
    startedAt: at('2026-03-28T10:05:00Z'),
    stoppedAt: at('2026-03-28T10:35:00Z'),
    sessionTime: 1800,
    inputBytes: 100,
    outputBytes: 1000,
    loginType: 'VOUCHER_LOGIN',
    browser: 'Chrome',
    os: 'Android',
    deviceClass: 'mobile',
    language: 'de',
  });
  // Spans local midnight: counted on its start day.
  const s2 = await insertSession(s, {
    ...common(theke),
    clientMacHash: 'mac-a',
    startedAt: at('2026-03-28T22:50:00Z'),
    stoppedAt: at('2026-03-28T23:30:00Z'),
    sessionTime: 2400,
    inputBytes: 50,
    outputBytes: 500,
    loginType: 'VOUCHER_LOGIN',
    browser: 'Safari',
    os: 'iOS',
    deviceClass: 'mobile',
    language: 'en',
  });
  // Start, Interim-Update (delta), Stop: the way RADIUS accounting updates a row.
  const s3 = await insertSession(s, {
    ...common(lager),
    clientMacHash: '',
    username: 'guest1',
    startedAt: at('2026-03-29T01:10:00Z'),
    inputBytes: 10,
    outputBytes: 20,
  });
  const where = and(eq(radiusSessions.customerId, CAFE), eq(radiusSessions.id, s3));
  await s.db
    .update(radiusSessions)
    .set({ inputBytes: 110, outputBytes: 220, sessionTime: 1200, updatedAt: at('2026-03-29T01:30:00Z') })
    .where(where);
  await s.db
    .update(radiusSessions)
    .set({ stoppedAt: at('2026-03-29T02:10:00Z'), updatedAt: at('2026-03-29T02:10:00Z'), sessionTime: 3600 })
    .where(where);
  const s4 = await insertSession(s, {
    ...common(theke),
    clientMacHash: 'mac-b',
    startedAt: at('2026-03-29T21:30:00Z'),
    stoppedAt: at('2026-03-29T21:40:00Z'),
    sessionTime: 600,
    inputBytes: 5,
    outputBytes: 5,
    loginType: 'DEVICE_ACCOUNT_LOGIN',
    browser: 'Chrome',
    os: 'Windows',
    deviceClass: 'desktop',
    language: 'de',
  });
  const s5 = await insertSession(s, {
    ...common(theke),
    clientMacHash: 'mac-a',
    startedAt: at('2026-03-29T22:00:00Z'),
    stoppedAt: at('2026-03-29T22:01:40Z'),
    sessionTime: 100,
    inputBytes: 1,
    outputBytes: 2,
    loginType: 'VOUCHER_LOGIN',
    browser: 'Chrome',
    os: 'Android',
    deviceClass: 'mobile',
    language: 'de',
  });
  // A Stop without a Start: inserted already stopped.
  const s6 = await insertSession(s, {
    ...common(lager),
    clientMacHash: '',
    startedAt: at('2026-03-30T07:00:00Z'),
    stoppedAt: at('2026-03-30T07:05:00Z'),
    sessionTime: 300,
  });
  return { theke: theke.id, lager: lager.id, garten: garten.id, l1, l2, ids: { s1, s2, s3, s4, s5, s6 } };
}

/** The café's rollup rows, serialised in key order, without rows that hold nothing. */
export async function rollupSnapshot(s: TestServer): Promise<string> {
  const q = async (text: string) =>
    ((await s.db.execute(sql.raw(text.replaceAll('$C', `'${CAFE}'`)))) as unknown as { rows: unknown[] }).rows;
  return JSON.stringify([
    await q(`SELECT bucket::text, hotspot_device_id, location_id, sessions, logins, stopped, dwell_seconds::text,
      input_bytes::text, output_bytes::text, page_views FROM session_rollups WHERE customer_id = $C
      AND (sessions, logins, stopped, dwell_seconds, input_bytes, output_bytes, page_views) <> (0, 0, 0, 0, 0, 0, 0)
      ORDER BY 1, 2, 3`),
    await q(`SELECT day::text, hotspot_device_id, location_id, sessions, logins, stopped, dwell_seconds::text,
      input_bytes::text, output_bytes::text, page_views FROM session_daily WHERE customer_id = $C
      AND (sessions, logins, stopped, dwell_seconds, input_bytes, output_bytes, page_views) <> (0, 0, 0, 0, 0, 0, 0)
      ORDER BY 1, 2, 3`),
    await q(`SELECT day::text, hotspot_device_id, location_id, client_key, sessions, prev_customer::text,
      prev_device::text, prev_location::text, next_customer::text, next_device::text, next_location::text
      FROM session_daily_clients WHERE customer_id = $C ORDER BY 1, 2, 3, 4`),
    await q(`SELECT day::text, hotspot_device_id, location_id, dimension, value, sessions FROM session_daily_dims
      WHERE customer_id = $C AND sessions <> 0 ORDER BY 1, 2, 3, 4, 5`),
    await q(`SELECT kind, scope_id, day::text, prev::text, users FROM session_daily_users
      WHERE customer_id = $C AND users <> 0 ORDER BY 1, 2, 3, 4`),
    await q(`SELECT bucket::text, sessions, logins, stopped, dwell_seconds::text, input_bytes::text,
      output_bytes::text, page_views FROM session_customer_rollups WHERE customer_id = $C
      AND (sessions, logins, stopped, dwell_seconds, input_bytes, output_bytes, page_views) <> (0, 0, 0, 0, 0, 0, 0)
      ORDER BY 1`),
    await q(`SELECT bucket::text, hotspot_device_id, location_id, client_key, sessions, prev_customer::text,
      prev_device::text, prev_location::text FROM session_quarter_clients WHERE customer_id = $C ORDER BY 1, 2, 3, 4`),
    await q(`SELECT kind, scope_id, bucket::text, users, new_15, new_30, new_45, new_6h FROM session_quarter_users
      WHERE customer_id = $C AND (users, new_15, new_30, new_45, new_6h) <> (0, 0, 0, 0, 0) ORDER BY 1, 2, 3`),
  ]);
}
