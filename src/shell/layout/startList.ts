import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useStoreContext, type GetListParams } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { resourceModule, type ListDefaults } from '../registry';
import { resourceOf } from '../routes';

interface ListQuery {
  sort?: string;
  order?: 'ASC' | 'DESC';
  page?: unknown;
  perPage?: unknown;
  filter?: Record<string, unknown>;
  [key: string]: unknown;
}

const numberOr = (value: unknown, fallback: number) => {
  const n = typeof value === 'string' ? parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isNaN(n) ? fallback : n;
};

/** An address's query as react-admin reads it (ra-core parseQueryFromLocation): every key, two as JSON. */
function queryOf(search: string): ListQuery {
  const query: ListQuery = {};
  for (const [key, value] of new URLSearchParams(search))
    query[key] = key in query ? [query[key], value].flat() : value;
  for (const key of ['filter', 'displayedFilters']) {
    if (typeof query[key] !== 'string') continue;
    try {
      query[key] = JSON.parse(query[key]) as unknown;
    } catch {
      delete query[key];
    }
  }
  return query;
}

/**
 * The request a list makes when it opens at an address with the query `search`, as react-admin 5.15
 * builds it (ra-core useListParams getQuery, useListController): an address with any query — the
 * portal's carry the organization — is read alone; without one, what the user last chose, kept in
 * the store under `<resource>.listParams`; the list's defaults for whatever neither says.
 * tests/ui/startList.test.tsx checks it against the list's own request.
 */
export function openingListParams(defaults: ListDefaults, stored: unknown, search = ''): GetListParams {
  const fromAddress = queryOf(search);
  const params = (stored ?? null) as ListQuery | null;
  const custom =
    !!params?.filter &&
    (Object.keys(params.filter).length > 0 ||
      params.order != null ||
      params.page !== 1 ||
      params.perPage != null ||
      params.sort != null);
  const query: ListQuery = Object.keys(fromAddress).length > 0 ? fromAddress : custom ? { ...params } : { filter: {} };
  if (!query.sort) {
    query.sort = defaults.sort.field;
    query.order = defaults.sort.order;
  }
  return {
    pagination: { page: numberOr(query.page ?? 1, 1), perPage: numberOr(query.perPage ?? defaults.perPage, 10) },
    sort: { field: query.sort, order: query.order as 'ASC' | 'DESC' },
    filter: { ...(query.filter ?? {}) },
  };
}

/**
 * Starts the request of the list a link opens, with the click (D337): the list's screen, its
 * layout and its controls take a few hundred milliseconds to render, and the list would only then
 * ask. The answer is in react-query's cache when the list first renders (its rows in that render,
 * not in a second one), and its own request takes it too (providers/lazyDataProvider.ts). Only for
 * lists that declare their defaults (ResourceModule.list).
 */
export function useStartList(): (to: string) => void {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const store = useStoreContext();
  const queryClient = useQueryClient();
  return useCallback(
    (to: string) => {
      const url = new URL(to, 'http://x');
      const resource = resourceOf(url.pathname);
      const defaults = resource && url.pathname.replace(/\/$/, '') === `/${resource}` && resourceModule(resource)?.list;
      // react-admin's provider answers for any method name; a provider without this one throws
      if (!resource || !defaults || !('prefetchList' in dataProvider)) return;
      const params = openingListParams(defaults, store.getItem(`${resource}.listParams`), url.search);
      const answer = dataProvider.prefetchList!(resource, params);
      // The list's first render takes its rows from react-query's cache, under react-admin's key and in
      // its shape (ra-core useGetList); its own request when it mounts takes the same answer.
      void queryClient.prefetchQuery({
        queryKey: [resource, 'getList', { ...params, meta: undefined }],
        queryFn: () => answer.then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      });
    },
    [dataProvider, store, queryClient],
  );
}
