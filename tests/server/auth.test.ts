// Authentication and the REST routes of seed 000 §7: login, token lifetimes (§9: access 600 s),
// refresh rotation with replay detection, login rate limit, my-profile and its password change,
// the ACL map, partner logos; GraphQL authentication and NOT_IMPLEMENTED operations.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { TokenService } from '../../server/tenancy/identity/tokens';
import { hashPassword } from '../../server/platform/passwords';
import { SIGN_IN_LIMITS } from '../../server/tenancy/identity/throttle';
import { users } from '../../server/tenancy/identity/table';
import { newObjectId } from '../../server/platform/ids';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { CAFE, HOTEL, PARTNER, USERS, expectGqlError, jwtPayload, ok } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const VOUCHERS = `{ vouchers(take: 1) { totalCount } }`;

describe('POST /auth/authorize', () => {
  it('returns an access token (JWT, sub local|<id>, 600 s) and a refresh token', async () => {
    const r = await s.rest('POST', '/auth/authorize', { email: USERS.hotel, password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
    const { accessToken, refreshToken } = r.body.data;
    expect(typeof accessToken).toBe('string');
    expect(typeof refreshToken).toBe('string');
    expect(refreshToken.length).toBeGreaterThanOrEqual(32);
    const p = jwtPayload(accessToken);
    expect(p.sub).toMatch(/^local\|[0-9a-f]{24}$/);
    expect(typeof p.iat).toBe('number');
    expect((p.exp as number) - (p.iat as number)).toBe(600);
    expect(Math.abs((p.iat as number) - Date.now() / 1000)).toBeLessThan(60);
    // The id after the pipe is the user's id (seed 000 §7: the invite count reads it from there).
    const profile = await s.rest('GET', '/my-profile', undefined, accessToken);
    expect(profile.status).toBe(200);
    expect(profile.body.data._id).toBe((p.sub as string).split('|')[1]);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const r = await s.rest('POST', '/auth/authorize', { email: '  Admin@AlpenHotel.TEST ', password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.data.accessToken).toBeTruthy();
  });

  it('answers a wrong password with 401 UNAUTHENTICATED and no tokens', async () => {
    const r = await s.rest('POST', '/auth/authorize', { email: USERS.hotel, password: 'Wrong#Pass1' });
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('UNAUTHENTICATED');
    expect(r.body.data).toBeUndefined();
    expect(JSON.stringify(r.body)).not.toMatch(/accessToken|refreshToken/);
  });

  it('answers an unknown user exactly like a wrong password (401)', async () => {
    const r = await s.rest('POST', '/auth/authorize', { email: 'nobody@nowhere.test', password: DEMO_PASSWORD });
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('UNAUTHENTICATED');
    expect(r.body.error.message).toBe('Access denied');
    expect(r.body.data).toBeUndefined();
  });

  it('answers a missing or malformed e-mail with 400 BAD_USER_INPUT on the field email', async () => {
    for (const body of [{ password: DEMO_PASSWORD }, { email: 'not-an-email', password: DEMO_PASSWORD }]) {
      const r = await s.rest('POST', '/auth/authorize', body);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('BAD_USER_INPUT');
      expect(r.body.error.field).toBe('email');
    }
    const noPassword = await s.rest('POST', '/auth/authorize', { email: USERS.hotel });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.field).toBe('password');
  });

  it('answers a body that is not a JSON object with 400', async () => {
    const res = await fetch(s.url + '/auth/authorize', {
      method: 'POST',
      body: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('BAD_USER_INPUT');
  });

  it('blocks an account after 10 wrong passwords with 429 RATE_LIMITED and retry-after', async () => {
    // The vendor is used by no other test of this file.
    for (let i = 0; i < 10; i++) {
      const r = await s.rest('POST', '/auth/authorize', { email: USERS.vendor, password: `Wrong#Pass${i}` });
      expect(r.status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await s.rest('POST', '/auth/authorize', { email: USERS.vendor, password: 'Wrong#Pass10' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.error.retryAfter).toBe(retryAfter);
    // Even the right password is refused while the account is blocked …
    const right = await s.rest('POST', '/auth/authorize', { email: USERS.vendor, password: DEMO_PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.data).toBeUndefined();
    // … and other accounts are not affected.
    const other = await s.rest('POST', '/auth/authorize', { email: USERS.operator, password: DEMO_PASSWORD });
    expect(other.status).toBe(200);
  });
});

/** POST /auth/authorize from a given loopback address (127.0.0.x), as another machine would. */
function authorizeFrom(
  localAddress: string,
  email: string,
  password: string,
): Promise<{ status: number; body: { error: { code: string; retryAfter?: number } } }> {
  const body = JSON.stringify({ email, password });
  const url = new URL(`${s.url}/auth/authorize`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('sign-in throttle per account across addresses', () => {
  it('blocks an account guessed from many addresses, and an unknown address the same way', async () => {
    const email = 'spread-guess@example.test';
    await s.db.insert(users).values({ id: newObjectId(), email, passwordHash: await hashPassword(DEMO_PASSWORD) });
    for (const target of [email, 'nobody-spread@example.test']) {
      // Below the per-address limit everywhere (8 of 10 per address), above the account's in sum.
      const addresses = Array.from({ length: Math.ceil(SIGN_IN_LIMITS.account / 8) }, (_, i) => `127.0.0.${i + 2}`);
      let n = 0;
      for (const ip of addresses)
        for (let i = 0; i < 8 && n < SIGN_IN_LIMITS.account; i++, n++) {
          const r = await authorizeFrom(ip, target, `Wrong#Spread${n}`);
          expect(r.status, `${target} attempt ${n + 1} from ${ip}`).toBe(401);
        }
      const blocked = await authorizeFrom('127.0.0.50', target, DEMO_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('RATE_LIMITED');
      expect(blocked.body.error.retryAfter).toBeGreaterThan(0);
    }
    // The same answers for the real and the unknown account: nothing tells them apart.
    const a = await authorizeFrom('127.0.0.51', email, 'Wrong#Again1');
    const b = await authorizeFrom('127.0.0.51', 'nobody-spread@example.test', 'Wrong#Again1');
    expect([a.status, a.body.error.code]).toEqual([b.status, b.body.error.code]);
    // Other accounts are not affected.
    expect((await authorizeFrom('127.0.0.2', USERS.operator, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('access tokens on the data interface', () => {
  it('refuses a GraphQL query without a token (UNAUTHENTICATED)', async () => {
    const r = await s.gql(null, VOUCHERS);
    expectGqlError(r, 'UNAUTHENTICATED');
    expect(r.data?.vouchers ?? null).toBeNull();
  });

  it('refuses an expired access token (UNAUTHENTICATED, on GraphQL and REST)', async () => {
    const { accessToken } = await s.login(USERS.hotel);
    const userId = (jwtPayload(accessToken).sub as string).split('|')[1];
    const past = new TokenService(s.services.config.tokenSecret!, () => Date.now() - 601_000);
    const expired = await past.signAccess(userId, USERS.hotel);
    const p = jwtPayload(expired);
    expect(p.exp as number).toBeLessThan(Date.now() / 1000);
    const r = await s.gql(expired, VOUCHERS);
    const err = expectGqlError(r, 'UNAUTHENTICATED');
    expect(err.message).toMatch(/expired/i);
    const rest = await s.rest('GET', '/my-profile', undefined, expired);
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('UNAUTHENTICATED');
    // The same user with a token that is still valid is accepted.
    expect(ok(await s.gql(accessToken, VOUCHERS))).toBeTruthy();
  });

  it('refuses garbage, a foreign signature and a token of an unknown user', async () => {
    const { accessToken } = await s.login(USERS.hotel);
    const userId = (jwtPayload(accessToken).sub as string).split('|')[1];
    const foreign = await new TokenService('another-secret').signAccess(userId, USERS.hotel);
    const ghost = await new TokenService(s.services.config.tokenSecret!).signAccess('0'.repeat(24), 'ghost@x.test');
    const [h, , sig] = accessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...jwtPayload(accessToken), sub: 'local|' + 'f'.repeat(24) }),
    ).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${accessToken.split('.')[1]}.`;
    for (const token of ['garbage', 'a.b.c', foreign, ghost, `${h}.${forgedPayload}.${sig}`, none]) {
      expectGqlError(await s.gql(token, VOUCHERS), 'UNAUTHENTICATED');
      expect((await s.rest('GET', '/my-profile', undefined, token)).status).toBe(401);
    }
  });

  it('refuses every data operation without a token, and introspection outside development', async () => {
    for (const q of [
      `{ customers { totalCount } }`,
      `{ whitelabelPartner { company } }`,
      `{ myInvites { totalCount } }`,
    ]) {
      expectGqlError(await s.gql(null, q), 'UNAUTHENTICATED');
    }
    const m = await s.gql(null, `mutation { deactivateManyVouchers(customerId: "K100001", codes: ["ABCD"]) }`);
    expectGqlError(m, 'UNAUTHENTICATED');
    const { accessToken } = await s.login(USERS.operator);
    const intro = await s.gql(accessToken, `{ __schema { types { name } } }`);
    expect(intro.errors?.length).toBeGreaterThan(0);
    expect(intro.data?.__schema ?? null).toBeNull();
  });

  it('answers lastLogin only to a signed-in user', async () => {
    const q = `{ lastLogin(customerId: "K100001") { customerId } }`;
    expectGqlError(await s.gql(null, q), 'UNAUTHENTICATED');
    const { accessToken } = await s.login(USERS.hotel);
    expect(ok(await s.gql(accessToken, q))).toBeTruthy();
  });
});

describe('POST /auth/refresh', () => {
  it('rotates the pair; the spent token is refused and its replay revokes the whole family', async () => {
    const first = await s.login(USERS.support);
    const r1 = await s.rest('POST', '/auth/refresh', { refreshToken: first.refreshToken });
    expect(r1.status).toBe(200);
    const second = r1.body.data as { accessToken: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(jwtPayload(second.accessToken).sub).toBe(jwtPayload(first.accessToken).sub);
    expect(ok(await s.gql(second.accessToken, VOUCHERS))).toBeTruthy();

    // Replay of the spent token: refused, and the family (including the new token) is revoked.
    const replay = await s.rest('POST', '/auth/refresh', { refreshToken: first.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('UNAUTHENTICATED');
    const afterReplay = await s.rest('POST', '/auth/refresh', { refreshToken: second.refreshToken });
    expect(afterReplay.status).toBe(401);
    expect(afterReplay.body.data).toBeUndefined();

    // Another session (family) of the same user is not affected.
    const other = await s.login(USERS.support);
    const r3 = await s.rest('POST', '/auth/refresh', { refreshToken: other.refreshToken });
    expect(r3.status).toBe(200);
  });

  it('refuses an unknown refresh token (401) and a missing one (400 field refreshToken)', async () => {
    const unknown = await s.rest('POST', '/auth/refresh', { refreshToken: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);
    const missing = await s.rest('POST', '/auth/refresh', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('refreshToken');
  });
});

describe('GET /my-profile', () => {
  it('returns the profile of the caller', async () => {
    const { accessToken } = await s.login(USERS.cafe);
    const r = await s.rest('GET', '/my-profile', undefined, accessToken);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      email: USERS.cafe,
      firstName: 'Max',
      lastName: 'Müller',
      lang: 'de',
      timezone: 'Europe/Berlin',
    });
    expect(r.body.data.passwordHash).toBeUndefined();
    expect(JSON.stringify(r.body)).not.toMatch(/scrypt|password/i);
  });

  it('needs a token (401)', async () => {
    const r = await s.rest('GET', '/my-profile');
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('PUT /my-profile/password', () => {
  const NEW_PASSWORD = 'Neues#Passwort9';

  it('refuses a wrong current password (400 WRONG_PASSWORD on currentPassword) and a weak new one', async () => {
    const { accessToken } = await s.login(USERS.partner);
    const wrong = await s.rest(
      'PUT',
      '/my-profile/password',
      { currentPassword: 'Wrong#Pass1', password: NEW_PASSWORD },
      accessToken,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
    expect(wrong.body.error.field).toBe('currentPassword');
    for (const weak of ['short', 'alllowercase#1', 'NoDigits#here', 'NoSpecial123', 'x'.repeat(129) + 'A#1']) {
      const r = await s.rest(
        'PUT',
        '/my-profile/password',
        { currentPassword: DEMO_PASSWORD, password: weak },
        accessToken,
      );
      expect(r.status, weak).toBe(400);
      expect(r.body.error.code).toBe('BAD_USER_INPUT');
      expect(r.body.error.field).toBe('password');
    }
    const missing = await s.rest('PUT', '/my-profile/password', { password: NEW_PASSWORD }, accessToken);
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('currentPassword');
    // Nothing changed: the old password still works.
    await s.login(USERS.partner);
  });

  it('needs a token (401)', async () => {
    const r = await s.rest('PUT', '/my-profile/password', { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD });
    expect(r.status).toBe(401);
  });

  it('changes the password and revokes every refresh token of the user', async () => {
    const sessionA = await s.login(USERS.partner);
    const sessionB = await s.login(USERS.partner);
    const r = await s.rest(
      'PUT',
      '/my-profile/password',
      { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD },
      sessionA.accessToken,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toBe(true);
    for (const old of [sessionA, sessionB]) {
      const refresh = await s.rest('POST', '/auth/refresh', { refreshToken: old.refreshToken });
      expect(refresh.status).toBe(401);
    }
    const oldLogin = await s.rest('POST', '/auth/authorize', { email: USERS.partner, password: DEMO_PASSWORD });
    expect(oldLogin.status).toBe(401);
    const fresh = await s.login(USERS.partner, NEW_PASSWORD);
    expect(jwtPayload(fresh.accessToken).sub).toBe(jwtPayload(sessionA.accessToken).sub);
    const refresh = await s.rest('POST', '/auth/refresh', { refreshToken: fresh.refreshToken });
    expect(refresh.status).toBe(200);
  });
});

describe('GET /acl/permissions', () => {
  it("returns '*' for the operator", async () => {
    const { accessToken } = await s.login(USERS.operator);
    const r = await s.rest('GET', '/acl/permissions', undefined, accessToken);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data)).toEqual(['*']);
    expect(r.body.data['*']).toContain('*:*');
  });

  it('returns only its own customer for the hotel admin and the café admin', async () => {
    const hotel = await s.login(USERS.hotel);
    const h = await s.rest('GET', '/acl/permissions', undefined, hotel.accessToken);
    expect(h.status).toBe(200);
    expect(Object.keys(h.body.data)).toEqual([HOTEL]);
    expect(h.body.data[HOTEL]).toEqual(expect.arrayContaining(['Voucher:*', 'UserInvite:*', 'OnlineUsers:read']));
    const cafe = await s.login(USERS.cafe);
    const c = await s.rest('GET', '/acl/permissions', undefined, cafe.accessToken);
    expect(c.body.data).toEqual({ [CAFE]: ['Voucher:*'] });
  });

  it('returns read on every subject under * for the support user', async () => {
    const { accessToken } = await s.login(USERS.support);
    const r = await s.rest('GET', '/acl/permissions', undefined, accessToken);
    expect(Object.keys(r.body.data)).toEqual(['*']);
    expect(r.body.data['*']).toContain('Voucher:read');
    expect(r.body.data['*'].every((p: string) => p.endsWith(':read'))).toBe(true);
  });

  it('needs a token (401)', async () => {
    expect((await s.rest('GET', '/acl/permissions')).status).toBe(401);
  });
});

describe('GET /content/{partnerId}-logo.png', () => {
  it('serves the partner logo as a PNG', async () => {
    const res = await fetch(`${s.url}/content/${PARTNER}-logo.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
  });

  it('answers 404 for a customer without a logo and for malformed names', async () => {
    const r = await s.rest('GET', `/content/${HOTEL}-logo.png`);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('NOT_FOUND');
    const bad = await fetch(`${s.url}/content/..%2F..%2Fetc%2Fpasswd-logo.png`);
    expect(bad.status).toBe(404);
    await bad.arrayBuffer();
  });
});

describe('login rate limit under concurrency', () => {
  // Last in this file: it blocks the café admin for the rest of the window.
  it('verifies at most 10 wrong passwords of one account even when they arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        s.rest('POST', '/auth/authorize', { email: USERS.cafe, password: `Parallel#Guess${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((st) => st === 401 || st === 429)).toBe(true);
    // Every 401 is a password that was really checked; the limit allows 10 per window.
    expect(statuses.filter((st) => st === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((st) => st === 429).length).toBeGreaterThanOrEqual(15);
  });
});

describe('app configuration', () => {
  it('answers the public portal configuration without a session', async () => {
    const r = await s.rest('GET', '/app-config');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      contentUrl: '/content',
      supportMailDomains: ['support.hotspot-portal.test'],
      wip: false,
      cmsUrl: null,
      supportEmail: null,
      // seed 000 §9: none configured in the tests (D254)
      partnerLinks: {},
      licencePricePerUser: null,
    });
  });
});
