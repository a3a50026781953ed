// Passkeys as a second factor (issue 38, D291–D294) through real HTTP and GraphQL on both databases,
// with a software authenticator (./softAuthenticator.ts: an EC P-256 key, attestation 'none' and
// assertions built by hand per the WebAuthn spec): registration on the profile (named, listed, the
// first one gives recovery codes, removed), sign-in with a passkey after the password, the refusals
// (replayed assertion, counter that did not rise, wrong origin, wrong RP ID, another sign-in's
// challenge, an expired challenge, bad input as codes with fields), the sign-in throttle over the
// passkey step, a customer's requirement met by a passkey (and SECOND_FACTOR_REQUIRED until then),
// and a second instance seeing a passkey come and go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, expectGqlError, ok } from './helpers';
import { SoftAuthenticator } from './softAuthenticator';
import { hashPassword } from '../../server/platform/passwords';
import { newObjectId } from '../../server/platform/ids';
import { passkeyChallenges, userGrants, userPasskeys, users } from '../../server/tenancy/identity/table';
import { auditLog } from '../../server/tenancy/audit/table';
import { SIGN_IN_LIMITS } from '../../server/tenancy/identity/throttle';
import { base32Decode, hotp, totpStep } from '../../server/tenancy/identity/totp';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { PASSKEY_NAME_MAX } from '../../src/domain/passkey';

const SET = `mutation F($c: String!, $r: Boolean!) { updateCustomerSecondFactor(customerId: $c, secondFactorRequired: $r) }`;
const RESET = `mutation R($c: String!, $id: ID!) { resetMemberSecondFactor(customerId: $c, _id: $id) }`;
const VOUCHERS = (c: string) => `query { vouchers(customerIds: ["${c}"], take: 1) { totalCount } }`;
const onPostgres = process.env.TEST_DB === 'postgres';

let s: TestServer;
let origin: string;
beforeAll(async () => {
  s = await startTestServer();
  origin = new URL(s.services.config.publicUrl).origin;
});
afterAll(() => s?.close());

