// Backup and restore as docs/operations.md describes them (issue 37). PostgreSQL: pg_dump in the custom
// format and pg_restore into a new database of the same cluster (the roles are the cluster's); the
// restored database has every policy and row-security flag of the original, and a request confined to
// one customer still sees that customer's rows only. PGlite: a copy of the data directory taken after a
// clean stop opens with the same data.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/platform/db/client';
import { HOTEL_ID } from '../../server/seed/demo';
import { PG_ADMIN_URL, adminQuery, startTestServer } from './harness';

const run = promisify(execFile);
const onPostgres = process.env.TEST_DB === 'postgres';
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

const urlOf = (name: string, user?: string) => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  if (user) url.username = user;
  return url.toString();
};

describe.skipIf(!onPostgres)('PostgreSQL: pg_dump and pg_restore', () => {
  it('restores every row, policy and row-security flag, and the restored database still confines a request', async () => {
    const s = await startTestServer({ customers: 3, loginRole: true });
    cleanup.push(() => s.close());
    const source = new URL(s.databaseUrl!).pathname.slice(1);
    const target = `${source}_restored`;
    const dir = mkdtempSync(path.join(tmpdir(), 'hp-backup-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'hotspot.dump');

    await run('pg_dump', ['--format=custom', `--file=${file}`, urlOf(source)]);
    await adminQuery(`CREATE DATABASE ${target}`);
    cleanup.push(() => adminQuery(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`).then(() => undefined));
    await run('pg_restore', ['--exit-on-error', `--dbname=${urlOf(target)}`, file]);

    const facts = async (name: string) => {
      const c = new pg.Client({ connectionString: urlOf(name) });
      await c.connect();
      try {
        const policies = await c.query(
          `SELECT tablename, policyname, roles::text, qual FROM pg_policies ORDER BY tablename, policyname`,
        );
        const secured = await c.query(
          `SELECT relname FROM pg_class WHERE relrowsecurity AND relnamespace = 'public'::regnamespace ORDER BY relname`,
        );
        const counts = await c.query(
          `SELECT (SELECT count(*) FROM vouchers)::int AS vouchers, (SELECT count(*) FROM users)::int AS users`,
        );
        return { policies: policies.rows, secured: secured.rows, counts: counts.rows[0] };
      } finally {
        await c.end();
      }
    };
    const before = await facts(source);
    const after = await facts(target);
    expect(before.policies.length).toBeGreaterThan(20);
    expect(after).toEqual(before);

    // The server opens the restored database as its login role (migrations find nothing to do), and a
    // request confined to the hotel sees the hotel's codes and no other customer's.
    const restored = await openDatabase({
      databaseUrl: urlOf(target, source),
      migrationUrl: urlOf(target),
    });
    cleanup.push(() => restored.close());
    const request = restored.forRequest([HOTEL_ID]);
    try {
      const rows = await request.db.execute<{ customer_id: string; n: number }>(
        sql`select customer_id, count(*)::int as n from vouchers group by customer_id`,
      );
      const list = (rows as unknown as { rows?: { customer_id: string; n: number }[] }).rows ?? (rows as never);
      expect(list.map((r) => r.customer_id)).toEqual([HOTEL_ID]);
      expect(list[0]!.n).toBeGreaterThan(0);
    } finally {
      await request.release();
    }
  }, 120_000);
});

describe.skipIf(onPostgres)('PGlite: a copy of the data directory after a clean stop', () => {
  it('opens with the same data', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hp-pglite-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    const dump = inject('pgliteTemplate');
    const live = path.join(dir, 'live');
    const first = await openDatabase({
      dataDir: live,
      loadDataDir: dump ? new Blob([readFileSync(dump)]) : undefined,
    });
    const marker = randomBytes(8).toString('hex');
    await first.db.execute(sql`insert into settings (key, value) values (${`backup-test-${marker}`}, ${marker})`);
    await first.close();
    // The documented backup: stop the server, copy the directory (cp -a, tar, a volume snapshot).
    cpSync(live, path.join(dir, 'copy'), { recursive: true });
    const copy = await openDatabase({ dataDir: path.join(dir, 'copy') });
    try {
      const rows = await copy.db.execute<{ value: string }>(
        sql`select value from settings where key = ${`backup-test-${marker}`}`,
      );
      const list = (rows as unknown as { rows?: { value: string }[] }).rows ?? (rows as never);
      expect(list.map((r) => r.value)).toEqual([marker]);
    } finally {
      await copy.close();
    }
  }, 120_000);
});
