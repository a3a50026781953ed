// Members (issue 38): the users holding access to a customer after they took an invite, through real
// GraphQL on both databases — the list (search, sort, paging, isolation), role changes never beyond
// what the acting user holds, the last super-admin kept, optimistic concurrency, removal, sign-out of
// a member (its access token refused at once, its refresh token too; on PostgreSQL also by a second
// server instance on the same database), the own sessions with "sign out everywhere", and the audit
// entries of every change.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../server/tenancy/audit/table';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { hashPassword } from '../../server/platform/passwords';
import { newObjectId } from '../../server/platform/ids';
import type { Member, MySession } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const onPostgres = process.env.TEST_DB === 'postgres';
const PASSWORD = 'Member#2026x';

const LIST = `query M($customerId: String!, $skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!]) {
  members(customerId: $customerId, skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids) {
    count totalCount hasNextPage
    data { _id customerId email firstName lastName roles permissions lastSignInAt invitedBy since updatedAt isSelf }
  }
}`;
const UPDATE = `mutation U($data: UpdateMemberInput!) { updateMember(data: $data) }`;
const REMOVE = `mutation R($c: String!, $id: ID!) { removeMember(customerId: $c, _id: $id) }`;
const SIGN_OUT = `mutation S($c: String!, $id: ID!) { signOutMember(customerId: $c, _id: $id) }`;
const SIGN_OUT_ALL = `mutation { signOutEverywhere }`;
const SESSIONS = `{ mySessions { _id createdAt lastUsedAt expiresAt userAgent } }`;
const ME = `query { vouchers(customerIds: ["${HOTEL}"], take: 1) { totalCount } }`;

type Page = { members: { count: number; totalCount: number; hasNextPage: boolean; data: Member[] } };

let s: TestServer;
let admin: string;
let cafeAdmin: string;

/** A user with these grants, signed in; its id and tokens. */
async function newUser(email: string, grants: [string, string[]][], invitedBy: string | null = null) {
  const id = newObjectId();
  await s.db
    .insert(users)
    .values({ id, email, passwordHash: await hashPassword(PASSWORD), firstName: 'Test', lastName: email });
  for (const [customerKey, roles] of grants)
    await s.db.insert(userGrants).values({ userId: id, customerKey, roles, invitedBy });
  const tokens = await s.login(email, PASSWORD);
  return { id, ...tokens };
}

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<Page>(token, LIST, { customerId: HOTEL, ...vars })).members;
const member = async (id: string, customerId = HOTEL) => (await list(admin, { customerId, ids: [id] })).data[0];
const idOf = async (email: string) => (await s.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const audits = (operation: string, objectId: string) =>
  s.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.operation, operation))
    .then((rows) => rows.filter((r) => r.objectIds.includes(objectId)));

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.login(USERS.hotel)).accessToken;
  cafeAdmin = (await s.login(USERS.cafe)).accessToken;
});
afterAll(() => s?.close());

describe('the members list', () => {
  it('lists the users holding access to the customer, with their grants and the inviter', async () => {
    const adminId = await idOf(USERS.hotel);
    const m = await newUser('listed@alpenhotel.test', [[HOTEL, ['voucher-admin']]], adminId);
    const page = await list(admin, {});
    const emails = page.data.map((d) => d.email);
    expect(emails).toContain(USERS.hotel);
    expect(emails).toContain('listed@alpenhotel.test');
    // The café's admin and the operators ('*') are no members of the hotel.
    expect(emails).not.toContain(USERS.cafe);
    expect(emails).not.toContain(USERS.operator);
    const listed = page.data.find((d) => d._id === m.id)!;
    expect(listed).toMatchObject({
      customerId: HOTEL,
      roles: ['voucher-admin'],
      invitedBy: USERS.hotel,
      isSelf: false,
    });
    expect(listed.lastSignInAt).toBeTruthy();
    expect(page.data.find((d) => d.email === USERS.hotel)!.isSelf).toBe(true);
  });

  it('searches, sorts and pages', async () => {
    expect((await list(admin, { search: 'listed@' })).data.map((d) => d.email)).toEqual(['listed@alpenhotel.test']);
    const sorted = await list(admin, { sort: [{ key: 'email', order: 'DESC' }] });
    const emails = sorted.data.map((d) => d.email);
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a)));
    const first = await list(admin, { take: 1, sort: [{ key: 'email', order: 'ASC' }] });
    expect(first.count).toBe(1);
    expect(first.hasNextPage).toBe(sorted.totalCount > 1);
    expectGqlError(
      await s.gql(admin, LIST, { customerId: HOTEL, sort: [{ key: 'passwordHash' }] }),
      'BAD_USER_INPUT',
      'sort',
    );
    expectGqlError(await s.gql(admin, LIST, { customerId: HOTEL, take: 100_000 }), 'BAD_USER_INPUT', 'take');
  });

  it('refuses another customer’s members and a caller without the Users right', async () => {
    expectGqlError(await s.gql(cafeAdmin, LIST, { customerId: HOTEL }), 'FORBIDDEN', 'customerId');
    expectGqlError(await s.gql(admin, LIST, { customerId: CAFE }), 'FORBIDDEN', 'customerId');
    // The café's voucher admin holds no UserInvite right on its own customer either.
    expectGqlError(await s.gql(cafeAdmin, LIST, { customerId: CAFE }), 'FORBIDDEN', 'customerId');
    expectGqlError(await s.gql(null, LIST, { customerId: HOTEL }), 'UNAUTHENTICATED');
  });
});

