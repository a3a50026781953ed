// The distinct users of sub-day buckets (15min, 30min, 1h, 6h) come from the rollups (migration 0056,
// D336): session_quarter_users per bucket, session_daily_users and the next days of
// session_daily_clients for the range. Through GraphQL on both databases, against
// count(DISTINCT client) over radius_sessions itself for every bucket and the range: clients coming
// back within 15, 30, 45 minutes and 6 hours, on both DST days of Europe/Berlin (23 and 25 hours),
// ranges from and to any quarter hour (a first bucket clipped to the range, partial first and last
// days, a range within one day), every scope (the customer, one device, one location, several
// devices, more than a few, a device and a location), sessions that move afterwards (another client,
// start, device, location). Then the rebuild gives the same rollups, a location delete keeps the
// figures exact, and the retention job deletes the sessions without changing any figure.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CAFE, USERS, ok } from './helpers';
import { insertSession, loadFixture, rollupSnapshot, type Fixture } from './analyticsFixture';
import { purgeExpiredPersonalData } from '../../server/insights/guest-data';
import { locations } from '../../server/network/location/table';
import { analyticsTimezone, wholeIfCovering } from '../../server/insights/analytics/store';

const TIMELINE = `query T($f: AnalyticsFilter!) { analyticsTimeline(filter: $f) {
  granularity points { t sessions users } totals { sessions users } } }`;

interface Series {
  granularity: string;
  points: { t: string; sessions: number; users: number }[];
  totals: { sessions: number; users: number };
}

interface Scope {
  hotspotDeviceIds?: string[];
  locationIds?: string[];
}

const L3 = 'loc-subday-3';
const GRANULARITIES = ['15min', '30min', '1h', '6h'] as const;
/** Ranges around the DST days (Europe/Berlin: 2025-10-26 has 25 hours, 2026-03-29 has 23). */
const RANGES: [string, string][] = [
  // Whole local days 03-28 … 03-30.
  ['2026-03-27T23:00:00Z', '2026-03-30T22:00:00Z'],
  // From 10:15 CET on 03-28 to 15:45 CEST on 03-30: partial first and last days, the DST day whole.
  ['2026-03-28T09:15:00Z', '2026-03-30T13:45:00Z'],
  // Within the DST day, from 01:30 CET.
  ['2026-03-29T00:30:00Z', '2026-03-29T19:15:00Z'],
  // From 21:45 on 03-28 to 07:30 on the DST day: two partial days, no whole day.
  ['2026-03-28T20:45:00Z', '2026-03-29T05:30:00Z'],
  // 30 days, from and to a quarter hour.
  ['2026-03-01T10:15:00Z', '2026-03-31T09:00:00Z'],
  // The 25-hour day, whole.
  ['2025-10-25T22:00:00Z', '2025-10-26T23:00:00Z'],
  // Over the 25-hour day from 15:30 CEST on 10-24 to 07:45 CET on 10-27.
  ['2025-10-24T13:30:00Z', '2025-10-27T06:45:00Z'],
];

let s: TestServer;
let operator: string;
let fx: Fixture;
let scopes: Scope[];

const timeline = async (scope: Scope, range: [string, string], granularity: string) =>
  ok(
    await s.gql<{ analyticsTimeline: Series }>(operator, TIMELINE, {
      f: { customerId: CAFE, from: range[0], to: range[1], granularity, ...scope },
    }),
  ).analyticsTimeline;

/** count(DISTINCT client) of the scope's sessions in each [t_i, t_i+1) of a series and in the range. */
async function expected(scope: Scope, range: [string, string], points: Series['points']) {
  const bounds = [...points.map((p) => p.t), new Date(range[1]).toISOString()];
  const where = [sql`s.customer_id = ${CAFE}`];
  const array = (ids: string[]) => sql`${`{${ids.map((x) => `"${x}"`).join(',')}}`}::text[]`;
  if (scope.hotspotDeviceIds) where.push(sql`s.hotspot_device_id = ANY(${array(scope.hotspotDeviceIds)})`);
  if (scope.locationIds) where.push(sql`coalesce(s.location_id, '') = ANY(${array(scope.locationIds)})`);
  const count = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
    sql`(SELECT count(DISTINCT analytics_client_key(s.client_mac_hash, s.username, s.id))::int FROM radius_sessions s
      WHERE ${sql.join(where, sql` AND `)} AND s.started_at >= ${a} AND s.started_at < ${b})`;
  const r = (await s.db.execute(sql`SELECT x.i::int AS i, ${count(sql`x.a`, sql`x.b`)} AS users
    FROM unnest(${array(bounds.slice(0, -1))}::timestamptz[], ${array(bounds.slice(1))}::timestamptz[])
      WITH ORDINALITY AS x(a, b, i)
    UNION ALL SELECT 0, ${count(sql`${range[0]}::timestamptz`, sql`${range[1]}::timestamptz`)}
    ORDER BY 1`)) as unknown as { rows: { i: number; users: number }[] };
  return { total: r.rows[0].users, points: r.rows.slice(1).map((x) => x.users) };
}

