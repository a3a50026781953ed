// Hotspot accounts (seed 001 §3 "Hotspot account", §7): list with search, sorting, paging and the
// filters voucherIds / deviceAccountIds / hotspotDeviceIds; the accounts of a code, a device account
// and a customer; their online count from sessions; update (valid, description, terms of use, a
// write-only password, optimistic locking), delete, invalidation by multiAccountId within the
// caller's customers; permissions (subject Voucher: read / update / delete). The demo's accounts and
// sessions are consistent with the codes' figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { hotspotAccounts } from '../../server/access/hotspot-account/table';
import { radiusSessions } from '../../server/access/session/table';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { vouchers } from '../../server/access/wifi-code/table';
import { hashPassword, verifyPassword } from '../../server/platform/passwords';
import { newObjectId } from '../../server/platform/ids';
import { hashClientMac } from '../../server/access/device-account/service';
import type { HotspotAccount, HotspotAccountPage } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, CREATE_VOUCHER, HOTEL, USERS, expectGqlError, ok } from './helpers';

const FIELDS = `_id customerId accountTemplate additionalInfo clientDeviceMac description hotspotDeviceId
  hotspotDeviceMac loginTemplate multiAccountId username password termsOfUse { _id accepted } valid voucherId
  deviceAccountId logins firstLoginAt lastLoginAt online createdAt updatedAt`;
const LIST = `query HA($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!],
  $customerIds: [String!], $active: Boolean, $voucherIds: [ID!], $deviceAccountIds: [ID!], $hotspotDeviceIds: [ID!]) {
  hotspotAccounts(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
    active: $active, voucherIds: $voucherIds, deviceAccountIds: $deviceAccountIds, hotspotDeviceIds: $hotspotDeviceIds)
    { count totalCount hasNextPage data { ${FIELDS} } }
}`;
const UPDATE = `mutation U($data: UpdateHotspotAccountInput!) { updateHotspotAccount(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotAccount(_id: $id) }`;
const INVALIDATE = `mutation I($m: String!) { invalidateHotspotAccountsByMultiAccountId(multiAccountId: $m) }`;

type Page = Pick<HotspotAccountPage, 'count' | 'totalCount' | 'hasNextPage'> & { data: HotspotAccount[] };

let s: TestServer;
let hotel: string;
let operator: string;
let support: string;
let cafe: string;
let codeA: string;
let codeB: string;
let cafeCode: string;
let deviceAccountId: string;
let deviceId: string;
const ids: Record<string, string> = {};

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ hotspotAccounts: Page }>(token, LIST, vars)).hotspotAccounts;
const one = async (id: string) => (await list(operator, { ids: [id] })).data[0]!;
/** The updatedAt an update names: the account's current one. */
const version = async (id: string) => (await one(id)).updatedAt;
const row = async (id: string) => (await s.db.select().from(hotspotAccounts).where(eq(hotspotAccounts.id, id)))[0]!;

