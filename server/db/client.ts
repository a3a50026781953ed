// Database connection: embedded PGlite in a data directory by default, a PostgreSQL server when a
// connection string is given. One dialect (PostgreSQL) and one drizzle schema for both.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { manageStatistics, refreshAllStatistics } from '../lib/statistics';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and applies the committed migrations in-process (PGlite has no lock: one process only).
 * `loadDataDir` (PGlite only, for the tests): start from a dump of another instance (`dumpDataDir()`)
 * instead of an empty cluster; the migrations and statistics then run on it as on any database.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Timestamps come back as JS Dates through drizzle; keep bigint counts as numbers where we cast.
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, administrator command) must not end this process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn('database connection lost:', error.message));
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    // A server without autovacuum keeps no planner statistics by itself: the application keeps them
    // as on PGlite (server/lib/statistics.ts).
    const { rows } = await pool.query<{ autovacuum: string }>("select current_setting('autovacuum') as autovacuum");
    if (rows[0]?.autovacuum !== 'on') {
      manageStatistics(db as unknown as Db);
      await refreshAllStatistics(db as unknown as Db);
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // The one-argument form: the two-argument form ignores options when the path is undefined.
  const client = new PGlite({
    dataDir: opts.dataDir ?? undefined,
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  // No autovacuum here: the application keeps the planner statistics (lib/statistics.ts).
  manageStatistics(db as unknown as Db);
  await refreshAllStatistics(db as unknown as Db);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * One statement through the driver itself, without drizzle's query building and result mapping: for
 * the hottest path only (a RADIUS login), where drizzle's per-query parser set on PGlite cost more than
 * the statement. Both drivers (PGlite, pg.Pool) take `(text, params)` and answer `{ rows }` with
 * timestamps as Date, json parsed and arrays as arrays. Not inside a transaction (`db` only).
 */
export async function queryRows<T>(db: Db, text: string, params: readonly unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: T[] }> } })
    .$client;
  return (await client.query(text, [...params])).rows;
}
