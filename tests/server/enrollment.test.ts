// Enrollment keys and logs (seed 001 §3 "Enrollment key and log") through real GraphQL, and the device
// endpoint POST /enrollment/enroll through real HTTP: a valid key creates, then activates the device in
// the key's customer and config; unknown, deleted and expired keys get the same 403; bad input a 400
// naming the field; every attempt with a known key a log row and counters; a rate limit per IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { enrollmentKeys } from '../../server/network/enrollment/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { newObjectId } from '../../server/platform/ids';
import type { EnrollmentKey, EnrollmentKeyLog } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const KEY_FIELDS = `id customerId name key hotspotDeviceConfig description used success error lastUsed expires
  createdAt updatedAt boundHotspotDeviceConfig { _id name }`;
const KEYS = `query K($ids: [ID!], $customerIds: [String!], $search: String, $sort: [SortType!]) {
  enrollmentKeys(ids: $ids, customerIds: $customerIds, search: $search, sort: $sort) { totalCount data { ${KEY_FIELDS} } }
}`;
const LOGS = `query L($keyIds: [ID!], $status: EnrollmentLogStatus, $search: String, $customerIds: [String!], $sort: [SortType!]) {
  enrollmentKeyLogs(keyIds: $keyIds, status: $status, search: $search, customerIds: $customerIds, sort: $sort) {
    totalCount data { id customerId status keyId keyName createdAt log hotspotDeviceId } }
}`;
const CREATE = `mutation C($data: CreateEnrollmentKeyInput!) { createEnrollmentKey(data: $data) { ${KEY_FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteEnrollmentKey(id: $id) }`;
const DEVICES = `query D($ids: [ID!]) { hotspotDevices(ids: $ids) { data { _id customerId name active hotspotDeviceConfig } } }`;

type Page<T> = { totalCount: number; data: T[] };

let s: TestServer;
let hotel: string;
let operator: string;
let cafeAdmin: string;
let hotelConfig: string;
let cafeConfig: string | undefined;

const keys = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ enrollmentKeys: Page<EnrollmentKey> }>(token, KEYS, vars)).enrollmentKeys;
const logs = async (vars: Record<string, unknown>) =>
  ok(await s.gql<{ enrollmentKeyLogs: Page<EnrollmentKeyLog> }>(hotel, LOGS, vars)).enrollmentKeyLogs;
const newKey = async (data: Record<string, unknown> = {}) =>
  ok(
    await s.gql<{ createEnrollmentKey: EnrollmentKey }>(hotel, CREATE, {
      data: {
        customerId: HOTEL,
        name: `Schlüssel ${newObjectId().slice(0, 6)}`,
        hotspotDeviceConfig: hotelConfig,
        ...data,
      },
    }),
  ).createEnrollmentKey;
const enroll = (body: unknown) => s.rest('POST', '/enrollment/enroll', body);
const keyRow = async (id: string) => (await s.db.select().from(enrollmentKeys).where(eq(enrollmentKeys.id, id)))[0]!;
const mac = () => {
  const h = newObjectId();
  return `00-1A-2B-${h.slice(0, 2)}-${h.slice(2, 4)}-${h.slice(4, 6)}`.toUpperCase();
};

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  cafeAdmin = (await s.login(USERS.cafe)).accessToken;
  const configOf = async (customerId: string) =>
    (
      await s.db
        .select({ id: hotspotDeviceConfigs.id })
        .from(hotspotDeviceConfigs)
        .where(eq(hotspotDeviceConfigs.customerId, customerId))
        .orderBy(asc(hotspotDeviceConfigs.createdAt), asc(hotspotDeviceConfigs.id))
        .limit(1)
    )[0]?.id;
  hotelConfig = (await configOf(HOTEL))!;
  cafeConfig = await configOf(CAFE);
  expect(hotelConfig).toBeTruthy();
});
afterAll(() => s?.close());

