// The audit log for operators (issue 12): who may read it and which filters are valid.
import type { AuditEntry, AuditEntryPage, QueryAuditLogArgs } from '../../graphql/generated/resolvers';
import type { RequestContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { requireViewer } from '../../platform/guard';
import { isOperator } from '../../../src/domain/profile';
import {
  integer,
  maxLength,
  maxValue,
  minValue,
  parseIsoDate,
  validate,
  type Validator,
} from '../../../src/domain/validation';
import { badInput } from '../../platform/errors';
import { idList, page, type PageArgs } from '../../platform/paging';
import type { KeysetRead } from '../../platform/export/keyset';
import { invalidDate } from '../../platform/input';
import { auditExportRead, listAudit, type AuditFilter, type AuditRow } from './store';

/** Largest page of the audit log. */
export const AUDIT_MAX_TAKE = 500;
export const AUDIT_DEFAULT_TAKE = 50;
const MAX_FILTER_TEXT = 320;

function checked<T>(field: string, value: T, rules: readonly Validator[]): T {
  const failed = validate(value, rules);
  if (failed) throw badInput(field, failed);
  return value;
}

const text = (field: string, value: string | null | undefined) =>
  value == null || !value.trim() ? undefined : checked(field, value.trim(), [maxLength(MAX_FILTER_TEXT)]);

export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  _id: r.id,
  at: r.at.toISOString(),
  userId: r.userId,
  email: r.email,
  customerId: r.customerId,
  operation: r.operation,
  objectIds: r.objectIds,
  outcome: r.outcome,
  ip: r.ip,
  userAgent: r.userAgent,
});

/** The list's checks: an operator, the sort (only `at`), the filters bounded; the store's filter. */
function auditQuery(ctx: RequestContext, args: Omit<QueryAuditLogArgs, 'skip' | 'take'>) {
  const viewer = requireViewer(ctx);
  if (!isOperator(viewer.acl)) throw forbidden();
  // Only by time: the log is read newest first unless asked otherwise.
  const sort = args.sort ?? [];
  if (sort.length > 1 || sort.some((s) => s.key !== 'at'))
    throw badInput('sort', {
      message: 'forms.validationMessages.sortKey',
      args: { key: sort.find((s) => s.key !== 'at')?.key ?? '' },
    });
  const filter: AuditFilter = {
    from: args.from ? new Date(args.from) : undefined,
    to: args.to ? new Date(args.to) : undefined,
    customerIds: args.customerIds?.length ? [...new Set(args.customerIds)] : undefined,
    operation: text('operation', args.operation),
    email: text('email', args.email),
    outcome: text('outcome', args.outcome),
  };
  return { filter, oldestFirst: sort[0]?.order === 'ASC' };
}

export async function auditLogPage(ctx: RequestContext, args: QueryAuditLogArgs): Promise<AuditEntryPage> {
  const { filter, oldestFirst } = auditQuery(ctx, args);
  const skip = checked('skip', args.skip ?? 0, [integer, minValue(0)]);
  const take = checked('take', args.take ?? AUDIT_DEFAULT_TAKE, [integer, minValue(1), maxValue(AUDIT_MAX_TAKE)]);
  const { rows, total } = await listAudit(ctx.db, filter, skip, take, oldestFirst);
  return page(rows.map(toAuditEntry), total, skip);
}

/** A DateTime argument of the export as the scalar takes it (BAD_USER_INPUT with the field otherwise). */
function dateArg(field: string, value: unknown): string | undefined {
  if (value == null) return undefined;
  const t = parseIsoDate(value);
  if (t === null) throw invalidDate(field);
  return new Date(t).toISOString();
}

/** The log's export (docs/exports.md): the list's checks, filter and order, nothing read yet. */
export function openAuditExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const a = args as Omit<QueryAuditLogArgs, 'skip' | 'take' | 'sort'>;
  const { filter, oldestFirst } = auditQuery(ctx, {
    ...a,
    from: dateArg('from', a.from),
    to: dateArg('to', a.to),
    customerIds: a.customerIds ? idList('customerIds', a.customerIds) : undefined,
    sort,
  });
  return Promise.resolve(auditExportRead(ctx.db, filter, oldestFirst));
}
