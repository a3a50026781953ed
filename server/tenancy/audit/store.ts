// Reading the audit log: filters on the (at) index, newest first, plain OFFSET paging.
import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { KeysetRead } from '../../platform/export/keyset';
import type { SortTerm } from '../../platform/paging';
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

/** The log's order: by time, newest first unless asked otherwise, then the id (unique: the order is total). */
const auditOrder = (oldestFirst: boolean): SortTerm[] => [
  { expr: auditLog.at, descending: !oldestFirst },
  { expr: auditLog.id, descending: !oldestFirst },
];

export async function listAudit(db: Db, filter: AuditFilter, offset: number, limit: number, oldestFirst = false) {
  const cond = where(filter);
  const order = auditOrder(oldestFirst).map((t) => (t.descending ? desc(t.expr) : asc(t.expr)));
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

/** The columns of an exported entry (rest.ts's auditExport). */
const AUDIT_EXPORT_COLUMNS = {
  at: auditLog.at,
  userId: auditLog.userId,
  email: auditLog.email,
  customerId: auditLog.customerId,
  operation: auditLog.operation,
  objectIds: auditLog.objectIds,
  outcome: auditLog.outcome,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
};

export type AuditExportRow = Pick<AuditRow, keyof typeof AUDIT_EXPORT_COLUMNS>;

/** The whole log for an export (docs/exports.md): the list's condition and order. */
export function auditExportRead(db: Db, filter: AuditFilter, oldestFirst: boolean): KeysetRead {
  return {
    db,
    table: auditLog,
    columns: AUDIT_EXPORT_COLUMNS,
    condition: where(filter),
    terms: auditOrder(oldestFirst),
  };
}
