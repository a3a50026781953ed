// Writing the audit log (issue 12): one row per mutation field or sign-in event, appended after the
// answer is computed and outside the operation's transaction (a rolled-back mutation is logged with
// its error code). The table refuses UPDATE, DELETE and TRUNCATE (migration 0019).
//
// A failed write never fails the request (the mutation has already happened; answering an error
// would make the client retry a completed write). It is not silent either: the write is tried a
// second time, and what is still lost is counted (lostAuditEntries(), for diagnostics) and reported
// on stderr with the entry itself — at most one warning a minute, naming how many were lost since
// the last one — so that the log collector keeps who did what even while the database refuses.
import type { Db } from '../../platform/db/client';
import { auditLog } from './table';
import { newObjectId } from '../../platform/ids';
import { log } from '../../platform/log';

/** At most this many object ids per entry; the rest is counted in a last entry '…+N more'. */
export const AUDIT_MAX_IDS = 100;
/** Longest object id, e-mail, operation and customer id kept (longer ones are cut). */
export const AUDIT_MAX_TEXT = 100;
export const AUDIT_MAX_EMAIL = 320;
export const AUDIT_MAX_USER_AGENT = 256;
const WARN_EVERY_MS = 60_000;

export interface AuditEntry {
  userId?: string | null;
  email?: string | null;
  customerId?: string | null;
  /** `Mutation.createVoucher`, `signIn`, `signInFailed`, `passwordChanged`, `passwordReset`. */
  operation: string;
  /** At most AUDIT_MAX_IDS (+ the '…+N more' entry): boundIds() gives them. */
  objectIds?: readonly string[];
  /** 'ok' or the error code. */
  outcome: string;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Text as stored: control characters (a NUL byte, which PostgreSQL text cannot hold, is what an
 * attacker sends first) become U+FFFD, so that the entry of a refused injection is still written;
 * then cut to `max` characters.
 */
function cut(s: string | null | undefined, max: number): string | null {
  if (s == null) return null;
  // eslint-disable-next-line no-control-regex
  const clean = s.replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
  return clean.length > max ? clean.slice(0, max) : clean;
}

/**
 * Object ids as stored: strings only, each at most AUDIT_MAX_TEXT characters, duplicates dropped, at
 * most AUDIT_MAX_IDS of them plus '…+N more' counting the rest. `total` is how many were given when
 * the caller only passes the first ones (a list of 10,000 codes is not copied to be cut).
 */
export function boundIds(ids: readonly string[], total = ids.length): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  let considered = 0;
  for (const id of ids) {
    if (out.length >= AUDIT_MAX_IDS) break;
    considered++;
    const v = cut(id, AUDIT_MAX_TEXT)!;
    if (seen.has(v)) continue;
    seen.add(v);
    out.push(v);
  }
  const rest = total - considered;
  if (rest > 0) out.push(`…+${rest} more`);
  return out;
}

const row = (e: AuditEntry) => ({
  id: newObjectId(),
  userId: cut(e.userId, AUDIT_MAX_TEXT),
  email: cut(e.email, AUDIT_MAX_EMAIL),
  customerId: cut(e.customerId, AUDIT_MAX_TEXT),
  operation: cut(e.operation, AUDIT_MAX_TEXT)!,
  // Callers pass boundIds' output; cut again so that no caller can write an unbounded row.
  objectIds: (e.objectIds ?? []).slice(0, AUDIT_MAX_IDS + 1).map((id) => cut(id, AUDIT_MAX_TEXT)!),
  outcome: cut(e.outcome, AUDIT_MAX_TEXT)!,
  ip: cut(e.ip, AUDIT_MAX_TEXT),
  userAgent: cut(e.userAgent, AUDIT_MAX_USER_AGENT),
});

let lost = 0;
let lostSinceWarning = 0;
let lastWarning = 0;

/** Entries that could not be written since the process started. */
export const lostAuditEntries = () => lost;

/** Appends entries (one INSERT); never throws. */
export async function recordAudit(db: Db, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? (entries as readonly AuditEntry[]) : [entries as AuditEntry];
  if (list.length === 0) return;
  const rows = list.map(row);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await db.insert(auditLog).values(rows);
      return;
    } catch (e) {
      if (attempt === 0) continue;
      lost += rows.length;
      lostSinceWarning += rows.length;
      const now = Date.now();
      if (now - lastWarning >= WARN_EVERY_MS) {
        // The operations only: the entries name people (e-mail addresses), which stay out of the log.
        log.warn(
          { err: (e as Error).message, operations: [...new Set(rows.map((r) => r.operation))] },
          `audit log: ${lostSinceWarning} entr${lostSinceWarning === 1 ? 'y' : 'ies'} not written`,
        );
        lastWarning = now;
        lostSinceWarning = 0;
      }
    }
  }
}
