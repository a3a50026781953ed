// The enrolment a policy asks for after the password, with a passkey instead of TOTP (issue 38, D320),
// through real HTTP on both databases with the software authenticator (./softAuthenticator.ts): a
// member of a customer that requires a factor registers a passkey bound to the pending sign-in and
// gets the tokens and the recovery codes (audited as the profile's registration); the registration's
// challenge is single-use and bound to this sign-in (not the profile's, not another sign-in's);
// another origin is refused; the sign-in throttle counts the answers; a factor set up since ends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { HOTEL, ok } from './helpers';
import { SoftAuthenticator } from './softAuthenticator';
import { hashPassword } from '../../server/platform/passwords';
import { newObjectId } from '../../server/platform/ids';
import { userGrants, userPasskeys, users } from '../../server/tenancy/identity/table';
import { auditLog } from '../../server/tenancy/audit/table';
import { SIGN_IN_LIMITS } from '../../server/tenancy/identity/throttle';
import { base32Decode, hotp, totpStep } from '../../server/tenancy/identity/totp';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const VOUCHERS = (c: string) => `query { vouchers(customerIds: ["${c}"], take: 1) { totalCount } }`;

let s: TestServer;
let origin: string;
beforeAll(async () => {
  s = await startTestServer();
  origin = new URL(s.services.config.publicUrl).origin;
  // The hotel requires a second factor of its members (D287): this file's database is its own.
  await s.db.execute(sql`update customers set second_factor_required = true where customer_id = ${HOTEL}`);
  s.services.viewers.clear();
});
afterAll(() => s?.close());

