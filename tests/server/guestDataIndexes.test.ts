// The indexes of issue 38's measured slow statements (migration 0046), shown by the plans on both
// databases over 5,000 sessions and hotspot accounts of one customer (statistics taken): a guest's
// sessions found by login name (guest data, docs/privacy.md: lower(username), customer first) and a
// login template's accounts (moved with its account template, D235) are read through their index,
// not by scanning the customer's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { HOTEL } from './helpers';
import { emptyKeys, sessionCondition } from '../../server/insights/guest-data/store';

const ROWS = 5_000;
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
  // A bulk load: the analytics triggers stand aside (as the retention job's batches do).
  await s.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('hotspot.skip_rollups', 'on', true)`);
    await tx.execute(sql`
    insert into radius_sessions (customer_id, id, acct_session_id, hotspot_device_id, username, started_at, updated_at, stopped_at)
    select ${HOTEL}, 'ix-' || g, 'acct-' || g, 'ix-device', 'Guest' || g || '@Example.test',
           now() - make_interval(mins => g), now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${ROWS}) g`);
  });
  await s.db.execute(sql`
    insert into hotspot_accounts (customer_id, id, login_template_id, username, client_mac_hash)
    select ${HOTEL}, 'ix-' || g, 'ix-template-' || (g % 200), 'guest' || g, 'mac-' || g
    from generate_series(1, ${ROWS}) g`);
  await s.db.execute(sql`analyze radius_sessions`);
  await s.db.execute(sql`analyze hotspot_accounts`);
}, 120_000);
afterAll(() => s?.close());

async function plan(statement: ReturnType<typeof sql>): Promise<string> {
  const result = (await s.db.execute(sql`explain ${statement}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}

describe('indexes of migration 0046', () => {
  it("finds a guest's sessions by login name through radius_sessions_username_idx", async () => {
    const p = await plan(
      sql`select s.id from radius_sessions s where s.customer_id = ${HOTEL} and lower(s.username) = any(${sql.raw(`array['guest17@example.test']`)})`,
    );
    expect(p).toContain('radius_sessions_username_idx');
    expect(p).not.toMatch(/Seq Scan/);
  });

  it("finds a guest's sessions by e-mail and client device as the guest-data page does, without a scan", async () => {
    const keys = { ...emptyKeys(HOTEL), usernames: ['guest17@example.test'], macHashes: ['mac-17'] };
    const p = await plan(sql`select s.id from radius_sessions s where ${sessionCondition(keys)}`);
    expect(p).toContain('radius_sessions_username_idx');
    expect(p).toContain('radius_sessions_client_idx');
    expect(p).not.toMatch(/Seq Scan on radius_sessions/);
  });

  it("moves a login template's accounts through hotspot_accounts_login_template_idx", async () => {
    const p = await plan(
      sql`update hotspot_accounts set account_template_id = null where customer_id = ${HOTEL} and login_template_id = 'ix-template-7' and account_template_id is distinct from null`,
    );
    expect(p).toContain('hotspot_accounts_login_template_idx');
    expect(p).not.toMatch(/Seq Scan/);
  });
});
