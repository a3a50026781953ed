// The login decision's writes, through the real database: a login changes the code's usage but no
// per-customer counter, so that concurrent logins of one customer never queue on one row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { deviceById, login } from '../../server/access/hotspot-login';
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

describe('a login', () => {
  it('counts the code without writing the customer’s code counters (no per-customer row lock)', async () => {
    const [dev] = await rows<{ id: string }>(sql`select id from hotspot_devices where name = 'Pool Hotspot'`);
    const [device] = await deviceById(s.db, dev!.id);
    const [code] = await rows<{ code: string; used: number }>(
      sql`select code, used from vouchers where customer_id = ${device!.customerId} and active and valid
          and deleted_at is null and (expires is null or expires > now()) order by code limit 1`,
    );
    const counter = () =>
      rows<{ version: string; live: number }>(
        sql`select xmin::text as version, live from voucher_counters where customer_id = ${device!.customerId}`,
      );
    const [before] = await counter();
    const result = await login(s.db, {
      device: device!,
      username: code!.code,
      credentials: { kind: 'pap', password: code!.code },
      clientMac: '02:00:00:00:aa:01',
    });
    expect(result.ok).toBe(true);
    const [after] = await counter();
    const [usedAfter] = await rows<{ used: number }>(
      sql`select used from vouchers where customer_id = ${device!.customerId} and code = ${code!.code}`,
    );
    expect(usedAfter!.used).toBe(code!.used + 1);
    // The same row version: the statement trigger wrote nothing when no count changed.
    expect(after).toEqual(before);
  });
});

describe('the accounts of a shared code or device account (issue 38)', () => {
  const INVALIDATE = `mutation I($m: String!) { invalidateHotspotAccountsByMultiAccountId(multiAccountId: $m) }`;

  it('share one multiAccountId, which blocks all of them at once; a device code makes none', async () => {
    const [dev] = await rows<{ id: string }>(sql`select id from hotspot_devices where name = 'Pool Hotspot'`);
    const [device] = await deviceById(s.db, dev!.id);
    const admin = (await s.login(USERS.hotel)).accessToken;
    const create = async (data: Record<string, unknown>) =>
      ok(
        await s.gql<{ createVoucher: { _id: string; code: string } }>(admin, CREATE_VOUCHER, {
          data: { customerId: HOTEL, ...data },
        }),
      ).createVoucher;
    const logIn = (code: string, clientMac: string) =>
      login(s.db, { device: device!, username: code, credentials: { kind: 'pap', password: code }, clientMac });
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
