// User invites (seed 001 §3 "Invite", §4, §6, §7; seed 000 §9): list with search, create (one and
// batch) with validation and "never more than you hold", update, delete, resend (renews an expired
// invite), the mail with its link in the outbox, the token page's query, taking invites as a new
// and as an existing user, the clean-up of unaccepted invites 5 days after sending, and tenant isolation.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { mailOutbox } from '../../server/platform/mail/table';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { userInvites } from '../../server/tenancy/invite/table';
import { runHousekeeping } from '../../server/housekeeping';
import type { UserInvite, UserInvitePage } from '../../src/generated/graphql';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';

// The password hashing, watched: taking an invite with a bad token must not hash (issue 33).
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

const FIELDS = `_id customerId email firstName lastName lang timezone permissions roles expired createdAt updatedAt
  invitingCustomer { customerId company }`;
const LIST = `query L($skip: Int, $take: Int, $sort: [SortType!], $search: String, $ids: [ID!],
  $customerIds: [String!], $active: Boolean, $email: String) {
  userInvites(skip: $skip, take: $take, sort: $sort, search: $search, ids: $ids, customerIds: $customerIds,
    active: $active, email: $email) { count totalCount hasNextPage data { ${FIELDS} } }
}`;
const CREATE = `mutation C($data: CreateUserInviteInput!) { createUserInvite(data: $data) }`;
const BATCH = `mutation B($data: CreateUserInviteBatchInput!) { createUserInviteBatch(data: $data) }`;
const UPDATE = `mutation U($data: UpdateUserInviteInput!) { updateUserInvite(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteUserInvite(_id: $id) }`;
const RESEND = `mutation R($id: ID!) { resendUserInvite(_id: $id) }`;
const BY_TOKEN = `{ userInvitesByToken { totalCount data { _id customerId email expired invitingCustomer { company } } } }`;
const TAKE_USER = `mutation T($data: TakeUserInviteInput!) { takeUserInvites(data: $data) }`;
const TAKE_ORG = `mutation T($data: TakeOrganizationInviteInput!) { takeOrganizationInvites(data: $data) }`;

type Page = Pick<UserInvitePage, 'count' | 'totalCount' | 'hasNextPage'> & { data: UserInvite[] };

let s: TestServer;
let hotel: string;
let operator: string;
let cafe: string;

const list = async (token: string, vars: Record<string, unknown>) =>
  ok(await s.gql<{ userInvites: Page }>(token, LIST, vars)).userInvites;
const create = (token: string, data: Record<string, unknown>) =>
  s.gql<{ createUserInvite: string }>(token, CREATE, {
    data: { customerId: HOTEL, roles: ['voucher-admin'], ...data },
  });

/** The newest outbox mail to an address (the outbox stores it once the SMTP exchange finished). */
async function mailTo(address: string, attempts = 50) {
  for (let i = 0; i < attempts; i++) {
    const rows = await s.db
      .select()
      .from(mailOutbox)
      .where(sql`${address.toLowerCase()} = any(${mailOutbox.to})`)
      .orderBy(sql`${mailOutbox.receivedAt} desc`);
    if (rows.length) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}

/** The token of the newest invite link mailed to the address. */
async function tokenOf(address: string): Promise<string> {
  const [mail] = await mailTo(address);
  expect(mail, `mail to ${address}`).toBeDefined();
  const m = /\/auth\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail!.text ?? '');
  expect(m, mail!.text ?? '').toBeTruthy();
  return m![1]!;
}

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
});
afterAll(() => s?.close());

