// The demo's analytics traffic (issue 11: "the demo seed generates realistic traffic for every
// chart; an option scales it to 1,000,000 sessions"): every dimension has several values, the
// hotel's nights are quiet, one device has no sessions, guests return on later days and sessions
// span midnight, the hotel's locations have DNS statistics, the rollups the seed wrote equal a fresh
// analytics_rebuild, start-page views exceed logins, nothing of the traffic is online; and the scale
// function adds exactly N sessions, all in the rollups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { seedHotelScale } from '../../server/insights/analytics/demo/guestTraffic';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL } from './helpers';

let s: TestServer;
const rows = async <T>(q: SQL) => ((await s.db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async (q: SQL) => Number(Object.values((await rows<Record<string, unknown>>(q))[0]!)[0]);

// The demo with its traffic takes a few seconds more than the others' (a loaded machine: minutes).
beforeAll(async () => {
  s = await startTestServer({ traffic: true });
}, 180_000);
afterAll(() => s?.close());

/** Every rollup row of a customer, in key order (to compare before and after a rebuild). */
async function rollups(customerId: string) {
  return {
    quarter: await rows(sql`select * from session_rollups where customer_id = ${customerId}
      order by bucket, hotspot_device_id, location_id`),
    daily: await rows(sql`select * from session_daily where customer_id = ${customerId}
      order by day, hotspot_device_id, location_id`),
    clients: await rows(sql`select * from session_daily_clients where customer_id = ${customerId}
      order by day, hotspot_device_id, location_id, client_key`),
    dims: await rows(sql`select * from session_daily_dims where customer_id = ${customerId}
      order by day, dimension, hotspot_device_id, location_id, value`),
    users: await rows(sql`select * from session_daily_users where customer_id = ${customerId} and users <> 0
      order by kind, scope_id, day, prev`),
    customer: await rows(sql`select * from session_customer_rollups where customer_id = ${customerId} order by bucket`),
    quarterClients: await rows(sql`select * from session_quarter_clients where customer_id = ${customerId}
      order by bucket, hotspot_device_id, location_id, client_key`),
    quarterUsers: await rows(sql`select * from session_quarter_users where customer_id = ${customerId}
      and (users, new_15, new_30, new_45, new_6h) <> (0, 0, 0, 0, 0) order by kind, scope_id, bucket`),
  };
}

describe('demo analytics traffic', () => {
  it('gives hotel and café every dimension with several known values', async () => {
    for (const c of [HOTEL, CAFE]) {
      const dims = await rows<{ dimension: string; n: number }>(sql`select dimension, count(distinct value)::int as n
        from session_daily_dims where customer_id = ${c} and value <> 'unknown' group by 1 order by 1`);
      expect(dims).toEqual(
        ['browser', 'deviceClass', 'language', 'loginType', 'os'].map((dimension) => ({
          dimension,
          n: expect.any(Number),
        })),
      );
      for (const d of dims) expect(d.n, `${c} ${d.dimension}`).toBeGreaterThan(1);
    }
    expect(
      await one(sql`select count(*) from session_daily_dims where customer_id = ${HOTEL}
      and dimension = 'loginType' and value = 'DEVICE_ACCOUNT_LOGIN'`),
    ).toBeGreaterThan(0);
  });

  it('has a daily rhythm: the night hours far below the day hours', async () => {
    for (const c of [HOTEL, CAFE]) {
      const byHour = new Map(
        (
          await rows<{
            h: number;
            n: number;
          }>(sql`select extract(hour from started_at at time zone 'Europe/Berlin')::int as h,
            count(*)::int as n from radius_sessions where customer_id = ${c} group by 1`)
        ).map((r) => [r.h, r.n]),
      );
      const avg = (hours: number[]) => hours.reduce((a, h) => a + (byHour.get(h) ?? 0), 0) / hours.length;
      expect(avg([2, 3, 4]), c).toBeLessThan(0.2 * avg([9, 10, 11, 12, 13, 14, 15, 16]));
    }
  });

  it('spreads the hotel over its devices: busy ones, quiet ones and one without any session', async () => {
    const perDevice = await rows<{ name: string; n: number }>(sql`select d.name, count(r.id)::int as n
      from hotspot_devices d left join radius_sessions r on r.customer_id = d.customer_id and r.hotspot_device_id = d.id
      where d.customer_id = ${HOTEL} group by d.name order by n desc`);
    expect(perDevice.some((d) => d.n === 0)).toBe(true);
    expect(perDevice[0]!.n).toBeGreaterThan(5 * perDevice.filter((d) => d.n > 0).at(-1)!.n);
  });

  it('has returning clients, sessions over midnight, and none of the traffic online', async () => {
    expect(
      await one(sql`select count(*) from (select client_key from session_daily_clients
      where customer_id = ${HOTEL} group by 1 having count(distinct day) > 1) x`),
    ).toBeGreaterThan(100);
    expect(
      await one(sql`select count(*) from radius_sessions where customer_id = ${HOTEL}
      and (started_at at time zone 'Europe/Berlin')::date < (stopped_at at time zone 'Europe/Berlin')::date`),
    ).toBeGreaterThan(10);
    // Open sessions: only the demo hotspot accounts' online guests.
    expect(
      await one(sql`select count(*) from radius_sessions where customer_id in (${HOTEL}, ${CAFE})
      and stopped_at is null and hotspot_account_id is null`),
    ).toBe(0);
  });

  it('gives the hotel’s locations DNS statistics: requests, some blocked, few threats, by domain, application, category', async () => {
    const [t] = await rows<{ locs: number; req: number; blocked: number; threats: number }>(sql`select
      count(distinct location_id)::int as locs, sum(requests)::float8 as req, sum(blocked)::float8 as blocked,
      sum(threats)::float8 as threats from dns_stats where customer_id = ${HOTEL}`);
    expect(t!.locs).toBe(await one(sql`select count(*) from locations where customer_id = ${HOTEL}`));
    expect(t!.blocked).toBeGreaterThan(0.02 * t!.req);
    expect(t!.blocked).toBeLessThan(0.15 * t!.req);
    expect(t!.threats).toBeGreaterThan(0);
    expect(t!.threats).toBeLessThan(0.01 * t!.req);
    const dims = await rows<{ dimension: string; n: number }>(sql`select dimension, count(distinct key)::int as n
      from dns_stats_entries where customer_id = ${HOTEL} and location_id <> '*'
        and dimension in ('domain', 'application', 'category') group by 1 order by 1`);
    expect(dims.map((d) => d.dimension)).toEqual(['application', 'category', 'domain']);
    for (const d of dims) expect(d.n).toBeGreaterThan(5);
  });

  it('wrote rollups equal to a fresh analytics_rebuild; start-page views exceed logins', async () => {
    for (const c of [HOTEL, CAFE]) {
      const before = await rollups(c);
      expect(before.quarter.length).toBeGreaterThan(100);
      // The sub-day users' rows (migration 0056) too: the seed's rebuild filled them.
      expect(before.customer.length).toBeGreaterThan(100);
      expect(before.quarterClients.length).toBeGreaterThan(100);
      expect(before.quarterUsers.length).toBeGreaterThan(100);
      await s.db.execute(sql`select analytics_rebuild(${c})`);
      expect(await rollups(c)).toEqual(before);
      const [v] = await rows<{
        views: number;
        logins: number;
        sessions: number;
      }>(sql`select sum(page_views)::int as views,
        sum(logins)::int as logins, sum(sessions)::int as sessions from session_daily where customer_id = ${c}`);
      expect(v!.sessions).toBe(await one(sql`select count(*) from radius_sessions where customer_id = ${c}`));
      expect(v!.views).toBeGreaterThan(v!.logins);
      expect(v!.logins).toBeLessThan(v!.sessions);
    }
  });
});

describe('scale option', () => {
  it('adds exactly N hotel sessions over 180 days, all counted in the rollups', async () => {
    const count = () => one(sql`select count(*) from radius_sessions where customer_id = ${HOTEL}`);
    const before = await count();
    expect(await seedHotelScale(s.db, 20_000, { tag: 'b0b1', dns: false })).toBe(20_000);
    expect((await count()) - before).toBe(20_000);
    expect(await one(sql`select sum(sessions) from session_rollups where customer_id = ${HOTEL}`)).toBe(
      before + 20_000,
    );
    const days =
      await one(sql`select count(distinct (started_at at time zone 'Europe/Berlin')::date) from radius_sessions
      where customer_id = ${HOTEL} and id like 'b0b1%'`);
    expect(days).toBeGreaterThan(170);
  });
});
