// DNS statistics (seed 001 §2 "Locations analytics", issue 11; docs/dns-statistics.md): the ingestion
// endpoint (key per location, plugin, every kind of bad record refused with its field and nothing of
// the batch stored, sums added) and the queries dnsTimeline / dnsEntries against hand-computed figures
// in the analytics time zone (Europe/Berlin), with search, paging, sort, drill-down and permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../server/platform/passwords';
import { customerPlugins } from '../../server/tenancy/customer/table';
import { dnsStats, dnsStatsEntries } from '../../server/insights/analytics/table';
import { locations } from '../../server/network/location/table';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { newObjectId } from '../../server/platform/ids';
import { rebuildDnsRollups } from '../../server/insights/dns-analytics/store';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** UTC midnight 20 days ago: inside the 400 days, far from "now". */
const D = Math.floor(Date.now() / DAY) * DAY - 20 * DAY;
const at = (ms: number) => new Date(D + ms).toISOString();
/** Europe/Berlin's offset in hours at a moment (1 or 2). */
const berlinOffset = (ms: number) =>
  Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' })
      .formatToParts(new Date(ms))
      .find((p) => p.type === 'timeZoneName')!
      .value.replace('GMT', ''),
  );
/** The instant of local (Berlin) midnight of the UTC date of `ms`. */
const localMidnight = (ms: number) => ms - berlinOffset(ms) * HOUR;

/** Local day D: 180 requests; 23:30Z belongs to local day D+1 (00:30 or 01:30 there). */
const BATCH = {
  records: [
    {
      time: at(10 * HOUR),
      requests: 100,
      blocked: 10,
      threats: 2,
      domains: [
        { name: 'Example.COM.', requests: 60, blocked: 5, threats: 1 },
        { name: 'cdn.test', requests: 40, blocked: 5, threats: 1 },
      ],
      applications: [{ name: 'YouTube', requests: 30, blocked: 0, threats: 0 }],
      categories: [{ name: 'Streaming', requests: 30, blocked: 0, threats: 0 }],
    },
    {
      time: at(10 * HOUR + 5 * 60_000),
      requests: 50,
      blocked: 0,
      threats: 0,
      domains: [{ name: 'example.com', requests: 50, blocked: 0, threats: 0 }],
    },
    {
      time: at(10 * HOUR + 20 * 60_000),
      requests: 30,
      blocked: 3,
      threats: 3,
      domains: [{ name: 'malware.test', requests: 30, blocked: 3, threats: 3 }],
      categories: [{ name: 'Malware', requests: 3, blocked: 3, threats: 3 }],
    },
    {
      time: at(23.5 * HOUR),
      requests: 20,
      blocked: 2,
      threats: 0,
      domains: [{ name: 'example.com', requests: 20, blocked: 2, threats: 0 }],
    },
  ],
};

const KEY_QUERY = `query L($ids: [String!]) { locations(customerIds: $ids, take: 100) { data { _id name dnsStatsKey } } }`;
const TIMELINE = `query T($filter: AnalyticsFilter!, $dimension: DnsDimension, $key: String) {
  dnsTimeline(filter: $filter, dimension: $dimension, key: $key) {
    granularity timezone points { t requests blocked threats }
    totals { requests blocked threats requestsPerSecond peakRequestsPerSecond } } }`;
const ENTRIES = `query E($filter: AnalyticsFilter!, $dimension: DnsDimension!, $search: String, $skip: Int, $take: Int,
  $sort: [SortType!]) {
  dnsEntries(filter: $filter, dimension: $dimension, search: $search, skip: $skip, take: $take, sort: $sort) {
    totalCount hasNextPage data { key requests blocked threats } } }`;

type Loc = { _id: string; name: string; dnsStatsKey: string | null };
type Series = {
  granularity: string;
  timezone: string;
  points: { t: string; requests: number; blocked: number; threats: number }[];
  totals: {
    requests: number;
    blocked: number;
    threats: number;
    requestsPerSecond: number;
    peakRequestsPerSecond: number;
  };
};
type Entries = {
  totalCount: number;
  hasNextPage: boolean;
  data: { key: string; requests: number; blocked: number; threats: number }[];
};

