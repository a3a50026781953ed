// Customers: who may see which customer, its plugins (credentials never: they are write-only),
// licences and the caller's white-label partner (seed 000 §3, §6, §7). Used by GraphQL.
import type { RequestContext } from '../../platform/context';
import { badInput, fail, forbidden, notFound } from '../../platform/errors';
import { retentionMonthsError } from '../../../src/domain/retention';
import type { QueryCustomersArgs } from '../../graphql/generated/resolvers';
import { refuseWithheld, requireCan, requireViewer, visibleCustomers } from '../../platform/guard';
import { idList, page, pageWindow, searchTerm } from '../../platform/paging';
import { toCustomerPlugins, type CustomerPluginsModel } from '../customer-plugins';
import { customerToGraphQL } from './mapper';
import * as store from './store';

export async function listCustomers(ctx: RequestContext, args: QueryCustomersArgs) {
  const viewer = requireViewer(ctx);
  // The details of a customer that requires a second factor the caller lacks: the reason, not "none".
  refuseWithheld(viewer, args.customerIds, 'customerIds');
  const window = pageWindow(args);
  const { rows, total } = await store.listCustomers(
    ctx.db,
    visibleCustomers(viewer),
    {
      customerIds: idList('customerIds', args.customerIds),
      ids: idList('ids', args.ids),
      active: args.active,
      search: searchTerm(args.search)?.toLowerCase(),
    },
    args,
    window,
  );
  return page(rows.map(customerToGraphQL), total, window.offset);
}

/** The caller works for this customer (any grant), else FORBIDDEN. */
export function requireVisibleCustomer(ctx: RequestContext, customerId: string) {
  const viewer = requireViewer(ctx);
  const scope = visibleCustomers(viewer);
  refuseWithheld(viewer, [customerId], 'customerId');
  if (scope !== '*' && !scope.includes(customerId)) throw forbidden('customerId');
  return viewer;
}

/** The caller's white-label partner: their home customer's partner (a partner's own staff: itself). */
export async function whitelabelPartner(ctx: RequestContext) {
  const viewer = requireViewer(ctx);
  // The partner is another customer, whose name and number every client's user sees (the white label).
  const db = ctx.systemDb;
  const homeId = await store.homeCustomerOf(db, viewer.id);
  if (!homeId) return null;
  const home = await store.findCustomer(db, homeId);
  if (!home) return null;
  let partnerId = home.partnerCustomerId;
  if (!partnerId) {
    if (!(await store.findClientOf(db, home.customerId))) return null;
    partnerId = home.customerId;
  }
  const partner = await store.findCustomer(db, partnerId);
  return partner ? { customerId: partner.customerId, company: partner.company } : null;
}

/** The customer's plugin settings; credentials are write-only (null), secretsSet says which are stored. */
export async function pluginsOf(ctx: RequestContext, customerId: string): Promise<CustomerPluginsModel | null> {
  requireViewer(ctx);
  const row = await store.findPlugins(ctx.db, customerId);
  return row ? toCustomerPlugins(row) : null;
}

/**
 * A customer's public fields (the organisation of an invite, the partner of a lead), without a
 * permission check: the caller need not work there.
 */
export async function publicCustomer(ctx: RequestContext, customerId: string) {
  const row = await store.findCustomer(ctx.systemDb, customerId);
  return row ? customerToGraphQL(row) : null;
}

/** Sets the customer's retention of personal data (docs/privacy.md "Retention"), validated as the form does. */
export async function updateRetention(
  ctx: RequestContext,
  customerId: string,
  retentionMonths: number,
): Promise<boolean> {
  requireCan(ctx, 'CustomerPlugins', 'update', customerId);
  const error = retentionMonthsError(retentionMonths);
  if (error) throw badInput('retentionMonths', error);
  if (!(await store.setRetentionMonths(ctx.db, customerId, retentionMonths))) throw notFound('Customer');
  return true;
}

/**
 * Requires (or no longer requires) a second factor of the customer's members (D287, docs/security.md
 * "Second factor"): decided by who manages their access (UserInvite:update, the customer's
 * super-admin). Turning it on needs a confirmed factor of the caller's own, or the caller would lose
 * the customer's data with the next request; an integration's key does not decide about people's
 * sign-in.
 */
export async function updateSecondFactorRequired(
  ctx: RequestContext,
  customerId: string,
  secondFactorRequired: boolean,
): Promise<boolean> {
  const viewer = requireCan(ctx, 'UserInvite', 'update', customerId);
  if (viewer.apiKey) throw forbidden('customerId');
  if (secondFactorRequired && !(await store.hasSecondFactor(ctx.db, viewer.id)))
    throw fail('CONFLICT', 'Set up a second factor of your own first', {
      field: 'secondFactorRequired',
      reason: 'OWN_SECOND_FACTOR_MISSING',
      i18n: 'resources.customer-plugins.errors.ownSecondFactorMissing',
    });
  if (!(await store.setSecondFactorRequired(ctx.db, customerId, secondFactorRequired))) throw notFound('Customer');
  // Committed: every member's next request here is judged by the new rule without waiting for the
  // notification (server/platform/viewerCache.ts); other instances drop their callers when it arrives.
  ctx.viewers.clear();
  return true;
}