/** A member of the hotel without a factor (the throttle and the factors are per account). */
async function newMember() {
  const id = newObjectId();
  const email = `enrol-${id}@example.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Ida' });
  await s.db.insert(userGrants).values({ userId: id, customerKey: HOTEL, roles: ['voucher-admin'] });
  return { id, email };
}

/** The password step: the enrolment's challenge, no tokens. */
async function passwordStep(email: string): Promise<string> {
  const r = await s.rest('POST', '/auth/authorize', { email, password: DEMO_PASSWORD });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data).toMatchObject({ secondFactor: 'enrol' });
  expect(r.body.data.accessToken).toBeUndefined();
  return r.body.data.challenge as string;
}

const options = (challenge: string) => s.rest('POST', '/auth/second-factor/enrol/passkey/options', { challenge });
const enrol = (challenge: string, response: unknown, name = 'Laptop') =>
  s.rest('POST', '/auth/second-factor/enrol/passkey', { challenge, name, response });

/** Options for this sign-in, answered by `key`. */
async function answer(challenge: string, key: SoftAuthenticator) {
  const o = await options(challenge);
  expect(o.status, JSON.stringify(o.body)).toBe(200);
  return key.register(o.body.data);
}

describe('the enrolment after the password with a passkey', () => {
  it('registers the passkey, gives the tokens and the recovery codes once; audited; the next sign-in asks for it', async () => {
    const m = await newMember();
    const challenge = await passwordStep(m.email);
    const o = await options(challenge);
    expect(o.status).toBe(200);
    expect(o.body.data.rp).toEqual({ id: new URL(origin).hostname, name: 'Hotspot Portal' });
    expect(o.body.data.user.name).toBe(m.email);
    const key = new SoftAuthenticator({ origin });
    const done = await enrol(challenge, key.register(o.body.data), '  Laptop  ');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.accessToken).toBeTruthy();
    expect(done.body.data.refreshToken).toBeTruthy();
    expect(done.body.data.recoveryCodes).toHaveLength(10);

    // Signed in: the hotel's data is answered with these tokens.
    ok(await s.gql(done.body.data.accessToken, VOUCHERS(HOTEL)));
    const [row] = await s.db.select().from(userPasskeys).where(eq(userPasskeys.userId, m.id));
    expect(row).toMatchObject({ credentialId: key.id, name: 'Laptop', signCount: 0 });
    const state = await s.rest('GET', '/my-profile/second-factor', undefined, done.body.data.accessToken);
    expect(state.body.data).toEqual({ enabled: false, passkeys: 1, recoveryCodesLeft: 10, required: true });
    const ops = (await s.db.select().from(auditLog).where(eq(auditLog.userId, m.id))).map((e) => e.operation);
    expect(ops).toContain('passkeyRegistered');
    expect(ops).toContain('signIn');

    // The enrolment is over: its challenge gives no other passkey, and the next sign-in asks for this one.
    expect((await options(challenge)).body.error).toMatchObject({ code: 'UNAUTHENTICATED', field: 'challenge' });
    const next = await s.rest('POST', '/auth/authorize', { email: m.email, password: DEMO_PASSWORD });
    expect(next.body.data).toMatchObject({ secondFactor: 'totp', methods: ['passkey'] });
    const assertion = await s.rest('POST', '/auth/authorize/passkey/options', { challenge: next.body.data.challenge });
    const signedIn = await s.rest('POST', '/auth/authorize/passkey', {
      challenge: next.body.data.challenge,
      response: key.assert(assertion.body.data),
    });
    expect(signedIn.status).toBe(200);
  });

  it("refuses a used challenge, another sign-in's, another origin and bad input", async () => {
    const m = await newMember();
    const key = new SoftAuthenticator({ origin });
    const challenge = await passwordStep(m.email);

    // Another origin (a phishing page with the right RP ID): refused, and the challenge is spent with it.
    const o = (await options(challenge)).body.data;
    const phished = new SoftAuthenticator({ origin: 'https://evil.example', rpId: new URL(origin).hostname });
    const wrongOrigin = await enrol(challenge, phished.register(o));
    expect(wrongOrigin.status).toBe(400);
    expect(wrongOrigin.body.error).toMatchObject({ code: 'PASSKEY_REFUSED', field: 'response', reason: 'INVALID' });
    const reused = await enrol(challenge, key.register(o));
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({ code: 'PASSKEY_REFUSED', reason: 'CHALLENGE' });

    // Options asked for one sign-in, answered with another's challenge.
    const first = await passwordStep(m.email);
    const firstOptions = (await options(first)).body.data;
    const second = await passwordStep(m.email);
    expect((await enrol(second, key.register(firstOptions))).body.error).toMatchObject({
      code: 'PASSKEY_REFUSED',
      reason: 'CHALLENGE',
    });

    // The enrolment's challenge is no sign-in's (another audience); a forged one is nothing.
    expect((await options('forged')).body.error).toMatchObject({ code: 'UNAUTHENTICATED', field: 'challenge' });
    const asSignIn = await s.rest('POST', '/auth/authorize/passkey/options', { challenge });
    expect(asSignIn.body.error).toMatchObject({ code: 'UNAUTHENTICATED', field: 'challenge' });

    // Bad input: codes with fields, never 500; nothing registered.
    const third = await passwordStep(m.email);
    const thirdOptions = (await options(third)).body.data;
    const noName = await enrol(third, key.register(thirdOptions), ' ');
    expect(noName.status).toBe(400);
    expect(noName.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const bad = await enrol(third, { id: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'response' });
    expect(await s.db.select().from(userPasskeys).where(eq(userPasskeys.userId, m.id))).toEqual([]);

    // Refused answers are audited as failed sign-ins; still fine with the right answer.
    const ops = (await s.db.select().from(auditLog).where(eq(auditLog.userId, m.id))).map((e) => e.outcome);
    expect(ops.filter((o) => o === 'PASSKEY_REFUSED')).toHaveLength(3);
    const done = await enrol(third, key.register(thirdOptions));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.accessToken).toBeTruthy();
  });

  it("does not take a profile registration's challenge, nor take the enrolment's on the profile", async () => {
    // A member with a session (signed in before the requirement) asks the profile for options.
    const m = await newMember();
    await s.db.execute(sql`update customers set second_factor_required = false where customer_id = ${HOTEL}`);
    const { accessToken } = await s.login(m.email);
    await s.db.execute(sql`update customers set second_factor_required = true where customer_id = ${HOTEL}`);
    s.services.viewers.clear();
    const key = new SoftAuthenticator({ origin });
    const challenge = await passwordStep(m.email);

    const profileOptions = (await s.rest('POST', '/my-profile/passkeys/options', {}, accessToken)).body.data;
    expect((await enrol(challenge, key.register(profileOptions))).body.error).toMatchObject({
      code: 'PASSKEY_REFUSED',
      reason: 'CHALLENGE',
    });
    const enrolOptions = (await options(challenge)).body.data;
    const onProfile = await s.rest(
      'POST',
      '/my-profile/passkeys',
      { name: 'Laptop', response: key.register(enrolOptions) },
      accessToken,
    );
    expect(onProfile.body.error).toMatchObject({ code: 'PASSKEY_REFUSED', reason: 'CHALLENGE' });
  });

  it('ends when a factor was set up since (TOTP in another tab)', async () => {
    const m = await newMember();
    const key = new SoftAuthenticator({ origin });
    const challenge = await passwordStep(m.email);
    const o = (await options(challenge)).body.data;
    // The TOTP enrolment of the same sign-in, confirmed first.
    const started = await s.rest('POST', '/auth/second-factor/enrol', { challenge });
    const secret = base32Decode(started.body.data.secret)!;
    const confirmed = await s.rest('POST', '/auth/second-factor/enrol/confirm', {
      challenge,
      code: hotp(secret, totpStep(Date.now())),
    });
    expect(confirmed.status).toBe(200);
    const late = await enrol(challenge, key.register(o));
    expect(late.status).toBe(401);
    expect(late.body.error).toMatchObject({ code: 'UNAUTHENTICATED', field: 'challenge' });
    expect(await s.db.select().from(userPasskeys).where(eq(userPasskeys.userId, m.id))).toEqual([]);
  });

  it('counts refused answers on the sign-in throttle; locked, the right answer is refused too', async () => {
    const m = await newMember();
    const key = new SoftAuthenticator({ origin });
    const phished = new SoftAuthenticator({ origin: 'http://evil.example', rpId: new URL(origin).hostname });
    const challenge = await passwordStep(m.email);
    for (let i = 0; i < SIGN_IN_LIMITS.addressAccount; i++) {
      const r = await enrol(challenge, await answer(challenge, phished));
      expect(r.body.error?.code, `refused answer ${i + 1}`).toBe('PASSKEY_REFUSED');
    }
    const locked = await enrol(challenge, await answer(challenge, key));
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.body.error.retryAfter).toBeGreaterThan(0);
    expect((await s.rest('POST', '/auth/authorize', { email: m.email, password: DEMO_PASSWORD })).status).toBe(429);
    expect(await s.db.select().from(userPasskeys).where(eq(userPasskeys.userId, m.id))).toEqual([]);
  });
});
