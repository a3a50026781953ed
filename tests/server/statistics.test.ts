// Planner statistics on the database as it is given: PGlite has no autovacuum, and a PostgreSQL
// server may run without it (this project's CI server does). Then the server keeps the statistics
// itself, so that a list over thousands of rows written since start-up is not planned as if the
// table were empty (seconds instead of milliseconds; found by `npm run bench`).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managesStatistics, noteWrites, statisticsSettled } from '../../server/platform/statistics';
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
});
