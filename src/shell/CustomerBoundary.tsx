import { Fragment, useEffect, type ReactNode } from 'react';
import { useGetList, useLocation, useNavigate } from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../domain';
import { activeCustomer, useActiveCustomer, type CustomerSummary } from '../providers/activeCustomer';
import { pathNeedsCustomer } from '../providers/resources';
import { useSwitchCustomer } from './useSwitchCustomer';

/**
 * Keeps the active customer, the `organization` query parameter and the customer's details in step
 * (seed 000 §2 "Guards and organization parameter", §4 "Active customer"):
 * - a changed parameter (link, back button) switches the customer;
 * - a page that shows customer data gets the parameter added when it lacks it;
 * - the details of the active customer are loaded once per customer;
 * - with exactly one customer, it is selected automatically.
 * Children are re-mounted on a switch, so no page state of the previous customer survives.
 */
export default function CustomerBoundary({ children }: { children: ReactNode }) {
  const { customerId, customer } = useActiveCustomer();
  const location = useLocation();
  const navigate = useNavigate();
  const switchCustomer = useSwitchCustomer();
  const fromUrl = new URLSearchParams(location.search).get(ORGANIZATION_QUERY_PARAM);

  // Address → store.
  useEffect(() => {
    if (fromUrl && fromUrl !== activeCustomer.getId()) switchCustomer(fromUrl, null, { navigate: false });
  }, [fromUrl, switchCustomer]);

  // Store → address, for pages that show data of the active customer.
  useEffect(() => {
    if (customerId && !fromUrl && pathNeedsCustomer(location.pathname)) {
      const params = new URLSearchParams(location.search);
      params.set(ORGANIZATION_QUERY_PARAM, customerId);
      navigate(`${location.pathname}?${params.toString()}`, { replace: true });
    }
  }, [customerId, fromUrl, location.pathname, location.search, navigate]);

  // Details of the active customer (skipped when already loaded for this id).
  const needsDetails = !!customerId && customer?.customerId !== customerId;
  const details = useGetList<CustomerSummary & { id: string }>(
    'customer',
    {
      filter: { customerIds: [customerId] },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'company', order: 'ASC' },
      meta: { detail: true },
    },
    { enabled: needsDetails },
  );
  useEffect(() => {
    if (!needsDetails || !details.isSuccess) return;
    const found = details.data[0];
    if (found && found.customerId === customerId) activeCustomer.setDetails(found);
    else if (details.total === 0) switchCustomer(null, null);
  }, [needsDetails, details.isSuccess, details.data, details.total, customerId, switchCustomer]);

  // Exactly one customer: select it.
  const firstPage = useGetList<CustomerSummary & { id: string }>(
    'customer',
    { pagination: { page: 1, perPage: 2 }, sort: { field: 'company', order: 'ASC' } },
    { enabled: !customerId },
  );
  useEffect(() => {
    if (!customerId && firstPage.isSuccess && firstPage.total === 1 && firstPage.data[0]) {
      switchCustomer(firstPage.data[0].customerId, firstPage.data[0]);
    }
  }, [customerId, firstPage.isSuccess, firstPage.total, firstPage.data, switchCustomer]);

  return <Fragment key={customerId ?? 'none'}>{children}</Fragment>;
}
