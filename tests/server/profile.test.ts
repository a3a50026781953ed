// The own profile and passwords (seed 001 §2, §3 MyProfileResponse, §5 password policy, §8 messages):
// PUT /my-profile with field-named validation; the two-step password change with the login throttle;
// forgot password (one answer for every address, a mail with a single-use link of one hour in the
// user's language) and reset password (policy, single use, expiry, sessions revoked); the hotspot
// configuration information for those who administer the customer's hotspots.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../server/platform/mail/table';
import { passwordResets, users } from '../../server/tenancy/identity/table';
import { radiusSecrets } from '../../server/access/session/table';
import { resetTokenHash } from '../../server/tenancy/identity/passwordReset';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS } from './helpers';

// The password hashing, watched: a reset with a bad link must not hash (issue 33).
vi.mock('../../server/platform/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/platform/passwords')>();
  return {
    ...original,
    hashPassword: vi.fn(original.hashPassword),
    hashPasswordUnauthenticated: vi.fn(original.hashPasswordUnauthenticated),
  };
});
const passwords = await import('../../server/platform/passwords');
const hashes = () =>
  vi.mocked(passwords.hashPassword).mock.calls.length +
  (passwords.hashPasswordUnauthenticated ? vi.mocked(passwords.hashPasswordUnauthenticated).mock.calls.length : 0);

let s: TestServer;

const NEW_PASSWORD = 'Neues#Passwort9';

/** The newest outbox message to an address, waiting for the (background) send. */
async function mailTo(address: string, after = new Date(0)) {
  for (let i = 0; i < 100; i++) {
    const [row] = await s.db
      .select()
      .from(mailOutbox)
      .where(sql`${address.toLowerCase()} = ANY(${mailOutbox.to}) and ${mailOutbox.receivedAt} > ${after}`)
      .orderBy(sql`${mailOutbox.receivedAt} desc`)
      .limit(1);
    if (row) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${address}`);
}

const mailCount = async (address: string) =>
  (
    await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${address.toLowerCase()} = ANY(${mailOutbox.to})`)
  )[0]!.n;

const tokenOf = (text: string) => {
  const m = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no link in ' + text);
  return m[1]!;
};

/** A user of its own for a test (no demo user's password or throttle is touched). */
async function newUser(email: string, lang: string | null = 'de') {
  const { hashPassword } = await import('../../server/platform/passwords');
  await s.db.insert(users).values({
    id: randomBytes(12).toString('hex'),
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Tina',
    lastName: 'Test',
    lang,
  });
  return email;
}

beforeAll(async () => {
  s = await startTestServer({ customers: 8 });
});
afterAll(() => s?.close());

describe('PUT /my-profile', () => {
  it('saves the editable fields, trims them, clears empty ones and answers the profile', async () => {
    const { accessToken } = await s.login(USERS.cafe);
    const r = await s.rest(
      'PUT',
      '/my-profile',
      {
        firstName: ' Maximilian ',
        lastName: 'Müller',
        phone: '0891234567',
        address: 'Marktplatz 1\n80331 München',
        description: 'Inhaber',
        lang: 'en',
        timezone: 'Europe/Vienna',
      },
      accessToken,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      email: USERS.cafe,
      firstName: 'Maximilian',
      phone: '0891234567',
      address: 'Marktplatz 1\n80331 München',
      lang: 'en',
      timezone: 'Europe/Vienna',
    });
    const cleared = await s.rest('PUT', '/my-profile', { phone: '', description: null }, accessToken);
    expect(cleared.body.data).toMatchObject({ phone: null, description: null, firstName: 'Maximilian', lang: 'en' });
    const read = await s.rest('GET', '/my-profile', undefined, accessToken);
    expect(read.body.data).toEqual(cleared.body.data);
  });

  it('refuses bad input naming the field, and changes nothing then', async () => {
    const { accessToken } = await s.login(USERS.cafe);
    const before = (await s.rest('GET', '/my-profile', undefined, accessToken)).body.data;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'forms.validationMessages.required'],
      [{ lastName: '   ' }, 'lastName', 'forms.validationMessages.required'],
      [{ firstName: 'x'.repeat(101) }, 'firstName', 'forms.validationMessages.max'],
      [{ phone: '+49 89 123' }, 'phone', 'forms.validationMessages.phoneNumber'],
      [{ phone: '1'.repeat(33) }, 'phone', 'forms.validationMessages.max'],
      [{ address: 'a'.repeat(501) }, 'address', 'forms.validationMessages.max'],
      [{ description: 'a'.repeat(2001) }, 'description', 'forms.validationMessages.max'],
      [{ description: 'nul\u0000byte' }, 'description', 'forms.validationMessages.text'],
      [{ lang: 'fr' }, 'lang', 'forms.validationMessages.language'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'forms.validationMessages.timezone'],
      [{ firstName: 42 }, 'firstName', 'forms.validationMessages.text'],
      [{ email: 'other@example.test' }, 'email', 'portal.profile.errors.emailReadOnly'],
      // a valid field first: nothing of the request is saved
      [{ lastName: 'Neu', phone: 'abc' }, 'phone', 'forms.validationMessages.phoneNumber'],
    ];
    for (const [body, field, i18n] of cases) {
      const r = await s.rest('PUT', '/my-profile', body, accessToken);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field, i18n });
    }
    expect((await s.rest('PUT', '/my-profile', [1, 2], accessToken)).status).toBe(400);
    expect((await s.rest('GET', '/my-profile', undefined, accessToken)).body.data).toEqual(before);
  });

  it('needs a token', async () => {
    expect((await s.rest('PUT', '/my-profile', { firstName: 'X' })).status).toBe(401);
  });
});