let s: TestServer;
let hotel: string;
let cafe: string;
let locs: Loc[];
let cafeLocationId: string;

const setDnsPlugin = (customerId: string, active: boolean) =>
  s.db
    .update(customerPlugins)
    .set({
      plugins: sql`${customerPlugins.plugins} || ${JSON.stringify({ dnsAnalytics: { active, organizationId: 7 } })}::jsonb`,
    })
    .where(eq(customerPlugins.customerId, customerId));

const post = (locationId: string, body: unknown, key?: string | null) =>
  s.rest('POST', `/api/dns-stats/${locationId}`, body, key ?? undefined);

/** Rows of the location and the hotel's customer-wide rows ('*'): a refused batch changes neither. */
const rowCount = async (locationId: string) => {
  const [row] = (
    (await s.db.execute(sql`select (select count(*) from dns_stats where location_id = ${locationId})
      + (select count(*) from dns_stats_entries where customer_id = ${HOTEL} and location_id in (${locationId}, '*'))
      + (select coalesce(sum(requests), 0) from dns_stats_entries where customer_id = ${HOTEL} and location_id = '*') as n`)) as unknown as {
      rows: { n: string | number }[];
    }
  ).rows;
  return Number(row.n);
};

async function userWith(roles: string[], customerKey = HOTEL) {
  const email = `dns-${newObjectId()}@alpenhotel.test`;
  await s.db.insert(users).values({ id: newObjectId(), email, passwordHash: await hashPassword('Dns#Stats2026') });
  const [u] = await s.db.select().from(users).where(eq(users.email, email));
  await s.db.insert(userGrants).values({ userId: u.id, customerKey, roles });
  return (await s.login(email, 'Dns#Stats2026')).accessToken;
}

const filter = (from: number, to: number, extra: Record<string, unknown> = {}) => ({
  customerId: HOTEL,
  from: at(from),
  to: at(to),
  ...extra,
});
const timeline = async (vars: Record<string, unknown>, token = hotel) =>
  ok(await s.gql<{ dnsTimeline: Series }>(token, TIMELINE, vars)).dnsTimeline;
const entries = async (vars: Record<string, unknown>, token = hotel) =>
  ok(await s.gql<{ dnsEntries: Entries }>(token, ENTRIES, vars)).dnsEntries;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  await setDnsPlugin(HOTEL, true);
  // The demo seed's DNS traffic would hide the hand-computed figures: this file starts from none.
  await s.db.delete(dnsStats).where(eq(dnsStats.customerId, HOTEL));
  await s.db.delete(dnsStatsEntries).where(eq(dnsStatsEntries.customerId, HOTEL));
  locs = ok(await s.gql<{ locations: { data: Loc[] } }>(hotel, KEY_QUERY, { ids: [HOTEL] })).locations.data;
  expect(locs.length).toBeGreaterThanOrEqual(2);
  const [cafeLoc] = await s.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.customerId, CAFE))
    .limit(1);
  // The café may have no location in the demo: an id it could have serves the same purpose.
  cafeLocationId = cafeLoc?.id ?? newObjectId();
});
afterAll(() => s?.close());

describe('Location.dnsStatsKey', () => {
  it('is given to who may update the location while the plugin is active, else null', async () => {
    expect(locs.every((l) => typeof l.dnsStatsKey === 'string' && l.dnsStatsKey.length === 43)).toBe(true);
    expect(new Set(locs.map((l) => l.dnsStatsKey)).size).toBe(locs.length);
    const analyst = await userWith(['professional-analytics', 'user']);
    const seen = ok(await s.gql<{ locations: { data: Loc[] } }>(analyst, KEY_QUERY, { ids: [HOTEL] })).locations.data;
    expect(seen.length).toBe(locs.length);
    expect(seen.every((l) => l.dnsStatsKey === null)).toBe(true);
    await setDnsPlugin(HOTEL, false);
    const off = ok(await s.gql<{ locations: { data: Loc[] } }>(hotel, KEY_QUERY, { ids: [HOTEL] })).locations.data;
    expect(off.every((l) => l.dnsStatsKey === null)).toBe(true);
    await setDnsPlugin(HOTEL, true);
  });
});

