import { useCallback } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useLocation, useNavigate, useStoreContext } from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../domain';
import { activeCustomer, type CustomerSummary } from '../providers/activeCustomer';
import { SHELL_RESOURCES } from '../providers/resources';
import { resourceModules } from './registry';
import { findRoute } from './routes';

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

/**
 * The part of `pathname` before the first parameter of its route: /wifi-code/ABC/edit → /wifi-code
 * (a record of the previous customer means nothing for the next one).
 */
function withoutRecord(pathname: string, routePath: string): string {
  const routeSegments = routePath.split('/').filter(Boolean);
  const firstParam = routeSegments.findIndex((segment) => segment.startsWith(':'));
  if (firstParam < 0) return pathname;
  return `/${pathname.split('/').filter(Boolean).slice(0, firstParam).join('/')}`;
}

/**
 * The address to show after a switch (seed 000 §2: "changing the active customer updates it on
 * the current path"). Pages that need an organization keep their path with the new organization
 * (record pages go back to their list, other query parameters such as list filters are dropped);
 * other pages keep their address and only an existing organization parameter changes.
 */
export function pathAfterSwitch(pathname: string, search: string, customerId: string | null): string {
  const route = findRoute(pathname);
  const params = new URLSearchParams(search);
  if (route?.organization) {
    const target = withoutRecord(pathname, route.path);
    return customerId ? `${target}?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : target;
  }
  if (!params.has(ORGANIZATION_QUERY_PARAM)) return `${pathname}${search}`;
  if (customerId) params.set(ORGANIZATION_QUERY_PARAM, customerId);
  else params.delete(ORGANIZATION_QUERY_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The router applies navigations in a transition while the active customer changes at once, so
 * for one render the new customer meets the old address. A switch that navigates marks it here;
 * the organization sync (shell/guards) then waits for the address instead of "correcting" it.
 */
let pendingSwitchNavigation: { customerId: string | null } | null = null;

export function isSwitchNavigationPending(customerId: string | null): boolean {
  return pendingSwitchNavigation !== null && pendingSwitchNavigation.customerId === customerId;
}

export function clearSwitchNavigation(): void {
  pendingSwitchNavigation = null;
}

export interface SwitchOptions {
  /** Update the address (default true); false when the switch comes from the address itself. */
  navigate?: boolean;
}

/** `switchCustomer(customerId, summary?, options?)`: the one way to change the active customer. */
export function useSwitchCustomer() {
  const queryClient = useQueryClient();
  const store = useStoreContext();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (customerId: string | null, summary: CustomerSummary | null = null, options: SwitchOptions = {}) => {
      if (customerId === activeCustomer.getId()) {
        if (summary) activeCustomer.set(customerId, summary);
        return;
      }
      for (const resource of [...Object.keys(SHELL_RESOURCES), ...resourceModules().map((m) => m.name)]) {
        store.removeItems(`${resource}.selectedIds`);
        store.removeItems(`${resource}.listParams`);
      }
      activeCustomer.set(customerId, summary);
      queryClient.removeQueries({ predicate: dependsOnCustomer, type: 'inactive' });
      void queryClient.resetQueries({ predicate: dependsOnCustomer });
      if (options.navigate !== false) {
        const next = pathAfterSwitch(location.pathname, location.search, customerId);
        if (next !== `${location.pathname}${location.search}`) {
          pendingSwitchNavigation = { customerId };
          navigate(next);
        }
      }
    },
    [queryClient, store, navigate, location.pathname, location.search],
  );
}
