// Planner statistics where nothing else keeps them: PGlite runs no autovacuum, and without
// statistics a list over a million rows is planned as if the table were empty (seconds instead of
// milliseconds). On PGlite the application does what autovacuum would: ANALYZE after migrations and
// seeding, and VACUUM ANALYZE a table once the rows written since its last ANALYZE pass autovacuum's
// default analyze threshold (50 rows + 10 % of the table). The VACUUM takes back the space of
// changed rows (nothing else would on PGlite) and sets the visibility map, without which the keys of
// a deep page are not read from the index alone (1.2 s on PGlite after 100,000 of 1,000,000 codes
// changed, against 0.3 s for ANALYZE alone). A PostgreSQL server with autovacuum on needs none
// of this; one with autovacuum off (seen on this project's machines) is managed like PGlite.
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { systemDbOf } from './db/rowSecurity';

interface TableState {
  /** Rows written since the last ANALYZE. */
  pending: number;
  /** Rows in the table at the last ANALYZE. */
  rows: number;
}

const embedded = new WeakMap<Db, Map<string, TableState>>();
/** Who runs ANALYZE for a handle: only a table's owner may, and on PostgreSQL requests are not the owner. */
const analyzers = new WeakMap<Db, Db>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * Marks a database as one without autovacuum (openDatabase does it for PGlite and such servers);
 * `analyzer`: the owner's handle that runs the ANALYZE when `db` is not the tables' owner.
 */
export function manageStatistics(db: Db, analyzer: Db = db): void {
  embedded.set(db, new Map());
  analyzeAs(db, analyzer);
}

/** ANALYZE for `db` (also `analyzeAfterLoad`) runs through `analyzer`. */
export function analyzeAs(db: Db, analyzer: Db): void {
  analyzers.set(db, analyzer);
}

/** Whether the application keeps this database's planner statistics itself. */
export const managesStatistics = (db: Db): boolean => embedded.has(db);

async function analyze(db: Db, table?: string, vacuum = false): Promise<void> {
  const command = vacuum ? sql`VACUUM ANALYZE` : sql`ANALYZE`;
  await (analyzers.get(db) ?? db).execute(table ? sql`${command} ${sql.identifier(table)}` : command);
  const states = embedded.get(db);
  if (!states) return;
  // Only managed databases get here; both drivers (PGlite, node-postgres) answer { rows }.
  const result = (await (analyzers.get(db) ?? db).execute(
    sql`select relname, reltuples::float8 as reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  )) as unknown as { rows: { relname: string; reltuples: number }[] };
  for (const r of result.rows) {
    if (table && r.relname !== table) continue;
    states.set(r.relname, { pending: 0, rows: Math.max(0, Number(r.reltuples)) });
  }
}

/** ANALYZE every table now on a database without autovacuum (after migrations). */
export async function refreshAllStatistics(db: Db): Promise<void> {
  if (embedded.has(db)) await analyze(db);
}

/**
 * VACUUM ANALYZE every table now, on any database: after seeding or a large import, when the next
 * request must not wait for autovacuum (which on a PostgreSQL server comes within a minute or so,
 * on PGlite never). The VACUUM sets the visibility map, without which no index-only scan avoids
 * the table (the count of expired codes over a partial index, for one).
 */
export async function analyzeAfterLoad(db: Db): Promise<void> {
  await analyze(db, undefined, true);
}

/**
 * Notes rows written to a table; past the threshold the table is vacuumed and analysed in the
 * background, after the current request (one at a time).
 */
export function noteWrites(request: Db, table: string, rows: number): void {
  const db = systemDbOf(request);
  const states = embedded.get(db);
  if (!states || rows <= 0) return;
  const state = states.get(table) ?? { pending: 0, rows: 0 };
  state.pending += rows;
  states.set(table, state);
  if (state.pending <= 50 + 0.1 * state.rows) return;
  state.pending = 0;
  queue = queue.then(() => analyze(db, table, true)).catch(() => undefined);
}

/** Resolves when the background ANALYZE runs queued so far are done (tests, benchmarks). */
export const statisticsSettled = (): Promise<unknown> => queue;