describe('invites: list', () => {
  it('lists the demo invites of the hotel, pending and expired, newest first, with search and state filter', async () => {
    const all = await list(hotel, { customerIds: [HOTEL] });
    expect(all.totalCount).toBe(3);
    expect(all.data.every((i) => i.customerId === HOTEL)).toBe(true);
    const times = all.data.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.data.filter((i) => i.expired).map((i) => i.email)).toEqual(['technik@alpenhotel.test']);
    expect((await list(hotel, { customerIds: [HOTEL], search: 'hofer' })).data.map((i) => i.email)).toEqual([
      'rezeption@alpenhotel.test',
    ]);
    expect((await list(hotel, { customerIds: [HOTEL], active: false })).totalCount).toBe(1);
    expect((await list(hotel, { customerIds: [HOTEL], active: true })).totalCount).toBe(2);
    expect((await list(hotel, { email: 'REZEPTION@alpenhotel.test' })).totalCount).toBe(1);
    expect(all.data[0]!.invitingCustomer).toEqual({ customerId: HOTEL, company: 'Alpenhotel Sonnblick GmbH' });
  });

  it('answers Customer.userInvites and refuses foreign customers and anonymous callers', async () => {
    const q = `query Q($ids: [String!]) { customers(customerIds: $ids) { data { userInvites { totalCount } } } }`;
    const r = ok(
      await s.gql<{ customers: { data: { userInvites: { totalCount: number } }[] } }>(hotel, q, { ids: [HOTEL] }),
    );
    expect(r.customers.data[0]!.userInvites.totalCount).toBe(3);
    expectGqlError(await s.gql(cafe, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds');
    expectGqlError(await s.gql(null, LIST, {}), 'UNAUTHENTICATED');
  });
});

describe('invites: create', () => {
  it('creates an invite, mails its link in the invite language and stores only the token hash', async () => {
    const id = ok(
      await create(hotel, {
        email: 'New.Person@Example.com',
        firstName: 'Nora',
        lastName: 'Neu',
        lang: 'en',
        timezone: 'Europe/Berlin',
        roles: ['voucher-admin', 'device-account-admin'],
        permissions: ['others'],
      }),
    ).createUserInvite;
    const [row] = (await list(hotel, { customerIds: [HOTEL], ids: [id] })).data;
    expect(row).toMatchObject({
      email: 'new.person@example.com',
      firstName: 'Nora',
      lang: 'en',
      roles: ['voucher-admin', 'device-account-admin'],
      permissions: ['others'],
      expired: false,
    });
    const [mail] = await mailTo('new.person@example.com');
    expect(mail!.subject).toBe('Invitation to the Hotspot Portal');
    expect(mail!.text).toContain('Alpenhotel Sonnblick GmbH (K100001)');
    const token = await tokenOf('new.person@example.com');
    const [stored] = await s.db.select().from(userInvites).where(eq(userInvites.id, id));
    expect(stored!.tokenHash).toBeTruthy();
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(431_990_000);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThan(432_010_000);
  });

  it('mails German by default', async () => {
    ok(await create(hotel, { email: 'deutsch@example.com' }));
    const [mail] = await mailTo('deutsch@example.com');
    expect(mail!.subject).toBe('Einladung zum Hotspot Portal');
  });

  it('validates the input, naming the field', async () => {
    expectGqlError(await create(hotel, { email: 'not-an-address' }), 'BAD_USER_INPUT', 'email');
    expectGqlError(await create(hotel, { email: 'a@example.com', lang: 'fr' }), 'BAD_USER_INPUT', 'lang');
    expectGqlError(
      await create(hotel, { email: 'a@example.com', timezone: 'Mars/Base' }),
      'BAD_USER_INPUT',
      'timezone',
    );
    expectGqlError(await create(hotel, { email: 'a@example.com', roles: ['emperor'] }), 'BAD_USER_INPUT', 'roles');
    expectGqlError(
      await create(hotel, { email: 'a@example.com', permissions: ['Voucher:fly'] }),
      'BAD_USER_INPUT',
      'permissions',
    );
    expectGqlError(
      await create(hotel, { email: 'a@example.com', roles: [], permissions: [] }),
      'BAD_USER_INPUT',
      'roles',
    );
    expectGqlError(
      await create(hotel, { email: 'a@example.com', firstName: 'x'.repeat(101) }),
      'BAD_USER_INPUT',
      'firstName',
    );
    expectGqlError(
      await create(operator, { email: 'a@example.com', customerId: 'K999998' }),
      'NOT_FOUND',
      'customerId',
    );
    expect(await mailTo('a@example.com', 3)).toEqual([]);
  });

  it('never grants more than the inviter holds for the organisation', async () => {
    // The hotel's super-admin holds hotspot administration and UserInvite, not '*:*' nor partner leads.
    const beyond = expectGqlError(
      await create(hotel, { email: 'b@example.com', roles: ['service'] }),
      'FORBIDDEN',
      'permissions',
    );
    expect(beyond.extensions?.reason).toBe('BEYOND_HELD');
    expectGqlError(await create(hotel, { email: 'b@example.com', roles: ['read-all'] }), 'FORBIDDEN', 'permissions');
    expectGqlError(
      await create(hotel, { email: 'b@example.com', roles: [], permissions: ['PartnerLead:read'] }),
      'FORBIDDEN',
      'permissions',
    );
    expectGqlError(
      await create(hotel, { email: 'b@example.com', roles: [], permissions: ['CustomerPlugins:update'] }),
      'FORBIDDEN',
      'permissions',
    );
    // What it holds it may pass on, including the right to invite.
    ok(await create(hotel, { email: 'b@example.com', roles: ['super-admin'], permissions: ['userInviteWrite'] }));
    // The operator (everything) may grant everything.
    ok(await create(operator, { email: 'c@example.com', roles: ['service'] }));
  });

  it('refuses callers without the right to invite for the organisation', async () => {
    expectGqlError(await create(cafe, { email: 'd@example.com', customerId: CAFE }), 'FORBIDDEN', 'customerId');
    expectGqlError(await create(cafe, { email: 'd@example.com' }), 'FORBIDDEN', 'customerId');
    expectGqlError(await create('', { email: 'd@example.com' }), 'UNAUTHENTICATED');
  });

  it('refuses a second open invite and an address that works for the organisation already', async () => {
    expectGqlError(await create(hotel, { email: 'rezeption@alpenhotel.test' }), 'CONFLICT', 'email');
    const member = expectGqlError(await create(hotel, { email: USERS.hotel }), 'CONFLICT', 'email');
    expect(member.extensions?.reason).toBe('MEMBER');
  });

  it('creates a batch: one invite per address and organisation, one mail per address, all or nothing', async () => {
    ok(
      await s.gql(operator, BATCH, {
        data: { customerIds: [HOTEL, CAFE], emails: ['x1@example.com', ' X2@example.com'], roles: ['admin'] },
      }),
    );
    const mine = await list(operator, { search: 'example.com', customerIds: [HOTEL, CAFE] });
    const pairs = mine.data
      .filter((i) => /^x\d@/.test(i.email))
      .map((i) => `${i.customerId}:${i.email}`)
      .sort();
    expect(pairs).toEqual([
      `${HOTEL}:x1@example.com`,
      `${HOTEL}:x2@example.com`,
      `${CAFE}:x1@example.com`,
      `${CAFE}:x2@example.com`,
    ]);
    expect(await mailTo('x1@example.com')).toHaveLength(1);
    expect((await mailTo('x2@example.com'))[0]!.text).toContain('Stadtcafé');
    // One address with an open invite fails the whole batch.
    expectGqlError(
      await s.gql(operator, BATCH, {
        data: { customerIds: [HOTEL], emails: ['x3@example.com', 'x1@example.com'], roles: ['admin'] },
      }),
      'CONFLICT',
      'email',
    );
    expect((await list(operator, { email: 'x3@example.com' })).totalCount).toBe(0);
    expectGqlError(
      await s.gql(hotel, BATCH, { data: { customerIds: [HOTEL, CAFE], emails: ['x4@example.com'], roles: ['admin'] } }),
      'FORBIDDEN',
      'customerIds',
    );
    expectGqlError(
      await s.gql(operator, BATCH, {
        data: { customerIds: [HOTEL], emails: ['x5@example.com', 'nope'], roles: ['admin'] },
      }),
      'BAD_USER_INPUT',
      'emails',
    );
    const many = Array.from({ length: 51 }, (_, i) => `m${i}@example.com`);
    expectGqlError(
      await s.gql(operator, BATCH, { data: { customerIds: [HOTEL], emails: many, roles: ['admin'] } }),
      'BAD_USER_INPUT',
      'emails',
    );
  });
});

describe('invites: update, delete, resend', () => {
  it('updates data and grants (within what the caller holds) with optimistic locking', async () => {
    const id = ok(await create(hotel, { email: 'upd@example.com' })).createUserInvite;
    const [before] = (await list(hotel, { ids: [id] })).data;
    ok(
      await s.gql(hotel, UPDATE, {
        data: {
          _id: id,
          updatedAt: before!.updatedAt,
          firstName: 'Ute',
          roles: ['admin'],
          permissions: ['userInviteWrite'],
        },
      }),
    );
    const [after] = (await list(hotel, { ids: [id] })).data;
    expect(after).toMatchObject({ firstName: 'Ute', roles: ['admin'], permissions: ['userInviteWrite'] });
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt: before!.updatedAt, firstName: 'Alt' } }),
      'CONFLICT',
      'updatedAt',
    );
    const { updatedAt } = after!;
    expectGqlError(
      await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, roles: ['service'] } }),
      'FORBIDDEN',
      'permissions',
    );
    expectGqlError(await s.gql(hotel, UPDATE, { data: { _id: id, updatedAt, lang: 'xx' } }), 'BAD_USER_INPUT', 'lang');
    expectGqlError(await s.gql(cafe, UPDATE, { data: { _id: id, updatedAt, firstName: 'X' } }), 'NOT_FOUND', '_id');
  });

  it('deletes an invite; a foreign or missing one is NOT_FOUND', async () => {
    const id = ok(await create(hotel, { email: 'del@example.com' })).createUserInvite;
    expectGqlError(await s.gql(cafe, DELETE, { id }), 'NOT_FOUND', '_id');
    expect(ok(await s.gql<{ deleteUserInvite: boolean }>(hotel, DELETE, { id })).deleteUserInvite).toBe(true);
    expectGqlError(await s.gql(hotel, DELETE, { id }), 'NOT_FOUND', '_id');
  });

  it('resends an expired invite: renewed for 5 days with a new link, the old link is void', async () => {
    const id = ok(await create(hotel, { email: 'resend@example.com' })).createUserInvite;
    const oldToken = await tokenOf('resend@example.com');
    await s.db
      .update(userInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvites.id, id));
    expect((await list(hotel, { ids: [id] })).data[0]!.expired).toBe(true);
    expectGqlError(await s.gql(cafe, RESEND, { id }), 'NOT_FOUND', '_id');
    ok(await s.gql(hotel, RESEND, { id }));
    expect((await list(hotel, { ids: [id] })).data[0]!.expired).toBe(false);
    expect(await mailTo('resend@example.com')).toHaveLength(2);
    const newToken = await tokenOf('resend@example.com');
    expect(newToken).not.toBe(oldToken);
    expect(
      ok(await s.gql<{ userInvitesByToken: { totalCount: number } }>(oldToken, BY_TOKEN)).userInvitesByToken.totalCount,
    ).toBe(0);
    expect(
      ok(await s.gql<{ userInvitesByToken: { totalCount: number } }>(newToken, BY_TOKEN)).userInvitesByToken.totalCount,
    ).toBe(1);
  });
});

