// The live-session list's total (issue 41), through real GraphQL on both databases: a history of more
// than SESSION_TOTAL_CAP sessions is not counted row by row but answered "more than 10,000"
// (totalCount 10,000, totalCountExact false), as the WiFi-code list's broad search is; up to the cap
// the total stays exact; the page's rows are the newest as before. The sessions are written by one
// generate_series INSERT (the analytics rollups skipped) on devices of their own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TOTAL_CAP, listLiveSessions } from '../../server/access/disconnect/store';
import { startTestServer, type TestServer } from './harness';
import { HOTEL, USERS, ok } from './helpers';

const MANY = 'cap-device-many';
const FEW = 'cap-device-few';
const LIST = `query L($c: [String!], $device: ID, $history: Boolean, $skip: Int, $take: Int) {
  liveSessions(customerIds: $c, hotspotDeviceId: $device, history: $history, skip: $skip, take: $take,
    sort: [{ key: "startedAt", order: DESC }]) {
    count totalCount totalCountExact hasNextPage data { _id online startedAt }
  }
}`;

interface Page {
  count: number;
  totalCount: number;
  totalCountExact: boolean;
  hasNextPage: boolean;
  data: { _id: string; online: boolean; startedAt: string }[];
}

let s: TestServer;
let hotel: string;

/**
 * `n` sessions of HOTEL at `device`, ids `<prefix><i>`, session i started i minutes ago; ended
 * (30 s later) unless `online` (then updated just now, no stop).
 */
async function sessions(device: string, prefix: string, from: number, to: number, online = false) {
  await s.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('hotspot.skip_rollups', 'on', true)`);
    await tx.execute(sql`insert into radius_sessions (customer_id, id, acct_session_id, hotspot_device_id,
        started_at, updated_at, stopped_at, session_time)
      select ${HOTEL}, ${prefix} || i, ${prefix} || i, ${device}, now() - i * interval '1 minute',
        ${online ? sql`now()` : sql`now() - i * interval '1 minute' + interval '30 seconds'`},
        ${online ? sql`null` : sql`now() - i * interval '1 minute' + interval '30 seconds'`}, 30
      from generate_series(${from}::int, ${to}::int) i`);
  });
}

const list = async (vars: Record<string, unknown>) =>
  ok(await s.gql<{ liveSessions: Page }>(hotel, LIST, { c: [HOTEL], history: true, take: 25, ...vars })).liveSessions;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  // Exactly the cap at one device (one more is written by the test), 30 at another, 3 of them online.
  await sessions(MANY, 'cap-many-', 1, SESSION_TOTAL_CAP);
  await sessions(FEW, 'cap-few-', 1, 27);
  await sessions(FEW, 'cap-few-online-', 28, 30, true);
}, 120_000);
afterAll(() => s?.close());

describe('the live-session list’s total', () => {
  it('is exact up to the cap, then "more than the cap", with the newest sessions on the page', async () => {
    expect(await list({ device: FEW })).toMatchObject({
      totalCount: 30,
      totalCountExact: true,
      hasNextPage: true,
      count: 25,
    });
    expect(await list({ device: FEW, skip: 25 })).toMatchObject({
      totalCount: 30,
      totalCountExact: true,
      hasNextPage: false,
      count: 5,
    });
    const online = await list({ device: FEW, history: false });
    expect(online).toMatchObject({ totalCount: 3, totalCountExact: true, hasNextPage: false, count: 3 });
    expect(online.data.every((x) => x.online)).toBe(true);

    // Exactly the cap: still exact.
    expect(await list({ device: MANY })).toMatchObject({ totalCount: SESSION_TOTAL_CAP, totalCountExact: true });

    // One more: "more than 10,000", and a next page.
    await sessions(MANY, 'cap-many-', SESSION_TOTAL_CAP + 1, SESSION_TOTAL_CAP + 1);
    const capped = await list({ device: MANY });
    expect(capped).toMatchObject({
      totalCount: SESSION_TOTAL_CAP,
      totalCountExact: false,
      hasNextPage: true,
      count: 25,
    });
    // The newest first (session i started i minutes ago), as before.
    expect(capped.data.map((x) => x._id)).toEqual(Array.from({ length: 25 }, (_, i) => `cap-many-${i + 1}`));
    const second = await list({ device: MANY, skip: 25 });
    expect(second.data[0]!._id).toBe('cap-many-26');
    expect(second.totalCountExact).toBe(false);

    // The whole history of the hotel (both devices and the demo's): more than the cap too.
    expect(await list({})).toMatchObject({ totalCount: SESSION_TOTAL_CAP, totalCountExact: false, count: 25 });
  });

  it('counts at most cap + 1 rows in the store (a smaller cap)', async () => {
    const at = (cap: number, hotspotDeviceId: string) =>
      listLiveSessions(
        s.db,
        [HOTEL],
        { online: false, hotspotDeviceId },
        'DESC',
        { offset: 0, limit: 5 },
        new Date(),
        cap,
      );
    expect(await at(29, FEW)).toMatchObject({ total: 29, exact: false });
    expect(await at(30, FEW)).toMatchObject({ total: 30, exact: true });
    expect(await at(31, FEW)).toMatchObject({ total: 30, exact: true });
    const few = await at(2, FEW);
    expect(few).toMatchObject({ total: 2, exact: false });
    expect(few.rows).toHaveLength(5);
    // No customer: nothing, exact.
    expect(await listLiveSessions(s.db, [], { online: false }, 'DESC', { offset: 0, limit: 5 })).toEqual({
      rows: [],
      total: 0,
      exact: true,
    });
  });
});
