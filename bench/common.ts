// What every benchmark shares: the PostgreSQL server to measure against, percentiles, formatting.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** BENCH_PG_URL (default the local server; "off" skips PostgreSQL). */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The p-th percentile (nearest rank) of some figures; NaN for none. */
export const pct = (xs: number[], p: number): number =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]! : NaN;

export const ms = (x: number) => `${x.toFixed(1)} ms`;

/** A fresh database `<prefix>_<random>` on the PostgreSQL server, or null when none answers. */
export async function postgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (PG_URL === 'off') return null;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (e) {
    console.error(`PostgreSQL not reachable at ${PG_URL}: ${(e as Error).message}; measuring PGlite only`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * A benchmark on PGlite, then on a fresh database of the PostgreSQL server when one answers (dropped
 * afterwards): `one(undefined)` for PGlite, `one(url)` for PostgreSQL, in that order.
 */
export async function onEveryDatabase<T>(prefix: string, one: (databaseUrl: string | undefined) => Promise<T>) {
  const results = [await one(undefined)];
  const postgres = await postgresDatabase(prefix);
  if (postgres) {
    try {
      results.push(await one(postgres.url));
    } finally {
      await postgres.drop();
    }
  }
  return results;
}

/** The markdown of every block, and whether every block met its budgets. */
export const joinResults = (results: { markdown: string; ok: boolean }[]) => ({
  markdown: results.map((r) => r.markdown).join(''),
  ok: results.every((r) => r.ok),
});

/** Runs a benchmark module as a script (`npx tsx bench/x.ts`): prints it, exits 1 when over budget. */
export function runAsScript(moduleUrl: string, bench: () => Promise<{ markdown: string; ok: boolean }>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  bench().then(
    ({ markdown, ok }) => {
      console.log(markdown);
      process.exit(ok ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