describe('invites: taking them', () => {
  it('a new user takes the invites of the link: user created, grants as invited, invites gone, login works', async () => {
    ok(
      await s.gql(operator, BATCH, {
        data: {
          customerIds: [HOTEL, CAFE],
          emails: ['newbie@example.com'],
          roles: ['voucher-admin'],
          permissions: ['others'],
        },
      }),
    );
    const token = await tokenOf('newbie@example.com');
    const mine = ok(await s.gql<{ userInvitesByToken: Page }>(token, BY_TOKEN)).userInvitesByToken;
    expect(mine.data.map((i) => i.customerId).sort()).toEqual([HOTEL, CAFE]);
    const data = {
      customerIds: [HOTEL],
      firstName: 'Nina',
      lastName: 'Neu',
      lang: 'en',
      password: 'Sicher#2026',
      timezone: 'Europe/Berlin',
    };
    expectGqlError(
      await s.gql(token, TAKE_USER, { data: { ...data, password: 'weak' } }),
      'BAD_USER_INPUT',
      'password',
    );
    expectGqlError(await s.gql(token, TAKE_USER, { data: { ...data, firstName: '' } }), 'BAD_USER_INPUT', 'firstName');
    expectGqlError(
      await s.gql(token, TAKE_USER, { data: { ...data, customerIds: ['K100003'] } }),
      'NOT_FOUND',
      'customerIds',
    );
    expectGqlError(await s.gql('x'.repeat(43), TAKE_USER, { data }), 'NOT_FOUND', 'token');
    expectGqlError(await s.gql(null, TAKE_USER, { data }), 'UNAUTHENTICATED');
    expect(ok(await s.gql<{ takeUserInvites: boolean }>(token, TAKE_USER, { data })).takeUserInvites).toBe(true);

    const [user] = await s.db.select().from(users).where(eq(users.email, 'newbie@example.com'));
    expect(user).toMatchObject({ firstName: 'Nina', lastName: 'Neu', lang: 'en', homeCustomerId: HOTEL });
    const grants = await s.db.select().from(userGrants).where(eq(userGrants.userId, user!.id));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ customerKey: HOTEL, roles: ['voucher-admin'] });
    expect(grants[0]!.permissions).toContain('HotspotDevice:*');
    expect(grants[0]!.permissions).not.toContain('others');

    const session = await s.login('newbie@example.com', 'Sicher#2026');
    const acl = (await s.rest('GET', '/acl/permissions', undefined, session.accessToken)).body.data;
    expect(Object.keys(acl)).toEqual([HOTEL]);
    // The café's invite is still open for them: as an existing user they take it from the profile.
    const open = ok(
      await s.gql<{ myInvites: { data: { customerId: string }[] } }>(
        session.accessToken,
        '{ myInvites { data { customerId } } }',
      ),
    );
    expect(open.myInvites.data.map((i) => i.customerId)).toEqual([CAFE]);
    expectGqlError(await s.gql(token, TAKE_USER, { data: { ...data, customerIds: [CAFE] } }), 'CONFLICT', 'email');
    ok(await s.gql(session.accessToken, TAKE_ORG, { data: { customerIds: [CAFE] } }));
    const after = (
      await s.rest(
        'GET',
        '/acl/permissions',
        undefined,
        (await s.login('newbie@example.com', 'Sicher#2026')).accessToken,
      )
    ).body.data;
    expect(Object.keys(after).sort()).toEqual([HOTEL, CAFE]);
    expect(
      ok(await s.gql<{ userInvitesByToken: { totalCount: number } }>(token, BY_TOKEN)).userInvitesByToken.totalCount,
    ).toBe(0);
  });

  it('an existing user takes an invite and keeps what they held (merged); other invites are NOT_FOUND', async () => {
    // The café's admin (voucher-admin of the café) holds the hotel's demo invite.
    expectGqlError(await s.gql(cafe, TAKE_ORG, { data: { customerIds: ['K100005'] } }), 'NOT_FOUND', 'customerIds');
    expectGqlError(await s.gql(cafe, TAKE_ORG, { data: { customerIds: [] } }), 'BAD_USER_INPUT', 'customerIds');
    ok(await s.gql(cafe, TAKE_ORG, { data: { customerIds: [HOTEL] } }));
    const acl = (await s.rest('GET', '/acl/permissions', undefined, (await s.login(USERS.cafe)).accessToken)).body.data;
    expect(acl[HOTEL]).toEqual(['Voucher:*']);
    expect(acl[CAFE]).toEqual(['Voucher:*']);
    expect(
      ok(await s.gql<{ myInvites: { totalCount: number } }>(cafe, '{ myInvites { totalCount } }')).myInvites.totalCount,
    ).toBe(0);
    expectGqlError(await s.gql(null, TAKE_ORG, { data: { customerIds: [HOTEL] } }), 'UNAUTHENTICATED');
  });

  it('an expired invite cannot be taken; its token page says expired', async () => {
    const id = ok(await create(hotel, { email: 'late@example.com' })).createUserInvite;
    const token = await tokenOf('late@example.com');
    await s.db
      .update(userInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvites.id, id));
    const page = ok(await s.gql<{ userInvitesByToken: Page }>(token, BY_TOKEN)).userInvitesByToken;
    expect(page.data.map((i) => i.expired)).toEqual([true]);
    expectGqlError(
      await s.gql(token, TAKE_USER, {
        data: { customerIds: [HOTEL], firstName: 'L', lastName: 'L', password: 'Sicher#2026' },
      }),
      'BAD_USER_INPUT',
      'token',
    );
  });
});

