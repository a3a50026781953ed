// The second factor of staff (issue 38) through real HTTP: enrolment on the profile (secret shown
// once, confirmed by a first code, 10 recovery codes), sign-in with a challenge and a code, wrong
// code, a used code refused, a recovery code once, the sign-in throttle over the second step, the
// disable, and the installation's policy for staff (enrolment after the password, tokens after it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { hashPassword } from '../../server/platform/passwords';
import { newObjectId } from '../../server/platform/ids';
import { userTotp, users } from '../../server/tenancy/identity/table';
import { auditLog } from '../../server/tenancy/audit/table';
import { SIGN_IN_LIMITS } from '../../server/tenancy/identity/throttle';
import { base32Decode, hotp, totpStep } from '../../server/tenancy/identity/totp';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { USERS, jwtPayload } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A user of their own per test (the throttle and the factor are per account). */
async function newUser(): Promise<string> {
  const email = `staff-${newObjectId()}@example.test`;
  await s.db.insert(users).values({ id: newObjectId(), email, passwordHash: await hashPassword(DEMO_PASSWORD) });
  return email;
}

/** Enrols the user on the profile; returns the secret and the step of the code that confirmed it. */
async function enrol(email: string) {
  const { accessToken } = await s.login(email);
  const started = await s.rest('POST', '/my-profile/second-factor/enrol', {}, accessToken);
  expect(started.status).toBe(200);
  const secret = base32Decode(started.body.data.secret)!;
  const step = totpStep(Date.now());
  const confirmed = await s.rest(
    'POST',
    '/my-profile/second-factor/confirm',
    { code: hotp(secret, step) },
    accessToken,
  );
  expect(confirmed.status).toBe(200);
  return { secret, step, accessToken, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

async function challenge(email: string): Promise<string> {
  const r = await s.rest('POST', '/auth/authorize', { email, password: DEMO_PASSWORD });
  expect(r.status).toBe(200);
  expect(r.body.data.secondFactor).toBe('totp');
  expect(r.body.data.accessToken).toBeUndefined();
  return r.body.data.challenge;
}

const second = (body: Record<string, unknown>) => s.rest('POST', '/auth/authorize/second-factor', body);

describe('enrolment on the profile', () => {
  it('shows the secret once, confirms it with a first code and gives 10 recovery codes', async () => {
    const email = await newUser();
    const { accessToken } = await s.login(email);
    const before = await s.rest('GET', '/my-profile/second-factor', undefined, accessToken);
    expect(before.body.data).toEqual({ enabled: false, passkeys: 0, recoveryCodesLeft: 0, required: false });

    const started = await s.rest('POST', '/my-profile/second-factor/enrol', {}, accessToken);
    expect(started.status).toBe(200);
    const { secret, otpauthUri } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Hotspot%20Portal:/);

    // Stored encrypted: the base32 secret nor its bytes are in the row.
    const [row] = await s.db.select().from(userTotp);
    expect(row?.secretEnc).toMatch(/^v1\./);
    expect(row?.secretEnc).not.toContain(secret);

    const key = base32Decode(secret)!;
    const wrong = await s.rest(
      'POST',
      '/my-profile/second-factor/confirm',
      { code: hotp(key, totpStep(Date.now()) + 5) },
      accessToken,
    );
    expect(wrong.status, 'a wrong first code').toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'WRONG_CODE', field: 'code' });
    expect((await s.rest('GET', '/my-profile/second-factor', undefined, accessToken)).body.data.enabled).toBe(false);

    const ok = await s.rest(
      'POST',
      '/my-profile/second-factor/confirm',
      { code: hotp(key, totpStep(Date.now())) },
      accessToken,
    );
    expect(ok.status).toBe(200);
    const codes = ok.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const after = await s.rest('GET', '/my-profile/second-factor', undefined, accessToken);
    expect(after.body.data).toEqual({ enabled: true, passkeys: 0, recoveryCodesLeft: 10, required: false });
    // The secret is never given again: a second enrolment is refused while the factor is on.
    const again = await s.rest('POST', '/my-profile/second-factor/enrol', {}, accessToken);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).not.toContain(secret);
  });

  it('refuses the profile routes without a session', async () => {
    expect((await s.rest('GET', '/my-profile/second-factor')).status).toBe(401);
    expect((await s.rest('POST', '/my-profile/second-factor/enrol', {})).status).toBe(401);
  });
});

