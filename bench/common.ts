// What every benchmark shares: the PostgreSQL server to measure against, the server as its own
// process, percentiles, formatting.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/demo';
// @ts-expect-error: a JavaScript module of the scripts, without declarations
import { SERVER_BUNDLE, serverNodeArgs, buildServer } from '../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** BENCH_PG_URL (default the local server; "off" skips PostgreSQL). BENCH_PGLITE=off skips PGlite. */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The p-th percentile (nearest rank) of some figures; NaN for none. */
export const pct = (xs: number[], p: number): number =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]! : NaN;

export const ms = (x: number) => `${x.toFixed(1)} ms`;

/** An access token of a demo user (the demo's password) from the server at `url`. */
export async function signIn(url: string, email: string): Promise<string> {
  const r = await fetch(`${url}/auth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await r.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`sign-in of ${email} answered ${r.status}`);
  return body.data.accessToken;
}

/**
 * A GraphQL request to the server at `url` with `token`: its data; an answer with errors throws. On a
 * connection of its own (`connection: close`, as the server tests' harness, D316): where the server
 * shares the bench's process, a long statement between two requests (selecting 10,000 codes of a
 * million on PGlite) held the event loop past the server's keep-alive timeout, and the next request,
 * written on the kept connection as the server closed it, failed with ECONNRESET.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benches read what they asked for
export async function graphql<T = any>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const r = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data?: T; errors?: unknown };
  if (r.status !== 200 || body.errors) throw new Error(`${r.status} ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

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
  // BENCH_PGLITE=off measures the PostgreSQL server only (as BENCH_PG_URL=off skips it).
  const results = process.env.BENCH_PGLITE === 'off' ? [] : [await one(undefined)];
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

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/** Seeds the empty database of `env` (DATABASE_URL or DATA_DIR) with `server/seed/cli.ts <args>`. */
export function seedDatabase(env: Record<string, string>, args: string[]): void {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
}

/** Resident memory of a process (Linux /proc): VmHWM, the peak, or VmRSS, now; bytes, NaN where unknown. */
export function peakRss(pid: number | undefined, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU seconds (user + system) the process `pid` has used so far, from /proc (NaN where unreadable). */
export function cpuSeconds(pid: number | undefined): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

let built = false;

/**
 * The server as `npm start` runs it (the bundle of scripts/build-server.mjs; without RADIUS unless
 * `env.RADIUS` is 'on'), until it says it listens.
 */
export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  if (!built) await buildServer();
  built = true;
  return startListening([...serverNodeArgs({ ...process.env, ...env }), ...nodeArgs, SERVER_BUNDLE], {
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    ...process.env,
    ...env,
    RADIUS: env.RADIUS ?? 'off',
  });
}

/**
 * The floor of the list's throughput (bench/floor-server.mjs: node:http and pg, the portal's list
 * statement, nothing else) on the database at `databaseUrl`, until it says it listens.
 */
export function startFloorServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  return startListening([path.join(root, 'bench', 'floor-server.mjs')], { ...process.env, DATABASE_URL: databaseUrl });
}

/** Node with `args` and `env` on a free port of 127.0.0.1 (PORT, HOST), until it prints "listening". */
async function startListening(args: string[], env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Ends a server started by startServer. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** `work` with a new temporary directory, removed afterwards. */
export async function inTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `work` against the server started with `env` (startServer), ended afterwards. */
export async function withServer<T>(
  env: Record<string, string>,
  work: (server: { url: string; child: ChildProcess }) => Promise<T>,
  nodeArgs: string[] = [],
): Promise<T> {
  const server = await startServer(env, nodeArgs);
  try {
    return await work(server);
  } finally {
    await stopServer(server.child);
  }
}
