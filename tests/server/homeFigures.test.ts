// The home page's figures (issue 40) through real GraphQL requests: voucherFigures (wifi-code) and
// hotspotDeviceStatus (monitoring). Each is scoped to the customer named, needs the same grant as the
// screen it links to (Voucher read, HotspotDevice read), refuses another customer with FORBIDDEN and
// counts only the named customer's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { markSeen } from '../../server/access/radius/heartbeat';
import { vouchers } from '../../server/access/wifi-code/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

let s: TestServer;
let hotel: string;
let cafe: string;

const FIGURES =
  'query F($c: String!, $s: DateTime!) { voucherFigures(customerId: $c, since: $s) { created firstUsed } }';
const STATUS = 'query S($c: String!) { hotspotDeviceStatus(customerId: $c) { total offline } }';
const DAY = 86_400_000;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
}, 120_000);
afterAll(() => s?.close());

const figures = (token: string, customerId: string, since: Date) =>
  s.gql<{ voucherFigures: { created: number; firstUsed: number } }>(token, FIGURES, {
    c: customerId,
    s: since.toISOString(),
  });

describe('voucherFigures', () => {
  it('counts the codes created and first used since the time, deleted ones included, of that customer only', async () => {
    const now = Date.now();
    const old = new Date(now - 400 * DAY);
    await s.db.update(vouchers).set({ createdAt: old, firstLoginAt: null }).where(eq(vouchers.customerId, HOTEL));
    const ids = (
      await s.db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.customerId, HOTEL)).limit(5)
    ).map((r) => r.id);
    const some = (n: number[]) =>
      inArray(
        vouchers.id,
        n.map((i) => ids[i]!),
      );
    const at = (days: number) => new Date(now - days * DAY);
    // created 1, 2 and 3 days ago; the third one soft-deleted (still counted)
    await s.db
      .update(vouchers)
      .set({ createdAt: at(1) })
      .where(and(eq(vouchers.customerId, HOTEL), some([0, 1])));
    await s.db
      .update(vouchers)
      .set({ createdAt: at(3), deletedAt: at(1) })
      .where(and(eq(vouchers.customerId, HOTEL), some([2])));
    // first used 2 days ago (one of them created long ago), and 30 days ago (outside)
    await s.db
      .update(vouchers)
      .set({ firstLoginAt: at(2) })
      .where(and(eq(vouchers.customerId, HOTEL), some([0, 3])));
    await s.db
      .update(vouchers)
      .set({ firstLoginAt: at(30) })
      .where(and(eq(vouchers.customerId, HOTEL), some([4])));

    expect(ok(await figures(hotel, HOTEL, at(7))).voucherFigures).toEqual({ created: 3, firstUsed: 2 });
    expect(ok(await figures(hotel, HOTEL, at(2.5))).voucherFigures).toEqual({ created: 2, firstUsed: 2 });
    expect(ok(await figures(hotel, HOTEL, at(60))).voucherFigures).toEqual({ created: 3, firstUsed: 3 });

    // the café's own figures do not see the hotel's codes
    const [cafeCreated] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vouchers)
      .where(and(eq(vouchers.customerId, CAFE), sql`${vouchers.createdAt} >= ${at(7).toISOString()}::timestamptz`));
    expect(ok(await figures(cafe, CAFE, at(7))).voucherFigures.created).toBe(Number(cafeCreated!.n));
  });

  it('refuses another customer (FORBIDDEN on customerId), and a caller without a token', async () => {
    const r = await figures(cafe, HOTEL, new Date(Date.now() - 7 * DAY));
    expectGqlError(r, 'FORBIDDEN', 'customerId');
    expect(r.data?.voucherFigures ?? null).toBeNull();
    const anonymous = await s.gql(null, FIGURES, { c: HOTEL, s: new Date().toISOString() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a date that does not exist', async () => {
    const r = await s.gql(hotel, FIGURES, { c: HOTEL, s: '2026-02-30T00:00:00.000Z' });
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.data?.voucherFigures ?? null).toBeNull();
  });
});

describe('hotspotDeviceStatus', () => {
  const status = async (token: string, customerId: string) =>
    s.gql<{ hotspotDeviceStatus: { total: number; offline: number } }>(token, STATUS, { c: customerId });

  it('counts the active devices and those monitoring calls offline, like HotspotDevice.monitoring', async () => {
    const list = ok(
      await s.gql<{
        hotspotDevices: { data: { _id: string; active: boolean; monitoring: { signal: string } | null }[] };
      }>(
        hotel,
        `query { hotspotDevices(customerIds: ["${HOTEL}"], take: 1000) { data { _id active monitoring { signal } } } }`,
      ),
    ).hotspotDevices.data;
    const active = list.filter((d) => d.active);
    expect(active.length).toBeGreaterThan(1);
    const first = ok(await status(hotel, HOTEL)).hotspotDeviceStatus;
    expect(first).toEqual({
      total: active.length,
      offline: active.filter((d) => d.monitoring?.signal === 'hotspot_offline').length,
    });

    // a device that sends a packet is online again; a device switched off is not counted
    const offline = active.find((d) => d.monitoring?.signal === 'hotspot_offline');
    if (offline) {
      await markSeen(s.db, HOTEL, offline._id);
      expect(ok(await status(hotel, HOTEL)).hotspotDeviceStatus).toEqual({
        total: first.total,
        offline: first.offline - 1,
      });
    }
    const other = active.find((d) => d._id !== offline?._id)!;
    await s.db
      .update(hotspotDevices)
      .set({ active: false })
      .where(and(eq(hotspotDevices.customerId, HOTEL), eq(hotspotDevices.id, other._id)));
    expect(ok(await status(hotel, HOTEL)).hotspotDeviceStatus.total).toBe(first.total - 1);
  });

  it('refuses another customer, and a user without HotspotDevice read on their own customer', async () => {
    // the café's administrator holds Voucher only: no device figures, not even of the café
    expectGqlError(await status(cafe, HOTEL), 'FORBIDDEN', 'customerId');
    expectGqlError(await status(cafe, CAFE), 'FORBIDDEN', 'customerId');
    // the hotel's administrator sees no café figures
    const r = await status(hotel, CAFE);
    expectGqlError(r, 'FORBIDDEN', 'customerId');
    expect(r.data?.hotspotDeviceStatus ?? null).toBeNull();
  });
});
