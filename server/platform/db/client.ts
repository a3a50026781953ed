// Database connection: embedded PGlite in a data directory by default, a PostgreSQL server when a
// connection string is given. One dialect (PostgreSQL) for both. No drizzle schema is given: the
// server builds its queries with select/insert/update/delete on the modules' tables and never uses
// `db.query`, so the floor knows no module's table (drizzle-kit finds them by convention, drizzle.config.ts).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { analyzeAs, manageStatistics, refreshAllStatistics } from '../statistics';
import { linkSystemDb, RequestClient, ROLE_ALL, ROLE_TENANT, type RowScope } from './rowSecurity';
import { ReplicaReads } from './replica';
import { log } from '../log';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  /** The server's own work (RADIUS, enrollment, mail, housekeeping) and callers with grants on every customer. */
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * A database handle for one request whose rows the database itself confines to `scope` (row-level
   * security, server/platform/db/rowSecurity.ts), and its release at the end of the request. PostgreSQL only:
   * PGlite is one connection shared by all requests and answers `db` unconfined.
   */
  forRequest(scope: RowScope, reads?: () => boolean): { db: Db; release(): Promise<void> };
  /**
   * The streaming replica of DATABASE_READ_URL (PostgreSQL): a request whose `reads()` answers true
   * at its first query runs there (server/platform/db/replica.ts).
   */
  replica?: ReplicaReads;
  /**
   * How row-level security holds: 'role' when the login role can neither bypass a policy nor own a
   * table (it takes the application's roles with SET ROLE); 'set-role' when the login role could (an
   * owner or superuser whose connections take the roles, which an injected RESET ROLE would undo);
   * 'off' on PGlite.
   */
  rowSecurity: 'role' | 'set-role' | 'off';
  /** The tables' owner: migrations, ANALYZE, and tests that change the schema (PGlite: `db`). */
  owner: Db;
  /**
   * LISTEN on `channel`: `onPayload` for each notification, `onLive(true)` once listening and
   * `onLive(false)` while not (a lost connection; it reconnects every second). Until close().
   * PGlite delivers a notification before the statement that committed it returns.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLive: (live: boolean) => void): Promise<void>;
  close(): Promise<void>;
  /** The connection pools' counts for /metrics (PostgreSQL; PGlite has none). */
  pools?(): Record<string, { totalCount: number; idleCount: number; waitingCount: number }>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory-lock key the migrations run under on a PostgreSQL server (any constant; "hotspot\0" in ASCII). */
export const MIGRATION_LOCK = 0x686f7473706f7400n.toString();

/**
 * Opens the database and applies the committed migrations in-process (PGlite has no lock: one process only).
 * `loadDataDir` (PGlite only, for the tests): start from a dump of another instance (`dumpDataDir()`)
 * instead of an empty cluster; the migrations and statistics then run on it as on any database.
 * `migrationUrl` (PostgreSQL only): the owner's connection for migrations and ANALYZE when
 * `databaseUrl` is a login role without ownership (docs/security.md); by default `databaseUrl` is both.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  migrationUrl?: string;
  dataDir?: string | null;
  loadDataDir?: Blob;
  /** Connections for requests (PostgreSQL; default 20) beside 10 for the server's own work. */
  requestConnections?: number;
  /** A streaming replica of `databaseUrl` for reads (PostgreSQL only; docs/scaling.md). */
  readUrl?: string;
}): Promise<Database> {
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, opts.migrationUrl, opts.requestConnections ?? 20, opts.readUrl);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // The one-argument form: the two-argument form ignores options when the path is undefined.
  const client = new PGlite({
    dataDir: opts.dataDir ?? undefined,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings()],
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.waitReady;
  const pglite = drizzle({ client });
  await migrate(pglite, { migrationsFolder });
  const db = pglite as unknown as Db;
  markInProcess(db);
  // No autovacuum here: the application keeps the planner statistics (lib/statistics.ts).
  manageStatistics(db);
  await refreshAllStatistics(db);
  return {
    db,
    kind: 'pglite',
    forRequest: () => ({ db, release: async () => undefined }),
    rowSecurity: 'off',
    owner: db,
    listen: async (channel, onPayload, onLive) => {
      await client.listen(channel, onPayload);
      onLive(true);
    },
    close: () => client.close(),
  };
}

