// Planner statistics on the database as it is given: PGlite has no autovacuum, and a PostgreSQL
// server may run without it (this project's CI server does). Then the server keeps the statistics
// itself, so that a list over thousands of rows written since start-up is not planned as if the
// table were empty (seconds instead of milliseconds; found by `npm run bench`).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managesStatistics, noteWrites, statisticsSettled } from '../../server/platform/statistics';
import { deviceById, login } from '../../server/access/hotspot-login';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ customers: 6 });
});
afterAll(() => s?.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await s.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('planner statistics', () => {
  it('are kept by the server unless the database runs autovacuum', async () => {
    const [setting] = await rowsOf(sql`select current_setting('autovacuum') as autovacuum`);
    const autovacuum = s.services.database.kind === 'postgres' && setting?.autovacuum === 'on';
    expect(managesStatistics(s.db)).toBe(!autovacuum);
  });

  it('follow a bulk write once it passes the threshold', async () => {
    if (!managesStatistics(s.db)) return; // autovacuum's job on this server
    await s.db.execute(sql`insert into hotspot_account_templates (customer_id, id, name, search_text)
      select 'K100003', 'b' || lpad(to_hex(i), 23, '0'), 'Statistik ' || i, '' from generate_series(1, 2000) i`);
    noteWrites(s.db, 'hotspot_account_templates', 2000);
    await statisticsSettled();
    const [row] = await rowsOf(
      sql`select reltuples::float8 as reltuples, relpages, relallvisible from pg_class where relname = 'hotspot_account_templates'`,
    );
    expect(Number(row?.reltuples)).toBeGreaterThanOrEqual(2000);
    // Vacuumed too: every page is marked all-visible, so that index-only scans need not read them.
    expect(Number(row?.relpages)).toBeGreaterThan(0);
    expect(Number(row?.relallvisible)).toBe(Number(row?.relpages));
  });

  it('follow the hotspot accounts that RADIUS logins make (issue 36)', async () => {
    if (!managesStatistics(s.db)) return; // autovacuum's job on this server
    // Before, only the portal's own writes were noted: accounts made by logins never reached the
    // statistics, and the login's statements kept plans made while the table was small (sequential
    // scans of every account, 670 of 1,000 logins in bench/freeradius.ts).
    const [dev] = await rowsOf(sql`select id from hotspot_devices where name = 'Pool Hotspot'`);
    const [device] = await deviceById(s.db, String(dev!.id));
    const [code] = await rowsOf(
      sql`select code from vouchers where customer_id = ${device!.customerId} and active and valid
          and deleted_at is null and not device_voucher and coalesce(simultaneous_use, 0) = 0
          and (expires is null or expires > now() + interval '1 day') order by code limit 1`,
    );
    const [{ n } = { n: 0 }] = await rowsOf(sql`select count(*)::int as n from hotspot_accounts`);
    const clients = 160;
    for (let i = 0; i < clients; i++) {
      const result = await login(s.db, {
        device: device!,
        username: String(code!.code),
        credentials: { kind: 'pap', password: String(code!.code) },
        clientMac: `02:00:5e:00:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`,
      });
      expect(result.ok).toBe(true);
    }
    await statisticsSettled();
    const [row] = await rowsOf(
      sql`select reltuples::float8 as reltuples from pg_class where relname = 'hotspot_accounts'`,
    );
    expect(Number(row?.reltuples)).toBeGreaterThanOrEqual(Number(n) + clients - 50);
  });
});
