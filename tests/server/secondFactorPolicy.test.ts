// A customer's own second-factor requirement and a member's lost factor (issue 38, D287, D288), through
// real HTTP on both databases: the setting (UserInvite:update, only with a factor of the caller's own,
// shown on Customer), a member without a factor led to enrol after the password and given tokens only
// after it, an open session of such a member refused the customer's data (another customer's still
// answered), operators not concerned, the own factor not switched off while a customer requires it;
// the reset of a member's factor by an admin (never the own, never of a member without one), its audit
// entry, the member's open session refused at once and the enrolment at the next sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../server/tenancy/audit/table';
import { userGrants, userTotp, users } from '../../server/tenancy/identity/table';
import { hashPassword } from '../../server/platform/passwords';
import { newObjectId } from '../../server/platform/ids';
import { base32Decode, hotp, totpStep } from '../../server/tenancy/identity/totp';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

const SET = `mutation F($c: String!, $r: Boolean!) { updateCustomerSecondFactor(customerId: $c, secondFactorRequired: $r) }`;
const GET = `query G($c: [String!]) { customers(customerIds: $c) { data { customerId secondFactorRequired } } }`;
const RESET = `mutation R($c: String!, $id: ID!) { resetMemberSecondFactor(customerId: $c, _id: $id) }`;
const MEMBERS = `query M($c: String!, $ids: [ID!]) { members(customerId: $c, ids: $ids) { data { _id secondFactor } } }`;
const VOUCHERS = (c: string) => `query { vouchers(customerIds: ["${c}"], take: 1) { totalCount } }`;

const onPostgres = process.env.TEST_DB === 'postgres';

let s: TestServer;
let admin: string;
let adminId: string;

beforeAll(async () => {
  s = await startTestServer();
  const [row] = await s.db.select().from(users).where(eq(users.email, USERS.hotel));
  adminId = row!.id;
});
afterAll(() => s?.close());