/**
 * PGlite's memory (issue 13): its buffer cache lives in the process's WebAssembly memory, which grows
 * and never shrinks, so PostgreSQL's defaults (128 MB shared_buffers, 64 MB maintenance_work_mem)
 * are paid in full by the server process. The data files are read through the operating system's
 * cache, so a smaller buffer cache costs a system call per page read, not a disk read. 64 MB holds
 * the index of a million live codes by creation (32 MB): with 32 MB a deep page read it from the
 * files every time, 52 ms against 40 ms. The buffers are memory only once pages are read into
 * them. PGLITE_SHARED_BUFFERS overrides the 64 MB (bench/RESULTS.md, "Memory").
 */
function pgliteSettings(): string[] {
  const settings = {
    shared_buffers: process.env.PGLITE_SHARED_BUFFERS || '64MB',
    maintenance_work_mem: '16MB',
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/**
 * PostgreSQL's own choice of plans, whatever the server's configuration says: an unnamed statement
 * (every query but the few of server/platform/statements.ts) is planned for its values; a named one, which
 * Statements keeps for shapes whose best plan serves every value, gets its generic plan once that
 * costs no more than the custom ones (docs/decisions.md "Planned once where one plan serves every
 * customer"). force_generic_plan would plan unnamed statements for no values too.
 */
const PLAN_CACHE = '-c plan_cache_mode=auto';

async function openPostgres(
  databaseUrl: string,
  migrationUrl: string | undefined,
  requestConnections: number,
  readUrl: string | undefined,
) {
  const pg = (await import('pg')).default;
  const { drizzle, NodePgDatabase, NodePgSession } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // An idle connection the server ends (restart, administrator command) must not end this process:
  // the pool drops it and opens a new one on the next query.
  const lost = (error: Error) => log.warn({ err: error.message }, 'database connection lost');

  // The owner: migrations, then ANALYZE (which only a table's owner may run). One connection.
  const owner = new pg.Pool({ connectionString: migrationUrl ?? databaseUrl, max: 1, idleTimeoutMillis: 10_000 });
  owner.on('error', lost);
  const ownerPg = drizzle({ client: owner });
  // Instances starting together migrate once: the first takes the advisory lock and migrates, the
  // others wait for it and then find nothing to do (a session lock on a connection of its own, so
  // that it holds across migrate()'s transaction and the role grants; it ends with that connection).
  const lock = new pg.Client({ connectionString: migrationUrl ?? databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(ownerPg, { migrationsFolder });
  } finally {
    await lock.end().catch(() => undefined);
  }
  const login = await loginRole(pg, databaseUrl);
  await grantApplicationRoles(owner, login.name);
  const ownerDb = ownerPg as unknown as Db;

  // The server's own work: every row, as hotspot_all (the role is a startup parameter: a connection
  // that cannot take it is refused rather than left with the login role's rights).
  const system = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: `-c role=${ROLE_ALL} ${PLAN_CACHE}`,
  });
  system.on('error', lost);
  const systemPg = drizzle({ client: system });
  const db = systemPg as unknown as Db;
  const { dialect } = systemPg as unknown as { dialect: never };
  // Requests: each takes one connection and gives it its caller's role and customers; until then a
  // connection sees no tenant row.
  const requests = new pg.Pool({
    connectionString: databaseUrl,
    max: requestConnections,
    options: `-c role=${ROLE_TENANT} -c hotspot.customers= ${PLAN_CACHE}`,
  });
  requests.on('error', lost);
  // Reads on the replica: the same roles and starting scope as the primary's request connections.
  let replica: ReplicaReads | undefined;
  if (readUrl) {
    const reads = new pg.Pool({
      connectionString: readUrl,
      max: requestConnections,
      options: `-c role=${ROLE_TENANT} -c hotspot.customers= ${PLAN_CACHE}`,
      application_name: 'hotspot-reads',
    });
    const status = new pg.Pool({ connectionString: readUrl, max: 1, options: `-c role=${ROLE_ALL}` });
    reads.on('error', lost);
    status.on('error', lost);
    replica = new ReplicaReads(reads, status);
    await replica.poll();
  }

  // A server without autovacuum keeps no planner statistics by itself: the application keeps them
  // as on PGlite (server/platform/statistics.ts), through the owner.
  const { rows } = await system.query<{ autovacuum: string }>("select current_setting('autovacuum') as autovacuum");
  if (rows[0]?.autovacuum !== 'on') {
    manageStatistics(db, ownerDb);
    await refreshAllStatistics(db);
  } else {
    analyzeAs(db, ownerDb);
  }
  const listeners: (() => Promise<void>)[] = [];
  return {
    db,
    kind: 'postgres' as const,
    pools: () => ({ system, requests, owner }),
    replica,
    forRequest(scope: RowScope, reads?: () => boolean) {
      const client = new RequestClient(() => (replica && reads?.() ? replica.pool : requests), scope);
      // drizzle({ client }) per request would build a dialect and session each time: the system
      // handle's dialect is reused (and, as everywhere, no relational configuration is given).
      const requestDb = new NodePgDatabase(
        dialect,
        new NodePgSession(client as never, dialect, undefined, {}),
        undefined,
      ) as unknown as Db;
      (requestDb as unknown as { $client: unknown }).$client = client;
      const transaction = requestDb.transaction.bind(requestDb);
      requestDb.transaction = ((work, config) =>
        client.exclusive(() => transaction(work, config))) as Db['transaction'];
      linkSystemDb(requestDb, db);
      return { db: requestDb, release: () => client.release() };
    },
    rowSecurity: login.canBypass ? ('set-role' as const) : ('role' as const),
    owner: ownerDb,
    async listen(channel: string, onPayload: (payload: string) => void, onLive: (live: boolean) => void) {
      listeners.push(await listenOn(pg, databaseUrl, channel, onPayload, onLive));
    },
    close: async () => {
      await Promise.all([
        ...listeners.map((stop) => stop()),
        requests.end(),
        system.end(),
        owner.end(),
        replica?.close(),
      ]);
    },
  };
}

/**
 * A connection of its own that LISTENs on `channel` (a pooled one would be shared by requests), as
 * hotspot_all. Resolves once listening or after the first failure (then it retries every second);
 * answers the function that stops it.
 */
async function listenOn(
  pg: typeof import('pg').default,
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLive: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let current: import('pg').Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect(), 1000).unref();
  };
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl, options: `-c role=${ROLE_ALL}`, keepAlive: true });
    let up = false;
    const down = (error?: Error) => {
      if (!up) return;
      up = false;
      current = undefined;
      onLive(false);
      if (!stopped) log.warn({ channel, err: error?.message }, 'database notifications lost');
      client.end().catch(() => undefined);
      again();
    };
    client.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    client.on('error', down);
    client.on('end', () => down());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      if (!stopped) log.warn({ channel, err: (error as Error).message }, 'database notifications not available');
      client.end().catch(() => undefined);
      again();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    up = true;
    current = client;
    onLive(true);
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    if (client) {
      onLive(false);
      await client.end().catch(() => undefined);
    }
  };
}

