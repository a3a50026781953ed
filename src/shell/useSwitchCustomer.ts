import { useCallback } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useLocation, useNavigate, useStoreContext } from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../domain';
import { activeCustomer, type CustomerSummary } from '../providers/activeCustomer';
import { RESOURCES, pathNeedsCustomer } from '../providers/resources';

/**
 * A customer switch is a hard boundary: list selections and list parameters are dropped, every
 * cached answer that depends on the customer (data of tenant resources, canAccess answers) is
 * reset and refetched for the new customer, and pages showing one record go back to their list.
 * Identity, permissions (the whole ACL map) and the customer list itself survive.
 */

const KEPT_AUTH_QUERIES = ['getIdentity', 'getPermissions', 'checkAuth'];

export function dependsOnCustomer(query: Pick<Query, 'queryKey'>): boolean {
  const [first, second] = query.queryKey as unknown[];
  if (first === 'auth') return !KEPT_AUTH_QUERIES.includes(second as string);
  return first !== 'customer';
}

/** The address to show after a switch: same path with the new organization, or the resource list. */
export function pathAfterSwitch(pathname: string, search: string, customerId: string | null): string {
  const segments = pathname.split('/').filter(Boolean);
  const params = new URLSearchParams(search);
  if (pathNeedsCustomer(pathname)) {
    const list = `/${segments[0]}`;
    const keepCreate = segments[1] === 'create' && segments.length === 2;
    const target = keepCreate ? `${list}/create` : list;
    return customerId ? `${target}?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : target;
  }
  if (!params.has(ORGANIZATION_QUERY_PARAM)) return `${pathname}${search}`;
  if (customerId) params.set(ORGANIZATION_QUERY_PARAM, customerId);
  else params.delete(ORGANIZATION_QUERY_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface SwitchOptions {
  /** Update the address (default true); false when the switch comes from the address itself. */
  navigate?: boolean;
}

export function useSwitchCustomer() {
  const queryClient = useQueryClient();
  const store = useStoreContext();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (customerId: string | null, customer: CustomerSummary | null = null, options: SwitchOptions = {}) => {
      if (customerId === activeCustomer.getId()) {
        if (customer) activeCustomer.setDetails(customer);
        return;
      }
      for (const resource of Object.keys(RESOURCES)) {
        store.removeItems(`${resource}.selectedIds`);
        store.removeItems(`${resource}.listParams`);
      }
      activeCustomer.set(customerId, customer);
      queryClient.removeQueries({ predicate: dependsOnCustomer, type: 'inactive' });
      void queryClient.resetQueries({ predicate: dependsOnCustomer });
      if (options.navigate !== false) {
        const next = pathAfterSwitch(location.pathname, location.search, customerId);
        if (next !== `${location.pathname}${location.search}`) navigate(next);
      }
    },
    [queryClient, store, navigate, location.pathname, location.search],
  );
}