describe('changing a member', () => {
  it('changes roles with the loaded version; a stale one answers CONFLICT', async () => {
    const m = await newUser('change@alpenhotel.test', [[HOTEL, ['voucher-admin']]]);
    const loaded = (await member(m.id))!;
    ok(
      await s.gql(admin, UPDATE, {
        data: { _id: m.id, customerId: HOTEL, updatedAt: loaded.updatedAt, roles: ['admin'] },
      }),
    );
    const changed = (await member(m.id))!;
    expect(changed.roles).toEqual(['admin']);
    expect(changed.updatedAt).not.toBe(loaded.updatedAt);
    expectGqlError(
      await s.gql(admin, UPDATE, {
        data: { _id: m.id, customerId: HOTEL, updatedAt: loaded.updatedAt, roles: ['user'] },
      }),
      'CONFLICT',
      'updatedAt',
    );
    expect((await member(m.id))!.roles).toEqual(['admin']);
    // The member's next request uses the new grants: admin may write WiFi codes, not only read them.
    expect((await s.gql(m.accessToken, ME)).errors).toBeUndefined();
    const entries = await audits('Mutation.updateMember', m.id);
    expect(entries.map((e) => [e.customerId, e.outcome]).sort()).toEqual([
      [HOTEL, 'CONFLICT'],
      [HOTEL, 'ok'],
    ]);
  });

  it('never grants beyond what the acting user holds, nor touches a member holding more', async () => {
    const m = await newUser('limits@alpenhotel.test', [[HOTEL, ['voucher-admin']]]);
    const loaded = (await member(m.id))!;
    // The hotel's super-admin holds no '*:*' (service) and cannot write CustomerPlugins.
    const beyond = expectGqlError(
      await s.gql(admin, UPDATE, {
        data: { _id: m.id, customerId: HOTEL, updatedAt: loaded.updatedAt, roles: ['service'] },
      }),
      'FORBIDDEN',
      'permissions',
    );
    expect(beyond.extensions?.reason).toBe('BEYOND_HELD');
    expectGqlError(
      await s.gql(admin, UPDATE, {
        data: { _id: m.id, customerId: HOTEL, updatedAt: loaded.updatedAt, permissions: ['CustomerPlugins:update'] },
      }),
      'FORBIDDEN',
      'permissions',
    );
    // An owner of the hotel: the super-admin may neither change, sign out nor remove them.
    const owner = await newUser('owner@alpenhotel.test', [[HOTEL, ['owner']]]);
    const o = (await member(owner.id))!;
    const refused = expectGqlError(
      await s.gql(admin, UPDATE, {
        data: { _id: owner.id, customerId: HOTEL, updatedAt: o.updatedAt, roles: ['user'] },
      }),
      'FORBIDDEN',
      '_id',
    );
    expect(refused.extensions?.reason).toBe('MEMBER_BEYOND_HELD');
    expectGqlError(await s.gql(admin, REMOVE, { c: HOTEL, id: owner.id }), 'FORBIDDEN', '_id');
    expectGqlError(await s.gql(admin, SIGN_OUT, { c: HOTEL, id: owner.id }), 'FORBIDDEN', '_id');
    expect((await member(owner.id))!.roles).toEqual(['owner']);
    // Invalid input: an unknown role, no grant at all.
    expectGqlError(
      await s.gql(admin, UPDATE, {
        data: { _id: m.id, customerId: HOTEL, updatedAt: loaded.updatedAt, roles: ['king'] },
      }),
      'BAD_USER_INPUT',
      'roles',
    );
    expectGqlError(
      await s.gql(admin, UPDATE, {
        data: { _id: m.id, customerId: HOTEL, updatedAt: loaded.updatedAt, roles: [], permissions: [] },
      }),
      'BAD_USER_INPUT',
      'roles',
    );
    expect((await member(m.id))!.roles).toEqual(['voucher-admin']);
  });

  it('keeps the last super-admin: neither demoted nor removed', async () => {
    const adminId = await idOf(USERS.hotel);
    const self = (await member(adminId))!;
    const demote = expectGqlError(
      await s.gql(admin, UPDATE, {
        data: { _id: adminId, customerId: HOTEL, updatedAt: self.updatedAt, roles: ['admin'] },
      }),
      'CONFLICT',
      'roles',
    );
    expect(demote.extensions?.reason).toBe('LAST_SUPER_ADMIN');
    expectGqlError(await s.gql(admin, REMOVE, { c: HOTEL, id: adminId }), 'CONFLICT', '_id');
    expect((await member(adminId))!.roles).toEqual(['super-admin']);
    // With a second super-admin, the first may step down; the second is then the last.
    const second = await newUser('second@alpenhotel.test', [[HOTEL, ['super-admin']]]);
    ok(
      await s.gql(admin, UPDATE, {
        data: { _id: adminId, customerId: HOTEL, updatedAt: self.updatedAt, roles: ['super-admin', 'admin'] },
      }),
    );
    ok(await s.gql(admin, REMOVE, { c: HOTEL, id: second.id }));
    expectGqlError(await s.gql(admin, REMOVE, { c: HOTEL, id: adminId }), 'CONFLICT', '_id');
  });
});