describe('sign-in with the second factor', () => {
  it('answers the password with a challenge, the code with the tokens, and refuses a used code', async () => {
    const email = await newUser();
    const { secret, step } = await enrol(email);

    const c1 = await challenge(email);
    // The challenge is no access token.
    expect((await s.rest('GET', '/my-profile', undefined, c1)).status).toBe(401);
    // The code that confirmed the enrolment was used: refused.
    const used = await second({ challenge: c1, code: hotp(secret, step) });
    expect(used.status).toBe(400);
    expect(used.body.error).toMatchObject({ code: 'CODE_USED', field: 'code' });
    expect(used.body.data).toBeUndefined();

    const wrong = await second({ challenge: c1, code: hotp(secret, step + 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'WRONG_CODE', field: 'code' });

    // The next step's code (within the one step of drift) signs in.
    const next = hotp(secret, step + 1);
    const ok = await second({ challenge: c1, code: next });
    expect(ok.status).toBe(200);
    const { accessToken, refreshToken } = ok.body.data;
    expect(jwtPayload(accessToken).email).toBe(email);
    expect(typeof refreshToken).toBe('string');
    expect((await s.rest('GET', '/my-profile', undefined, accessToken)).body.data.email).toBe(email);

    // The same code again, with a fresh challenge: refused (no replay within its window).
    const replay = await second({ challenge: await challenge(email), code: next });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('CODE_USED');
  });

  it('refuses a forged, foreign or missing challenge', async () => {
    const email = await newUser();
    const { secret } = await enrol(email);
    const code = hotp(secret, totpStep(Date.now()) + 1);
    for (const c of ['', 'nonsense', (await s.login(USERS.hotel)).accessToken]) {
      const r = await second({ challenge: c, code });
      expect(r.status, `challenge ${c.slice(0, 10)}`).toBe(401);
      expect(r.body.error.field).toBe('challenge');
    }
    expect((await second({ challenge: await challenge(email) })).body.error.field).toBe('code');
  });

  it('accepts each recovery code once', async () => {
    const email = await newUser();
    const { recoveryCodes, accessToken } = await enrol(email);
    const [first] = recoveryCodes;
    // As typed from paper: lower case, without the dash.
    const ok = await second({
      challenge: await challenge(email),
      recoveryCode: first!.toLowerCase().replace('-', ' '),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.accessToken).toBeTruthy();
    const again = await second({ challenge: await challenge(email), recoveryCode: first });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'WRONG_CODE', field: 'recoveryCode' });
    const state = await s.rest('GET', '/my-profile/second-factor', undefined, accessToken);
    expect(state.body.data.recoveryCodesLeft).toBe(9);
    // The audit log has the set-up, the sign-in with a recovery code and the refused one.
    const entries = await s.db
      .select({ operation: auditLog.operation, outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.email, email));
    expect(entries).toEqual(
      expect.arrayContaining([
        { operation: 'secondFactorEnabled', outcome: 'ok' },
        { operation: 'signInRecoveryCode', outcome: 'ok' },
        { operation: 'signInFailed', outcome: 'WRONG_CODE' },
      ]),
    );
  });

  it('counts wrong codes on the sign-in throttle; a right password again does not reset them', async () => {
    const email = await newUser();
    const { secret, step } = await enrol(email);
    const limit = SIGN_IN_LIMITS.addressAccount;
    let c = await challenge(email);
    for (let i = 0; i < limit; i++) {
      if (i === Math.floor(limit / 2)) c = await challenge(email); // the password again, in between
      const r = await second({ challenge: c, code: hotp(secret, step + 10 + i) });
      expect(r.status, `wrong code ${i + 1}`).toBe(400);
    }
    // Locked: the right code is refused now, and so is the password step.
    const locked = await second({ challenge: c, code: hotp(secret, step + 1) });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
    expect(locked.body.error.retryAfter).toBeGreaterThan(0);
    const password = await s.rest('POST', '/auth/authorize', { email, password: DEMO_PASSWORD });
    expect(password.status).toBe(429);
  });

  it('disables with a password (the sign-in is one step again), refuses a wrong code', async () => {
    const email = await newUser();
    const { accessToken } = await enrol(email);
    const wrong = await s.rest('POST', '/my-profile/second-factor/disable', { code: '12345x' }, accessToken);
    expect(wrong.status).toBe(400);
    const badPassword = await s.rest(
      'POST',
      '/my-profile/second-factor/disable',
      { password: 'Wrong#1x' },
      accessToken,
    );
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.error.code).toBe('WRONG_PASSWORD');
    const off = await s.rest('POST', '/my-profile/second-factor/disable', { password: DEMO_PASSWORD }, accessToken);
    expect(off.status).toBe(200);
    const r = await s.rest('POST', '/auth/authorize', { email, password: DEMO_PASSWORD });
    expect(r.body.data.accessToken).toBeTruthy();
    const [user] = await s.db.select().from(users).where(eq(users.email, email));
    expect(await s.db.select().from(userTotp).where(eq(userTotp.userId, user!.id))).toHaveLength(0);
  });

  it('disables with a current code', async () => {
    const email = await newUser();
    const { accessToken, secret, step } = await enrol(email);
    const off = await s.rest(
      'POST',
      '/my-profile/second-factor/disable',
      { code: hotp(secret, step + 1) },
      accessToken,
    );
    expect(off.status).toBe(200);
    expect((await s.rest('GET', '/my-profile/second-factor', undefined, accessToken)).body.data.enabled).toBe(false);
  });
});