/** The login role of `databaseUrl` and whether it could leave row-level security (superuser, BYPASSRLS, owner). */
async function loginRole(pg: typeof import('pg').default, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; bypass: boolean }>(`
      SELECT r.rolname AS name, r.rolsuper OR r.rolbypassrls OR EXISTS (
          SELECT FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace
            AND c.relkind IN ('r', 'p') AND pg_has_role(r.oid, c.relowner, 'USAGE')) AS bypass
      FROM pg_roles r WHERE r.rolname = session_user`);
    return { name: rows[0].name, canBypass: rows[0].bypass };
  } finally {
    await client.end();
  }
}

/** The login role may take the application's roles (SET ROLE): granted by the owner when missing. */
async function grantApplicationRoles(owner: import('pg').Pool, login: string): Promise<void> {
  for (const role of [ROLE_ALL, ROLE_TENANT]) {
    const { rows } = await owner.query<{ member: boolean }>(`SELECT pg_has_role($1, $2, 'MEMBER') AS member`, [
      login,
      role,
    ]);
    if (rows[0]?.member) continue;
    try {
      await owner.query(`GRANT ${role} TO "${login.replace(/"/g, '""')}"`);
    } catch (error) {
      // Another instance starting at the same moment may have granted it.
      const again = await owner.query<{ member: boolean }>(`SELECT pg_has_role($1, $2, 'MEMBER') AS member`, [
        login,
        role,
      ]);
      if (again.rows[0]?.member) continue;
      throw new Error(
        `The database role ${login} may not take the role ${role}, and the migrating role may not grant it: ` +
          `GRANT ${role} TO ${login}; as an administrator (docs/security.md). ${(error as Error).message}`,
      );
    }
  }
}

const inProcess = new WeakSet<Db>();

/**
 * Whether the database runs in this process (PGlite): its statements run synchronously in the one
 * thread, so nothing else happens while one runs (server/platform/db/coalesce.ts gathers a turn's calls).
 */
export const runsInProcess = (db: Db): boolean => inProcess.has(db);

/** Marks a handle as one of a database in this process (openDatabase's PGlite; unit tests). */
export function markInProcess(db: Db): void {
  inProcess.add(db);
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