/** A user with these grants (not signed in); its id and e-mail. */
async function newUser(grants: [string, string[]][]) {
  const id = newObjectId();
  const email = `member-${id}@example.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Mia' });
  for (const [customerKey, roles] of grants) await s.db.insert(userGrants).values({ userId: id, customerKey, roles });
  return { id, email };
}

/** Enrols the signed-in user on the profile (the factor is on afterwards). */
async function enrolOnProfile(accessToken: string) {
  const started = await s.rest('POST', '/my-profile/second-factor/enrol', {}, accessToken);
  expect(started.status).toBe(200);
  const secret = base32Decode(started.body.data.secret)!;
  const confirmed = await s.rest(
    'POST',
    '/my-profile/second-factor/confirm',
    { code: hotp(secret, totpStep(Date.now())) },
    accessToken,
  );
  expect(confirmed.status).toBe(200);
}

/** The enrolment a policy asks for after the password: secret, first code, tokens. */
async function enrolAfterPassword(email: string): Promise<string> {
  const r = await s.rest('POST', '/auth/authorize', { email, password: DEMO_PASSWORD });
  expect(r.status).toBe(200);
  expect(r.body.data).toMatchObject({ secondFactor: 'enrol' });
  expect(r.body.data.accessToken).toBeUndefined();
  const started = await s.rest('POST', '/auth/second-factor/enrol', { challenge: r.body.data.challenge });
  expect(started.status).toBe(200);
  const secret = base32Decode(started.body.data.secret)!;
  const done = await s.rest('POST', '/auth/second-factor/enrol/confirm', {
    challenge: r.body.data.challenge,
    code: hotp(secret, totpStep(Date.now())),
  });
  expect(done.status).toBe(200);
  return done.body.data.accessToken as string;
}

/** Retries a request until it answers as expected (the callers' cache learns of a change on commit). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

const refused = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.code === 'SECOND_FACTOR_REQUIRED';

describe("a customer's second-factor requirement", () => {
  it('is set by who manages the members, only with a factor of their own', async () => {
    admin = (await s.login(USERS.hotel)).accessToken;
    const before = ok(
      await s.gql<{ customers: { data: { secondFactorRequired: boolean }[] } }>(admin, GET, { c: [HOTEL] }),
    );
    expect(before.customers.data[0]?.secondFactorRequired).toBe(false);

    // Without a factor of the admin's own: refused, nothing changes.
    const e = expectGqlError(await s.gql(admin, SET, { c: HOTEL, r: true }), 'CONFLICT', 'secondFactorRequired');
    expect(e.extensions?.reason).toBe('OWN_SECOND_FACTOR_MISSING');

    // A voucher admin may not (UserInvite:update is the Users area's).
    const vouchers = await newUser([[HOTEL, ['voucher-admin']]]);
    const vouchersToken = (await s.login(vouchers.email)).accessToken;
    expectGqlError(await s.gql(vouchersToken, SET, { c: HOTEL, r: true }), 'FORBIDDEN', 'customerId');
    // The café's admin may not for the hotel.
    const cafe = (await s.login(USERS.cafe)).accessToken;
    expectGqlError(await s.gql(cafe, SET, { c: HOTEL, r: true }), 'FORBIDDEN', 'customerId');

    await enrolOnProfile(admin);
    expect(ok(await s.gql(admin, SET, { c: HOTEL, r: true }))).toEqual({ updateCustomerSecondFactor: true });
    const after = ok(
      await s.gql<{ customers: { data: { secondFactorRequired: boolean }[] } }>(admin, GET, { c: [HOTEL] }),
    );
    expect(after.customers.data[0]?.secondFactorRequired).toBe(true);
    // The admin keeps the hotel's data (they have a factor).
    ok(await s.gql(admin, VOUCHERS(HOTEL)));
    // The café is not concerned.
    const cafeState = ok(
      await s.gql<{ customers: { data: { secondFactorRequired: boolean }[] } }>(cafe, GET, { c: [CAFE] }),
    );
    expect(cafeState.customers.data[0]?.secondFactorRequired).toBe(false);
  });

  it("refuses the customer's data to a member's open session without a factor, keeps another customer's", async () => {
    // Both customers' member, signed in while the hotel required nothing.
    ok(await s.gql(admin, SET, { c: HOTEL, r: false }));
    const m = await newUser([
      [HOTEL, ['voucher-admin']],
      [CAFE, ['voucher-admin']],
    ]);
    const { accessToken } = await s.login(m.email);
    ok(await s.gql(accessToken, VOUCHERS(HOTEL)));

    // At this instance the very next request is refused, however late the database's notification
    // comes (held back here; it used to be the only way the cached caller was dropped, and a browser's
    // next page could still get the data: passkeys.e2e failed so in CI).
    const viewers = s.services.viewers;
    const notified = viewers.onNotification.bind(viewers);
    viewers.onNotification = () => {};
    try {
      ok(await s.gql(admin, SET, { c: HOTEL, r: true }));
      expect(refused(await s.gql(accessToken, VOUCHERS(HOTEL)))).toBe(true);
    } finally {
      viewers.onNotification = notified;
    }
    const r = await eventually(() => s.gql(accessToken, VOUCHERS(HOTEL)), refused);
    // Not a bare FORBIDDEN: the reason and the customer, for the portal to lead to the enrolment (D294).
    const e = expectGqlError(r, 'SECOND_FACTOR_REQUIRED', 'customerIds');
    expect(e.extensions).toMatchObject({ customerId: HOTEL, customerName: expect.any(String) });
    expect((e.extensions?.customerName as string).length).toBeGreaterThan(0);
    // The café's data is still answered.
    ok(await s.gql(accessToken, VOUCHERS(CAFE)));
    // The permissions name the withheld customer beside the map (D317): the portal shows the way to the
    // enrolment before any of the hotel's data is asked for. The map itself lacks the hotel.
    const acl = await s.rest('GET', '/acl/permissions', undefined, accessToken);
    expect(Object.keys(acl.body.data)).toEqual([CAFE]);
    expect(acl.body.secondFactorWithheld).toEqual([{ customerId: HOTEL, customerName: e.extensions?.customerName }]);
    // The profile says a factor is required.
    const state = await s.rest('GET', '/my-profile/second-factor', undefined, accessToken);
    expect(state.body.data).toEqual({ enabled: false, passkeys: 0, recoveryCodesLeft: 0, required: true });

    // The next sign-in leads to the enrolment; with the factor the hotel answers again.
    const after = await enrolAfterPassword(m.email);
    ok(await s.gql(after, VOUCHERS(HOTEL)));
    // The factor cannot be switched off while the hotel requires it.
    const off = await s.rest('POST', '/my-profile/second-factor/disable', { password: DEMO_PASSWORD }, after);
    expect(off.status).toBe(403);
    // The open session, too, gets the hotel's data again.
    await eventually(
      () => s.gql(accessToken, VOUCHERS(HOTEL)),
      (x) => !x.errors,
    );
    ok(await s.gql(accessToken, VOUCHERS(HOTEL)));
    const back = await s.rest('GET', '/acl/permissions', undefined, accessToken);
    expect(Object.keys(back.body.data).sort()).toEqual([CAFE, HOTEL].sort());
    expect(back.body.secondFactorWithheld).toBeUndefined();
  });

  it('leaves operators (a grant on every customer) and non-members to their own rules', async () => {
    const operator = await s.rest('POST', '/auth/authorize', { email: USERS.operator, password: DEMO_PASSWORD });
    expect(operator.body.data.accessToken).toBeTruthy();
    ok(await s.gql(operator.body.data.accessToken, VOUCHERS(HOTEL)));
    const cafeOnly = await newUser([[CAFE, ['voucher-admin']]]);
    const r = await s.rest('POST', '/auth/authorize', { email: cafeOnly.email, password: DEMO_PASSWORD });
    expect(r.body.data.accessToken).toBeTruthy();
  });

  it('once off again, a member without a factor signs in with the password alone', async () => {
    const m = await newUser([[HOTEL, ['voucher-admin']]]);
    expect(
      (await s.rest('POST', '/auth/authorize', { email: m.email, password: DEMO_PASSWORD })).body.data.secondFactor,
    ).toBe('enrol');
    ok(await s.gql(admin, SET, { c: HOTEL, r: false }));
    const r = await s.rest('POST', '/auth/authorize', { email: m.email, password: DEMO_PASSWORD });
    expect(r.body.data.accessToken).toBeTruthy();
    ok(await s.gql(r.body.data.accessToken, VOUCHERS(HOTEL)));
  });
});

describe("a member's lost second factor", () => {
  it('is reset by an admin: audited, the open session refused, set up again at the next sign-in', async () => {
    ok(await s.gql(admin, SET, { c: HOTEL, r: true }));
    const m = await newUser([[HOTEL, ['voucher-admin']]]);
    const token = await enrolAfterPassword(m.email);
    ok(await s.gql(token, VOUCHERS(HOTEL)));
    const listed = ok(
      await s.gql<{ members: { data: { _id: string; secondFactor: boolean }[] } }>(admin, MEMBERS, {
        c: HOTEL,
        ids: [m.id],
      }),
    );
    expect(listed.members.data).toEqual([{ _id: m.id, secondFactor: true }]);

    expect(ok(await s.gql(admin, RESET, { c: HOTEL, id: m.id }))).toEqual({ resetMemberSecondFactor: true });
    expect(await s.db.select().from(userTotp).where(eq(userTotp.userId, m.id))).toEqual([]);
    const entries = (
      await s.db.select().from(auditLog).where(eq(auditLog.operation, 'Mutation.resetMemberSecondFactor'))
    ).filter((e) => e.objectIds.includes(m.id));
    expect(entries.map((e) => [e.outcome, e.customerId])).toEqual([['ok', HOTEL]]);

    const r = await eventually(() => s.gql(token, VOUCHERS(HOTEL)), refused);
    expectGqlError(r, 'SECOND_FACTOR_REQUIRED', 'customerIds');
    ok(await s.gql(await enrolAfterPassword(m.email), VOUCHERS(HOTEL)));

    // A second reset of a member without a factor: CONFLICT; of nobody here: NOT_FOUND.
    const none = await newUser([[HOTEL, ['voucher-admin']]]);
    const c = expectGqlError(await s.gql(admin, RESET, { c: HOTEL, id: none.id }), 'CONFLICT', '_id');
    expect(c.extensions?.reason).toBe('NO_SECOND_FACTOR');
    const outsider = await newUser([[CAFE, ['voucher-admin']]]);
    expectGqlError(await s.gql(admin, RESET, { c: HOTEL, id: outsider.id }), 'NOT_FOUND', '_id');
  });

  it('is never the own, and never by who may not manage the member', async () => {
    const self = expectGqlError(await s.gql(admin, RESET, { c: HOTEL, id: adminId }), 'FORBIDDEN', '_id');
    expect(self.extensions?.reason).toBe('SELF');
    const m = await newUser([[HOTEL, ['voucher-admin']]]);
    const token = await enrolAfterPassword(m.email);
    // A voucher admin holds no UserInvite:update.
    expectGqlError(await s.gql(token, RESET, { c: HOTEL, id: adminId }), 'FORBIDDEN', 'customerId');
    // A member holding less than the target (UserInvite only) may not reset a super-admin's factor.
    const usersOnly = await newUser([[HOTEL, []]]);
    await s.db
      .update(userGrants)
      .set({ permissions: ['UserInvite:read', 'UserInvite:update'] })
      .where(eq(userGrants.userId, usersOnly.id));
    const usersToken = await enrolAfterPassword(usersOnly.email);
    const beyond = expectGqlError(await s.gql(usersToken, RESET, { c: HOTEL, id: adminId }), 'FORBIDDEN', '_id');
    expect(beyond.extensions?.reason).toBe('MEMBER_BEYOND_HELD');
    expect((await s.db.select().from(userTotp).where(eq(userTotp.userId, adminId)))[0]?.confirmedAt).toBeTruthy();
  });
});

describe.runIf(onPostgres)('a second instance on the same database', () => {
  it("refuses the customer's data within seconds after a reset and after the requirement is turned on", async () => {
    const second = await s.startSecondInstance();
    const at2 = (token: string) => second.gql(token, VOUCHERS(HOTEL));
    const refusedWithin = async (token: string) => {
      const t0 = performance.now();
      let code: string | undefined;
      while (performance.now() - t0 < 5000) {
        code = (await at2(token)).errors?.[0]?.extensions?.code;
        if (code) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(code).toBe('SECOND_FACTOR_REQUIRED');
      expect(performance.now() - t0).toBeLessThan(5000);
    };
    try {
      // The requirement turned on at the first instance: a member without a factor, cached at the second.
      ok(await s.gql(admin, SET, { c: HOTEL, r: false }));
      const plain = await newUser([[HOTEL, ['voucher-admin']]]);
      const plainToken = (await s.login(plain.email)).accessToken;
      expect((await at2(plainToken)).errors).toBeUndefined();
      ok(await s.gql(admin, SET, { c: HOTEL, r: true }));
      await refusedWithin(plainToken);

      // A reset at the first instance: the member's session, cached at the second.
      const m = await newUser([[HOTEL, ['voucher-admin']]]);
      const token = await enrolAfterPassword(m.email);
      expect((await at2(token)).errors).toBeUndefined();
      expect((await at2(token)).errors).toBeUndefined();
      ok(await s.gql(admin, RESET, { c: HOTEL, id: m.id }));
      await refusedWithin(token);
    } finally {
      await second.close();
    }
  });
});