describe('POST /api/dns-stats/{locationId}', () => {
  it('stores a batch per quarter hour and per local day, domains lowercased', async () => {
    const [a] = locs;
    const r = await post(a._id, BATCH, a.dnsStatsKey);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ stored: 4 });
    const buckets = await s.db.select().from(dnsStats).where(eq(dnsStats.locationId, a._id)).orderBy(dnsStats.bucket);
    expect(buckets.map((b) => [b.bucket.toISOString(), b.requests, b.blocked, b.threats])).toEqual([
      [at(10 * HOUR), 150, 10, 2],
      [at(10.25 * HOUR), 30, 3, 3],
      [at(23.5 * HOUR), 20, 2, 0],
    ]);
    const dayD = new Date(D).toISOString().slice(0, 10);
    const dayD1 = new Date(D + DAY).toISOString().slice(0, 10);
    const rows = await s.db.select().from(dnsStatsEntries).where(eq(dnsStatsEntries.locationId, a._id));
    const got = Object.fromEntries(
      rows.map((e) => [`${e.day}|${e.dimension}|${e.key}`, [e.requests, e.blocked, e.threats]]),
    );
    expect(got).toEqual({
      [`${dayD}|total|`]: [180, 13, 5],
      [`${dayD}|domain|example.com`]: [110, 5, 1],
      [`${dayD}|domain|cdn.test`]: [40, 5, 1],
      [`${dayD}|domain|malware.test`]: [30, 3, 3],
      [`${dayD}|application|YouTube`]: [30, 0, 0],
      [`${dayD}|category|Streaming`]: [30, 0, 0],
      [`${dayD}|category|Malware`]: [3, 3, 3],
      [`${dayD1}|total|`]: [20, 2, 0],
      [`${dayD1}|domain|example.com`]: [20, 2, 0],
    });
    // The customer-wide rows: the same per day, and per month under 'domain:month'.
    const wide = await s.db
      .select()
      .from(dnsStatsEntries)
      .where(and(eq(dnsStatsEntries.locationId, '*'), eq(dnsStatsEntries.key, 'example.com')));
    const month = (day: string) => `${day.slice(0, 8)}01`;
    const perMonth = new Map<string, number>();
    for (const day of [dayD, dayD1]) perMonth.set(month(day), 0);
    perMonth.set(month(dayD), (perMonth.get(month(dayD)) ?? 0) + 110);
    perMonth.set(month(dayD1), (perMonth.get(month(dayD1)) ?? 0) + 20);
    expect(Object.fromEntries(wide.map((e) => [`${e.day}|${e.dimension}`, e.requests]))).toEqual({
      [`${dayD}|domain`]: 110,
      [`${dayD1}|domain`]: 20,
      ...Object.fromEntries([...perMonth].map(([m, n]) => [`${m}|domain:month`, n])),
    });
  });

  it('adds a second batch to the same buckets and days', async () => {
    const b = locs[1];
    const one = {
      records: [
        {
          time: at(5 * HOUR + 60_000),
          requests: 7,
          blocked: 1,
          threats: 1,
          domains: [{ name: 'a.test', requests: 7 }],
        },
      ],
    };
    expect((await post(b._id, one, b.dnsStatsKey)).status).toBe(200);
    expect((await post(b._id, one, b.dnsStatsKey)).status).toBe(200);
    const [row] = await s.db.select().from(dnsStats).where(eq(dnsStats.locationId, b._id));
    expect([row.bucket.toISOString(), row.requests, row.blocked, row.threats]).toEqual([at(5 * HOUR), 14, 2, 2]);
    const [entry] = await s.db
      .select()
      .from(dnsStatsEntries)
      .where(and(eq(dnsStatsEntries.locationId, b._id), eq(dnsStatsEntries.dimension, 'domain')));
    expect([entry.key, entry.requests, entry.blocked]).toEqual(['a.test', 14, 0]);
    expect((await post(b._id, { records: [] }, b.dnsStatsKey)).body).toEqual({ stored: 0 });
  });

  const good = (i: number) => ({
    time: at(12 * HOUR + i * 60_000),
    requests: 5,
    blocked: 1,
    threats: 0,
    domains: [{ name: 'ok.test', requests: 5 }],
  });
  const bad: [string, unknown, string][] = [
    ['records not a list', { records: 'x' }, 'records'],
    ['no time', { records: [{ requests: 1 }] }, 'records.0.time'],
    ['a day that does not exist', { records: [{ ...good(0), time: '2025-02-30T10:00:00Z' }] }, 'records.0.time'],
    ['a time without zone', { records: [{ ...good(0), time: at(HOUR).slice(0, 19) }] }, 'records.0.time'],
    [
      'older than 400 days',
      { records: [{ ...good(0), time: new Date(Date.now() - 401 * DAY).toISOString() }] },
      'records.0.time',
    ],
    [
      '10 minutes ahead',
      { records: [{ ...good(0), time: new Date(Date.now() + 10 * 60_000).toISOString() }] },
      'records.0.time',
    ],
    ['negative requests', { records: [{ ...good(0), requests: -1 }] }, 'records.0.requests'],
    ['fractional requests', { records: [{ ...good(0), requests: 1.5 }] }, 'records.0.requests'],
    ['requests as text', { records: [{ ...good(0), requests: '5' }] }, 'records.0.requests'],
    ['more than 1e9', { records: [{ ...good(0), requests: 1e9 + 1 }] }, 'records.0.requests'],
    ['blocked above requests', { records: [{ ...good(0), blocked: 6 }] }, 'records.0.blocked'],
    ['threats above requests', { records: [{ ...good(0), threats: 6 }] }, 'records.0.threats'],
    [
      'a domain with a space',
      { records: [{ ...good(0), domains: [{ name: 'exa mple.com', requests: 1 }] }] },
      'records.0.domains.0.name',
    ],
    [
      'a label of 64',
      { records: [{ ...good(0), domains: [{ name: `${'a'.repeat(64)}.test`, requests: 1 }] }] },
      'records.0.domains.0.name',
    ],
    [
      'a NUL byte',
      { records: [{ ...good(0), domains: [{ name: 'a\u0000.test', requests: 1 }] }] },
      'records.0.domains.0.name',
    ],
    [
      'an empty application',
      { records: [{ ...good(0), applications: [{ name: ' ', requests: 1 }] }] },
      'records.0.applications.0.name',
    ],
    [
      'a control character',
      { records: [{ ...good(0), categories: [{ name: 'Ads\u0007', requests: 1 }] }] },
      'records.0.categories.0.name',
    ],
    [
      'an entry blocking more than asked',
      { records: [{ ...good(0), domains: [{ name: 'x.test', requests: 1, blocked: 2 }] }] },
      'records.0.domains.0.blocked',
    ],
    [
      '501 domains',
      {
        records: [
          { ...good(0), domains: Array.from({ length: 501 }, (_, i) => ({ name: `d${i}.test`, requests: 1 })) },
        ],
      },
      'records.0.domains',
    ],
    ['1001 records', { records: Array.from({ length: 1001 }, (_, i) => good(i % 60)) }, 'records'],
    [
      'good records and one bad',
      {
        records: [
          good(1),
          good(2),
          {
            ...good(3),
            domains: [
              { name: 'ok.test', requests: 1 },
              { name: '-bad.test', requests: 1 },
            ],
          },
        ],
      },
      'records.2.domains.1.name',
    ],
  ];
  it.each(bad)('refuses %s: 400 naming the field, nothing stored', async (_label, body, field) => {
    const c = locs[2];
    const before = await rowCount(c._id);
    const r = await post(c._id, body, c.dnsStatsKey);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(typeof r.body.error.message).toBe('string');
    expect(await rowCount(c._id)).toBe(before);
  });

  it('refuses a body that is no JSON (400) or over 1 MB (413)', async () => {
    const c = locs[2];
    const before = await rowCount(c._id);
    const raw = (body: string) =>
      fetch(`${s.url}/api/dns-stats/${c._id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${c.dnsStatsKey}` },
        body,
      });
    const notJson = await raw('{"records": [');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.field).toBe('body');
    const huge = await raw(JSON.stringify({ records: [], pad: 'x'.repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await rowCount(c._id)).toBe(before);
  });

  it('answers a wrong, missing or foreign key and an unknown location alike: 401', async () => {
    const [a, b] = locs;
    const answers = [
      await post(a._id, BATCH, null),
      await post(a._id, BATCH, 'not-the-key'),
      await post(a._id, BATCH, b.dnsStatsKey),
      await post(newObjectId(), BATCH, a.dnsStatsKey),
      await post(cafeLocationId, BATCH, a.dnsStatsKey),
    ];
    for (const r of answers) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid DNS statistics key' } });
    }
  });

  it('refuses a right key while the plugin is off: 403 PLUGIN_INACTIVE', async () => {
    const c = locs[2];
    const before = await rowCount(c._id);
    await setDnsPlugin(HOTEL, false);
    const r = await post(c._id, { records: [good(0)] }, c.dnsStatsKey);
    await setDnsPlugin(HOTEL, true);
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: 'PLUGIN_INACTIVE', plugin: 'dnsAnalytics' });
    expect(await rowCount(c._id)).toBe(before);
  });
});

