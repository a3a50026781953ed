// Audit entries of the REST routes (issue 12): sign-ins (server/tenancy/identity/routes.ts), password change and
// reset (server/tenancy/identity/profile.ts). Written before the answer is sent, like the mutations' entries.
import type { IncomingMessage } from 'node:http';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http';
import { recordAudit, type AuditEntry } from './record';

export type RestAuditEntry = Omit<AuditEntry, 'ip' | 'userAgent'>;

/** Appends one entry with the request's address and user agent; never throws. */
export function auditRest(db: Db, req: IncomingMessage, entry: RestAuditEntry): Promise<void> {
  const agent = req.headers['user-agent'];
  return recordAudit(db, { ...entry, ip: req.socket.remoteAddress ?? null, userAgent: agent ?? null });
}

/** Runs `action` and logs its outcome: 'ok', or the code of the error it threw (then rethrown). */
export async function audited<T>(
  db: Db,
  req: IncomingMessage,
  entry: Omit<RestAuditEntry, 'outcome'>,
  action: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await action();
  } catch (e) {
    await auditRest(db, req, { ...entry, outcome: e instanceof HttpError ? e.code : 'INTERNAL' });
    throw e;
  }
  await auditRest(db, req, { ...entry, outcome: 'ok' });
  return result;
}