describe('the policy for staff (SECOND_FACTOR_FOR_STAFF)', () => {
  it('leads an operator without a factor to enrol after the password; tokens only after it', async () => {
    s.services.config.secondFactorForStaff = true;
    try {
      const r = await s.rest('POST', '/auth/authorize', { email: USERS.operator, password: DEMO_PASSWORD });
      expect(r.status).toBe(200);
      expect(r.body.data.secondFactor).toBe('enrol');
      expect(r.body.data.accessToken).toBeUndefined();
      const { challenge: c } = r.body.data;
      // An enrolment challenge is no sign-in challenge.
      expect((await second({ challenge: c, code: '123456' })).status).toBe(401);
      const started = await s.rest('POST', '/auth/second-factor/enrol', { challenge: c });
      expect(started.status).toBe(200);
      const secret = base32Decode(started.body.data.secret)!;
      const wrong = await s.rest('POST', '/auth/second-factor/enrol/confirm', { challenge: c, code: '12345' });
      expect(wrong.status).toBe(400);
      const done = await s.rest('POST', '/auth/second-factor/enrol/confirm', {
        challenge: c,
        code: hotp(secret, totpStep(Date.now())),
      });
      expect(done.status).toBe(200);
      expect(done.body.data.recoveryCodes).toHaveLength(10);
      const { accessToken } = done.body.data;
      const state = await s.rest('GET', '/my-profile/second-factor', undefined, accessToken);
      expect(state.body.data).toMatchObject({ enabled: true, required: true });
      // Required: it cannot be switched off.
      const off = await s.rest('POST', '/my-profile/second-factor/disable', { password: DEMO_PASSWORD }, accessToken);
      expect(off.status).toBe(403);
      // From now on the sign-in asks for a code.
      expect(
        (await s.rest('POST', '/auth/authorize', { email: USERS.operator, password: DEMO_PASSWORD })).body.data
          .secondFactor,
      ).toBe('totp');
      // A customer's own staff are not concerned.
      expect(
        (await s.rest('POST', '/auth/authorize', { email: USERS.hotel, password: DEMO_PASSWORD })).body.data
          .accessToken,
      ).toBeTruthy();
      // Partner staff are.
      expect(
        (await s.rest('POST', '/auth/authorize', { email: USERS.partner, password: DEMO_PASSWORD })).body.data
          .secondFactor,
      ).toBe('enrol');
    } finally {
      s.services.config.secondFactorForStaff = false;
    }
  });
});