describe('dnsTimeline', () => {
  const only = () => ({ locationIds: [locs[0]._id] });

  it('sums per local day, zeros included, with requests per second and the peak', async () => {
    const series = await timeline({
      filter: filter(-DAY + 12 * HOUR, 2 * DAY + 12 * HOUR, { granularity: 'day', ...only() }),
    });
    expect(series.granularity).toBe('day');
    expect(series.timezone).toBe('Europe/Berlin');
    const days = [-1, 0, 1, 2].map((d) => new Date(localMidnight(D + d * DAY)).toISOString());
    expect(series.points).toEqual([
      { t: days[0], requests: 0, blocked: 0, threats: 0 },
      { t: days[1], requests: 180, blocked: 13, threats: 5 },
      { t: days[2], requests: 20, blocked: 2, threats: 0 },
      { t: days[3], requests: 0, blocked: 0, threats: 0 },
    ]);
    const daySeconds = (Date.parse(days[2]) - Date.parse(days[1])) / 1000;
    expect(series.totals).toEqual({
      requests: 200,
      blocked: 15,
      threats: 5,
      requestsPerSecond: 200 / (3 * 86400),
      peakRequestsPerSecond: 180 / daySeconds,
    });
  });

  it('answers quarter hours, hours and local 6-hour blocks from the 15-minute rows', async () => {
    const q = await timeline({ filter: filter(10 * HOUR, 11 * HOUR, { granularity: '15min', ...only() }) });
    expect(q.points.map((p) => [p.t, p.requests, p.blocked, p.threats])).toEqual([
      [at(10 * HOUR), 150, 10, 2],
      [at(10.25 * HOUR), 30, 3, 3],
      [at(10.5 * HOUR), 0, 0, 0],
      [at(10.75 * HOUR), 0, 0, 0],
    ]);
    expect(q.totals.requestsPerSecond).toBe(180 / 3600);
    expect(q.totals.peakRequestsPerSecond).toBe(150 / 900);
    const h = await timeline({ filter: filter(9 * HOUR, 12 * HOUR, { granularity: '1h', ...only() }) });
    expect(h.points.map((p) => [p.t, p.requests])).toEqual([
      [at(9 * HOUR), 0],
      [at(10 * HOUR), 180],
      [at(11 * HOUR), 0],
    ]);
    const six = await timeline({ filter: filter(0, DAY, { granularity: '6h', ...only() }) });
    const off = berlinOffset(D);
    const block = Math.floor((10 + off) / 6) * 6 - off; // the local block of 10:00Z, in UTC hours
    // 23:30Z is 00:30 or 01:30 of the next local day: the block from local midnight.
    expect(six.points.filter((p) => p.requests > 0).map((p) => [p.t, p.requests])).toEqual([
      [at(block * HOUR), 180],
      [at((24 - off) * HOUR), 20],
    ]);
    expect(six.points.every((p, i) => i === 0 || Date.parse(p.t) - Date.parse(six.points[i - 1].t) === 6 * HOUR)).toBe(
      true,
    );
  });

  it('drills down to one domain, application or category by day', async () => {
    const f = filter(-DAY + 12 * HOUR, 2 * DAY + 12 * HOUR, only());
    const dom = await timeline({ filter: f, dimension: 'DOMAIN', key: 'EXAMPLE.com' });
    expect(dom.granularity).toBe('day');
    expect(dom.points.map((p) => p.requests)).toEqual([0, 110, 20, 0]);
    expect(dom.totals).toMatchObject({ requests: 130, blocked: 7, threats: 1 });
    const app = await timeline({ filter: f, dimension: 'APPLICATION', key: 'YouTube' });
    expect(app.points.map((p) => p.requests)).toEqual([0, 30, 0, 0]);
    const cat = await timeline({ filter: f, dimension: 'CATEGORY', key: 'Malware' });
    expect(cat.totals).toMatchObject({ requests: 3, blocked: 3, threats: 3 });
  });

  it('refuses a finer granularity than a day for a key, a key without dimension, a bad range', async () => {
    const f = filter(0, DAY, { granularity: '1h' });
    expectGqlError(
      await s.gql(hotel, TIMELINE, { filter: f, dimension: 'DOMAIN', key: 'example.com' }),
      'BAD_USER_INPUT',
      'granularity',
    );
    expectGqlError(
      await s.gql(hotel, TIMELINE, { filter: filter(0, DAY), key: 'example.com' }),
      'BAD_USER_INPUT',
      'dimension',
    );
    expectGqlError(
      await s.gql(hotel, TIMELINE, { filter: filter(0, DAY), dimension: 'DOMAIN' }),
      'BAD_USER_INPUT',
      'key',
    );
    expectGqlError(await s.gql(hotel, TIMELINE, { filter: filter(DAY, 0) }), 'BAD_USER_INPUT', 'to');
    expectGqlError(
      await s.gql(hotel, TIMELINE, { filter: filter(0, 40 * DAY, { granularity: '15min' }) }),
      'BAD_USER_INPUT',
      'granularity',
    );
  });

  it('narrows to the filter’s locations; another customer’s location matches nothing', async () => {
    const f = (ids: string[]) =>
      filter(-DAY + 12 * HOUR, 2 * DAY + 12 * HOUR, { granularity: 'day', locationIds: ids });
    expect((await timeline({ filter: f([locs[3]?._id ?? newObjectId()]) })).totals.requests).toBe(0);
    expect((await timeline({ filter: f([cafeLocationId]) })).totals.requests).toBe(0);
    const all = await timeline({ filter: filter(-DAY + 12 * HOUR, 2 * DAY + 12 * HOUR, { granularity: 'day' }) });
    expect(all.totals.requests).toBe(200 + 14); // location a, and location b's two batches of 7
  });
});