describe('keys and logs (GraphQL)', () => {
  it('the demo: two hotel keys (one expired) for its first config, with logs newest first', async () => {
    const page = await keys(hotel, { customerIds: [HOTEL], sort: [{ key: 'name' }] });
    expect(page.totalCount).toBe(2);
    expect(page.data.every((k) => k.hotspotDeviceConfig === hotelConfig)).toBe(true);
    expect(page.data.filter((k) => k.expires && Date.parse(k.expires) < Date.now())).toHaveLength(1);
    expect(page.data[0]!.boundHotspotDeviceConfig!._id).toBe(hotelConfig);
    for (const k of page.data) expect(k.used).toBe(k.success + k.error);
    const l = await logs({ customerIds: [HOTEL] });
    expect(l.totalCount).toBeGreaterThanOrEqual(6);
    const times = l.data.map((x) => Date.parse(x.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('creates a key: 26 Crockford base32 characters, unique', async () => {
    const a = await newKey({ description: 'Für den Test', expires: '2099-01-01T00:00:00.000Z' });
    const b = await newKey();
    expect(a.key).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(a.key).not.toBe(b.key);
    expect(a).toMatchObject({ used: 0, success: 0, error: 0, lastUsed: null, description: 'Für den Test' });
    expect(a.expires).toBe('2099-01-01T00:00:00.000Z');
    expect((await keys(hotel, { search: 'für den test' })).data.map((k) => k.id)).toEqual([a.id]);
  });

  it('refusals with code and field', async () => {
    const create = (data: Record<string, unknown>, token = hotel) =>
      s.gql(token, CREATE, { data: { customerId: HOTEL, name: 'K', hotspotDeviceConfig: hotelConfig, ...data } });
    expectGqlError(await create({ name: ' ' }), 'BAD_USER_INPUT', 'name');
    expectGqlError(await create({ description: 'd'.repeat(501) }), 'BAD_USER_INPUT', 'description');
    expectGqlError(await create({ hotspotDeviceConfig: 'nope' }), 'BAD_USER_INPUT', 'hotspotDeviceConfig');
    // A key that has already expired (the form refused it, the server let it through).
    const past = expectGqlError(await create({ expires: '2020-01-01T00:00:00.000Z' }), 'BAD_USER_INPUT', 'expires');
    expect(past.extensions?.i18n).toBe('forms.validationMessages.futureDate');
    const unknown = expectGqlError(
      await create({ hotspotDeviceConfig: newObjectId() }),
      'BAD_USER_INPUT',
      'hotspotDeviceConfig',
    );
    expect(unknown.extensions?.i18n).toBe('resources.enrollments.errors.unknownConfig');
    if (cafeConfig) {
      expectGqlError(await create({ hotspotDeviceConfig: cafeConfig }), 'BAD_USER_INPUT', 'hotspotDeviceConfig');
    }
    expectGqlError(await create({}, cafeAdmin), 'FORBIDDEN', 'customerId');
    expectGqlError(await s.gql(hotel, KEYS, { customerIds: [CAFE] }), 'FORBIDDEN', 'customerIds');
    expectGqlError(await s.gql(hotel, DELETE, { id: newObjectId() }), 'NOT_FOUND', '_id');
  });
});

describe('POST /enrollment/enroll', () => {
  it('a valid key creates the device, a second attempt activates it; logs and counters follow', async () => {
    const k = await newKey();
    const macs = [mac(), mac()];
    const first = await enroll({ key: k.key, mac: macs, deviceType: 'MIKROTIK_ROUTEROS', name: 'Lobby AP' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ customerId: HOTEL, hotspotDeviceConfig: hotelConfig, created: true });
    const id = first.body.data._id as string;
    const seen = ok(
      await s.gql<{ hotspotDevices: Page<{ _id: string; name: string }> }>(hotel, DEVICES, { ids: [id] }),
    );
    expect(seen.hotspotDevices.data.map((d) => d.name)).toEqual(['Lobby AP']);
    // The device switched off; the key activates it again (the MAC written differently).
    await s.db
      .update(hotspotDevices)
      .set({ active: false })
      .where(and(eq(hotspotDevices.customerId, HOTEL), eq(hotspotDevices.id, id)));
    const second = await enroll({
      key: k.key.toLowerCase(),
      mac: [macs[1]!.replace(/-/g, ':').toLowerCase()],
      deviceType: 'MIKROTIK_ROUTEROS',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data).toMatchObject({ _id: id, created: false });
    const [device] = await s.db.select().from(hotspotDevices).where(eq(hotspotDevices.id, id));
    expect(device.active).toBe(true);
    const row = await keyRow(k.id);
    expect(row).toMatchObject({ used: 2, success: 2, error: 0 });
    expect(row.lastUsed).not.toBeNull();
    const l = await logs({ keyIds: [k.id] });
    expect(l.data.map((x) => x.status)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(l.data.every((x) => x.hotspotDeviceId === id && x.keyName === k.name)).toBe(true);
    expect(l.data[0]!.log).toContain('activated');
    expect(l.data[1]!.log).toContain('created');
    expect(l.data[1]!.log).toContain(macs[0]!.replace(/-/g, ':').toLowerCase());
  });

  it('bad input with a known key: 400 naming the field, logged as ERROR and counted', async () => {
    const k = await newKey();
    const noMac = await enroll({ key: k.key, deviceType: 'MIKROTIK_ROUTEROS' });
    expect(noMac.status).toBe(400);
    expect(noMac.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mac' });
    const local = await enroll({ key: k.key, mac: ['02:00:00:00:00:01'], deviceType: 'MIKROTIK_ROUTEROS' });
    expect(local.status).toBe(400);
    expect(local.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mac' });
    const type = await enroll({ key: k.key, mac: [mac()], deviceType: 'TOASTER' });
    expect(type.status).toBe(400);
    expect(type.body.error.field).toBe('deviceType');
    expect(await keyRow(k.id)).toMatchObject({ used: 3, success: 0, error: 3 });
    const l = await logs({ keyIds: [k.id], status: 'ERROR' });
    expect(l.totalCount).toBe(3);
    expect(l.data.every((x) => x.log.startsWith('Refused'))).toBe(true);
    expect((await logs({ keyIds: [k.id], status: 'SUCCESS' })).totalCount).toBe(0);
    expect((await logs({ keyIds: [k.id], search: 'TOASTER' })).totalCount).toBe(1);
    // Without a key nothing can be logged: 400 on key.
    const noKey = await enroll({ mac: [mac()], deviceType: 'MIKROTIK_ROUTEROS' });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.field).toBe('key');
    const notJson = await s.rest('POST', '/enrollment/enroll', 'just text');
    expect(notJson.status).toBe(400);
  });

  it('unknown, deleted and expired keys get the same 403; the expired attempt is logged', async () => {
    const deleted = await newKey();
    ok(await s.gql(hotel, DELETE, { id: deleted.id }));
    expect((await keys(hotel, { ids: [deleted.id] })).totalCount).toBe(0);
    const expired = await newKey();
    await s.db
      .update(enrollmentKeys)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(enrollmentKeys.id, expired.id));
    const body = { mac: [mac()], deviceType: 'MIKROTIK_ROUTEROS' };
    const answers = [
      await enroll({ ...body, key: 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ' }),
      await enroll({ ...body, key: deleted.key }),
      await enroll({ ...body, key: expired.key }),
    ];
    for (const a of answers) {
      expect(a.status).toBe(403);
      expect(a.body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body.error.code).toBe('ENROLLMENT_REFUSED');
    expect(await keyRow(expired.id)).toMatchObject({ used: 1, error: 1, success: 0 });
    expect((await logs({ keyIds: [expired.id] })).data[0]!.log).toContain('expired');
    // The deleted key's earlier logs stay (none here), and no device was created by any of them.
    const devices = await s.db
      .select()
      .from(hotspotDevices)
      .where(eq(hotspotDevices.macs, [body.mac[0]!.replace(/-/g, ':').toLowerCase()]));
    expect(devices).toEqual([]);
  });

  it('deleting a key keeps its logs and the devices it activated', async () => {
    const k = await newKey();
    const r = await enroll({ key: k.key, mac: [mac()], deviceType: 'UBIQUITI' });
    expect(r.status).toBe(201);
    ok(await s.gql(hotel, DELETE, { id: k.id }));
    expect((await logs({ keyIds: [k.id] })).totalCount).toBe(1);
    const seen = ok(
      await s.gql<{ hotspotDevices: Page<{ _id: string }> }>(operator, DEVICES, { ids: [r.body.data._id] }),
    );
    expect(seen.hotspotDevices.data).toHaveLength(1);
  });

  it('rate limits attempts per IP: 429 with retryAfter', async () => {
    let last = {
      status: 0,
      body: null as { error?: { code: string; retryAfter: number } } | null,
      headers: new Headers(),
    };
    for (let i = 0; i < 25 && last.status !== 429; i++) {
      last = await enroll({ key: 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ', mac: [mac()], deviceType: 'UBIQUITI' });
    }
    expect(last.status).toBe(429);
    expect(last.body!.error!.code).toBe('RATE_LIMITED');
    expect(last.body!.error!.retryAfter).toBeGreaterThan(0);
    expect(last.headers.get('retry-after')).toBeTruthy();
  });
});
