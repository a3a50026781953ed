// The audit log (issue 12): every mutation and sign-in through the real GraphQL and REST interfaces,
// read back by an operator with filters; append-only at the database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/platform/db/client';
import { mailOutbox } from '../../server/platform/mail/table';
import { users } from '../../server/tenancy/identity/table';
import { hashPassword } from '../../server/platform/passwords';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { SIGN_IN_LIMITS } from '../../server/tenancy/identity/throttle';
import { lostAuditEntries, recordAudit } from '../../server/tenancy/audit/record';
import type { Db } from '../../server/platform/db/client';
import { startTestServer, type TestServer } from './harness';
import { CAFE, DEACTIVATE_MANY, HOTEL, USERS, createBatch, expectGqlError, ok } from './helpers';

interface Entry {
  _id: string;
  at: string;
  userId: string | null;
  email: string | null;
  customerId: string | null;
  operation: string;
  objectIds: string[];
  outcome: string;
  ip: string | null;
  userAgent: string | null;
}
interface AuditPage {
  count: number;
  totalCount: number;
  hasNextPage: boolean;
  data: Entry[];
}

const AUDIT_LOG = `query A($skip: Int, $take: Int, $from: DateTime, $to: DateTime, $customerIds: [String!],
  $operation: String, $email: String, $outcome: String) {
  auditLog(skip: $skip, take: $take, from: $from, to: $to, customerIds: $customerIds, operation: $operation,
    email: $email, outcome: $outcome) {
    count totalCount hasNextPage data { _id at userId email customerId operation objectIds outcome ip userAgent }
  }
}`;

let s: TestServer;
let operator: string;
let hotel: string;

beforeAll(async () => {
  s = await startTestServer({ customers: 3 });
  operator = (await s.login(USERS.operator)).accessToken;
  hotel = (await s.login(USERS.hotel)).accessToken;
});
afterAll(() => s.close());

const audit = async (vars: Record<string, unknown>) =>
  ok(await s.gql<{ auditLog: AuditPage }>(operator, AUDIT_LOG, vars)).auditLog;
const latest = async (operation: string) => (await audit({ operation, take: 1 })).data[0];

describe('mutations', () => {
  it('writes one entry per mutation with the caller, the customer and the object ids', async () => {
    const codes = ok(await createBatch(s, hotel, { customerId: HOTEL, amount: 2, description: 'audit' }))
      .createVoucherBatch.codes;
    const created = await latest('Mutation.createVoucherBatch');
    expect(created).toMatchObject({ customerId: HOTEL, email: USERS.hotel, outcome: 'ok' });
    expect(created.userId).toBeTruthy();
    expect(created.ip).toMatch(/127\.0\.0\.1/);
    expect(created.userAgent).toBeTruthy();

    const before = (await audit({ operation: 'Mutation.deactivateManyVouchers' })).totalCount;
    ok(await s.gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes }));
    const page = await audit({ operation: 'Mutation.deactivateManyVouchers' });
    expect(page.totalCount).toBe(before + 1);
    expect(page.data[0]).toMatchObject({ customerId: HOTEL, objectIds: codes, outcome: 'ok', email: USERS.hotel });
  });

  it('logs a refused mutation with its error code, and queries not at all', async () => {
    expectGqlError(await s.gql(hotel, DEACTIVATE_MANY, { customerId: CAFE, codes: ['ABCD-EFGH'] }), 'FORBIDDEN');
    expect(await latest('Mutation.deactivateManyVouchers')).toMatchObject({
      customerId: CAFE,
      objectIds: ['ABCD-EFGH'],
      outcome: 'FORBIDDEN',
    });
    expectGqlError(await s.gql(null, DEACTIVATE_MANY, { customerId: HOTEL, codes: ['ABCD-EFGH'] }), 'UNAUTHENTICATED');
    expect(await latest('Mutation.deactivateManyVouchers')).toMatchObject({ userId: null, outcome: 'UNAUTHENTICATED' });
    expect((await audit({ operation: 'Query.' })).totalCount).toBe(0);
  });

  it('logs a refused injection with a NUL byte (PostgreSQL text cannot hold one)', async () => {
    const codes = ["x' OR 1=1 --", 'ab\u0000'];
    const r = await s.gql(hotel, DEACTIVATE_MANY, { customerId: 'K10\u00001', codes });
    expectGqlError(r, 'BAD_USER_INPUT');
    expect(await latest('Mutation.deactivateManyVouchers')).toMatchObject({
      customerId: 'K10\ufffd1',
      objectIds: ["x' OR 1=1 --", 'ab\ufffd'],
      outcome: 'BAD_USER_INPUT',
    });
  });

  it('writes one bounded row for a deactivation of 10,000 codes', async () => {
    const before = (await audit({ operation: 'Mutation.deactivateManyVouchers' })).totalCount;
    const codes = Array.from({ length: 10_000 }, (_, i) => `ZZ${i}`);
    expectGqlError(await s.gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes }), 'NOT_FOUND');
    const page = await audit({ operation: 'Mutation.deactivateManyVouchers' });
    expect(page.totalCount).toBe(before + 1);
    const ids = page.data[0].objectIds;
    expect(ids).toHaveLength(101);
    expect(ids.slice(0, 100)).toEqual(codes.slice(0, 100));
    expect(ids[100]).toBe('…+9900 more');
    expect(page.data[0]).toMatchObject({ customerId: HOTEL, outcome: 'NOT_FOUND' });
  });
});