describe('dnsEntries', () => {
  const f = () => filter(-DAY + 12 * HOUR, 2 * DAY + 12 * HOUR, { locationIds: [locs[0]._id] });

  it('sums keys over the days, by requests first; search, sort and pages', async () => {
    const all = await entries({ filter: f(), dimension: 'DOMAIN' });
    expect(all).toEqual({
      totalCount: 3,
      hasNextPage: false,
      data: [
        { key: 'example.com', requests: 130, blocked: 7, threats: 1 },
        { key: 'cdn.test', requests: 40, blocked: 5, threats: 1 },
        { key: 'malware.test', requests: 30, blocked: 3, threats: 3 },
      ],
    });
    const byBlocked = await entries({ filter: f(), dimension: 'DOMAIN', sort: [{ key: 'blocked', order: 'ASC' }] });
    expect(byBlocked.data.map((e) => e.key)).toEqual(['malware.test', 'cdn.test', 'example.com']);
    const byThreats = await entries({ filter: f(), dimension: 'DOMAIN', sort: [{ key: 'threats', order: 'DESC' }] });
    expect(byThreats.data.map((e) => e.key)).toEqual(['malware.test', 'cdn.test', 'example.com']);
    const byKey = await entries({ filter: f(), dimension: 'DOMAIN', sort: [{ key: 'key', order: 'DESC' }] });
    expect(byKey.data.map((e) => e.key)).toEqual(['malware.test', 'example.com', 'cdn.test']);
    const found = await entries({ filter: f(), dimension: 'DOMAIN', search: 'EXAM' });
    expect(found.data.map((e) => e.key)).toEqual(['example.com']);
    expect((await entries({ filter: f(), dimension: 'DOMAIN', search: '%' })).totalCount).toBe(0);
    const first = await entries({ filter: f(), dimension: 'DOMAIN', take: 2 });
    expect([first.data.length, first.totalCount, first.hasNextPage]).toEqual([2, 3, true]);
    const last = await entries({ filter: f(), dimension: 'DOMAIN', take: 2, skip: 2 });
    expect([last.data.map((e) => e.key), last.totalCount, last.hasNextPage]).toEqual([['malware.test'], 3, false]);
    const past = await entries({ filter: f(), dimension: 'DOMAIN', skip: 10 });
    expect([past.data.length, past.totalCount, past.hasNextPage]).toEqual([0, 3, false]);
    const cats = await entries({ filter: f(), dimension: 'CATEGORY' });
    expect(cats.data).toEqual([
      { key: 'Streaming', requests: 30, blocked: 0, threats: 0 },
      { key: 'Malware', requests: 3, blocked: 3, threats: 3 },
    ]);
    expect((await entries({ filter: f(), dimension: 'APPLICATION' })).data.map((e) => e.key)).toEqual(['YouTube']);
  });

  it('reads whole months customer-wide: the same sums as the locations’ days', async () => {
    // A range holding the whole month of D and some days around it (months rows plus daily edges).
    const d = new Date(D);
    const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    const range = {
      customerId: HOTEL,
      from: new Date(monthStart - 3 * DAY).toISOString(),
      to: new Date(nextMonth + 3 * DAY).toISOString(),
    };
    const wide = await entries({ filter: range, dimension: 'DOMAIN', take: 500 });
    const sums = new Map<string, number>();
    for (const l of locs) {
      const one = await entries({ filter: { ...range, locationIds: [l._id] }, dimension: 'DOMAIN', take: 500 });
      for (const e of one.data) sums.set(e.key, (sums.get(e.key) ?? 0) + e.requests);
    }
    expect(wide.data.length).toBeGreaterThan(0);
    expect(Object.fromEntries(wide.data.map((e) => [e.key, e.requests]))).toEqual(Object.fromEntries(sums));
    const named = await entries({
      filter: { ...range, locationIds: locs.map((l) => l._id) },
      dimension: 'DOMAIN',
      take: 500,
    });
    expect(named).toEqual(wide);
  });

  it('rebuilds the derived rows to what the batches added', async () => {
    const derived = async () =>
      (
        (await s.db.execute(sql`select location_id, day::text, dimension, key, requests, blocked, threats
          from dns_stats_entries where customer_id = ${HOTEL} and (location_id = '*' or dimension = 'total')
          order by 1, 2, 3, 4`)) as unknown as { rows: unknown[] }
      ).rows;
    const before = await derived();
    expect(before.length).toBeGreaterThan(0);
    await rebuildDnsRollups(s.db, HOTEL);
    expect(await derived()).toEqual(before);
  });

  it('forgets a deleted location in the customer-wide and monthly rows too', async () => {
    const derived = async () =>
      (
        (await s.db.execute(sql`select location_id, day::text, dimension, key, requests, blocked, threats
          from dns_stats_entries where customer_id = ${HOTEL} and (location_id = '*' or dimension = 'total')
          order by 1, 2, 3, 4`)) as unknown as { rows: unknown[] }
      ).rows;
    const own = async (id: string) =>
      Number(
        (
          (await s.db.execute(sql`select (select count(*) from dns_stats where location_id = ${id})
            + (select count(*) from dns_stats_entries where location_id = ${id}) as n`)) as unknown as {
            rows: { n: string | number }[];
          }
        ).rows[0]!.n,
      );
    let victim = '';
    for (const l of locs) if (!victim && (await own(l._id)) > 0) victim = l._id;
    expect(victim).not.toBe('');
    ok(await s.gql(hotel, `mutation D($id: ID!) { deleteLocation(_id: $id) }`, { id: victim }));
    expect(await own(victim)).toBe(0);
    const after = await derived();
    await rebuildDnsRollups(s.db, HOTEL);
    expect(await derived()).toEqual(after);
    locs = locs.filter((l) => l._id !== victim);
  });

  it('refuses an unknown sort key, take over 500, a search over 200 characters', async () => {
    const q = (vars: Record<string, unknown>) => s.gql(hotel, ENTRIES, { filter: f(), dimension: 'DOMAIN', ...vars });
    expectGqlError(await q({ sort: [{ key: 'name' }] }), 'BAD_USER_INPUT', 'sort');
    expectGqlError(await q({ take: 501 }), 'BAD_USER_INPUT', 'take');
    expectGqlError(await q({ skip: -1 }), 'BAD_USER_INPUT', 'skip');
    expectGqlError(await q({ search: 'x'.repeat(201) }), 'BAD_USER_INPUT', 'search');
  });
});