describe('removal and sign-out', () => {
  it('removes a member: gone from the list, its access token and refresh token refused, audited', async () => {
    const m = await newUser('leaver@alpenhotel.test', [[HOTEL, ['voucher-admin']]]);
    expect((await s.gql(m.accessToken, ME)).errors).toBeUndefined();
    ok(await s.gql(admin, REMOVE, { c: HOTEL, id: m.id }));
    expect(await member(m.id)).toBeUndefined();
    expectGqlError(await s.gql(m.accessToken, ME), 'UNAUTHENTICATED');
    expect((await s.rest('POST', '/auth/refresh', { refreshToken: m.refreshToken })).status).toBe(401);
    expect(await s.db.select().from(userGrants).where(eq(userGrants.userId, m.id))).toEqual([]);
    expect((await audits('Mutation.removeMember', m.id)).map((e) => [e.customerId, e.outcome, e.email])).toEqual([
      [HOTEL, 'ok', USERS.hotel],
    ]);
    // A second removal: NOT_FOUND, audited as such.
    expectGqlError(await s.gql(admin, REMOVE, { c: HOTEL, id: m.id }), 'NOT_FOUND', '_id');
  });

  it('removing a member with access elsewhere keeps that access and its sessions', async () => {
    const m = await newUser('both@alpenhotel.test', [
      [HOTEL, ['voucher-admin']],
      [CAFE, ['voucher-admin']],
    ]);
    ok(await s.gql(admin, REMOVE, { c: HOTEL, id: m.id }));
    expectGqlError(await s.gql(m.accessToken, ME), 'FORBIDDEN');
    const cafe = await s.gql(m.accessToken, `query { vouchers(customerIds: ["${CAFE}"], take: 1) { totalCount } }`);
    expect(cafe.errors).toBeUndefined();
    const grants = await s.db.select().from(userGrants).where(eq(userGrants.userId, m.id));
    expect(grants.map((g) => g.customerKey)).toEqual([CAFE]);
  });

  it('signs a member out: access and refresh tokens refused, a new sign-in works', async () => {
    const m = await newUser('signout@alpenhotel.test', [[HOTEL, ['voucher-admin']]]);
    ok(await s.gql(admin, SIGN_OUT, { c: HOTEL, id: m.id }));
    expectGqlError(await s.gql(m.accessToken, ME), 'UNAUTHENTICATED');
    expect((await s.rest('POST', '/auth/refresh', { refreshToken: m.refreshToken })).status).toBe(401);
    const again = await s.login('signout@alpenhotel.test', PASSWORD);
    expect((await s.gql(again.accessToken, ME)).errors).toBeUndefined();
    expect((await member(m.id))!.roles).toEqual(['voucher-admin']);
    expect((await audits('Mutation.signOutMember', m.id)).map((e) => e.outcome)).toEqual(['ok']);
  });

  it('refuses another customer’s admin for every change (NOT_FOUND for a user who is no member of theirs)', async () => {
    const attacker = await newUser('attacker@stadtcafe.test', [[CAFE, ['super-admin']]]);
    const victim = await newUser('victim@alpenhotel.test', [[HOTEL, ['voucher-admin']]]);
    const v = (await member(victim.id))!;
    const t = attacker.accessToken;
    expectGqlError(await s.gql(t, LIST, { customerId: HOTEL }), 'FORBIDDEN', 'customerId');
    expectGqlError(
      await s.gql(t, UPDATE, { data: { _id: victim.id, customerId: HOTEL, updatedAt: v.updatedAt, roles: ['admin'] } }),
      'FORBIDDEN',
      'customerId',
    );
    // Naming its own customer: the victim is nobody there.
    expectGqlError(
      await s.gql(t, UPDATE, { data: { _id: victim.id, customerId: CAFE, updatedAt: v.updatedAt, roles: ['admin'] } }),
      'NOT_FOUND',
      '_id',
    );
    expectGqlError(await s.gql(t, REMOVE, { c: CAFE, id: victim.id }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(t, SIGN_OUT, { c: CAFE, id: victim.id }), 'NOT_FOUND', '_id');
    expectGqlError(await s.gql(t, REMOVE, { c: HOTEL, id: victim.id }), 'FORBIDDEN', 'customerId');
    expect(await member(victim.id)).toEqual(v);
    expect((await s.gql(victim.accessToken, ME)).errors).toBeUndefined();
  });
});

describe('the own sessions', () => {
  it('lists the caller’s sessions with their device and signs out everywhere', async () => {
    const m = await newUser('sessions@alpenhotel.test', [[HOTEL, ['voucher-admin']]]);
    const second = await s.login('sessions@alpenhotel.test', PASSWORD);
    // A renewal keeps the session (its family), with the newer use.
    const renewed = await s.rest('POST', '/auth/refresh', { refreshToken: second.refreshToken });
    expect(renewed.status).toBe(200);
    const sessions = ok(await s.gql<{ mySessions: MySession[] }>(m.accessToken, SESSIONS)).mySessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.userAgent).toBeTruthy();
    expect(Date.parse(sessions[0]!.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(sessions[0]!.createdAt));
    ok(await s.gql(m.accessToken, SIGN_OUT_ALL));
    expectGqlError(await s.gql(m.accessToken, SESSIONS), 'UNAUTHENTICATED');
    expectGqlError(await s.gql(renewed.body.data.accessToken, ME), 'UNAUTHENTICATED');
    expect((await s.rest('POST', '/auth/refresh', { refreshToken: renewed.body.data.refreshToken })).status).toBe(401);
    const fresh = await s.login('sessions@alpenhotel.test', PASSWORD);
    expect(ok(await s.gql<{ mySessions: MySession[] }>(fresh.accessToken, SESSIONS)).mySessions).toHaveLength(1);
    const entries = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'Mutation.signOutEverywhere'), eq(auditLog.userId, m.id)));
    expect(entries.map((e) => e.outcome)).toEqual(['ok']);
  });
});

describe.runIf(onPostgres)('a second instance on the same database', () => {
  it('refuses a removed member’s access token within seconds', async () => {
    const second = await s.startSecondInstance();
    const at2 = (token: string) => second.gql(token, ME);
    try {
      const email = `second-${randomBytes(3).toString('hex')}@alpenhotel.test`;
      const m = await newUser(email, [[HOTEL, ['voucher-admin']]]);
      // Served (and cached) by the second instance first.
      expect((await at2(m.accessToken)).errors).toBeUndefined();
      expect((await at2(m.accessToken)).errors).toBeUndefined();
      ok(await s.gql(admin, REMOVE, { c: HOTEL, id: m.id }));
      const t0 = performance.now();
      let code: string | undefined;
      while (performance.now() - t0 < 5000) {
        code = (await at2(m.accessToken)).errors?.[0]?.extensions?.code;
        if (code) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(code).toBe('UNAUTHENTICATED');
      expect(performance.now() - t0).toBeLessThan(5000);
    } finally {
      await second.close();
    }
  });
});
