// The login decision's writes, through the real database: a login changes the code's usage but no
// per-customer counter, so that concurrent logins of one customer never queue on one row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { deviceById, login, type LoginDevice } from '../../server/access/hotspot-login';
import { CREATE_VOUCHER, HOTEL, USERS, ok } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ customers: 3 });
}, 120_000);
afterAll(() => s?.close());

const rows = async <T>(q: ReturnType<typeof sql>) => {
  const r = (await s.db.execute(q)) as unknown as { rows?: T[] } | T[];
  return (Array.isArray(r) ? r : (r.rows ?? [])) as T[];
};

/** The demo's pool hotspot, as RADIUS sees it. */
const poolDevice = async () => {
  const [dev] = await rows<{ id: string }>(sql`select id from hotspot_devices where name = 'Pool Hotspot'`);
  const [device] = await deviceById(s.db, dev!.id);
  return device!;
};

/** A new code of the hotel, made by its administrator through the API. */
const createCode = async (admin: string, data: Record<string, unknown>) =>
  ok(
    await s.gql<{ createVoucher: { _id: string; code: string } }>(admin, CREATE_VOUCHER, {
      data: { customerId: HOTEL, ...data },
    }),
  ).createVoucher;

/** A PAP login of `code` by `clientMac` at `device`. */
const logInAt = (device: LoginDevice, code: string, clientMac: string) =>
  login(s.db, { device, username: code, credentials: { kind: 'pap', password: code }, clientMac });

describe('a login', () => {
  it('counts the code without writing the customer’s code counters (no per-customer row lock)', async () => {
    const device = await poolDevice();
    const [code] = await rows<{ code: string; used: number }>(
      sql`select code, used from vouchers where customer_id = ${device.customerId} and active and valid
          and deleted_at is null and (expires is null or expires > now()) order by code limit 1`,
    );
    const counter = () =>
      rows<{ version: string; live: number }>(
        sql`select xmin::text as version, live from voucher_counters where customer_id = ${device.customerId}`,
      );
    const [before] = await counter();
    const result = await login(s.db, {
      device: device,
      username: code!.code,
      credentials: { kind: 'pap', password: code!.code },
      clientMac: '02:00:00:00:aa:01',
    });
    expect(result.ok).toBe(true);
    const [after] = await counter();
    const [usedAfter] = await rows<{ used: number }>(
      sql`select used from vouchers where customer_id = ${device.customerId} and code = ${code!.code}`,
    );
    expect(usedAfter!.used).toBe(code!.used + 1);
    // The same row version: the statement trigger wrote nothing when no count changed.
    expect(after).toEqual(before);
  });
});

describe('the code counters beside a login', () => {
  it('count an edit in the same transaction after a login (the login skips them only for its own update)', async () => {
    const device = await poolDevice();
    const customer = device.customerId;
    const [code] = await rows<{ id: string }>(
      sql`select id from vouchers where customer_id = ${customer} and active and valid and deleted_at is null
          and expires is null and not device_voucher order by code limit 1`,
    );
    const counter = async () =>
      (
        await rows<{ active_valid: number; inactive_valid: number; edits: string }>(
          sql`select active_valid, inactive_valid, edits::text as edits from voucher_counters where customer_id = ${customer}`,
        )
      )[0]!;
    const before = await counter();
    await s.db.transaction(async (tx) => {
      await tx.execute(sql`select hotspot_login_count(${customer}, ${code!.id}, null, null, null, 100,
        'ffffffffffffffffffff0001', null, null, ${device.id}, null, 'counter-test-client', null, '', now(), null,
        null, null, null, null, null, null, 0, null, null)`);
      await tx.execute(sql`update vouchers set active = false where customer_id = ${customer} and id = ${code!.id}`);
    });
    const after = await counter();
    expect(after.active_valid).toBe(before.active_valid - 1);
    expect(after.inactive_valid).toBe(before.inactive_valid + 1);
    expect(BigInt(after.edits)).toBe(BigInt(before.edits) + 1n);
    await s.db.execute(sql`update vouchers set active = true where customer_id = ${customer} and id = ${code!.id}`);
  });
});