describe('permissions', () => {
  const f = (customerId = HOTEL) => ({ ...filter(0, DAY), customerId });

  it('FORBIDDEN without ProfessionalAnalytics, on the BASIC tier, without the plugin, for a foreign customer', async () => {
    const basicUser = await userWith(['basic-analytics']);
    for (const token of [basicUser]) {
      expectGqlError(await s.gql(token, TIMELINE, { filter: f() }), 'FORBIDDEN', 'filter.customerId');
      expectGqlError(
        await s.gql(token, ENTRIES, { filter: f(), dimension: 'DOMAIN' }),
        'FORBIDDEN',
        'filter.customerId',
      );
    }
    // The café: ProfessionalAnalytics read (super-admin) but the BASIC tier, even with the plugin.
    await setDnsPlugin(CAFE, true);
    expectGqlError(await s.gql(cafe, TIMELINE, { filter: f(CAFE) }), 'FORBIDDEN', 'filter.customerId');
    expectGqlError(await s.gql(cafe, TIMELINE, { filter: f(HOTEL) }), 'FORBIDDEN', 'filter.customerId');
    await setDnsPlugin(HOTEL, false);
    const off = await s.gql(hotel, ENTRIES, { filter: f(), dimension: 'DOMAIN' });
    await setDnsPlugin(HOTEL, true);
    expectGqlError(off, 'FORBIDDEN', 'filter.customerId');
    const analyst = await userWith(['professional-analytics']);
    expect((await timeline({ filter: f() }, analyst)).granularity).toBe('15min');
  });
});