describe('changing the password in two steps', () => {
  it('checks the current password (step 1) with the catalogue message of seed 001 §8', async () => {
    const email = await newUser('steps@example.test');
    const { accessToken } = await s.login(email);
    const ok = await s.rest('POST', '/my-profile/password/check', { currentPassword: DEMO_PASSWORD }, accessToken);
    expect(ok.status).toBe(200);
    const wrong = await s.rest('POST', '/my-profile/password/check', { currentPassword: 'Wrong#Pass1' }, accessToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'WRONG_PASSWORD',
      field: 'currentPassword',
      i18n: 'messages.profile.wrongPassword',
    });
    const empty = await s.rest('POST', '/my-profile/password/check', {}, accessToken);
    expect(empty.body.error).toMatchObject({ field: 'currentPassword', i18n: 'forms.validationMessages.required' });
    expect((await s.rest('POST', '/my-profile/password/check', { currentPassword: DEMO_PASSWORD })).status).toBe(401);
  });

  it('sets the new password under the policy and its repetition, then every session is gone', async () => {
    const email = await newUser('change@example.test');
    const session = await s.login(email);
    const mismatch = await s.rest(
      'PUT',
      '/my-profile/password',
      { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD + 'x' },
      session.accessToken,
    );
    expect(mismatch.body.error).toMatchObject({
      field: 'passwordConfirm',
      i18n: 'forms.validationMessages.passwordConfirm',
    });
    const weak = await s.rest(
      'PUT',
      '/my-profile/password',
      { currentPassword: DEMO_PASSWORD, password: 'password1', passwordConfirm: 'password1' },
      session.accessToken,
    );
    expect(weak.body.error).toMatchObject({ field: 'password', i18n: 'forms.validationMessages.password' });
    const r = await s.rest(
      'PUT',
      '/my-profile/password',
      { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
      session.accessToken,
    );
    expect(r.status).toBe(200);
    // The access token of before stops at once (its token version was raised), not after 600 s.
    expect((await s.rest('GET', '/my-profile', undefined, session.accessToken)).status).toBe(401);
    const gql = await s.gql(session.accessToken, '{ vouchers(take: 1) { totalCount } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await s.rest('POST', '/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await s.rest('POST', '/auth/authorize', { email, password: DEMO_PASSWORD })).status).toBe(401);
    await s.login(email, NEW_PASSWORD);
  });

  it('throttles wrong current passwords like logins: 429 after 10, also for the login form', async () => {
    const email = await newUser('throttle@example.test');
    const { accessToken } = await s.login(email);
    for (let i = 0; i < 10; i++) {
      const r = await s.rest('POST', '/my-profile/password/check', { currentPassword: `Wrong#Pass${i}` }, accessToken);
      expect(r.status).toBe(400);
    }
    const blocked = await s.rest('POST', '/my-profile/password/check', { currentPassword: DEMO_PASSWORD }, accessToken);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const put = await s.rest(
      'PUT',
      '/my-profile/password',
      { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD },
      accessToken,
    );
    expect(put.status).toBe(429);
    // the same counter as the login form's
    expect((await s.rest('POST', '/auth/authorize', { email, password: DEMO_PASSWORD })).status).toBe(429);
    // a reset by mail lifts the lock: the new password logs in at once
    await s.rest('POST', '/auth/forgot-password', { email });
    const token = tokenOf((await mailTo(email)).text!);
    expect((await s.rest('POST', '/auth/reset-password', { token, password: NEW_PASSWORD })).status).toBe(200);
    await s.login(email, NEW_PASSWORD);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const email = await newUser('forgot@example.test');
    const known = await s.rest('POST', '/auth/forgot-password', { email: 'Forgot@Example.test' });
    const unknown = await s.rest('POST', '/auth/forgot-password', { email: 'nobody@example.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Passwort zurücksetzen – Hotspot Portal');
    expect(mail.text).toContain('Hallo Tina Test');
    expect(mail.text).toContain(`${s.services.config.publicUrl}/auth/reset-password?token=`);
    expect(mail.html).toContain('href="http');
    expect(await mailCount('nobody@example.test')).toBe(0);
    // only the hash is stored
    const token = tokenOf(mail.text!);
    const [row] = await s.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, resetTokenHash(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(await s.db.select().from(passwordResets))).not.toContain(token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('writes in the language of the user, else in the language of the request', async () => {
    const en = await newUser('english@example.test', 'en');
    const none = await newUser('nolang@example.test', null);
    await s.rest('POST', '/auth/forgot-password', { email: en, lang: 'de' });
    await s.rest('POST', '/auth/forgot-password', { email: none, lang: 'en' });
    expect((await mailTo(en)).subject).toBe('Reset your password – Hotspot Portal');
    expect((await mailTo(none)).text).toContain('Hello Tina Test');
  });

  it('validates the address', async () => {
    const r = await s.rest('POST', '/auth/forgot-password', { email: 'not-an-address' });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect((await s.rest('POST', '/auth/forgot-password', { email: `${'a'.repeat(320)}@x.test` })).status).toBe(400);
  });

  it('resets with a valid link once: policy, sessions revoked, link spent, the new password works', async () => {
    const email = await newUser('reset@example.test');
    const session = await s.login(email);
    await s.rest('POST', '/auth/forgot-password', { email });
    const token = tokenOf((await mailTo(email)).text!);
    const peek = await s.rest('POST', '/auth/reset-password/check', { token });
    expect(peek.body.data).toEqual({ email });
    const weak = await s.rest('POST', '/auth/reset-password', { token, password: 'weak' });
    expect(weak.body.error).toMatchObject({ field: 'password', i18n: 'forms.validationMessages.password' });
    const mismatch = await s.rest('POST', '/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      passwordConfirm: 'Other#Pass1',
    });
    expect(mismatch.body.error.field).toBe('passwordConfirm');
    const ok = await s.rest('POST', '/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect((await s.rest('POST', '/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    await s.login(email, NEW_PASSWORD);
    const again = await s.rest('POST', '/auth/reset-password', { token, password: 'Another#Pass2' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token', i18n: 'login.reset.invalidLink' });
    expect((await s.rest('POST', '/auth/reset-password/check', { token })).status).toBe(400);
    await s.login(email, NEW_PASSWORD);
  });

  it('spends the other links of the user with a reset, and lets two requests with one link succeed once', async () => {
    const email = await newUser('twolinks@example.test');
    await s.rest('POST', '/auth/forgot-password', { email });
    const first = tokenOf((await mailTo(email)).text!);
    const t = new Date();
    await new Promise((r) => setTimeout(r, 5));
    await s.rest('POST', '/auth/forgot-password', { email });
    const second = tokenOf((await mailTo(email, t)).text!);
    expect(second).not.toBe(first);
    const results = await Promise.all([
      s.rest('POST', '/auth/reset-password', { token: second, password: NEW_PASSWORD }),
      s.rest('POST', '/auth/reset-password', { token: second, password: 'Other#Pass22' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await s.rest('POST', '/auth/reset-password', { token: first, password: NEW_PASSWORD })).status).toBe(400);
  });

  it('refuses an expired link and an unknown one with the same message', async () => {
    const email = await newUser('expired@example.test');
    const [user] = await s.db.select().from(users).where(eq(users.email, email));
    const token = 'expired-token-' + 'x'.repeat(30);
    await s.db.insert(passwordResets).values({
      tokenHash: resetTokenHash(token),
      userId: user!.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const t of [token, 'unknown-token', 'y'.repeat(500)]) {
      const r = await s.rest('POST', '/auth/reset-password', { token: t, password: NEW_PASSWORD });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ field: 'token', i18n: 'login.reset.invalidLink' });
    }
    expect((await s.rest('POST', '/auth/reset-password', { password: NEW_PASSWORD })).body.error.field).toBe('token');
    await s.login(email);
  });

  it('answers a wrong link without hashing the new password', async () => {
    const before = hashes();
    const r = await s.rest('POST', '/auth/reset-password', { token: 'z'.repeat(43), password: NEW_PASSWORD });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ field: 'token', i18n: 'login.reset.invalidLink' });
    expect(hashes()).toBe(before);
  });

  it('mails one address at most 3 times an hour, still answering 200', async () => {
    const email = await newUser('often@example.test');
    for (let i = 0; i < 5; i++) expect((await s.rest('POST', '/auth/forgot-password', { email })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailCount(email)).toBe(3);
  });
});

describe('GET /my-profile/hotspot-config', () => {
  it('shows the login page URLs and RADIUS data to who administers the hotspots of the customer', async () => {
    const { accessToken } = await s.login(USERS.hotel);
    const r = await s.rest('GET', `/my-profile/hotspot-config?customerId=${HOTEL}`, undefined, accessToken);
    expect(r.status).toBe(200);
    const base = s.services.config.publicUrl;
    expect(r.body.data).toMatchObject({
      customerId: HOTEL,
      loginPageUrl: `${base}/guest`,
      loginPageUrlPattern: `${base}/guest/{deviceId}`,
      radius: { authPort: 1812, acctPort: 1813 },
    });
    expect(r.body.data.devices.length).toBeGreaterThan(0);
    expect(r.body.data.devices[0].loginPageUrl).toBe(`${base}/guest/${r.body.data.devices[0].id}`);
    const [secret] = await s.db.select().from(radiusSecrets).where(eq(radiusSecrets.customerId, HOTEL));
    expect(r.body.data.radius.secret).toBe(secret!.secret);
    // The three servers of seed 000 §9 (the default of RADIUS_SERVERS: radius1–3 below the portal's host).
    const host = new URL(base).hostname;
    expect(r.body.data.radius.servers).toEqual([`radius1.${host}`, `radius2.${host}`, `radius3.${host}`]);
  });

  it('refuses other customers and callers who may not administer hotspots', async () => {
    const hotel = (await s.login(USERS.hotel)).accessToken;
    const cafe = (await s.login(USERS.cafe)).accessToken; // voucher-admin only
    const support = (await s.login(USERS.support)).accessToken; // read-only everywhere
    for (const [token, customerId] of [
      [hotel, CAFE],
      [cafe, CAFE],
      [support, HOTEL],
    ] as const) {
      const r = await s.rest('GET', `/my-profile/hotspot-config?customerId=${customerId}`, undefined, token);
      expect(r.status).toBe(403);
      expect(JSON.stringify(r.body)).not.toMatch(/secret/);
    }
    expect((await s.rest('GET', '/my-profile/hotspot-config?customerId=nonsense', undefined, hotel)).status).toBe(400);
    expect((await s.rest('GET', `/my-profile/hotspot-config?customerId=${HOTEL}`)).status).toBe(401);
  });
});

describe('forgot password per IP', () => {
  it('answers 429 after 20 requests an hour from one address', async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) {
      last = (await s.rest('POST', '/auth/forgot-password', { email: `ip${i}@example.test` })).status;
    }
    expect(last).toBe(429);
  });
});
