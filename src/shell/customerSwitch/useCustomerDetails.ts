import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import { CUSTOMER_SORT, DETAILS_DEBOUNCE_MS, DETAILS_THROTTLE_MS } from '../../domain';
import { activeCustomer, useActiveCustomer, type CustomerDetails } from '../../providers/activeCustomer';
import { describeError } from '../../providers/errors';

/**
 * Loads the details of the active customer (seed 000 §7 CustomersDetails: take 1; debounced and
 * throttled 200 ms) and stores them in the active-customer store. Skipped when the details of
 * that id are already stored. A customer that does not exist (or is not visible to the user) is
 * reported through `onMissing`. Mounted once, by CustomerBoundary.
 */
export function useCustomerDetails(onMissing: (customerId: string) => void): void {
  const dataProvider = useDataProvider();
  const { customerId, customer, selectVisible } = useActiveCustomer();
  const needsDetails = !!customerId && customer?.customerId !== customerId;
  const lastStart = useRef(0);
  const onMissingRef = useRef(onMissing);
  useEffect(() => {
    onMissingRef.current = onMissing;
  }, [onMissing]);

  useEffect(() => {
    if (!needsDetails || !customerId) return;
    // debounce: quick successive switches fetch only the last customer; throttle: at most one
    // details request per DETAILS_THROTTLE_MS
    const sinceLast = Date.now() - lastStart.current;
    const delay = Math.max(DETAILS_DEBOUNCE_MS, DETAILS_THROTTLE_MS - sinceLast);
    const timer = setTimeout(() => {
      if (activeCustomer.hasDetails(customerId)) return;
      lastStart.current = Date.now();
      dataProvider
        .getList<CustomerDetails & { id: string }>('customer', {
          filter: { customerIds: [customerId] },
          pagination: { page: 1, perPage: 1 },
          sort: { field: CUSTOMER_SORT.key, order: CUSTOMER_SORT.order },
          meta: { detail: true },
        })
        .then(({ data }) => {
          if (activeCustomer.getId() !== customerId) return; // switched meanwhile
          const found = data.find((row) => row.customerId === customerId);
          if (found) activeCustomer.setDetails(found);
          else onMissingRef.current(customerId);
        })
        .catch((error: unknown) => {
          if (activeCustomer.getId() !== customerId) return;
          // a customer the user may not read (e.g. a stale link) is as good as missing
          const { code } = describeError(error);
          if (code === 'FORBIDDEN' || code === 'NOT_FOUND') onMissingRef.current(customerId);
          // other errors are only logged by the data layer (seed 000 §8); the details are asked
          // for again when the customer changes or the switch drawer opens
        });
    }, delay);
    return () => clearTimeout(timer);
  }, [needsDetails, customerId, dataProvider, selectVisible]);
}
