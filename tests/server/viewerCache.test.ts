// The callers' cache (server/platform/viewerCache.ts, migration 0023) through real requests, on both
// databases: a change of a caller's grants made behind the server's back (a tool, another instance)
// reaches the next request through the database's notification; with the notification switched off
// the cached grants would still be served (the control that shows the cache is there); on PostgreSQL,
// while the listening connection is lost nothing is served from the cache, and it listens again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { CAFE_ID } from '../../server/platform/seed/ids';
import { adminQuery, startTestServer, type TestServer } from './harness';

const onPostgres = process.env.TEST_DB === 'postgres';
const CAFE_ADMIN = 'admin@stadtcafe.test';
const LIST = `query($c:[String!]){ vouchers(customerIds:$c, take:1){ totalCount } }`;

let s: TestServer;
let token: string;
let userId: string;

beforeAll(async () => {
  s = await startTestServer();
  token = (await s.login(CAFE_ADMIN)).accessToken;
  userId = (await s.db.select({ id: users.id }).from(users).where(eq(users.email, CAFE_ADMIN)))[0]!.id;
});
afterAll(() => s?.close());

/** Whether the café's admin reads the café's codes now. */
async function sees(): Promise<boolean> {
  const r = await s.gql<{ vouchers: { totalCount: number } }>(token, LIST, { c: [CAFE_ID] });
  return !r.errors && (r.data?.vouchers.totalCount ?? 0) > 0;
}

/** Polls `sees()` until it answers `expected`; the time it took (ms), or null after `limitMs`. */
async function until(expected: boolean, limitMs = 3000): Promise<number | null> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    if ((await sees()) === expected) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 5));
  }
  return null;
}

const grantsOf = () => s.db.select().from(userGrants).where(eq(userGrants.userId, userId));
const restore = async (rows: Awaited<ReturnType<typeof grantsOf>>) => {
  await s.db.delete(userGrants).where(eq(userGrants.userId, userId));
  await s.db.insert(userGrants).values(rows);
};
const trigger = (on: boolean) =>
  s.owner.execute(sql.raw(`ALTER TABLE user_grants ${on ? 'ENABLE' : 'DISABLE'} TRIGGER user_grants_notify_viewer`));

describe('the callers\u2019 cache', () => {
  it('drops a caller whose grants a tool changed, on the notification', async () => {
    expect(await sees()).toBe(true);
    const saved = await grantsOf();
    await s.db.delete(userGrants).where(eq(userGrants.userId, userId));
    try {
      // PGlite delivers the notification before the deleting statement returns: the next request
      // already reads the database. PostgreSQL delivers it on the listening connection a moment later.
      if (!onPostgres) expect(await sees()).toBe(false);
      else expect(await until(false), 'the removed grant was still served').not.toBeNull();
    } finally {
      await restore(saved);
    }
    expect(await until(true)).not.toBeNull();
  });

  it('serves cached grants when no notification comes (the control: the cache is there)', async () => {
    expect(await sees()).toBe(true);
    const saved = await grantsOf();
    await trigger(false);
    try {
      await s.db.delete(userGrants).where(eq(userGrants.userId, userId));
      expect(await sees()).toBe(true);
      s.services.viewers.forget(userId);
      expect(await sees()).toBe(false);
    } finally {
      await trigger(true);
      await restore(saved);
    }
    expect(await until(true)).not.toBeNull();
  });

  it.skipIf(!onPostgres)('serves nothing from the cache while its listening connection is lost', async () => {
    const database = new URL(s.databaseUrl!).pathname.slice(1);
    const listeners = `SELECT pid FROM pg_stat_activity WHERE datname = '${database}' AND query = 'LISTEN hotspot_viewers'`;
    expect(await sees()).toBe(true);
    const saved = await grantsOf();
    await trigger(false);
    try {
      await adminQuery(`SELECT pg_terminate_backend(pid) FROM (${listeners}) l`);
      // Without the notification, the removal is seen at once: the cache empties when the
      // connection is lost, and stores nothing until it listens again.
      await new Promise((r) => setTimeout(r, 100));
      expect(s.services.viewers.size).toBe(0);
      await s.db.delete(userGrants).where(eq(userGrants.userId, userId));
      expect(await sees()).toBe(false);
    } finally {
      await trigger(true);
      await restore(saved);
    }
    // It listens again within a few seconds, and caches again.
    const t0 = Date.now();
    while (Date.now() - t0 < 5000) {
      await sees();
      if (s.services.viewers.size > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(s.services.viewers.size).toBeGreaterThan(0);
    expect(await sees()).toBe(true);
  });
});
