// Online users from guest sessions (RADIUS accounting): getOnlineCountForCustomerId /
// getOnlineCountForHotspotDeviceId (subject OnlineUsers) and the concurrent-user licence's usage
// (distinct client devices online), computed from inserted sessions: stopped sessions and sessions
// without a recent update (older than ONLINE_WINDOW_S) do not count. The café (K100002, licence 10)
// has no demo sessions; the hotel's demo has six guests online.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { radiusSessions } from '../../server/access/session/table';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { hashPassword } from '../../server/platform/passwords';
import { newObjectId } from '../../server/platform/ids';
import { ONLINE_WINDOW_S } from '../../src/domain/session';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const BY_CUSTOMER = `query C($c: String!) { getOnlineCountForCustomerId(customerId: $c) { count } }`;
const BY_DEVICE = `query D($id: ID!) { getOnlineCountForHotspotDeviceId(_id: $id) { count } }`;
const LICENCE = `query L($c: String!) { licenseUtilization(customerId: $c) { customerId isValid license usage } }`;

let s: TestServer;
let operator: string;
let cafeDevices: string[];
let hotelDevice: string;

const byCustomer = async (token: string, c: string) =>
  ok(await s.gql<{ getOnlineCountForCustomerId: { count: number } }>(token, BY_CUSTOMER, { c }))
    .getOnlineCountForCustomerId.count;
const byDevice = async (token: string, id: string) =>
  ok(await s.gql<{ getOnlineCountForHotspotDeviceId: { count: number } }>(token, BY_DEVICE, { id }))
    .getOnlineCountForHotspotDeviceId.count;
const usage = async (c: string) =>
  ok(await s.gql<{ licenseUtilization: { usage: number; license: number } }>(operator, LICENCE, { c }))
    .licenseUtilization;

async function userWith(customerKey: string, roles: string[]) {
  const id = newObjectId();
  const email = `u-${id}@test.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('Grant#2026x') });
  await s.db.insert(userGrants).values({ userId: id, customerKey, roles, permissions: [] });
  return (await s.login(email, 'Grant#2026x')).accessToken;
}

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

async function session(device: string, client: string, values: Partial<typeof radiusSessions.$inferInsert> = {}) {
  await s.db.insert(radiusSessions).values({
    customerId: CAFE,
    id: newObjectId(),
    acctSessionId: newObjectId(),
    hotspotDeviceId: device,
    clientMacHash: client,
    startedAt: ago(1800),
    updatedAt: ago(30),
    ...values,
  });
}

beforeAll(async () => {
  s = await startTestServer();
  operator = (await s.login(USERS.operator)).accessToken;
  const devices = await s.db.select().from(hotspotDevices).where(eq(hotspotDevices.customerId, CAFE));
  cafeDevices = devices.map((d) => d.id).sort();
  const [h] = await s.db.select().from(hotspotDevices).where(eq(hotspotDevices.customerId, HOTEL)).limit(1);
  hotelDevice = h.id;
});
afterAll(() => s?.close());

describe('online counts and licence usage from sessions', () => {
  it('nothing online at the café before its first session', async () => {
    expect(cafeDevices.length).toBeGreaterThanOrEqual(2);
    expect(await byCustomer(operator, CAFE)).toBe(0);
    expect(await byDevice(operator, cafeDevices[0])).toBe(0);
    expect(await usage(CAFE)).toMatchObject({ license: 10, usage: 0 });
  });

  it('counts open, recently updated sessions; licence seats are distinct client devices', async () => {
    const [d1, d2] = cafeDevices;
    await session(d1, 'client-x');
    await session(d2, 'client-x'); // the same client on a second device: a second session, one seat
    await session(d2, 'client-y', { updatedAt: ago(ONLINE_WINDOW_S - 30) }); // just inside the window
    await session(d1, 'client-z', { stoppedAt: ago(10), updatedAt: ago(10) }); // stopped
    await session(d1, 'client-w', { updatedAt: ago(ONLINE_WINDOW_S + 30) }); // stale: no update for too long
    await session(d1, ''); // two clients without a MAC: a seat each
    await session(d2, '');
    expect(await byCustomer(operator, CAFE)).toBe(5);
    expect(await byDevice(operator, d1)).toBe(2);
    expect(await byDevice(operator, d2)).toBe(3);
    expect(await usage(CAFE)).toMatchObject({ customerId: CAFE, isValid: true, license: 10, usage: 4 });
    // A stop takes the client off (client-y's only session).
    await s.db
      .update(radiusSessions)
      .set({ stoppedAt: new Date() })
      .where(eq(radiusSessions.clientMacHash, 'client-y'));
    expect(await byCustomer(operator, CAFE)).toBe(4);
    expect((await usage(CAFE)).usage).toBe(3);
  });

  it('the hotel demo: six guests online, counted per device', async () => {
    expect(await byCustomer(operator, HOTEL)).toBe(6);
    expect(await usage(HOTEL)).toMatchObject({ license: 50, usage: 6 });
    const devices = await s.db.select().from(hotspotDevices).where(eq(hotspotDevices.customerId, HOTEL));
    let sum = 0;
    for (const d of devices) sum += await byDevice(operator, d.id);
    expect(sum).toBe(6);
  });
});

describe('online counts: permissions (OnlineUsers read)', () => {
  it('FORBIDDEN for a customer without OnlineUsers read, NOT_FOUND for a foreign device', async () => {
    const cafeAdmin = (await s.login(USERS.cafe)).accessToken; // voucher-admin only
    expectGqlError(await s.gql(cafeAdmin, BY_CUSTOMER, { c: CAFE }), 'FORBIDDEN', 'customerId');
    expectGqlError(await s.gql(cafeAdmin, BY_DEVICE, { id: cafeDevices[0] }), 'NOT_FOUND', '_id');
    const monitor = await userWith(CAFE, ['monitoring']);
    expect(await byCustomer(monitor, CAFE)).toBe(4);
    expect(await byDevice(monitor, cafeDevices[0])).toBe(2);
    expectGqlError(await s.gql(monitor, BY_CUSTOMER, { c: HOTEL }), 'FORBIDDEN', 'customerId');
    expectGqlError(await s.gql(monitor, BY_DEVICE, { id: hotelDevice }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(monitor, BY_DEVICE, { id: newObjectId() }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(null, BY_CUSTOMER, { c: CAFE }), 'UNAUTHENTICATED');
  });
});