/** Every series of every scope, range and granularity equals count(DISTINCT) over the sessions. */
async function expectExact(which: Scope[] = scopes) {
  for (const scope of which)
    for (const range of RANGES)
      for (const g of GRANULARITIES) {
        const r = await timeline(scope, range, g);
        const want = await expected(scope, range, r.points);
        const label = JSON.stringify({ scope, range, g });
        expect({ total: r.totals.users, points: r.points.map((p) => p.users) }, label).toEqual(want);
      }
}

/** Every series, as the portal receives it. */
async function allSeries() {
  const out: Series[] = [];
  for (const scope of scopes)
    for (const range of RANGES) for (const g of GRANULARITIES) out.push(await timeline(scope, range, g));
  return out;
}

beforeAll(async () => {
  s = await startTestServer();
  operator = (await s.login(USERS.operator)).accessToken;
  await s.db.execute(sql`UPDATE customer_plugins SET plugins = jsonb_set(plugins, '{analytics}',
    '{"active": true, "productTier": "PROFESSIONAL"}'::jsonb) WHERE customer_id = ${CAFE}`);
  fx = await loadFixture(s);
  await s.db.insert(locations).values({ customerId: CAFE, id: L3, name: 'Strandcafé' });
  scopes = [
    {},
    { hotspotDeviceIds: [fx.theke] },
    { hotspotDeviceIds: [fx.lager] },
    { locationIds: [fx.l2] },
    { locationIds: [L3] },
    { hotspotDeviceIds: [fx.theke, fx.lager] },
    { hotspotDeviceIds: [fx.garten], locationIds: [fx.l2] },
    // More ids than store.ts looks up one by one (a hashed set).
    { hotspotDeviceIds: [fx.lager, fx.garten, ...Array.from({ length: 8 }, (_, i) => `none-${i}`)] },
    // Every device: read as the whole customer (store.wholeIfCovering).
    { hotspotDeviceIds: [fx.theke, fx.lager, fx.garten] },
  ];
  // 250 sessions of 40 clients (one without a MAC: counted by username) over 80 hours around each DST
  // day, and 150 of 6 clients in the 6 hours of each DST night: clients back within the same quarter,
  // after 15, 30, 45 minutes, hours and days. Random devices and locations, random order, minutes on
  // and beside the quarter hours.
  // mulberry32: a fixed sequence whose low values are as random as its high ones.
  let seed = 41;
  const rnd = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 2 ** 32) * n);
  };
  const devices = [fx.theke, fx.lager, fx.garten];
  const places = [fx.l2, L3, null];
  const minutes = [0, 1, 14, 15, 29, 30, 44, 45, 59];
  const at = (from: number, hours: number) =>
    from + rnd(hours) * 3_600_000 + minutes[rnd(minutes.length)] * 60_000 + rnd(2) * 7_000;
  const wide = [Date.UTC(2026, 2, 27, 18), Date.UTC(2025, 9, 24, 12)];
  // Local 00:00 of 2026-03-29 (CET) and of 2025-10-26 (CEST).
  const nights = [Date.UTC(2026, 2, 28, 23), Date.UTC(2025, 9, 25, 22)];
  const plan = Array.from({ length: 400 }, (_, i) => {
    const dense = i % 8 >= 5;
    const client = dense ? 40 + rnd(6) : rnd(40);
    return {
      id: `subday-${i}`,
      hotspotDeviceId: devices[rnd(3)],
      locationId: places[rnd(3)],
      clientMacHash: client === 39 ? '' : `mac-q${client}`,
      username: client === 39 ? 'guest-q' : null,
      startedAt: new Date(dense ? at(nights[rnd(2)], 6) : at(wide[rnd(2)], 80)),
    };
  });
  for (const v of plan) await insertSession(s, v);
  // Moves afterwards: another client, another start (to another quarter or day), device or location.
  for (let i = 0; i < 30; i++) {
    const id = plan[rnd(plan.length)].id;
    const where = sql`customer_id = ${CAFE} AND id = ${id}`;
    if (i % 4 === 0)
      await s.db.execute(sql`UPDATE radius_sessions SET client_mac_hash = ${`mac-q${rnd(46)}`} WHERE ${where}`);
    if (i % 4 === 1)
      await s.db
        .execute(sql`UPDATE radius_sessions SET started_at = started_at + ${`${rnd(600) - 300} minutes`}::interval
        WHERE ${where}`);
    if (i % 4 === 2)
      await s.db.execute(sql`UPDATE radius_sessions SET hotspot_device_id = ${devices[rnd(3)]} WHERE ${where}`);
    if (i % 4 === 3) await s.db.execute(sql`UPDATE radius_sessions SET location_id = ${places[rnd(3)]} WHERE ${where}`);
  }
}, 120_000);
afterAll(() => s?.close());

