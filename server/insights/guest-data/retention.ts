// Retention of personal data (issue 38; docs/privacy.md "Retention"): per customer, sessions, guest
// accounts and SMS login records whose last activity is older than the customer's retentionMonths
// (default 13) are deleted by the hourly housekeeping. In batches by primary key (FOR UPDATE SKIP
// LOCKED: instances that race take different rows, the portal's readers are never blocked, each batch
// holds its row locks only for its own short transaction) and within a time budget per run; what is
// left goes in the next run. On PGlite, where the database is this very thread, the job is paced (D328):
// each batch is sized to hold the database for about RETENTION_BATCH_TARGET_MS, and the job then rests
// RETENTION_REST times as long as the batch took, so it takes at most a tenth of the thread from the
// portal's requests. On a PostgreSQL server it deletes RETENTION_BATCH rows a statement without rest:
// its statements run in the database's processes, and paced there a run's statements came down to
// the least size (their time is mostly the scan to the first live row, not the rows). The analytics rollups stay:
// radius_sessions has no DELETE trigger, and each batch also sets hotspot.skip_rollups, so the deletes
// can never change a total.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

/** Rows per DELETE statement at most. */
export const RETENTION_BATCH = 5000;
/** Rows of a run's first statement; the next ones are sized by how long their predecessor took. */
export const RETENTION_FIRST_BATCH = 500;
/** Rows per statement at least (fewer only when `batch` is set lower). */
export const RETENTION_MIN_BATCH = 100;
/** How long one statement should hold the database. */
export const RETENTION_BATCH_TARGET_MS = 20;
/** After each statement the job waits this many times as long as the statement took. */
export const RETENTION_REST = 9;
/** How long one run may go on deleting (it stops between batches; the next hourly run goes on). */
export const RETENTION_BUDGET_MS = 60_000;

export interface RetentionOptions {
  /** Rows per statement at most (default RETENTION_BATCH); unpaced, every statement's. */
  batch?: number;
  /** Sized statements and a rest after each (default true; the housekeeping: on PGlite, `pacedOn`). */
  paced?: boolean;
  /** The rest after a statement in multiples of its time when paced (default RETENTION_REST; tests: 0). */
  rest?: number;
  budgetMs?: number;
  /** The moment the windows are counted back from (tests). */
  now?: Date;
  /** Called after each batch with its rows and how long its transaction took (bench/retention.ts). */
  onBatch?: (batch: { kind: Kind; customerId: string; rows: number; ms: number }) => void;
  /** Whether to stop before the next batch (default: the time budget has run out; tests stop by count). */
  stop?: () => boolean;
}

export interface RetentionResult {
  sessions: number;
  hotspotAccounts: number;
  smsLogins: number;
  /** DELETE statements run (each at most `batch` rows). */
  rounds: number;
  /** False when the time budget ran out before every customer was done. */
  done: boolean;
}

type Kind = 'sessions' | 'hotspotAccounts' | 'smsLogins';

/** One batch of a customer's expired rows of one table (keys of at most `n` rows, locked rows skipped). */
function batchOf(kind: Kind, customerId: string, cutoff: string, n: number) {
  switch (kind) {
    case 'sessions':
      // started_at first: the (customer_id, started_at) index finds the candidates.
      return sql`DELETE FROM radius_sessions WHERE customer_id = ${customerId} AND id IN (
        SELECT id FROM radius_sessions WHERE customer_id = ${customerId} AND started_at < ${cutoff}::timestamptz
          AND coalesce(stopped_at, updated_at) < ${cutoff}::timestamptz
        LIMIT ${n} FOR UPDATE SKIP LOCKED) RETURNING 1`;
    case 'hotspotAccounts':
      return sql`DELETE FROM hotspot_accounts WHERE customer_id = ${customerId} AND id IN (
        SELECT id FROM hotspot_accounts WHERE customer_id = ${customerId}
          AND greatest(last_login_at, updated_at, created_at) < ${cutoff}::timestamptz
        LIMIT ${n} FOR UPDATE SKIP LOCKED) RETURNING 1`;
    case 'smsLogins':
      return sql`DELETE FROM sms_logins WHERE customer_id = ${customerId} AND id IN (
        SELECT id FROM sms_logins WHERE customer_id = ${customerId}
          AND greatest(created_at, used_at) < ${cutoff}::timestamptz
        LIMIT ${n} FOR UPDATE SKIP LOCKED) RETURNING 1`;
  }
}

