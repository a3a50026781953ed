// Row-level security on PostgreSQL (migration 0021, docs/security.md): each GraphQL request works on
// one connection of its own that has taken the role and the customers of its caller, so that the
// database refuses another customer's rows even where a query of the application would not.
//
// Deliberately independent of the permission matcher (src/domain/acl.ts) and of the services' scope
// helpers: a defence in depth must not share the code it defends against. The isolation test switches
// those off and runs every cross-tenant attempt against this alone (tests/server/rowSecurity.test.ts).
import type pg from 'pg';
import type { Db } from './client';
import { AsyncLocalStorage } from 'node:async_hooks';
import { CUSTOMER_ID_PATTERN } from '../../../src/domain/constants';

/** The role of a caller with grants on every customer, and of the server's own work. */
export const ROLE_ALL = 'hotspot_all';
/** The role of a caller with grants on some customers: rows of `hotspot.customers` only. */
export const ROLE_TENANT = 'hotspot_tenant';

/** Every customer ('*'), or these customers (possibly none). */
export type RowScope = '*' | readonly string[];

/**
 * The customers whose rows a caller's requests may touch: every ACL key with at least one grant;
 * '*' when the '*' key has one. A key that is not a customer id grants no rows.
 */
export function rowScope(acl: Readonly<Record<string, readonly string[]>> | null | undefined): RowScope {
  if (!acl) return [];
  const keys = Object.keys(acl).filter((key) => Array.isArray(acl[key]) && acl[key].length > 0);
  if (keys.includes('*')) return '*';
  return keys.filter((key) => CUSTOMER_ID_PATTERN.test(key)).sort();
}

/**
 * The statement that gives a connection a scope. Customer ids match CUSTOMER_ID_PATTERN (letters and
 * digits), so the literal needs no quoting beyond the quotes; one simple-protocol round trip.
 */
export function scopeStatement(scope: RowScope): string {
  if (scope === '*') return `SET ROLE ${ROLE_ALL}; SET hotspot.customers TO ''`;
  const ids = scope.filter((id) => CUSTOMER_ID_PATTERN.test(id));
  return `SET ROLE ${ROLE_TENANT}; SET hotspot.customers TO '${ids.join(',')}'`;
}

/** The server's own handle behind each request's handle. */
const systemHandles = new WeakMap<Db, Db>();

export const linkSystemDb = (request: Db, system: Db): void => void systemHandles.set(request, system);

/**
 * The server's own handle on the database of `db` (itself for any handle but a request's): for what
 * the server reads on its own account whoever the request is for (the installation's secrets,
 * planner statistics). Never for rows a caller asked for.
 */
export const systemDbOf = (db: Db): Db => systemHandles.get(db) ?? db;

type QueryArgs = Parameters<pg.PoolClient['query']>;

/** The scope statement each pooled connection last ran. */
const scopes = new WeakMap<pg.PoolClient, string>();

/**
 * The transaction a query is made within, if any: one storage for every request (an
 * AsyncLocalStorage per request would add to the cost of every later asynchronous step). It is
 * enabled only while some request's transaction is open (D351): on Node 20 an enabled storage puts a
 * hook on every promise the process makes, a list or a RADIUS packet's included.
 */
const inside = new AsyncLocalStorage<object>();
/** Transactions open in the process: `inside` is disabled again when the last one ends. */
let open = 0;
/** Whether the storage is enabled now (Node 20 and 22 say; Node 24 keeps it in context frames: undefined). */
export const transactionStorageEnabled = (): boolean | undefined => (inside as { enabled?: boolean }).enabled;

/**
 * The client of one request's drizzle instance: the connection is taken from the pool at the first
 * query and given the caller's scope; every query of the request runs on it; `release()` at the end
 * of the request returns it. One connection per request, so a request never waits for a second one
 * (no pool deadlock).
 *
 * Transactions (`db.transaction`, see `requestDatabase`) run on the same connection: while one is
 * open, queries of the request from outside it (a resolver running in parallel) wait for its end,
 * so they never land inside it; queries made within it, through whichever object, go through.
 */
export class RequestClient {
  private connection?: Promise<pg.PoolClient>;
  private released = false;
  private holder?: object;
  private waiting: (() => void)[] = [];
  /** The query sent last: the next one is sent after it (pg 8 warns of queuing on a client itself). */
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    /** The pool to take the connection from, asked at the first query (the primary's or a replica's). */
    private readonly pool: () => pg.Pool,
    private readonly scope: RowScope,
  ) {}

  private connect(): Promise<pg.PoolClient> {
    this.connection ??= (async () => {
      const client = await this.pool().connect();
      const statement = scopeStatement(this.scope);
      // A connection keeps its scope (SET, outside any transaction) in the pool: the next request
      // with the same scope (the same caller's next page, as a rule) saves the round trip.
      if (scopes.get(client) === statement) return client;
      try {
        await client.query(statement);
        scopes.set(client, statement);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      return client;
    })();
    return this.connection;
  }

  async query(...args: QueryArgs): Promise<pg.QueryResult> {
    while (this.holder && inside.getStore() !== this.holder) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    if (this.released) throw new Error('database connection of a finished request used');
    const client = await this.connect();
    // Queries of one request running in parallel (Promise.all in a resolver) take turns here, in
    // the order they came, as pg's own queue would take them.
    const result = this.last.then(() => (client.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...args));
    this.last = result.catch(() => undefined);
    return result;
  }

  /** Runs `work` (a transaction) alone on the connection; nested calls within it run directly. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.holder && inside.getStore() === this.holder) return work();
    while (this.holder) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const holder = {};
    this.holder = holder;
    open++;
    try {
      return await inside.run(holder, work);
    } finally {
      this.holder = undefined;
      // No holder is asked for its storage any more once none is open (a query checks `inside` only
      // while its request holds a transaction).
      if (--open === 0) inside.disable();
      for (const wake of this.waiting.splice(0)) wake();
    }
  }

  /** Returns the connection to the pool; later queries fail instead of running on another request's. */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    for (const wake of this.waiting.splice(0)) wake();
    const connection = this.connection;
    if (!connection) return;
    let client: pg.PoolClient;
    try {
      client = await connection;
    } catch {
      return;
    }
    client.release();
  }
}