/** A user of their own (the throttle and the factors are per account), with these grants. */
async function newUser(grants: [string, string[]][] = []) {
  const id = newObjectId();
  const email = `pk-${id}@example.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Pia' });
  for (const [customerKey, roles] of grants) await s.db.insert(userGrants).values({ userId: id, customerKey, roles });
  return { id, email };
}

/** Registers a passkey of `key` on the profile under `name`; the answer. */
async function register(token: string, key: SoftAuthenticator, name = 'Laptop') {
  const options = await s.rest('POST', '/my-profile/passkeys/options', {}, token);
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  return s.rest('POST', '/my-profile/passkeys', { name, response: key.register(options.body.data) }, token);
}

/** The password step: the challenge of the second step (and the methods offered). */
async function passwordStep(email: string) {
  const r = await s.rest('POST', '/auth/authorize', { email, password: DEMO_PASSWORD });
  expect(r.status).toBe(200);
  expect(r.body.data.accessToken).toBeUndefined();
  return r.body.data as { secondFactor: string; challenge: string; methods: string[] };
}

const passkeyOptions = (challenge: string) => s.rest('POST', '/auth/authorize/passkey/options', { challenge });
const passkeySignIn = (challenge: string, response: unknown) =>
  s.rest('POST', '/auth/authorize/passkey', { challenge, response });

/** A user with one registered passkey; its e-mail, id and authenticator. */
async function withPasskey(grants: [string, string[]][] = []) {
  const user = await newUser(grants);
  const { accessToken } = await s.login(user.email);
  const key = new SoftAuthenticator({ origin });
  const r = await register(accessToken, key);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { ...user, key, accessToken };
}

describe('registration on the profile', () => {
  it('names, lists and removes passkeys; the first gives recovery codes; audited', async () => {
    const user = await newUser();
    const { accessToken } = await s.login(user.email);
    expect((await s.rest('GET', '/my-profile/passkeys', undefined, accessToken)).body.data).toEqual([]);

    const laptop = new SoftAuthenticator({ origin });
    const first = await register(accessToken, laptop, '  Laptop  ');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.passkey).toMatchObject({ id: laptop.id, name: 'Laptop', lastUsedAt: null });
    expect(first.body.data.recoveryCodes).toHaveLength(10);

    const usbKey = new SoftAuthenticator({ origin });
    const second = await register(accessToken, usbKey, 'YubiKey');
    expect(second.status).toBe(200);
    expect(second.body.data.recoveryCodes).toBeUndefined();

    const listed = await s.rest('GET', '/my-profile/passkeys', undefined, accessToken);
    expect(listed.body.data.map((p: { name: string }) => p.name)).toEqual(['Laptop', 'YubiKey']);
    expect(Date.parse(listed.body.data[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const state = await s.rest('GET', '/my-profile/second-factor', undefined, accessToken);
    expect(state.body.data).toEqual({ enabled: false, passkeys: 2, recoveryCodesLeft: 10, required: false });
    // Stored: the key (COSE) and counter, not a private part.
    const [row] = await s.db.select().from(userPasskeys).where(eq(userPasskeys.credentialId, laptop.id));
    expect(row).toMatchObject({ userId: user.id, signCount: 0, transports: ['usb'] });

    // The same authenticator again is refused (CONFLICT), not a second factor.
    const again = await register(accessToken, laptop, 'Laptop 2');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', field: 'response' });

    const removed = await s.rest('DELETE', `/my-profile/passkeys/${usbKey.id}`, undefined, accessToken);
    expect(removed.status).toBe(200);
    const gone = await s.rest('DELETE', `/my-profile/passkeys/${usbKey.id}`, undefined, accessToken);
    expect(gone.status).toBe(404);
    // The last one removed: no factor, no recovery codes; the sign-in is one step again.
    expect((await s.rest('DELETE', `/my-profile/passkeys/${laptop.id}`, undefined, accessToken)).status).toBe(200);
    const none = await s.rest('GET', '/my-profile/second-factor', undefined, accessToken);
    expect(none.body.data).toEqual({ enabled: false, passkeys: 0, recoveryCodesLeft: 0, required: false });
    expect((await s.login(user.email)).accessToken).toBeTruthy();

    const entries = await s.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    const ops = entries.map((e) => e.operation);
    expect(ops.filter((o) => o === 'passkeyRegistered')).toHaveLength(2);
    expect(ops.filter((o) => o === 'passkeyRemoved')).toHaveLength(2);
  });

  it('refuses bad input with codes and fields, a wrong origin, a used or foreign challenge', async () => {
    const user = await newUser();
    const { accessToken } = await s.login(user.email);
    const key = new SoftAuthenticator({ origin });
    const options = (await s.rest('POST', '/my-profile/passkeys/options', {}, accessToken)).body.data;
    const post = (body: unknown) => s.rest('POST', '/my-profile/passkeys', body, accessToken);

    const noName = await post({ name: '  ', response: key.register(options) });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const long = await post({ name: 'x'.repeat(PASSKEY_NAME_MAX + 1), response: key.register(options) });
    expect(long.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    for (const response of [null, 'x', { id: 'a' }, { ...key.register(options), type: 'other' }]) {
      const bad = await post({ name: 'Key', response });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'response' });
    }

    // Another origin: refused, and the challenge is spent with it.
    const phished = new SoftAuthenticator({ origin: 'https://evil.example', rpId: new URL(origin).hostname });
    const wrongOrigin = await post({ name: 'Key', response: phished.register(options) });
    expect(wrongOrigin.status).toBe(400);
    expect(wrongOrigin.body.error).toMatchObject({ code: 'PASSKEY_REFUSED', field: 'response', reason: 'INVALID' });
    const spent = await post({ name: 'Key', response: key.register(options) });
    expect(spent.body.error).toMatchObject({ code: 'PASSKEY_REFUSED', reason: 'CHALLENGE' });

    // Another user's challenge is not this user's.
    const other = await newUser();
    const otherToken = (await s.login(other.email)).accessToken;
    const foreign = (await s.rest('POST', '/my-profile/passkeys/options', {}, otherToken)).body.data;
    const stolen = await post({ name: 'Key', response: key.register(foreign) });
    expect(stolen.body.error).toMatchObject({ code: 'PASSKEY_REFUSED', reason: 'CHALLENGE' });

    // Without a session: refused.
    expect((await s.rest('POST', '/my-profile/passkeys/options', {})).status).toBe(401);
    expect((await s.rest('GET', '/my-profile/passkeys')).status).toBe(401);
  });
});

describe('sign-in with a passkey', () => {
  it('offers the passkey after the password and gives the tokens for a valid assertion, once', async () => {
    const { email, id, key } = await withPasskey();
    const step = await passwordStep(email);
    expect(step).toMatchObject({ secondFactor: 'totp', methods: ['passkey'] });

    const options = await passkeyOptions(step.challenge);
    expect(options.status).toBe(200);
    expect(options.body.data.rpId).toBe(new URL(origin).hostname);
    expect(options.body.data.allowCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['usb'] }]);

    const assertion = key.assert(options.body.data);
    const done = await passkeySignIn(step.challenge, assertion);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.accessToken).toBeTruthy();
    const [row] = await s.db.select().from(userPasskeys).where(eq(userPasskeys.userId, id));
    expect(row?.signCount).toBe(1);
    expect(row?.lastUsedAt).toBeTruthy();
    const audit = await s.db.select().from(auditLog).where(eq(auditLog.userId, id));
    expect(audit.map((e) => e.operation)).toContain('signInPasskey');

    // The same assertion again: its challenge was taken.
    const replay = await passkeySignIn(step.challenge, assertion);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatchObject({ code: 'PASSKEY_REFUSED', field: 'response', reason: 'CHALLENGE' });
  });

  it('refuses a counter that did not rise, a wrong origin or RP ID, another sign-in and an expired challenge', async () => {
    const { email, id, key } = await withPasskey();
    const signInWith = async (make: (options: { challenge: string }) => unknown, challenge?: string) => {
      const step = await passwordStep(email);
      const options = (await passkeyOptions(step.challenge)).body.data;
      return passkeySignIn(challenge ?? step.challenge, make(options));
    };
    expect((await signInWith((o) => key.assert(o))).status).toBe(200);

    // A clone: the same counter as last time.
    const cloned = await signInWith((o) => key.assert(o, { raise: false }));
    expect(cloned.body.error).toMatchObject({ code: 'PASSKEY_REFUSED', reason: 'COUNTER' });

    key.origin = 'http://evil.example';
    expect((await signInWith((o) => key.assert(o))).body.error).toMatchObject({
      code: 'PASSKEY_REFUSED',
      reason: 'INVALID',
    });
    key.origin = origin;
    key.rpId = 'evil.example';
    expect((await signInWith((o) => key.assert(o))).body.error).toMatchObject({
      code: 'PASSKEY_REFUSED',
      reason: 'INVALID',
    });
    key.rpId = new URL(origin).hostname;

    // Options asked for one sign-in, answered with another's challenge.
    const first = await passwordStep(email);
    const options = (await passkeyOptions(first.challenge)).body.data;
    const second = await passwordStep(email);
    const crossed = await passkeySignIn(second.challenge, key.assert(options));
    expect(crossed.body.error).toMatchObject({ code: 'PASSKEY_REFUSED', reason: 'CHALLENGE' });

    // An expired challenge.
    const late = await passwordStep(email);
    const lateOptions = (await passkeyOptions(late.challenge)).body.data;
    await s.db
      .update(passkeyChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passkeyChallenges.userId, id));
    expect((await passkeySignIn(late.challenge, key.assert(lateOptions))).body.error).toMatchObject({
      code: 'PASSKEY_REFUSED',
      reason: 'CHALLENGE',
    });

    // A forged sign-in challenge and bad input: codes with fields, never 500.
    expect((await passkeyOptions('forged')).body.error).toMatchObject({ code: 'UNAUTHENTICATED', field: 'challenge' });
    const step = await passwordStep(email);
    const bad = await passkeySignIn(step.challenge, { id: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'response' });

    // Still fine with the right answer.
    expect((await signInWith((o) => key.assert(o))).status).toBe(200);
  });

  it('counts refused assertions on the sign-in throttle like wrong codes; the password again does not reset them', async () => {
    const { email, key } = await withPasskey();
    let step = await passwordStep(email);
    key.origin = 'http://evil.example';
    for (let i = 0; i < SIGN_IN_LIMITS.addressAccount; i++) {
      if (i === Math.floor(SIGN_IN_LIMITS.addressAccount / 2)) step = await passwordStep(email); // in between
      const options = (await passkeyOptions(step.challenge)).body.data;
      const r = await passkeySignIn(step.challenge, key.assert(options));
      expect(r.body.error?.code, `refused assertion ${i + 1}`).toBe('PASSKEY_REFUSED');
    }
    // Locked: the right assertion is refused now, and so is the password step.
    key.origin = origin;
    const options = (await passkeyOptions(step.challenge)).body.data;
    const locked = await passkeySignIn(step.challenge, key.assert(options));
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
    expect(locked.body.error.retryAfter).toBeGreaterThan(0);
    expect((await s.rest('POST', '/auth/authorize', { email, password: DEMO_PASSWORD })).status).toBe(429);
  });

  it('offers both kinds when the account has TOTP and a passkey; a recovery code still works', async () => {
    const { email, accessToken, key } = await withPasskey();
    const started = await s.rest('POST', '/my-profile/second-factor/enrol', {}, accessToken);
    const secret = base32Decode(started.body.data.secret)!;
    const confirmed = await s.rest(
      'POST',
      '/my-profile/second-factor/confirm',
      { code: hotp(secret, totpStep(Date.now())) },
      accessToken,
    );
    expect(confirmed.status).toBe(200);
    const step = await passwordStep(email);
    expect(step.methods).toEqual(['passkey', 'totp']);
    const recovery = confirmed.body.data.recoveryCodes[0] as string;
    const r = await s.rest('POST', '/auth/authorize/second-factor', {
      challenge: step.challenge,
      recoveryCode: recovery,
    });
    expect(r.status).toBe(200);
    // TOTP switched off: the passkey (and the remaining recovery codes) stay.
    const off = await s.rest('POST', '/my-profile/second-factor/disable', { password: DEMO_PASSWORD }, accessToken);
    expect(off.status).toBe(200);
    const state = await s.rest('GET', '/my-profile/second-factor', undefined, accessToken);
    expect(state.body.data).toMatchObject({ enabled: false, passkeys: 1, recoveryCodesLeft: 9 });
    const next = await passwordStep(email);
    expect(next.methods).toEqual(['passkey']);
    const options = (await passkeyOptions(next.challenge)).body.data;
    expect((await passkeySignIn(next.challenge, key.assert(options))).status).toBe(200);
  });
});

describe("a customer's requirement met by a passkey", () => {
  it('answers SECOND_FACTOR_REQUIRED naming the customer until a passkey is registered, in the same session', async () => {
    const admin = await withPasskey([[HOTEL, ['super-admin']]]);
    ok(await s.gql(admin.accessToken, SET, { c: HOTEL, r: true }));
    try {
      const m = await newUser([
        [HOTEL, ['voucher-admin']],
        [CAFE, ['voucher-admin']],
      ]);
      // A session from before the requirement: the member's grants lack the hotel now.
      const accessToken = await loginWithoutRequirement(m.email);
      const refused = expectGqlError(
        await s.gql(accessToken, VOUCHERS(HOTEL)),
        'SECOND_FACTOR_REQUIRED',
        'customerIds',
      );
      expect(refused.extensions).toMatchObject({ customerId: HOTEL });
      ok(await s.gql(accessToken, VOUCHERS(CAFE)));
      // The customer's details (the portal's first request after a reload) say the same, not "none".
      const details = await s.gql(accessToken, `query { customers(customerIds: ["${HOTEL}"]) { totalCount } }`);
      expect(expectGqlError(details, 'SECOND_FACTOR_REQUIRED', 'customerIds').extensions?.customerId).toBe(HOTEL);

      const r = await register(accessToken, new SoftAuthenticator({ origin }));
      expect(r.status).toBe(200);
      // Without signing out: the hotel is back in the grants.
      ok(await s.gql(accessToken, VOUCHERS(HOTEL)));
      // The last factor cannot be removed while the hotel requires one.
      const removed = await s.rest('DELETE', `/my-profile/passkeys/${r.body.data.passkey.id}`, undefined, accessToken);
      expect(removed.status).toBe(403);
      expect(removed.body.error.code).toBe('FORBIDDEN');
    } finally {
      ok(await s.gql(admin.accessToken, SET, { c: HOTEL, r: false }));
    }
  });

  it('lets a passkey holder turn the requirement on (a factor of their own)', async () => {
    const admin = await withPasskey([[CAFE, ['super-admin']]]);
    expect(ok(await s.gql(admin.accessToken, SET, { c: CAFE, r: true }))).toEqual({ updateCustomerSecondFactor: true });
    ok(await s.gql(admin.accessToken, SET, { c: CAFE, r: false }));
  });
});

/** A session of a member of a customer that requires a factor: the sign-in while it did not. */
async function loginWithoutRequirement(email: string): Promise<string> {
  await s.db.execute(sql`update customers set second_factor_required = false where customer_id = ${HOTEL}`);
  const { accessToken } = await s.login(email);
  await s.db.execute(sql`update customers set second_factor_required = true where customer_id = ${HOTEL}`);
  s.services.viewers.clear();
  return accessToken;
}

describe.runIf(onPostgres)('a second instance on the same database', () => {
  it('sees a passkey registered and removed (trigger user_passkeys_notify_viewer)', async () => {
    const second = await s.startSecondInstance();
    const at2 = (token: string) => second.gql(token, VOUCHERS(HOTEL));
    const within = async (token: string, code: string | undefined) => {
      const t0 = performance.now();
      let seen: string | undefined = 'none yet';
      while (performance.now() - t0 < 5000) {
        seen = (await at2(token)).errors?.[0]?.extensions?.code;
        if (seen === code) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toBe(code);
    };
    const admin = await withPasskey([[HOTEL, ['super-admin']]]);
    try {
      ok(await s.gql(admin.accessToken, SET, { c: HOTEL, r: true }));
      const m = await newUser([[HOTEL, ['voucher-admin']]]);
      const token = await loginWithoutRequirement(m.email);
      // Cached at the second instance without the hotel.
      await within(token, 'SECOND_FACTOR_REQUIRED');
      const r = await register(token, new SoftAuthenticator({ origin }));
      expect(r.status).toBe(200);
      await within(token, undefined);
      // An admin's reset at the first instance removes the passkey: refused at the second within seconds.
      ok(await s.gql(admin.accessToken, RESET, { c: HOTEL, id: m.id }));
      expect(await s.db.select().from(userPasskeys).where(eq(userPasskeys.userId, m.id))).toEqual([]);
      await within(token, 'SECOND_FACTOR_REQUIRED');
    } finally {
      ok(await s.gql(admin.accessToken, SET, { c: HOTEL, r: false }));
      await second.close();
    }
  });
});
