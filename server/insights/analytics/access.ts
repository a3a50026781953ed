// Who may ask an analytics question about a customer (issue 11): the customer's analytics plugin is
// active, and the caller holds BasicAnalytics or ProfessionalAnalytics read for it; professional
// questions (breakdowns, granularities finer than a day, DNS) need ProfessionalAnalytics read and
// the PROFESSIONAL or ENTERPRISE tier; DNS also the dnsAnalytics plugin. A customer the caller has
// no analytics right for answers FORBIDDEN on filter.customerId — the same whether it exists or not.
import { can } from '../../../src/domain/acl';
import { isProfessionalTier } from '../../../src/domain/analytics';
import { CUSTOMER_ID_PATTERN } from '../../../src/domain/constants';
import type { RequestContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { requireViewer } from '../../platform/guard';
import { findPlugins } from '../../tenancy/customer';

export type AnalyticsNeed = 'any' | 'professional' | 'dns';

export interface AnalyticsAccess {
  customerId: string;
  /** The caller may use professional analytics for this customer (permission and tier). */
  professional: boolean;
}

const FIELD = 'filter.customerId';

export async function requireAnalytics(
  ctx: RequestContext,
  customerId: string,
  need: AnalyticsNeed,
): Promise<AnalyticsAccess> {
  const viewer = requireViewer(ctx);
  if (!CUSTOMER_ID_PATTERN.test(customerId)) throw forbidden(FIELD);
  const basic = can(viewer.acl, 'BasicAnalytics', 'read', customerId);
  const proRight = can(viewer.acl, 'ProfessionalAnalytics', 'read', customerId);
  if (!basic && !proRight) throw forbidden(FIELD);
  const plugins = (await findPlugins(ctx.db, customerId))?.plugins;
  if (plugins?.analytics?.active !== true) throw forbidden(FIELD);
  const professional = proRight && isProfessionalTier(String(plugins.analytics.productTier ?? 'BASIC'));
  if ((need === 'professional' || need === 'dns') && !professional) throw forbidden(FIELD);
  if (need === 'dns' && plugins.dnsAnalytics?.active !== true) throw forbidden(FIELD);
  return { customerId, professional };
}