describe('invites: clean-up', () => {
  // Seed 001 §4: unaccepted invites are deleted automatically 5 days after they were sent (or resent).
  it("the server's housekeeping deletes unaccepted invites sent 5 days ago, keeps younger ones", async () => {
    const minute = 60 * 1000;
    const day = 24 * 60 * minute;
    const sentAgo = async (email: string, ms: number) => {
      const id = ok(await create(hotel, { email })).createUserInvite;
      const sent = Date.now() - ms;
      await s.db
        .update(userInvites)
        .set({ createdAt: new Date(sent), updatedAt: new Date(sent), expiresAt: new Date(sent + 5 * day) })
        .where(and(eq(userInvites.customerId, HOTEL), eq(userInvites.id, id)));
      return id;
    };
    // Sent 5 days and 5 minutes ago: due (expired 5 minutes ago, not 5 days ago).
    const due = await sentAgo('due@example.com', 5 * day + 5 * minute);
    // Sent 4 days and 23 hours ago: kept.
    const young = await sentAgo('young@example.com', 5 * day - 60 * minute);
    // Sent 6 days ago, accepted meanwhile: not an unaccepted invite.
    const accepted = await sentAgo('accepted@example.com', 6 * day);
    await s.db
      .update(userInvites)
      .set({ acceptedAt: new Date() })
      .where(and(eq(userInvites.customerId, HOTEL), eq(userInvites.id, accepted)));

    await runHousekeeping(s.db, s.services.database.kind);

    const left = new Set(
      (await s.db.select({ id: userInvites.id }).from(userInvites).where(eq(userInvites.customerId, HOTEL))).map(
        (r) => r.id,
      ),
    );
    expect(left.has(due)).toBe(false);
    expect(left.has(young)).toBe(true);
    expect(left.has(accepted)).toBe(true);
    // The demo's invite sent a week ago is gone too; the one sent a day ago stays.
    const emails = (await list(hotel, { customerIds: [HOTEL] })).data.map((i) => i.email);
    expect(emails).not.toContain('technik@alpenhotel.test');
    expect(emails).toContain('rezeption@alpenhotel.test');
  });
});