describe('the accounts of a shared code or device account (issue 38)', () => {
  const INVALIDATE = `mutation I($m: String!) { invalidateHotspotAccountsByMultiAccountId(multiAccountId: $m) }`;

  it('share one multiAccountId, which blocks all of them at once; a device code makes none', async () => {
    const device = await poolDevice();
    const admin = (await s.login(USERS.hotel)).accessToken;
    const create = (data: Record<string, unknown>) => createCode(admin, data);
    const logIn = (code: string, clientMac: string) => logInAt(device, code, clientMac);
    const groupsOf = (voucherId: string) =>
      rows<{ multi_account_id: string | null; valid: boolean }>(
        sql`select multi_account_id, valid from hotspot_accounts where customer_id = ${HOTEL} and voucher_id = ${voucherId}
            order by created_at, id`,
      );

    const shared = await create({ description: 'Familie Berger', simultaneousUse: 3 });
    for (const mac of ['02:00:00:00:bb:01', '02:00:00:00:bb:02']) expect((await logIn(shared.code, mac)).ok).toBe(true);
    const accounts = await groupsOf(shared._id);
    expect(accounts.map((a) => a.multi_account_id)).toEqual([`code-${shared._id}`, `code-${shared._id}`]);

    ok(await s.gql(admin, INVALIDATE, { m: `code-${shared._id}` }));
    expect((await groupsOf(shared._id)).map((a) => a.valid)).toEqual([false, false]);
    expect((await logIn(shared.code, '02:00:00:00:bb:01')).ok).toBe(false);

    const single = await create({ description: 'Ein Gerät', deviceVoucher: true });
    expect((await logIn(single.code, '02:00:00:00:bb:03')).ok).toBe(true);
    expect((await groupsOf(single._id)).map((a) => a.multi_account_id)).toEqual([null]);
  });
});

describe('concurrent logins (issue 36: their reads and writes share statements)', () => {
  it('decide each login as alone: a shared limit holds, every accepted login counts once', async () => {
    const device = await poolDevice();
    const admin = (await s.login(USERS.hotel)).accessToken;
    const create = (data: Record<string, unknown>) => createCode(admin, data);
    const logIn = (code: string, clientMac: string) => logInAt(device, code, clientMac);
    const usedOf = async (id: string) =>
      (await rows<{ used: number }>(sql`select used from vouchers where customer_id = ${HOTEL} and id = ${id}`))[0]!
        .used;

    const limited = await create({ description: 'Zwei Geräte', simultaneousUse: 2 });
    const singles = [];
    for (let i = 0; i < 8; i++) singles.push(await create({ description: `Einzeln ${i}` }));
    const mac = (i: number) => `02:00:00:00:cc:${i.toString(16).padStart(2, '0')}`;
    const results = await Promise.all([
      ...[0, 1, 2, 3, 4, 5].map((i) => logIn(limited.code, mac(i))),
      ...singles.map((c, i) => logIn(c.code, mac(16 + i))),
    ]);
    const onLimited = results.slice(0, 6);
    expect(onLimited.filter((r) => r.ok)).toHaveLength(2);
    expect(onLimited.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(['LIMIT', 'LIMIT', 'LIMIT', 'LIMIT']);
    expect(await usedOf(limited._id)).toBe(2);
    expect(results.slice(6).every((r) => r.ok)).toBe(true);
    for (const c of singles) expect(await usedOf(c._id)).toBe(1);
    const [accounts] = await rows<{ n: number }>(
      sql`select count(*)::int as n from hotspot_accounts where customer_id = ${HOTEL}
          and voucher_id in (${sql.join(
            [limited._id, ...singles.map((c) => c._id)].map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    expect(accounts!.n).toBe(2 + singles.length);
  });

  it('fail only the login whose write fails, not the others of its statement', async () => {
    const device = await poolDevice();
    const admin = (await s.login(USERS.hotel)).accessToken;
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await createCode(admin, { description: `Statement ${i}` })).code);
    // A device the database does not know: its account's foreign key refuses the write.
    const gone = { ...device, id: 'ffffffffffffffffffffffff' };
    const settled = await Promise.allSettled(
      codes.map((code, i) => logInAt(i === 2 ? gone : device, code, `02:00:00:00:dd:0${i}`)),
    );
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(settled.filter((r) => r.status === 'fulfilled').every((r) => r.value.ok)).toBe(true);
  });
});
