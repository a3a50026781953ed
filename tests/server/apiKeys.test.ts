// API keys (issue 37, docs/api-keys.md), through the real HTTP interface on both databases: a key of
// the voucher-admin role creates WiFi codes over GraphQL and is refused on users, invites and hotspot
// devices; only a user who may manage users creates one, never with more than they hold; the secret is
// in the create answer only; a revoked key is refused at once, also by a second server instance on the
// same database; an expired key is refused; the key's calls are in the audit log; REST takes the key
// too; a key over its requests per minute gets 429.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../server/tenancy/api-key/table';
import { auditLog } from '../../server/tenancy/audit/table';
import { limitOf } from '../../server/tenancy/api-key/bearer';
import { Limit } from '../../server/platform/throttle';
import { startTestServer, type GqlResult, type SecondInstance, type TestServer } from './harness';
import { CAFE, HOTEL, USERS } from './helpers';

let s: TestServer;
let hotel: string;
let cafe: string;
/** A second server instance on the same database (its own caches and state), closed with `s`. */
let second: SecondInstance;

const CREATE = `mutation C($data: CreateApiKeyInput!) {
  createApiKey(data: $data) { secret apiKey { _id customerId name role prefix status expiresAt lastUsedAt createdBy } }
}`;
const LIST = `query L($customerIds: [String!], $active: Boolean) {
  apiKeys(customerIds: $customerIds, active: $active) { totalCount data { _id name role prefix status lastUsedAt revokedAt } }
}`;
const ROLES = `query R($c: String!) { apiKeyRoles(customerId: $c) }`;
const REVOKE = `mutation V($id: ID!) { revokeApiKey(_id: $id) }`;
const CREATE_CODE = `mutation V($data: CreateVoucherInput!) { createVoucher(data: $data) { _id code customerId } }`;
const CODES = `query V($c: [String!]) { vouchers(customerIds: $c, take: 5) { totalCount } }`;
const INVITES = `query I($c: [String!]) { userInvites(customerIds: $c) { totalCount } }`;
const INVITE = `mutation I($data: CreateUserInviteInput!) { createUserInvite(data: $data) }`;
const DEVICES = `query D($c: [String!]) { hotspotDevices(customerIds: $c) { totalCount } }`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const field = (r: GqlResult) => r.errors?.[0]?.extensions?.field;

async function gqlAt(url: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as GqlResult };
}

async function createKey(token: string, data: Record<string, unknown>) {
  return s.gql<{ createApiKey: { secret: string; apiKey: Record<string, string | null> } }>(token, CREATE, {
    data: { customerId: HOTEL, expiresAt: inDays(30), ...data },
  });
}

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  second = await s.startSecondInstance();
}, 120_000);
afterAll(() => s?.close());

