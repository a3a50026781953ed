// Test harness: a real database (PGlite in memory, or a fresh database on the PostgreSQL server,
// chosen by TEST_DB), the seeded demo installation, and the real HTTP server on a free port.
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { loadConfig } from '../../server/platform/config';
import { openDatabase, type Database } from '../../server/platform/db/client';
import { startServices } from '../../server/services';
import { createHttpServer } from '../../server/app';
import { DEMO_PASSWORD, seedDemo, type SeedOptions } from '../../server/seed/demo';
import { PG_ADMIN_URL, adminQuery } from '../setup/dbTemplate';

export { PG_ADMIN_URL, adminQuery };

// The migrated, empty database of tests/setup/dbTemplate.ts (globalSetup), when there is one: a new
// database is a copy of it, opened (migrations, statistics) as before. The dump is read once per worker.
let pgliteDump: Blob | undefined;

/**
 * A PGlite dump (a 45-MB tar) that hands PGlite its bytes at once. PGlite reads a dump with
 * `arrayBuffer()`, which Node answers for a Blob by streaming it in small chunks into a new buffer:
 * ~0.3 s per database on an idle machine, paid by every server file on PGlite (D354). The bytes are
 * only read (untarred into PGlite's own file system), so one buffer serves every copy.
 */
class DumpBytes extends Blob {
  readonly #buffer: ArrayBuffer;
  constructor(buffer: ArrayBuffer) {
    super([]);
    this.#buffer = buffer;
  }
  override get size() {
    return this.#buffer.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#buffer);
  }
}

/** The bytes of a file as a dump PGlite loads without copying them first. */
function dumpOf(bytes: Uint8Array | ArrayBuffer): Blob {
  const buffer =
    bytes instanceof ArrayBuffer ? bytes : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return new DumpBytes(buffer as ArrayBuffer);
}

/**
 * `loginRole` (PostgreSQL): the server connects as a new login role of its own, NOINHERIT and owning
 * nothing, as docs/security.md recommends, and migrates through the administrator's connection.
 */
async function createDatabase(
  loginRole = false,
  from?: { dump?: Blob; template?: string },
  named?: string,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string; migrationUrl?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const dump = inject('pgliteTemplate');
    if (dump) pgliteDump ??= dumpOf(readFileSync(dump));
    const database = await openDatabase({ dataDir: null, loadDataDir: from?.dump ?? (dump ? pgliteDump : undefined) });
    return { database, drop: () => database.close() };
  }
  const name = named ?? `hp_test_${randomBytes(6).toString('hex')}`;
  const template = from?.template ?? inject('postgresTemplate');
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  if (loginRole) await adminQuery(`CREATE ROLE ${name} LOGIN NOINHERIT`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const appUrl = new URL(url);
  appUrl.username = name;
  const database = loginRole
    ? await openDatabase({ databaseUrl: appUrl.toString(), migrationUrl: url.toString() })
    : await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: (loginRole ? appUrl : url).toString(),
    migrationUrl: loginRole ? url.toString() : undefined,
    drop: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      if (loginRole) await adminQuery(`DROP ROLE IF EXISTS ${name}`);
    },
  };
}

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string; field?: string } }[];
}

/**
 * Every request of the harness on a connection of its own (`connection: close`). The server runs in the
 * test's process, where a long statement on PGlite holds the event loop for seconds: a kept-alive
 * connection could then be closed by the server's idle timer just as the next request was written on
 * it, and that request failed with ECONNRESET (seen in CI under load, voucherSortedPages and
 * broadSearch). Loopback connections cost a fraction of a millisecond.
 */
const FRESH_CONNECTION = { 'content-type': 'application/json', connection: 'close' } as const;

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
export type SecondInstance = Awaited<ReturnType<TestServer['startSecondInstance']>>;