describe('sign-ins and passwords', () => {
  it('logs a sign-in, a wrong password and an unknown account', async () => {
    await s.login(USERS.cafe);
    expect(await latest('signIn')).toMatchObject({ email: USERS.cafe, customerId: CAFE, outcome: 'ok' });
    expect((await s.rest('POST', '/auth/authorize', { email: USERS.cafe, password: 'wrong' })).status).toBe(401);
    const failed = await latest('signInFailed');
    expect(failed).toMatchObject({ email: USERS.cafe, outcome: 'UNAUTHENTICATED' });
    expect(failed.userId).toBeTruthy();
    await s.rest('POST', '/auth/authorize', { email: 'nobody@unknown.test', password: 'wrong' });
    expect(await latest('signInFailed')).toMatchObject({ email: 'nobody@unknown.test', userId: null });
  });

  it('logs a throttled sign-in as RATE_LIMITED', async () => {
    const email = 'guesser-target@unknown.test';
    for (let i = 0; i < SIGN_IN_LIMITS.addressAccount; i++) {
      expect((await s.rest('POST', '/auth/authorize', { email, password: 'wrong' })).status).toBe(401);
    }
    expect((await s.rest('POST', '/auth/authorize', { email, password: 'wrong' })).status).toBe(429);
    const page = await audit({ email, operation: 'signInFailed' });
    expect(page.totalCount).toBe(SIGN_IN_LIMITS.addressAccount + 1);
    expect(page.data[0].outcome).toBe('RATE_LIMITED');
    expect((await audit({ email, outcome: 'UNAUTHENTICATED' })).totalCount).toBe(SIGN_IN_LIMITS.addressAccount);
  });

  it('logs a refused password change with its code and does not log refreshes', async () => {
    const r = await s.rest(
      'PUT',
      '/my-profile/password',
      { currentPassword: 'not-the-password', password: 'N3w#Passw0rd-long' },
      hotel,
    );
    expect(r.status).toBe(400);
    expect(await latest('passwordChanged')).toMatchObject({ email: USERS.hotel, outcome: 'WRONG_PASSWORD' });
    const { refreshToken } = await s.login(USERS.vendor);
    const count = (await audit({})).totalCount;
    expect((await s.rest('POST', '/auth/refresh', { refreshToken })).status).toBe(200);
    expect((await audit({})).totalCount).toBe(count);
  });
  it('logs a password change and a completed reset with the user', async () => {
    const email = 'audit-reset@example.test';
    const id = randomBytes(12).toString('hex');
    await s.db.insert(users).values({ id, email, passwordHash: await hashPassword(DEMO_PASSWORD), lang: 'de' });
    const { accessToken } = await s.login(email);
    const changed = await s.rest(
      'PUT',
      '/my-profile/password',
      { currentPassword: DEMO_PASSWORD, password: 'Neues#Passwort9' },
      accessToken,
    );
    expect(changed.status).toBe(200);
    expect(await latest('passwordChanged')).toMatchObject({ userId: id, email, outcome: 'ok' });

    await s.rest('POST', '/auth/forgot-password', { email });
    let text = '';
    for (let i = 0; i < 100 && !text; i++) {
      const [mail] = await s.db
        .select()
        .from(mailOutbox)
        .where(sql`${email} = ANY(${mailOutbox.to})`);
      if (mail) text = mail.text ?? '';
      else await new Promise((r) => setTimeout(r, 50));
    }
    const token = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
    expect((await s.rest('POST', '/auth/reset-password', { token, password: 'Anderes#Passwort9' })).status).toBe(200);
    expect(await latest('passwordReset')).toMatchObject({ userId: id, email, outcome: 'ok' });
  });
});