describe('API keys', () => {
  it('are created only by who may manage users, with a role they hold, valid names and expiries', async () => {
    // The café's admin holds voucher-admin only: no user management.
    const byCafe = await s.gql(cafe, CREATE, {
      data: { customerId: CAFE, name: 'x', role: 'voucher-admin', expiresAt: inDays(30) },
    });
    expect([code(byCafe), field(byCafe)]).toEqual(['FORBIDDEN', 'customerId']);
    expect(code(await s.gql(cafe, ROLES, { c: CAFE }))).toBe('FORBIDDEN');
    // The hotel's super-admin: the roles within their grants, not read-all (partner leads) nor service.
    const roles = (await s.gql<{ apiKeyRoles: string[] }>(hotel, ROLES, { c: HOTEL })).data!.apiKeyRoles;
    expect(roles).toContain('voucher-admin');
    expect(roles).toContain('super-admin');
    expect(roles).not.toContain('read-all');
    expect(roles).not.toContain('service');
    for (const role of ['read-all', 'service']) {
      const above = await createKey(hotel, { name: 'too much', role });
      expect([code(above), field(above)]).toEqual(['FORBIDDEN', 'role']);
      expect(above.errors![0]!.extensions!.i18n).toBe('resources.apiKey.errors.beyondHeld');
    }
    const badRole = await createKey(hotel, { name: 'x', role: 'app-user' });
    expect([code(badRole), field(badRole)]).toEqual(['BAD_USER_INPUT', 'role']);
    const noName = await createKey(hotel, { name: '  ', role: 'voucher-admin' });
    expect([code(noName), field(noName)]).toEqual(['BAD_USER_INPUT', 'name']);
    const tooLong = await createKey(hotel, { name: 'n'.repeat(101), role: 'voucher-admin' });
    expect([code(tooLong), field(tooLong)]).toEqual(['BAD_USER_INPUT', 'name']);
    const tooFar = await createKey(hotel, { name: 'x', role: 'voucher-admin', expiresAt: inDays(400) });
    expect([code(tooFar), field(tooFar)]).toEqual(['BAD_USER_INPUT', 'expiresAt']);
    expect(tooFar.errors![0]!.extensions!.i18n).toBe('resources.apiKey.errors.expiryTooFar');
    const past = await createKey(hotel, { name: 'x', role: 'voucher-admin', expiresAt: inDays(-1) });
    expect([code(past), field(past)]).toEqual(['BAD_USER_INPUT', 'expiresAt']);
  });

  it('a voucher-admin key creates codes, is refused on users and devices, is audited, and its secret is shown once', async () => {
    const created = await createKey(hotel, { name: 'Hotel PMS', role: 'voucher-admin' });
    expect(created.errors).toBeUndefined();
    const { secret, apiKey } = created.data!.createApiKey;
    expect(secret).toMatch(/^hpk_K100001_[0-9a-f]{10}_[\w-]{43}$/);
    expect(secret.startsWith(`${apiKey.prefix}_`)).toBe(true);
    expect(apiKey).toMatchObject({
      customerId: HOTEL,
      role: 'voucher-admin',
      status: 'active',
      createdBy: USERS.hotel,
    });

    // Never readable again: not a field of ApiKey, not stored (only its SHA-256).
    const readSecret = await s.gql(hotel, `query { apiKeys { data { secret } } }`);
    expect(readSecret.errors?.[0]?.message).toMatch(/secret/);
    const [row] = await s.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey._id!));
    expect(JSON.stringify(row)).not.toContain(secret.slice(-43));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);

    // It creates WiFi codes of its customer.
    const voucher = await s.gql<{ createVoucher: { _id: string; customerId: string } }>(secret, CREATE_CODE, {
      data: { customerId: HOTEL, description: 'from the PMS' },
    });
    expect(voucher.errors).toBeUndefined();
    expect(voucher.data!.createVoucher.customerId).toBe(HOTEL);
    expect(
      (await s.gql<{ vouchers: { totalCount: number } }>(secret, CODES, { c: [HOTEL] })).data!.vouchers.totalCount,
    ).toBeGreaterThan(0);
    // Not another customer's, not users, invites, devices, nor keys.
    expect(code(await s.gql(secret, CODES, { c: [CAFE] }))).toBe('FORBIDDEN');
    expect(code(await s.gql(secret, CREATE_CODE, { data: { customerId: CAFE } }))).toBe('FORBIDDEN');
    expect(code(await s.gql(secret, INVITES, { c: [HOTEL] }))).toBe('FORBIDDEN');
    expect(
      code(
        await s.gql(secret, INVITE, {
          data: { customerId: HOTEL, email: 'x@alpenhotel.test', roles: ['voucher-admin'] },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(code(await s.gql(secret, DEVICES, { c: [HOTEL] }))).toBe('FORBIDDEN');
    expect(code(await createKey(secret, { name: 'child', role: 'voucher-admin' }))).toBe('FORBIDDEN');

    // The audit log names the key.
    const entries = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'Mutation.createVoucher'), eq(auditLog.userId, `api-key:${apiKey._id}`)));
    // The code it made, and the one for the café it was refused.
    expect(entries.map((e) => e.outcome).sort()).toEqual(['FORBIDDEN', 'ok']);
    const made = entries.find((e) => e.outcome === 'ok')!;
    expect(made).toMatchObject({ email: 'API key Hotel PMS', customerId: HOTEL });
    expect(made.objectIds).toContain(voucher.data!.createVoucher._id);
    const refused = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'Mutation.createUserInvite'), eq(auditLog.userId, `api-key:${apiKey._id}`)));
    expect(refused.map((e) => e.outcome)).toEqual(['FORBIDDEN']);

    // Its last use is noted (once a minute at most); REST takes it too: its grants, the role on its customer.
    const listed = (
      await s.gql<{ apiKeys: { data: { _id: string; lastUsedAt: string | null }[] } }>(hotel, LIST, {
        customerIds: [HOTEL],
      })
    ).data!.apiKeys.data.find((k) => k._id === apiKey._id)!;
    expect(listed.lastUsedAt).not.toBeNull();
    const acl = await s.rest('GET', '/acl/permissions', undefined, secret);
    expect(acl.status).toBe(200);
    expect(acl.body.data).toEqual({ [HOTEL]: ['Voucher:*'] });
    // A wrong secret of a real prefix, and a made-up key: refused.
    const wrong = `${apiKey.prefix}_${'A'.repeat(43)}`;
    expect((await s.rest('GET', '/acl/permissions', undefined, wrong)).status).toBe(401);
    expect(code(await s.gql(wrong, CODES, { c: [HOTEL] }))).toBe('UNAUTHENTICATED');
  });

  it('a revoked key is refused at once by every instance; an expired key is refused', async () => {
    const { secret, apiKey } = (await createKey(hotel, { name: 'Report job', role: 'voucher-admin' })).data!
      .createApiKey;
    // Both instances take it…
    expect((await gqlAt(s.url, secret, CODES, { c: [HOTEL] })).body.errors).toBeUndefined();
    expect((await gqlAt(second.url, secret, CODES, { c: [HOTEL] })).body.errors).toBeUndefined();
    // …and after the revocation at the first, the very next request at either is refused.
    expect((await s.gql<{ revokeApiKey: boolean }>(hotel, REVOKE, { id: apiKey._id })).data!.revokeApiKey).toBe(true);
    expect(code((await gqlAt(second.url, secret, CODES, { c: [HOTEL] })).body)).toBe('UNAUTHENTICATED');
    expect(code((await gqlAt(s.url, secret, CODES, { c: [HOTEL] })).body)).toBe('UNAUTHENTICATED');
    const rest = await fetch(second.url + '/acl/permissions', { headers: { authorization: `Bearer ${secret}` } });
    expect(rest.status).toBe(401);
    const active = (
      await s.gql<{ apiKeys: { data: { _id: string }[] } }>(hotel, LIST, { customerIds: [HOTEL], active: true })
    ).data!;
    expect(active.apiKeys.data.map((k) => k._id)).not.toContain(apiKey._id);
    const all = (
      await s.gql<{ apiKeys: { data: { _id: string; status: string }[] } }>(hotel, LIST, { customerIds: [HOTEL] })
    ).data!;
    expect(all.apiKeys.data.find((k) => k._id === apiKey._id)?.status).toBe('revoked');

    // Expiry: the same at once.
    const other = (await createKey(hotel, { name: 'Short-lived', role: 'voucher-admin' })).data!.createApiKey;
    expect((await gqlAt(second.url, other.secret, CODES, { c: [HOTEL] })).body.errors).toBeUndefined();
    await s.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, other.apiKey._id!));
    expect(code((await gqlAt(second.url, other.secret, CODES, { c: [HOTEL] })).body)).toBe('UNAUTHENTICATED');
    expect(code((await gqlAt(s.url, other.secret, CODES, { c: [HOTEL] })).body)).toBe('UNAUTHENTICATED');
  });

  it('a key over its requests per minute gets 429 RATE_LIMITED on GraphQL and REST', async () => {
    const { secret } = (await createKey(hotel, { name: 'Busy', role: 'voucher-admin' })).data!.createApiKey;
    // A smaller limit than the 600 a minute, same code path (the database throttle).
    limitOf.replace(s.services, new Limit(s.db, 'api-key-test', 3, 60_000));
    for (let i = 0; i < 3; i++) expect((await gqlAt(s.url, secret, CODES, { c: [HOTEL] })).status).toBe(200);
    const over = await gqlAt(s.url, secret, CODES, { c: [HOTEL] });
    expect(over.status).toBe(429);
    expect(code(over.body)).toBe('RATE_LIMITED');
    const rest = await s.rest('GET', '/acl/permissions', undefined, secret);
    expect([rest.status, rest.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    // Sessions are not counted by it.
    expect(code(await s.gql(hotel, CODES, { c: [HOTEL] }))).toBeUndefined();
  });

  it('serves the REST endpoints as an OpenAPI document, public', async () => {
    const r = await s.rest('GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    expect(r.body.paths['/acl/permissions'].get.security).toEqual([{ bearer: [] }]);
  });
});