const KINDS = ['sessions', 'hotspotAccounts', 'smsLogins'] as const;

/** Whether the job paces itself on this database (D328): where the database shares the server's thread. */
export const pacedOn = (kind: 'pglite' | 'postgres') => kind === 'pglite';

/**
 * The job's pace (D328): the size of the next statement after one of `size` rows took `ms` (a full
 * batch tells how long that size takes; a short one, the table's last, tells nothing), between
 * RETENTION_MIN_BATCH (or `max` when lower) and `max`.
 */
export function nextBatchSize(size: number, ms: number, full: boolean, max: number): number {
  if (!full) return size;
  const wanted = Math.round((size * RETENTION_BATCH_TARGET_MS) / Math.max(ms, 1));
  return Math.min(max, Math.max(Math.min(RETENTION_MIN_BATCH, max), wanted));
}

/**
 * Where the last run of this process on a database stopped for lack of time: the next run begins with
 * that customer's table and goes round to the customers before it. Starting at the first customer every
 * time, a run whose budget ran out before the last customer (many customers, slow statements) never
 * reached the customers at the end (bench/retention.ts; D314); starting at the customer's first table,
 * a customer whose tables take longer than a run's budget held every later run on itself (D327).
 */
const resumeAt = new WeakMap<Db, { customerId: string; kind: Kind }>();

/** Deletes every customer's personal data older than its retention window (the hourly housekeeping). */
export async function purgeExpiredPersonalData(db: Db, options: RetentionOptions = {}): Promise<RetentionResult> {
  const batch = Math.max(1, options.batch ?? RETENTION_BATCH);
  const paced = options.paced ?? true;
  const rest = paced ? Math.max(0, options.rest ?? RETENTION_REST) : 0;
  let size = paced ? Math.min(batch, RETENTION_FIRST_BATCH) : batch;
  const deadline = Date.now() + (options.budgetMs ?? RETENTION_BUDGET_MS);
  const stop = options.stop ?? (() => Date.now() > deadline);
  const now = (options.now ?? new Date()).toISOString();
  const result: RetentionResult = { sessions: 0, hotspotAccounts: 0, smsLogins: 0, rounds: 0, done: true };
  const all = (
    (await db.execute(
      sql`SELECT customer_id AS id, (${now}::timestamptz - make_interval(months => retention_months))::text AS cutoff
        FROM customers ORDER BY customer_id`,
    )) as unknown as { rows: { id: string; cutoff: string }[] }
  ).rows;
  const from = resumeAt.get(db);
  const first =
    from === undefined
      ? 0
      : Math.max(
          0,
          all.findIndex((c) => c.id >= from.customerId),
        );
  const customers = [...all.slice(first), ...all.slice(0, first)];
  for (const [index, { id, cutoff }] of customers.entries()) {
    // The customer where the last run stopped, from the table it stopped at (the run before did the
    // tables before it).
    const resumed = index === 0 && from?.customerId === id ? KINDS.indexOf(from.kind) : 0;
    for (const kind of KINDS.slice(resumed)) {
      for (;;) {
        if (stop()) {
          resumeAt.set(db, { customerId: id, kind });
          return { ...result, done: false };
        }
        const started = performance.now();
        const deleted = await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT set_config('hotspot.skip_rollups', 'on', true)`);
          return ((await tx.execute(batchOf(kind, id, cutoff, size))) as unknown as { rows: unknown[] }).rows.length;
        });
        const ms = performance.now() - started;
        options.onBatch?.({ kind, customerId: id, rows: deleted, ms });
        result.rounds++;
        result[kind] += deleted;
        const full = deleted >= size;
        if (paced) size = nextBatchSize(size, ms, full, batch);
        // The event loop turns between batches. On PGlite the database runs in this thread and its
        // promises settle without I/O, so without this a run held every HTTP request and RADIUS
        // packet until its end (bench/retention.ts: 3 s for the first request of a 3 s run; D296).
        // Then the rest (D328): a job that deleted without pause took a third of PGlite's time and
        // raised the requests' p95 1.4–1.6 times; resting 4 times as long, 1.2; 9 times, 1.07–1.14.
        await new Promise((resolve) => setImmediate(resolve));
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(ms * rest)));
        if (!full) break;
      }
    }
  }
  resumeAt.delete(db);
  return result;
}
