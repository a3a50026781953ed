// Attempts counted in the database (table auth_throttle, ./db/throttle.ts), per key and fixed window,
// so that several server instances behind one load balancer count together and a restart forgets
// nothing. Every limit against guessing and abuse counts here: the sign-in (tenancy/identity), the
// password reset, enrollment, DNS-statistics keys, invites, feedback, the guest page (docs/scaling.md
// lists them). An attempt is counted BEFORE the work it guards, in one statement for all its keys, so
// that parallel attempts cannot all slip under the limit; a limit that counts failures only takes the
// attempt back when it succeeded (`release`).
import { queryRows, type Db } from './db/client';

export interface ThrottleKey {
  key: string;
  /** Attempts allowed per window; the next attempt is refused. */
  limit: number;
}

/** At most this many refused keys are remembered per database (a flood over many keys is not refused). */
const REMEMBERED_MAX = 10_000;

/**
 * Keys the database refused, per database handle, until their window ends (ms): a key refused once
 * stays refused until then (only the sign-in takes attempts back or forgets keys early, and it does
 * not remember). A flood from one address is then refused without a statement each.
 */
const refusals = new WeakMap<Db, Map<string, number>>();

function remembered(db: Db): Map<string, number> {
  let map = refusals.get(db);
  if (!map) refusals.set(db, (map = new Map()));
  return map;
}

export class DbThrottle {
  /**
   * `remember`: a key over its limit is refused at this instance without asking the database again
   * until its window ends (for limits that never forget a key early; not the sign-in's).
   */
  constructor(
    private db: Db,
    private windowMs: number,
    private now: () => number = Date.now,
    private remember = false,
  ) {}

  /**
   * Counts one attempt on every key. 0 when it may go ahead, else the seconds until the key that is
   * over its limit opens again.
   */
  async attempt(keys: readonly ThrottleKey[]): Promise<number> {
    const now = this.now();
    if (this.remember) {
      const known = remembered(this.db);
      let until = 0;
      for (const k of keys) until = Math.max(until, known.get(k.key) ?? 0);
      if (until > now) return Math.max(1, Math.ceil((until - now) / 1000));
    }
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : 1)); // one lock order: no deadlock
    const rows = await queryRows<{ key: string; failures: number; window_ends_at: string | Date }>(
      this.db,
      `INSERT INTO auth_throttle AS t (key, failures, window_ends_at)
         SELECT k, 1, $2::timestamptz FROM unnest($1::text[]) AS k
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_ends_at <= $3::timestamptz THEN 1 ELSE t.failures + 1 END,
         window_ends_at = CASE WHEN t.window_ends_at <= $3::timestamptz THEN EXCLUDED.window_ends_at ELSE t.window_ends_at END
       RETURNING key, failures, window_ends_at`,
      [sorted.map((k) => k.key), new Date(now + this.windowMs).toISOString(), new Date(now).toISOString()],
    );
    let wait = 0;
    for (const r of rows) {
      const limit = sorted.find((k) => k.key === r.key)?.limit ?? 0;
      if (r.failures <= limit) continue;
      const ends = new Date(r.window_ends_at).getTime();
      wait = Math.max(wait, Math.ceil((ends - now) / 1000));
      if (this.remember) this.rememberRefusal(r.key, ends, now);
    }
    return wait > 0 ? Math.max(1, wait) : 0;
  }

  private rememberRefusal(key: string, ends: number, now: number) {
    const known = remembered(this.db);
    if (known.size >= REMEMBERED_MAX) {
      for (const [k, until] of known) if (until <= now) known.delete(k);
      if (known.size >= REMEMBERED_MAX) known.clear();
    }
    known.set(key, ends);
  }

  /** It went right: forgets `reset` keys and takes the attempt back from `release` keys. */
  async succeeded(reset: readonly string[], release: readonly string[]): Promise<void> {
    await queryRows(
      this.db,
      `WITH gone AS (DELETE FROM auth_throttle WHERE key = ANY ($1::text[]))
       UPDATE auth_throttle SET failures = greatest(failures - 1, 0) WHERE key = ANY ($2::text[])`,
      [reset, release],
    );
  }
}

/**
 * One limit: `limit` attempts per `windowMs` for each value counted under `prefix` (the key is
 * `prefix:value`, e.g. `enroll:ip:192.0.2.1`). A module makes it where it needs it; it holds no state
 * but its numbers.
 */
export class Limit {
  readonly throttle: DbThrottle;
  constructor(
    db: Db,
    readonly prefix: string,
    readonly limit: number,
    readonly windowMs: number,
    now: () => number = Date.now,
    /**
     * A limit per client address on unauthenticated GraphQL work: while it refuses an address, every
     * GraphQL request from there without a valid session is refused before any GraphQL work
     * (`gatedClientWait`, server/app.ts).
     */
    gatesClient = false,
  ) {
    this.throttle = new DbThrottle(db, windowMs, now, true);
    if (gatesClient) CLIENT_GATES.add(prefix);
  }

  key(value: string): string {
    return `${this.prefix}:${value}`;
  }

  /** Counts an attempt for `value`: 0 when it may go ahead, else the seconds to wait. */
  attempt(value: string): Promise<number> {
    return this.throttle.attempt([{ key: this.key(value), limit: this.limit }]);
  }

  /** Takes back one counted attempt (a limit on failures: this one went right). */
  release(value: string): Promise<void> {
    return this.throttle.succeeded([], [this.key(value)]);
  }
}

/**
 * Counts one attempt under several limits of one window in one statement (e.g. per address and per
 * token): 0 when it may go ahead, else the longest wait of those over their limit.
 */
export function attemptAll(counted: readonly [Limit, string][]): Promise<number> {
  const [first] = counted;
  if (!first) return Promise.resolve(0);
  if (counted.some(([l]) => l.windowMs !== first[0].windowMs)) throw new Error('attemptAll: limits of one window only');
  return first[0].throttle.attempt(counted.map(([l, value]) => ({ key: l.key(value), limit: l.limit })));
}

/** The prefixes of the limits that gate a client's unauthenticated GraphQL work (Limit `gatesClient`). */
const CLIENT_GATES = new Set<string>();

/**
 * Seconds until this instance stops refusing `ip` (0: not refused): the longest remembered refusal of
 * a client-gating limit for the address. Memory only: the database refused the address first (every
 * instance asks it once), this keeps the flood that follows away from GraphQL.
 */
export function gatedClientWait(db: Db, ip: string, now = Date.now()): number {
  if (CLIENT_GATES.size === 0) return 0;
  const known = refusals.get(db);
  if (!known) return 0;
  let until = 0;
  for (const prefix of CLIENT_GATES) until = Math.max(until, known.get(`${prefix}:${ip}`) ?? 0);
  return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
}

/** Deletes windows that ended (the hourly housekeeping; a plain DELETE, safe on several instances). */
export const purgeEndedThrottles = (db: Db, now = Date.now()) =>
  queryRows(db, `DELETE FROM auth_throttle WHERE window_ends_at <= $1::timestamptz`, [new Date(now).toISOString()]);
