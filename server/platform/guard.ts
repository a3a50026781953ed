// Permission checks of every resolver, all through the one matcher of src/domain/acl.ts.
import { can, customerScope, type Action, type Subject } from '../../src/domain/acl';
import type { RequestContext, Viewer } from './context';
import type { TenantScope } from './tenant';
import { rowScope } from './db/rowSecurity';
import { forbidden, notFound, secondFactorRequired, unauthenticated } from './errors';

export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) {
    throw unauthenticated(ctx.authError === 'expired' ? 'Access token expired' : 'Authentication required');
  }
  return ctx.viewer;
}

/**
 * FORBIDDEN, or SECOND_FACTOR_REQUIRED when the customer is left out of the caller's grants only for
 * want of a second factor (D294).
 */
function refusal(viewer: Viewer, customerId: string, field: string) {
  const withheld = viewer.secondFactorWithheld?.find((c) => c.customerId === customerId);
  return withheld ? secondFactorRequired(withheld, field) : forbidden(field);
}

/**
 * Refuses a request naming a customer withheld for want of a second factor (D294), where a missing
 * customer would otherwise just not be found (the customers list, a visibility check).
 */
export function refuseWithheld(viewer: Viewer, customerIds: readonly string[] | null | undefined, field: string) {
  for (const id of customerIds ?? []) {
    const withheld = viewer.secondFactorWithheld?.find((c) => c.customerId === id);
    if (withheld) throw secondFactorRequired(withheld, field);
  }
}

export function requireCan(
  ctx: RequestContext,
  subject: Subject,
  action: Action,
  customerId: string,
  field = 'customerId',
) {
  const viewer = requireViewer(ctx);
  if (!can(viewer.acl, subject, action, customerId)) throw refusal(viewer, customerId, field);
  return viewer;
}

/**
 * The customers a list may read: the requested ones when every one of them is allowed (else
 * FORBIDDEN), otherwise all allowed ones ('*' = every customer).
 */
export function scopeCustomers(
  ctx: RequestContext,
  subject: Subject,
  action: Action,
  requested: readonly string[] | null | undefined,
): '*' | string[] {
  const viewer = requireViewer(ctx);
  if (requested && requested.length > 0) {
    for (const id of requested) if (!can(viewer.acl, subject, action, id)) throw refusal(viewer, id, 'customerIds');
    return [...new Set(requested)];
  }
  return customerScope(viewer.acl, subject, action);
}

/**
 * Customers the caller works for at all (any grant): '*' or their ids; the same customers whose rows
 * the database lets the caller's requests touch (server/platform/db/rowSecurity.ts).
 */
export const visibleCustomers = (viewer: Viewer): TenantScope => rowScope(viewer.acl);

/**
 * The row an update or delete acts on: looked up within what the caller may read, so another
 * customer's id answers NOT_FOUND like a missing one; FORBIDDEN when readable but `action` is not granted.
 */
export async function findForWrite<Row extends { customerId: string }>(
  ctx: RequestContext,
  subject: Subject,
  action: 'update' | 'delete',
  find: (scope: TenantScope) => Promise<Row | undefined>,
  what: string = subject,
): Promise<Row> {
  const viewer = requireViewer(ctx);
  const row = await find(customerScope(viewer.acl, subject, 'read'));
  if (!row) throw notFound(what, { field: '_id' });
  if (!can(viewer.acl, subject, action, row.customerId)) throw forbidden('_id');
  return row;
}
