import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { CUSTOMER_PAGE_SIZE, CUSTOMER_SORT } from '../../domain';
import type { CustomerSummary } from '../../providers/activeCustomer';
import { describeError } from '../../providers/errors';

/**
 * The customer list of the switch (seed 000 §7 Customers): pages of CUSTOMER_PAGE_SIZE sorted by
 * company ascending, the search sent as `search` (react-admin filter `q`), the next page asked for
 * with skip = the number of rows already loaded, its rows appended. Only loaded pages are kept.
 *
 * Query keys start with 'customer': the list survives a customer switch (useSwitchCustomer).
 */

export type CustomerRow = CustomerSummary & { id: string };

interface CustomerPage {
  data: CustomerRow[];
  total: number;
}

/** Cached customer lists stay fresh this long (customers are rarely created). */
const CUSTOMER_LIST_STALE_MS = 5 * 60_000;

export const customerListKey = (search: string) => ['customer', 'switchList', { search }] as const;

export function useCustomerList(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  const dataProvider = useDataProvider();
  const query = useInfiniteQuery<CustomerPage, Error, InfiniteData<CustomerPage, number>, readonly unknown[], number>({
    queryKey: customerListKey(search),
    queryFn: async ({ pageParam, signal }) => {
      // the signal only where the data provider supports it (react-admin's convention): an
      // aborted search is then no error
      const { data, total } = await dataProvider.getList<CustomerRow>('customer', {
        // page n ⇒ skip = (n − 1) × page size = the rows loaded before it
        pagination: { page: pageParam, perPage: CUSTOMER_PAGE_SIZE },
        sort: { field: CUSTOMER_SORT.key, order: CUSTOMER_SORT.order },
        filter: search ? { q: search } : {},
        signal: dataProvider.supportAbortSignal === true ? signal : undefined,
      });
      return { data, total: total ?? data.length };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled,
    staleTime: CUSTOMER_LIST_STALE_MS,
    refetchOnWindowFocus: false,
    // while a new search runs, keep showing the previous answer (no flicker while typing)
    placeholderData: (previous) => previous,
    // a search the server refuses (control characters) is answered at once, not after retries that
    // cannot help, during which the previous search's answer stood under the new text
    retry: (failures, error) => failures < 3 && describeError(error).code !== 'BAD_USER_INPUT',
  });
  const pages = query.data?.pages;
  const customers = pages ? pages.flatMap((page) => page.data) : [];
  const total = pages?.[pages.length - 1]?.total;
  return {
    customers,
    total,
    isPending: query.isPending,
    isPlaceholderData: query.isPlaceholderData,
    error: query.error,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

/**
 * How many customers the user has, unfiltered (the search field shows above 3; exactly one is
 * selected automatically). Shares the first page with the unfiltered list of the switch.
 */
export function useCustomerTotal() {
  const { total, customers, isPending, error } = useCustomerList('');
  return { total, first: customers[0], isPending: isPending && !error, error };
}
