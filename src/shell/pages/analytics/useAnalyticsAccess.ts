import { can } from '../../../domain/acl';
import { isProfessionalTier } from '../../../domain/analytics';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import { useAcl } from '../../layout/useShell';

export interface AnalyticsAccess {
  customerId: string | null;
  /** BasicAnalytics read. */
  basic: boolean;
  /** ProfessionalAnalytics read. */
  professionalRead: boolean;
  /** The analytics plugin's product tier (default BASIC, seed 000 §9). */
  tier: string;
  /** Professional analytics in full: the permission and the PROFESSIONAL or ENTERPRISE tier. */
  professional: boolean;
  /** The dnsAnalytics plugin is active (web statistics). */
  dns: boolean;
}

/** What the user may see of the active customer's analytics (the server checks the same: access.ts). */
export function useAnalyticsAccess(): AnalyticsAccess {
  const { customerId, customer } = useActiveCustomer();
  const { acl } = useAcl();
  const plugins = customer && customer.customerId === customerId ? customer.plugins : null;
  const tier = plugins?.analytics?.productTier || 'BASIC';
  const professionalRead = !!customerId && can(acl, 'ProfessionalAnalytics', 'read', customerId);
  const dnsBlock = plugins?.dnsAnalytics;
  return {
    customerId,
    basic: !!customerId && can(acl, 'BasicAnalytics', 'read', customerId),
    professionalRead,
    tier,
    professional: professionalRead && isProfessionalTier(tier),
    dns: !!dnsBlock && typeof dnsBlock === 'object' && dnsBlock.active === true,
  };
}