/** The harness's requests to the server at `url`: REST, a password login, GraphQL. */
function requestsTo(url: string) {
  async function rest(method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(url + path, {
      method,
      headers: { ...FRESH_CONNECTION, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  }

  async function login(email: string, password = DEMO_PASSWORD) {
    const r = await rest('POST', '/auth/authorize', { email, password });
    if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data as { accessToken: string; refreshToken: string };
  }

  async function gql<T = Record<string, unknown>>(
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
  ) {
    const res = await fetch(url + '/graphql', {
      method: 'POST',
      headers: { ...FRESH_CONNECTION, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GqlResult<T>;
  }

  return { rest, login, gql };
}

/** The HTTP server of `services` on a free port of 127.0.0.1, and its address. */
async function listen(services: Awaited<ReturnType<typeof startServices>>) {
  const server = createHttpServer(services);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * The demo seeded once per kind (its seed options) and worker, then copied by the worker's later files
 * that ask for the same kind: seeding cost each file 2–3 s on both databases, ~190 times a run. The
 * seed goes through the services as `npm start`'s seed process does (server/main.ts, HOTSPOT_SEED_ONLY):
 * a file's server then starts on a seeded database, as the real one does. A copy older than
 * SEEDED_MAX_AGE_MS is made again: the seed's times are relative to when it ran (devices last heard
 * "now", codes made minutes ago), and tests count on that (tests/server/alerts.test.ts: the demo's
 * devices, heard at the seed, must not pass a 5-minute offline limit two minutes into the test; a copy
 * ten minutes old failed it). Not for a server with a login role of its own or with the analytics
 * traffic (few files; seeded each time).
 * - PGlite: the seeded database's dump, kept in the worker (the first file of a kind keeps its database).
 * - PostgreSQL: a database made from the migrated template and seeded, itself the template of the copies
 *   (dropped with the run's template, tests/setup/dbTemplate.ts).
 */
const SEEDED_MAX_AGE_MS = 60_000;
const seeded = new Map<string, { at: number; dump?: Blob; template?: string }>();

const seedKind = (seed: SeedOptions) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(seed).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex')
    .slice(0, 8);

/** A new server configuration (its own token secret). */
const testConfig = () => ({
  ...loadConfig({}),
  tokenSecret: 'test-secret-' + randomBytes(8).toString('hex'),
  staticDir: '/nonexistent',
});

/** Services on a fresh database seeded with `seed`: made now, or copied from the worker's seeded copy. */
async function seededServices(
  seed: SeedOptions,
  loginRole: boolean | undefined,
  config: ReturnType<typeof testConfig>,
) {
  // (PostgreSQL: only beside the run's migrated template; the isolated mocking projects have none.)
  const cacheable =
    !loginRole && !seed.traffic && (process.env.TEST_DB !== 'postgres' || Boolean(inject('postgresTemplate')));
  const kind = seedKind(seed);
  const copy = cacheable ? seeded.get(kind) : undefined;
  const fresh = copy && Date.now() - copy.at < SEEDED_MAX_AGE_MS ? copy : undefined;
  if (fresh?.dump || fresh?.template) {
    const made = await createDatabase(false, fresh);
    return { ...made, services: await startServices(config, made.database) };
  }
  if (cacheable && process.env.TEST_DB === 'postgres') {
    // The seeded template: seeded through services of its own, closed (a template has no connection).
    // Named by the worker's process, unique among the run's workers: vitest 4.1 hands its
    // VITEST_POOL_IDs out afresh for each group of projects (sequence.groupOrder), so with groups two
    // workers running at once may hold the same one (D354).
    const template = `${inject('postgresTemplate')}_s${kind}_p${process.pid}`;
    if (copy?.template) await adminQuery(`DROP DATABASE IF EXISTS ${copy.template} WITH (FORCE)`);
    const maker = await createDatabase(false, undefined, template);
    const seeding = await startServices(config, maker.database);
    await seedDemo(seeding.db, seed);
    await seeding.mailer.close();
    await maker.database.close();
    seeded.set(kind, { at: Date.now(), template });
    const made = await createDatabase(false, { template });
    return { ...made, services: await startServices(config, made.database) };
  }
  const made = await createDatabase(loginRole);
  const services = await startServices(config, made.database);
  await seedDemo(services.db, seed);
  if (cacheable) {
    // PGlite: this file keeps the database it seeded; the worker's later files load its dump.
    const client = (made.database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    seeded.set(kind, { at: Date.now(), dump: dumpOf(await (await client.dumpDataDir('none')).arrayBuffer()) });
  }
  return { ...made, services };
}

/**
 * A server on a fresh database with the demo, 12 customers and without the analytics traffic (its
 * 11,000 sessions and DNS statistics cost every test file seconds): a test that reads it asks for
 * `{ traffic: true }`.
 */
export async function startTestServer({ loginRole, ...options }: SeedOptions & { loginRole?: boolean } = {}) {
  const seed: SeedOptions = { customers: 12, traffic: false, ...options };
  const config = testConfig();
  const { database, drop, url: databaseUrl, migrationUrl, services } = await seededServices(seed, loginRole, config);
  const http = await listen(services);
  /** The second instances still running (closed with this server). */
  const others = new Set<() => Promise<void>>();

  return {
    url: http.url,
    /** PostgreSQL: the server's connection string (its login role's). */
    databaseUrl,
    db: services.db,
    /** The tables' owner (PostgreSQL: the administrator), for what changes the schema: failure triggers. */
    owner: services.database.owner,
    services,
    ...requestsTo(http.url),
    /**
     * A second server instance on this server's database (several instances, docs/scaling.md), to see
     * what one instance's change does to the other's caches: services of its own (the caller cache,
     * module state, its own LISTEN) behind a port of its own, the same configuration and token
     * secret (a token of one is taken by the other). PostgreSQL: connections of its own too, so that
     * it learns of another instance's change only as a real instance does (NOTIFY); PGlite (in memory,
     * in this process) cannot be opened twice: the same database object. Closed by this server's
     * close(), or before by its own.
     */
    async startSecondInstance() {
      const own = databaseUrl ? await openDatabase({ databaseUrl, migrationUrl }) : null;
      const second = await startServices(config, own ?? database);
      const secondHttp = await listen(second);
      let closing: Promise<void> | undefined;
      const close = () =>
        (closing ??= (async () => {
          others.delete(close);
          await secondHttp.close();
          await second.mailer.close();
          await own?.close();
        })());
      others.add(close);
      return {
        url: secondHttp.url,
        db: second.db,
        services: second,
        ...requestsTo(secondHttp.url),
        close,
      };
    },
    async close() {
      for (const other of [...others]) await other();
      await http.close();
      await services.mailer.close();
      await drop();
    },
  };
}

export const errorCode = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
