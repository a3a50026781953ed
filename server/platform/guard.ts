// Permission checks of every resolver, all through the one matcher of src/domain/acl.ts.
import { can, customerScope, type Action, type Subject } from '../../src/domain/acl';
import type { RequestContext, Viewer } from './context';
import type { TenantScope } from './tenant';
import { rowScope } from './db/rowSecurity';
import { forbidden, notFound, unauthenticated } from './errors';

export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) {
    throw unauthenticated(ctx.authError === 'expired' ? 'Access token expired' : 'Authentication required');
  }
  return ctx.viewer;
}

export function requireCan(
  ctx: RequestContext,
  subject: Subject,
  action: Action,
  customerId: string,
  field = 'customerId',
) {
  const viewer = requireViewer(ctx);
  if (!can(viewer.acl, subject, action, customerId)) throw forbidden(field);
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
    for (const id of requested) if (!can(viewer.acl, subject, action, id)) throw forbidden('customerIds');
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
