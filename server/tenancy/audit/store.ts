// Reading the audit log: filters on the (at) index, newest first, plain OFFSET paging.
import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { auditLog } from './table';
import { countAll, likePattern } from '../../platform/paging';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  from?: Date;
  to?: Date;
  customerIds?: string[];
  operation?: string;
  email?: string;
  outcome?: string;
}

function where(f: AuditFilter): SQL | undefined {
  return and(
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
    f.customerIds?.length ? inArray(auditLog.customerId, f.customerIds) : undefined,
    f.operation ? ilike(auditLog.operation, likePattern(f.operation)) : undefined,
    f.email ? ilike(auditLog.email, likePattern(f.email)) : undefined,
    f.outcome ? eq(auditLog.outcome, f.outcome) : undefined,
  );
}

export async function listAudit(db: Db, filter: AuditFilter, offset: number, limit: number, oldestFirst = false) {
  const cond = where(filter);
  const order = oldestFirst ? [asc(auditLog.at), asc(auditLog.id)] : [desc(auditLog.at), desc(auditLog.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(cond)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ total: countAll }).from(auditLog).where(cond),
  ]);
  return { rows, total };
}
