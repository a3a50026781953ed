// The audit log for operators (issue 12): who may read it and which filters are valid.
import type { AuditEntry, AuditEntryPage, QueryAuditLogArgs } from '../../graphql/generated/resolvers';
import type { RequestContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { requireViewer } from '../../platform/guard';
import { isOperator } from '../../../src/domain/profile';
import { integer, maxLength, maxValue, minValue, validate, type Validator } from '../../../src/domain/validation';
import { badInput } from '../../platform/errors';
import { page } from '../../platform/paging';
import { listAudit, type AuditRow } from './store';

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

export async function auditLogPage(ctx: RequestContext, args: QueryAuditLogArgs): Promise<AuditEntryPage> {
  const viewer = requireViewer(ctx);
  if (!isOperator(viewer.acl)) throw forbidden();
  const skip = checked('skip', args.skip ?? 0, [integer, minValue(0)]);
  const take = checked('take', args.take ?? AUDIT_DEFAULT_TAKE, [integer, minValue(1), maxValue(AUDIT_MAX_TAKE)]);
  // Only by time: the log is read newest first unless asked otherwise.
  const sort = args.sort ?? [];
  if (sort.length > 1 || sort.some((s) => s.key !== 'at'))
    throw badInput('sort', {
      message: 'forms.validationMessages.sortKey',
      args: { key: sort.find((s) => s.key !== 'at')?.key ?? '' },
    });
  const oldestFirst = sort[0]?.order === 'ASC';
  const { rows, total } = await listAudit(
    ctx.db,
    {
      from: args.from ? new Date(args.from) : undefined,
      to: args.to ? new Date(args.to) : undefined,
      customerIds: args.customerIds?.length ? [...new Set(args.customerIds)] : undefined,
      operation: text('operation', args.operation),
      email: text('email', args.email),
      outcome: text('outcome', args.outcome),
    },
    skip,
    take,
    oldestFirst,
  );
  return page(rows.map(toAuditEntry), total, skip);
}