describe('users of sub-day buckets', () => {
  it('equal count(DISTINCT client) for every bucket and range, DST days, every scope', async () => {
    await expectExact();
  }, 300_000);

  it('a filter that leaves out no row of the range is read as the whole customer, with its figures', async () => {
    const tz = await analyticsTimezone(s.db);
    const all = [fx.theke, fx.lager, fx.garten];
    const whole = { customerId: CAFE, hotspotDeviceIds: null, locationIds: null };
    const read = (scope: Scope, range: [string, string]) =>
      wholeIfCovering(s.db, { ...whole, ...scope }, tz, new Date(range[0]), new Date(range[1]));
    const covers = async (scope: Scope, range: [string, string]) => {
      const r = await read(scope, range);
      return r.hotspotDeviceIds === null && r.locationIds === null;
    };
    const range = RANGES[0];
    const everything: Scope[] = [
      { hotspotDeviceIds: [...all, 'none-1'] },
      { locationIds: [fx.l1, fx.l2, L3, ''] },
      { hotspotDeviceIds: all, locationIds: [fx.l1, fx.l2, L3, ''] },
    ];
    for (const scope of everything) expect(await covers(scope, range), JSON.stringify(scope)).toBe(true);
    // One device or location left out that has rows in the range: the filter stays.
    for (const scope of [{ hotspotDeviceIds: [fx.theke, fx.lager] }, { locationIds: [fx.l2, L3] }])
      expect(await covers(scope, range), JSON.stringify(scope)).toBe(false);
    // A range without any session: nothing is left out.
    expect(
      await covers({ hotspotDeviceIds: [fx.theke, fx.lager] }, ['2024-01-01T00:00:00Z', '2024-01-03T00:00:00Z']),
    ).toBe(true);
    // One device: the counts cover it; the filter stays, without a query.
    expect(await read({ hotspotDeviceIds: [fx.theke] }, range)).toEqual({ ...whole, hotspotDeviceIds: [fx.theke] });
    // The same series as the customer's, every measure, sub-day and by day.
    for (const g of ['15min', '6h', 'day'])
      for (const scope of everything)
        for (const r of [RANGES[1], RANGES[6]])
          expect(await timeline(scope, r, g), JSON.stringify({ scope, r, g })).toEqual(await timeline({}, r, g));
  }, 120_000);

  it('the rebuild gives the rollups of the trigger path', async () => {
    const before = await rollupSnapshot(s);
    await s.db.execute(sql`SELECT analytics_rebuild(${CAFE})`);
    expect(await rollupSnapshot(s)).toBe(before);
  }, 120_000);

  it('a deleted location: the figures stay exact, equal to a rebuild', async () => {
    ok(await s.gql(operator, `mutation D($id: ID!) { deleteLocation(_id: $id) }`, { id: L3 }));
    await expectExact([{}, { hotspotDeviceIds: [fx.lager] }, { locationIds: [fx.l2] }]);
    const after = await rollupSnapshot(s);
    await s.db.execute(sql`SELECT analytics_rebuild(${CAFE})`);
    expect(await rollupSnapshot(s)).toBe(after);
  }, 300_000);

  it('the retention job deletes the sessions; every figure stays', async () => {
    scopes = scopes.filter((x) => !x.locationIds?.includes(L3));
    const before = await allSeries();
    const snapshot = await rollupSnapshot(s);
    // 13 months back from 2027-12-01: every session above is older.
    const result = await purgeExpiredPersonalData(s.db, { now: new Date('2027-12-01T00:00:00Z'), rest: 0 });
    expect(result.done).toBe(true);
    const [{ n }] = (
      (await s.db.execute(sql`SELECT count(*)::int AS n FROM radius_sessions WHERE customer_id = ${CAFE}
        AND started_at < '2026-04-01'`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(0);
    expect(before.some((x) => x.totals.users > 0)).toBe(true);
    expect(await allSeries()).toEqual(before);
    expect(await rollupSnapshot(s)).toBe(snapshot);
  }, 300_000);
});
