// Reads from a streaming replica (issue 13, docs/scaling.md): with DATABASE_READ_URL, GraphQL queries
// (lists, analytics) run on the replica and mutations on the primary, with the same roles and row
// policies (a physical replica has them too).
//
// A caller reads their own writes: after a mutation the primary's WAL position is noted for the
// caller, and their queries go to the primary until the replica has replayed past it. The replica's
// position is polled every POLL_MS; a replica that does not answer takes no reads until it does.
import type pg from 'pg';

const POLL_MS = 100;
/**
 * The primary's WAL position, asked after a mutation: the insert position, which is past the commit
 * records of every transaction committed before (the write position, pg_current_wal_lsn, can lag
 * behind them with synchronous_commit off, and a replica replaying up to it would miss the write).
 */
export const PRIMARY_POSITION = 'SELECT pg_current_wal_insert_lsn()::text AS lsn';
/** How long a caller's last write is remembered: a replica further behind than this takes no reads anyway. */
const WRITE_MEMORY_MS = 60_000;

/** A WAL position ('16/B374D848') as a number. */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export class ReplicaReads {
  private replayed: bigint | null = null;
  private readonly writes = new Map<string, { lsn: bigint; at: number }>();
  private readonly timer: NodeJS.Timeout;
  private polling = false;

  constructor(
    /** Connections of requests on the replica (hotspot_tenant, like the primary's). */
    readonly pool: pg.Pool,
    /** One connection for the replica's position. */
    private readonly status: pg.Pool,
  ) {
    this.timer = setInterval(() => void this.poll(), POLL_MS).unref();
  }

  /** Reads the replica's replayed position (null when it does not answer or is no replica). */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const { rows } = await this.status.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
      this.replayed = rows[0]?.lsn ? parseLsn(rows[0].lsn) : null;
    } catch {
      this.replayed = null;
    } finally {
      this.polling = false;
    }
  }

  /** After a mutation of `userId`: `lsn`, the primary's WAL position once it committed (PRIMARY_POSITION). */
  wrote(userId: string, lsn: string): void {
    this.writes.set(userId, { lsn: parseLsn(lsn), at: Date.now() });
    if (this.writes.size > 10_000) {
      for (const [id, w] of this.writes) if (Date.now() - w.at > WRITE_MEMORY_MS) this.writes.delete(id);
    }
  }

  /** Whether a query of `userId` (null: no caller) may read from the replica now. */
  readable(userId: string | null): boolean {
    if (this.replayed === null) return false;
    const last = userId ? this.writes.get(userId) : undefined;
    if (!last) return true;
    if (this.replayed >= last.lsn || Date.now() - last.at > WRITE_MEMORY_MS) {
      this.writes.delete(userId!);
      return this.replayed >= last.lsn;
    }
    return false;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([this.pool.end(), this.status.end()]);
  }
}
