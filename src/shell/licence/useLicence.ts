import { useQuery } from '@tanstack/react-query';
import { can, canSeeLicenceCard, licenceSummary, type LicenceSummary } from '../../domain';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { shellApi, type LicenseUtilization } from '../layout/shellApi';
import { useAcl } from '../layout/useShell';

export const licenceQueryKey = (customerId: string | null) => ['shell', 'licenseUtilization', customerId] as const;

export interface LicenceState {
  customerId: string | null;
  /** The card is shown: read on OnlineUsers and a licence that is not unlimited (seed 000 §6). */
  visible: boolean;
  /** The utilisation; null after a customer change and while (re)loading (seed 000 §4). */
  licence: LicenseUtilization | null;
  summary: LicenceSummary | null;
  loading: boolean;
  refresh: () => void;
}

/**
 * The concurrent-user licence of the active customer: `licenseUtilization(customerId)`, keyed by the
 * customer (a switch starts from nothing). The card stays visible while it reloads (its figures are
 * cleared meanwhile), so a refresh does not make it jump away and back.
 */
export function useLicence(): LicenceState {
  const { customerId, customer } = useActiveCustomer();
  const { acl } = useAcl();
  const mayRead = !!customerId && can(acl, 'OnlineUsers', 'read', customerId);
  const fromDetails =
    customer && customer.customerId === customerId
      ? ((customer.licenseUtilization as LicenseUtilization | null | undefined) ?? undefined)
      : undefined;
  const query = useQuery({
    queryKey: licenceQueryKey(customerId),
    queryFn: () => shellApi().licenseUtilization(customerId as string),
    enabled: mayRead,
    initialData: fromDetails,
    staleTime: 30_000,
    retry: false,
  });
  const last = mayRead ? (query.data ?? null) : null;
  const loading = mayRead && query.isFetching;
  const licence = loading ? null : last;
  return {
    customerId,
    visible: !!last && canSeeLicenceCard(acl, customerId, last.license),
    licence,
    summary: licence ? licenceSummary(licence.usage, licence.license) : null,
    loading,
    refresh: () => void query.refetch(),
  };
}
