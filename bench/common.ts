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