describe('reading', () => {
  it('answers FORBIDDEN to everyone but operators', async () => {
    expectGqlError(await s.gql(hotel, AUDIT_LOG, {}), 'FORBIDDEN');
    const partner = (await s.login(USERS.partner)).accessToken;
    expectGqlError(await s.gql(partner, AUDIT_LOG, {}), 'FORBIDDEN');
    expectGqlError(await s.gql(null, AUDIT_LOG, {}), 'UNAUTHENTICATED');
  });

  it('filters by customer, operation, e-mail, outcome and time, newest first, paged', async () => {
    const all = await audit({ take: 500 });
    expect(all.totalCount).toBeGreaterThan(5);
    const times = all.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const cafe = await audit({ customerIds: [CAFE] });
    expect(cafe.data.length).toBeGreaterThan(0);
    expect(cafe.data.every((e) => e.customerId === CAFE)).toBe(true);
    const forbidden = await audit({ outcome: 'FORBIDDEN' });
    expect(forbidden.data.every((e) => e.outcome === 'FORBIDDEN')).toBe(true);
    expect((await audit({ email: 'ALPENHOTEL' })).data.every((e) => e.email === USERS.hotel)).toBe(true);
    expect((await audit({ operation: 'signin' })).data.every((e) => e.operation.startsWith('signIn'))).toBe(true);

    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await audit({ from: future })).totalCount).toBe(0);
    expect((await audit({ to: future })).totalCount).toBe(all.totalCount);
    expect((await audit({ from: all.data.at(-1)!.at, to: future })).totalCount).toBe(all.totalCount);

    const first = await audit({ take: 2 });
    const second = await audit({ take: 2, skip: 2 });
    expect(first.hasNextPage).toBe(true);
    expect(second.data.map((e) => e._id)).toEqual(all.data.slice(2, 4).map((e) => e._id));
    expectGqlError(await s.gql(operator, AUDIT_LOG, { take: 501 }), 'BAD_USER_INPUT', 'take');
  });
});

describe('append-only', () => {
  it("refuses UPDATE, DELETE and TRUNCATE at the database, to the server and to the tables' owner", async () => {
    const count = (await audit({})).totalCount;
    // The server's own connection holds no such privilege (PostgreSQL; on PGlite it is the owner).
    const refusal = s.services.database.kind === 'postgres' ? /permission denied/ : /append-only/;
    for (const statement of [`UPDATE audit_log SET outcome = 'ok'`, `DELETE FROM audit_log`, `TRUNCATE audit_log`]) {
      await expect(queryRows(s.db, statement, [])).rejects.toThrow(refusal);
      // The owner holds it, and the triggers refuse.
      await expect(queryRows(s.owner, statement, [])).rejects.toThrow(/append-only/);
    }
    expect((await audit({})).totalCount).toBe(count);
  });
});

describe('a failed write', () => {
  it('never throws into the request, is retried once, counted and warned about at most once a minute', async () => {
    const insert = vi.fn(() => ({ values: () => Promise.reject(new Error('database gone')) }));
    const broken = { insert } as unknown as Db;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lost = lostAuditEntries();
    await recordAudit(broken, { operation: 'signIn', outcome: 'ok', email: 'a@b.test' });
    await recordAudit(broken, [
      { operation: 'signIn', outcome: 'ok' },
      { operation: 'signInFailed', outcome: 'UNAUTHENTICATED' },
    ]);
    expect(insert).toHaveBeenCalledTimes(4);
    expect(lostAuditEntries()).toBe(lost + 3);
    expect(warn).toHaveBeenCalledTimes(1);
    // The operations, never the people (issue 37: no personal data in the log).
    const line = String(warn.mock.calls[0].join(' '));
    expect(line).toContain('signIn');
    expect(line).not.toContain('a@b.test');
    warn.mockRestore();
  });
});
