// Retention of personal data (issue 38; docs/privacy.md "Retention"): per customer, sessions, guest
// accounts and SMS login records whose last activity is older than the customer's retentionMonths
// (default 13) are deleted by the hourly housekeeping. In batches by primary key (FOR UPDATE SKIP
// LOCKED: instances that race take different rows, the portal's readers are never blocked, each batch
// holds its row locks only for its own short transaction) and within a time budget per run; what is
// left goes in the next run. The analytics rollups stay: radius_sessions has no DELETE trigger, and
// each batch also sets hotspot.skip_rollups, so the deletes can never change a total.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

/** Rows per DELETE statement. */
export const RETENTION_BATCH = 5000;
/** How long one run may go on deleting (it stops between batches; the next hourly run goes on). */
export const RETENTION_BUDGET_MS = 60_000;

export interface RetentionOptions {
  batch?: number;
  budgetMs?: number;
  /** The moment the windows are counted back from (tests). */
  now?: Date;
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

/** Deletes every customer's personal data older than its retention window (the hourly housekeeping). */
export async function purgeExpiredPersonalData(db: Db, options: RetentionOptions = {}): Promise<RetentionResult> {
  const batch = Math.max(1, options.batch ?? RETENTION_BATCH);
  const deadline = Date.now() + (options.budgetMs ?? RETENTION_BUDGET_MS);
  const now = (options.now ?? new Date()).toISOString();
  const result: RetentionResult = { sessions: 0, hotspotAccounts: 0, smsLogins: 0, rounds: 0, done: true };
  const customers = (
    (await db.execute(
      sql`SELECT customer_id AS id, (${now}::timestamptz - make_interval(months => retention_months))::text AS cutoff
        FROM customers ORDER BY customer_id`,
    )) as unknown as { rows: { id: string; cutoff: string }[] }
  ).rows;
  for (const { id, cutoff } of customers) {
    for (const kind of ['sessions', 'hotspotAccounts', 'smsLogins'] as const) {
      for (;;) {
        if (Date.now() > deadline) return { ...result, done: false };
        const deleted = await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT set_config('hotspot.skip_rollups', 'on', true)`);
          return ((await tx.execute(batchOf(kind, id, cutoff, batch))) as unknown as { rows: unknown[] }).rows.length;
        });
        result.rounds++;
        result[kind] += deleted;
        if (deleted < batch) break;
      }
    }
  }
  return result;
}