describe('invites: taking them without a sign-in is bounded', () => {
  // Per client address (10) and per token (5) in 15 minutes (TAKE_INVITE_LIMITS): the other tests'
  // attempts from this address are forgotten before and after each of these.
  const forget = () => s.db.execute(sql`DELETE FROM auth_throttle WHERE key LIKE 'invite:%'`);
  beforeEach(forget);
  afterEach(forget);
  const data = { customerIds: [HOTEL], firstName: 'G', lastName: 'G', password: 'Sicher#2026' };

  it('answers a bogus token without hashing the password', async () => {
    const before = hashes();
    expectGqlError(await s.gql('b'.repeat(43), TAKE_USER, { data }), 'NOT_FOUND', 'token');
    expect(hashes()).toBe(before);
    // An expired invite: refused before the hashing too.
    const id = ok(await create(hotel, { email: 'expired-unhashed@example.com' })).createUserInvite;
    const token = await tokenOf('expired-unhashed@example.com');
    await s.db
      .update(userInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvites.id, id));
    expectGqlError(await s.gql(token, TAKE_USER, { data }), 'BAD_USER_INPUT', 'token');
    expect(hashes()).toBe(before);
  });

  it('answers the 6th attempt with one token with RATE_LIMITED', async () => {
    ok(await create(hotel, { email: 'often-tried@example.com' }));
    const token = await tokenOf('often-tried@example.com');
    // Not an organisation of the invite: refused after the token was found (and counted).
    const elsewhere = { data: { ...data, customerIds: ['K100003'] } };
    for (let k = 0; k < 5; k++) expectGqlError(await s.gql(token, TAKE_USER, elsewhere), 'NOT_FOUND', 'customerIds');
    expectGqlError(await s.gql(token, TAKE_USER, { data }), 'RATE_LIMITED');
  });

  // Last: the address stays refused at this server until the window ends (remembered there).
  it('answers the 11th attempt from one address with RATE_LIMITED and retryAfter', async () => {
    for (let k = 0; k < 10; k++) {
      expectGqlError(await s.gql(`bogus-${k}-${'c'.repeat(40)}`, TAKE_USER, { data }), 'NOT_FOUND', 'token');
    }
    const refused = await s.gql(`bogus-10-${'c'.repeat(40)}`, TAKE_USER, { data });
    expectGqlError(refused, 'RATE_LIMITED');
    expect(refused.errors![0]!.extensions!.retryAfter).toBeGreaterThan(0);

    // From then on the address's GraphQL requests without a session are refused before any GraphQL
    // work (server/app.ts `gated`): 429, nothing counted or audited; signed-in callers there go on.
    const one = async (q: SQL) => Number(((await s.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const audited = () => one(sql`SELECT count(*)::int AS n FROM audit_log`);
    const auditedBefore = await audited();
    const counted = () => one(sql`SELECT coalesce(sum(failures), 0)::int AS n FROM auth_throttle`);
    const countedBefore = await counted();
    for (const token of [`bogus-11-${'c'.repeat(40)}`, null]) {
      const res = await fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query: TAKE_USER, variables: { data } }),
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]!.extensions.code).toBe('RATE_LIMITED');
    }
    expect(await audited()).toBe(auditedBefore);
    expect(await counted()).toBe(countedBefore);
    const mine = await list(hotel, { search: 'example.com' });
    expect(mine.totalCount).toBeGreaterThan(0);
  });
});