async function userWith(customerKey: string, roles: string[]) {
  const id = newObjectId();
  const email = `u-${id}@test.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('Grant#2026x') });
  await s.db.insert(userGrants).values({ userId: id, customerKey, roles, permissions: [] });
  return (await s.login(email, 'Grant#2026x')).accessToken;
}

async function code(token: string, customerId: string) {
  return ok(await s.gql<{ createVoucher: { _id: string } }>(token, CREATE_VOUCHER, { data: { customerId } }))
    .createVoucher._id;
}

async function insertAccount(key: string, values: Partial<typeof hotspotAccounts.$inferInsert>) {
  const id = newObjectId();
  ids[key] = id;
  const username = values.username ?? null;
  await s.db.insert(hotspotAccounts).values({
    customerId: HOTEL,
    id,
    clientMacHash: await hashClientMac(s.db, `00:16:3e:00:00:${(Object.keys(ids).length + 16).toString(16)}`),
    hotspotDeviceId: deviceId,
    ...values,
    searchText: [username ?? '', values.description ?? '', values.multiAccountId ?? ''].join(' ').toLowerCase(),
  });
  return id;
}

async function session(accountId: string, values: Partial<typeof radiusSessions.$inferInsert>) {
  const a = await row(accountId);
  await s.db.insert(radiusSessions).values({
    customerId: a.customerId,
    id: newObjectId(),
    acctSessionId: newObjectId(),
    hotspotDeviceId: a.hotspotDeviceId!,
    hotspotAccountId: a.id,
    voucherId: a.voucherId,
    deviceAccountId: a.deviceAccountId,
    clientMacHash: a.clientMacHash,
    startedAt: new Date(Date.now() - 3600_000),
    updatedAt: new Date(Date.now() - 60_000),
    ...values,
  });
}

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  support = (await s.login(USERS.support)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  codeA = await code(hotel, HOTEL);
  codeB = await code(hotel, HOTEL);
  cafeCode = await code(cafe, CAFE);
  const da = ok(
    await s.gql<{ deviceAccounts: { data: { _id: string }[] } }>(
      hotel,
      `{ deviceAccounts(customerIds: ["${HOTEL}"], search: "haustechnik") { data { _id } } }`,
    ),
  );
  deviceAccountId = da.deviceAccounts.data[0]._id;
  const dev = ok(
    await s.gql<{ hotspotDevices: { data: { _id: string }[] } }>(
      hotel,
      `{ hotspotDevices(customerIds: ["${HOTEL}"], sort: [{ key: "name", order: ASC }], take: 2) { data { _id } } }`,
    ),
  );
  deviceId = dev.hotspotDevices.data[0]._id;
  const otherDevice = dev.hotspotDevices.data[1]._id;
  const day = 86400_000;
  await insertAccount('a1', {
    voucherId: codeA,
    username: 'gast-alpha',
    multiAccountId: 'zimmer-101',
    logins: 5,
    firstLoginAt: new Date(Date.now() - 3 * day),
    lastLoginAt: new Date(Date.now() - day),
  });
  await insertAccount('a2', {
    voucherId: codeA,
    username: 'gast-beta',
    multiAccountId: 'zimmer-101',
    description: 'Laptop im Konferenzraum',
    logins: 2,
    hotspotDeviceId: otherDevice,
  });
  await insertAccount('a3', { voucherId: codeB, username: 'gast-gamma', logins: 9, valid: false });
  await insertAccount('d1', { deviceAccountId, username: 'haustechnik', logins: 1, multiAccountId: 'zimmer-101' });
  await s.db.insert(hotspotAccounts).values({
    customerId: CAFE,
    id: (ids.cafe = newObjectId()),
    voucherId: cafeCode,
    username: 'cafe-gast',
    multiAccountId: 'zimmer-101',
    searchText: 'cafe-gast zimmer-101',
  });
});
afterAll(() => s?.close());

describe('hotspot accounts: list', () => {
  it('filters by code, device account and device; never a password, the client MAC only as hash', async () => {
    const ofA = await list(hotel, { voucherIds: [codeA], sort: [{ key: 'username', order: 'ASC' }] });
    expect(ofA.data.map((a) => a.username)).toEqual(['gast-alpha', 'gast-beta']);
    expect(ofA.data.every((a) => a.password === null && a.voucherId === codeA)).toBe(true);
    expect(ofA.data[0].clientDeviceMac).toMatch(/^[0-9a-f]{64}$/);
    expect(ofA.data[0]).toMatchObject({ logins: 5, multiAccountId: 'zimmer-101', customerId: HOTEL, online: 0 });
    const both = await list(hotel, { voucherIds: [codeA, codeB] });
    expect(both.totalCount).toBe(3);
    const ofDa = await list(hotel, { deviceAccountIds: [deviceAccountId] });
    expect(ofDa.data.map((a) => a._id)).toContain(ids.d1);
    expect(ofDa.data.every((a) => a.deviceAccountId === deviceAccountId)).toBe(true);
    const ofDevice = await list(hotel, { hotspotDeviceIds: [deviceId], voucherIds: [codeA, codeB] });
    expect(ofDevice.data.map((a) => a._id).sort()).toEqual([ids.a1, ids.a3].sort());
    expect((await list(hotel, { voucherIds: [codeA], active: true })).totalCount).toBe(2);
    expect((await list(hotel, { voucherIds: [codeB], active: false })).totalCount).toBe(1);
  });

  it('searches username, description and multiAccountId; sorts; pages within bounds', async () => {
    expect((await list(hotel, { search: 'konferenzraum' })).data.map((a) => a._id)).toEqual([ids.a2]);
    expect((await list(hotel, { search: 'GAST-GAMMA' })).data.map((a) => a._id)).toEqual([ids.a3]);
    expect((await list(hotel, { customerIds: [HOTEL], search: 'zimmer-101' })).totalCount).toBe(3);
    const sorted = await list(hotel, { voucherIds: [codeA, codeB], sort: [{ key: 'logins', order: 'DESC' }] });
    expect(sorted.data.map((a) => a.logins)).toEqual([9, 5, 2]);
    const p1 = await list(hotel, { voucherIds: [codeA, codeB], take: 2, sort: [{ key: 'username', order: 'ASC' }] });
    expect(p1).toMatchObject({ count: 2, totalCount: 3, hasNextPage: true });
    const p2 = await list(hotel, {
      voucherIds: [codeA, codeB],
      skip: 2,
      take: 2,
      sort: [{ key: 'username', order: 'ASC' }],
    });
    expect(p2).toMatchObject({ count: 1, totalCount: 3, hasNextPage: false });
    expect(p2.data[0].username).toBe('gast-gamma');
    expectGqlError(await s.gql(hotel, LIST, { take: 0 }), 'BAD_USER_INPUT', 'take');
    expectGqlError(await s.gql(hotel, LIST, { take: 1001 }), 'BAD_USER_INPUT', 'take');
    expectGqlError(await s.gql(hotel, LIST, { skip: -1 }), 'BAD_USER_INPUT', 'skip');
    expectGqlError(await s.gql(hotel, LIST, { sort: [{ key: 'passwordHash' }] }), 'BAD_USER_INPUT', 'sort');
    expectGqlError(await s.gql(hotel, LIST, { search: 'x'.repeat(201) }), 'BAD_USER_INPUT', 'search');
    const many = Array.from({ length: 1001 }, (_, i) => i.toString(16).padStart(24, '0'));
    expectGqlError(await s.gql(hotel, LIST, { voucherIds: many }), 'BAD_USER_INPUT', 'voucherIds');
  });

  it('answers the accounts of a code, a device account and a customer, with online counts', async () => {
    await session(ids.a1, {});
    await session(ids.a1, { stoppedAt: new Date() }); // stopped: not online
    await session(ids.a2, { updatedAt: new Date(Date.now() - 3600_000) }); // stale: not online
    const r = ok(
      await s.gql<{ vouchers: { data: { _id: string; onlineAccounts: number; hotspotAccounts: Page }[] } }>(
        hotel,
        `query V($ids: [ID!]) { vouchers(ids: $ids, sort: [{ key: "createdAt", order: ASC }]) { data { _id onlineAccounts
          hotspotAccounts(sort: [{ key: "username", order: ASC }]) { totalCount data { _id online } } } } }`,
        { ids: [codeA, codeB] },
      ),
    );
    const [a, b] = r.vouchers.data;
    expect(a).toMatchObject({ _id: codeA, onlineAccounts: 1 });
    expect(a.hotspotAccounts.data).toEqual([
      { _id: ids.a1, online: 1 },
      { _id: ids.a2, online: 0 },
    ]);
    expect(b).toMatchObject({ _id: codeB, onlineAccounts: 0, hotspotAccounts: { totalCount: 1 } });
    const d = ok(
      await s.gql<{ deviceAccounts: { data: { hotspotAccounts: Page }[] } }>(
        hotel,
        `query D($ids: [ID!]) { deviceAccounts(ids: $ids) { data { hotspotAccounts { totalCount data { _id } } } } }`,
        { ids: [deviceAccountId] },
      ),
    );
    expect(d.deviceAccounts.data[0].hotspotAccounts.data.map((x) => x._id)).toContain(ids.d1);
    const c = ok(
      await s.gql<{ customers: { data: { hotspotAccounts: Page }[] } }>(
        operator,
        `{ customers(customerIds: ["${CAFE}"]) { data { hotspotAccounts { totalCount data { _id } } } } }`,
      ),
    );
    expect(c.customers.data[0].hotspotAccounts.data.map((x) => x._id)).toEqual([ids.cafe]);
  });
});

describe('hotspot accounts: update and delete', () => {
  it('updates valid, description and terms of use; the password is write-only', async () => {
    // The terms of use are the customer's own (issue 33: another customer's or a made-up id is refused).
    const termsOf = async (token: string, customerId: string) =>
      ok(
        await s.gql<{ termsOfUses: { data: { _id: string }[] } }>(
          token,
          `{ termsOfUses(customerIds: ["${customerId}"], take: 1) { data { _id } } }`,
        ),
      ).termsOfUses.data[0]!._id;
    const terms = await termsOf(hotel, HOTEL);
    const before = await one(ids.a2);
    for (const foreign of [await termsOf(operator, CAFE), '5f0000000000000000000001'])
      expectGqlError(
        await s.gql(hotel, UPDATE, {
          data: { _id: ids.a2, updatedAt: before.updatedAt, termsOfUse: { _id: foreign, accepted: true } },
        }),
        'BAD_USER_INPUT',
        'termsOfUse._id',
      );
    ok(
      await s.gql(hotel, UPDATE, {
        data: {
          _id: ids.a2,
          updatedAt: before.updatedAt,
          valid: false,
          description: '  Tablet Rezeption ',
          termsOfUse: { _id: terms, accepted: true },
          password: 'Geheim#2026',
        },
      }),
    );
    const after = await one(ids.a2);
    expect(after).toMatchObject({
      valid: false,
      description: 'Tablet Rezeption',
      termsOfUse: { _id: terms, accepted: true },
      password: null,
      username: 'gast-beta',
    });
    expect(after.updatedAt > before.updatedAt).toBe(true);
    const stored = await row(ids.a2);
    expect(stored.passwordHash).not.toContain('Geheim');
    expect(await verifyPassword('Geheim#2026', stored.passwordHash!)).toBe(true);
    expect((await list(hotel, { search: 'tablet rezeption' })).data.map((a) => a._id)).toEqual([ids.a2]);
    // stale updatedAt: CONFLICT, nothing changed
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: ids.a2, updatedAt: before.updatedAt, valid: true } }),
      'CONFLICT',
      'updatedAt',
    );
    expect((await one(ids.a2)).valid).toBe(false);
    // a client MAC is stored as its hash; a malformed one is refused
    expectGqlError(
      await s.gql(hotel, UPDATE, {
        data: { _id: ids.a2, updatedAt: await version(ids.a2), clientDeviceMac: 'not-a-mac' },
      }),
      'BAD_USER_INPUT',
      'clientDeviceMac',
    );
    ok(
      await s.gql(hotel, UPDATE, {
        data: { _id: ids.a2, updatedAt: await version(ids.a2), clientDeviceMac: '00-16-3E-AA-BB-CC' },
      }),
    );
    expect((await row(ids.a2)).clientMacHash).toBe(await hashClientMac(s.db, '00:16:3e:aa:bb:cc'));
    // the same client as another account of the same code: CONFLICT
    expectGqlError(
      await s.gql(hotel, UPDATE, {
        data: { _id: ids.a1, updatedAt: await version(ids.a1), clientDeviceMac: '00:16:3e:aa:bb:cc' },
      }),
      'CONFLICT',
      'clientDeviceMac',
    );
  });

  it('deletes an account; a missing one is NOT_FOUND', async () => {
    const id = await insertAccount('gone', { voucherId: codeB, username: 'weg' });
    const updatedAt = await version(id);
    expect(ok(await s.gql<{ deleteHotspotAccount: boolean }>(hotel, DELETE, { id })).deleteHotspotAccount).toBe(true);
    expect((await list(hotel, { ids: [id] })).totalCount).toBe(0);
    expectGqlError(await s.gql(hotel, DELETE, { id }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, valid: false } }), 'NOT_FOUND', '_id');
  });

  it('invalidates every account of a multiAccountId, only within the caller’s customers', async () => {
    ok(await s.gql(hotel, UPDATE, { data: { _id: ids.a2, updatedAt: await version(ids.a2), valid: true } }));
    expect(ok(await s.gql<Record<string, boolean>>(hotel, INVALIDATE, { m: 'zimmer-101' }))).toEqual({
      invalidateHotspotAccountsByMultiAccountId: true,
    });
    const rows = await s.db
      .select({ id: hotspotAccounts.id, valid: hotspotAccounts.valid, customerId: hotspotAccounts.customerId })
      .from(hotspotAccounts)
      .where(eq(hotspotAccounts.multiAccountId, 'zimmer-101'));
    expect(rows.filter((r) => r.customerId === HOTEL).map((r) => r.valid)).toEqual([false, false, false]);
    expect(rows.find((r) => r.customerId === CAFE)?.valid).toBe(true);
    // the café's voucher admin: only the café's account
    ok(await s.gql(cafe, INVALIDATE, { m: 'zimmer-101' }));
    expect((await row(ids.cafe)).valid).toBe(false);
    expectGqlError(await s.gql(cafe, INVALIDATE, { m: 'nobody-has-this' }), 'NOT_FOUND', 'multiAccountId');
  });
});

describe('hotspot accounts: permissions (subject Voucher)', () => {
  it('read needs Voucher read; update and delete need Voucher update / delete', async () => {
    const deviceAdmin = await userWith(HOTEL, ['device-account-admin']);
    expectGqlError(await s.gql(deviceAdmin, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds');
    expect((await list(deviceAdmin, {})).totalCount).toBe(0);
    const updatedAt = await version(ids.a1);
    expectGqlError(
      await s.gql(deviceAdmin, UPDATE, { data: { _id: ids.a1, updatedAt, valid: true } }),
      'NOT_FOUND',
      '_id',
    );
    expectGqlError(await s.gql(deviceAdmin, INVALIDATE, { m: 'zimmer-101' }), 'NOT_FOUND', 'multiAccountId');
    // read-only users see the accounts but change nothing
    expect((await list(support, { voucherIds: [codeA] })).totalCount).toBe(2);
    expectGqlError(await s.gql(support, UPDATE, { data: { _id: ids.a1, updatedAt, valid: true } }), 'FORBIDDEN', '_id');
    expectGqlError(await s.gql(support, DELETE, { id: ids.a1 }), 'FORBIDDEN', '_id');
    expectGqlError(await s.gql(support, INVALIDATE, { m: 'zimmer-101' }), 'NOT_FOUND', 'multiAccountId');
    expectGqlError(await s.gql(null, LIST, {}), 'UNAUTHENTICATED');
  });
});

describe('hotspot accounts: demo data', () => {
  it('the hotel has accounts of several codes and a device account; codes’ figures follow from them', async () => {
    const [demo] = [await list(operator, { customerIds: [HOTEL], take: 500 })];
    const seeded = demo.data.filter((a) => !Object.values(ids).includes(a._id));
    expect(seeded.length).toBeGreaterThanOrEqual(20);
    expect(seeded.some((a) => a.deviceAccountId)).toBe(true);
    const codes = [...new Set(seeded.map((a) => a.voucherId).filter((v): v is string => Boolean(v)))];
    expect(codes.length).toBeGreaterThanOrEqual(5);
    expect(seeded.filter((a) => a.online > 0).length).toBeGreaterThanOrEqual(5);
    const rows = await s.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.customerId, HOTEL), inArray(vouchers.id, codes)));
    for (const v of rows) {
      const mine = seeded.filter((a) => a.voucherId === v.id);
      expect(v.used).toBe(mine.reduce((n, a) => n + a.logins, 0));
      expect([...v.connectedDevices].sort()).toEqual(mine.map((a) => a.clientDeviceMac).sort());
      expect(v.firstLoginAt).not.toBeNull();
    }
    const sessions = await s.db.select().from(radiusSessions).where(eq(radiusSessions.customerId, HOTEL));
    expect(sessions.length).toBeGreaterThanOrEqual(150);
    for (const a of seeded) expect(sessions.filter((x) => x.hotspotAccountId === a._id).length).toBe(a.logins);
  });
});
