// Returning guests' login reads kept in memory (server/access/hotspot-login/readCache.ts, D340): a
// login decided from a kept read writes only if every row it decided on is still the version it read,
// so a change by any writer (the API, plain SQL as another tool or instance would) is seen at the
// next login. Through the real login service and database, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { deviceById, login, type LoginDevice } from '../../server/access/hotspot-login';
import { loginReadStats } from '../../server/access/hotspot-login/readCache';
import { CREATE_VOUCHER, DEACTIVATE_MANY, HOTEL, USERS, ok } from './helpers';

let s: TestServer;
let admin: string;
let device: LoginDevice;
beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.login(USERS.hotel)).accessToken;
  const [dev] = await rows<{ id: string }>(sql`select id from hotspot_devices where name = 'Pool Hotspot'`);
  [device] = (await deviceById(s.db, dev!.id)) as [LoginDevice];
}, 120_000);
afterAll(() => s?.close());

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await s.db.execute(q)) as unknown as { rows?: T[] } | T[];
  return (Array.isArray(r) ? r : (r.rows ?? [])) as T[];
}

/** A new code of the hotel (the device's default login template), made through the API. */
const newCode = async (data: Record<string, unknown> = {}) =>
  ok(
    await s.gql<{ createVoucher: { _id: string; code: string } }>(admin, CREATE_VOUCHER, {
      data: { customerId: HOTEL, ...data },
    }),
  ).createVoucher;

const logIn = (code: string, clientMac: string) =>
  login(s.db, { device, username: code, credentials: { kind: 'pap', password: code }, clientMac });

const stats = () => loginReadStats(s.db);

/** Three logins of a new code by one client: the third decided from the kept read. */
async function returningGuest(clientMac: string, data: Record<string, unknown> = {}) {
  const code = await newCode(data);
  for (let i = 0; i < 2; i++) expect((await logIn(code.code, clientMac)).ok).toBe(true);
  const before = stats();
  const third = await logIn(code.code, clientMac);
  expect(third.ok).toBe(true);
  expect(stats().hits).toBe(before.hits + 1);
  expect(stats().misses).toBe(before.misses);
  expect(stats().stale).toBe(before.stale);
  return { code, third };
}

describe('a returning guest’s login', () => {
  it('decides from the read kept since its last login, the first two from new reads', async () => {
    const code = await newCode();
    const before = stats();
    for (let i = 0; i < 3; i++) expect((await logIn(code.code, '02:00:00:00:c0:01')).ok).toBe(true);
    expect(stats().misses - before.misses).toBe(2);
    expect(stats().hits - before.hits).toBe(1);
    const [counted] = await rows<{ used: number; logins: number }>(
      sql`select v.used, a.logins from vouchers v join hotspot_accounts a on a.customer_id = v.customer_id
          and a.voucher_id = v.id where v.customer_id = ${HOTEL} and v.id = ${code._id}`,
    );
    expect(counted).toEqual({ used: 3, logins: 3 });
  });

  it('is refused once the code is deactivated through the API', async () => {
    const { code } = await returningGuest('02:00:00:00:c0:02');
    ok(await s.gql(admin, DEACTIVATE_MANY, { customerId: HOTEL, codes: [code.code] }));
    const before = stats();
    const after = await logIn(code.code, '02:00:00:00:c0:02');
    expect(after).toMatchObject({ ok: false, reason: 'INACTIVE' });
    // Decided from the kept read, refused by its write (the code changed), decided anew and refused.
    expect(stats().hits).toBe(before.hits + 1);
    expect(stats().stale).toBe(before.stale + 1);
    const [row] = await rows<{ used: number }>(
      sql`select used from vouchers where customer_id = ${HOTEL} and id = ${code._id}`,
    );
    expect(row!.used).toBe(3);
  });

  it('is refused once its hotspot account is invalidated by a plain statement (another tool or instance)', async () => {
    const { code } = await returningGuest('02:00:00:00:c0:03');
    await s.db.execute(
      sql`update hotspot_accounts set valid = false where customer_id = ${HOTEL} and voucher_id = ${code._id}`,
    );
    expect(await logIn(code.code, '02:00:00:00:c0:03')).toMatchObject({ ok: false, reason: 'INVALID' });
  });

  it('gets the limits of its account template as changed by a plain statement', async () => {
    const [template] = await rows<{ id: string; down: number | null }>(
      sql`select t.id, t.max_bandwidth_down as down from hotspot_login_templates lt
          join hotspot_account_templates t on t.customer_id = lt.customer_id and t.id = lt.account_template_id
          where lt.customer_id = ${HOTEL} and lt.id = ${device.loginTemplateIds[0]!}`,
    );
    expect(template).toBeDefined();
    const { code, third } = await returningGuest('02:00:00:00:c0:04');
    const down = (template!.down ?? 0) + 3;
    await s.db.execute(
      sql`update hotspot_account_templates set max_bandwidth_down = ${down} where customer_id = ${HOTEL} and id = ${template!.id}`,
    );
    try {
      const after = await logIn(code.code, '02:00:00:00:c0:04');
      expect(after.ok).toBe(true);
      if (!after.ok || !third.ok) return;
      expect(after.reply.bandwidthDown).not.toBe(third.reply.bandwidthDown);
      expect(after.reply.bandwidthDown).toBe(down * 1000);
    } finally {
      await s.db.execute(
        sql`update hotspot_account_templates set max_bandwidth_down = ${template!.down} where customer_id = ${HOTEL} and id = ${template!.id}`,
      );
    }
  });

  it('reads anew after any new version of the customer’s plugins, and is accepted', async () => {
    const { code } = await returningGuest('02:00:00:00:c0:05');
    await s.db.execute(sql`update customer_plugins set plugins = plugins where customer_id = ${HOTEL}`);
    const before = stats();
    expect((await logIn(code.code, '02:00:00:00:c0:05')).ok).toBe(true);
    // The kept read was used, its write found the plugins' row changed, and the login was decided anew.
    expect(stats().hits).toBe(before.hits + 1);
    expect(stats().stale).toBe(before.stale + 1);
  });

  it('of a shared code is accepted after another client’s login changed the code (decided anew)', async () => {
    const { code } = await returningGuest('02:00:00:00:c0:06', { simultaneousUse: 3 });
    expect((await logIn(code.code, '02:00:00:00:c0:07')).ok).toBe(true);
    const before = stats();
    expect((await logIn(code.code, '02:00:00:00:c0:06')).ok).toBe(true);
    expect(stats().stale).toBe(before.stale + 1);
    const [counted] = await rows<{ used: number }>(
      sql`select used from vouchers where customer_id = ${HOTEL} and id = ${code._id}`,
    );
    expect(counted!.used).toBe(5);
  });
});
