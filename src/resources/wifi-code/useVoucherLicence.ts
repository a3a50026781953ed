import { useGetList } from 'react-admin';
import { useActiveCustomer, type CustomerSummary, type VoucherLicense } from '../../providers/activeCustomer';

export interface VoucherLicenceState {
  licence: VoucherLicense | null;
  isPending: boolean;
  error: unknown;
  unlimited: boolean;
  /** No code can be created any more. */
  exhausted: boolean;
  /** Codes that may still be created (Infinity when unlimited or unknown). */
  left: number;
  refetch: () => void;
}

/** The active customer's WiFi-code licence (allowed / left; -1 = unlimited), always fetched fresh. */
export function useVoucherLicence(): VoucherLicenceState {
  const { customerId } = useActiveCustomer();
  const { data, isPending, error, refetch } = useGetList<CustomerSummary & { id: string }>(
    'customer',
    {
      filter: { customerIds: [customerId] },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'company', order: 'ASC' },
      meta: { detail: true },
    },
    { enabled: !!customerId, staleTime: 0, refetchOnMount: 'always' },
  );
  const licence = data?.[0]?.voucherLicense ?? null;
  const unlimited = !licence || licence.allowed === -1 || licence.left === -1;
  const left = unlimited ? Number.POSITIVE_INFINITY : Math.max(0, licence.left);
  return {
    licence,
    isPending: !!customerId && isPending,
    error,
    unlimited: !!licence && unlimited,
    exhausted: !unlimited && left === 0,
    left,
    refetch: () => void refetch(),
  };
}
