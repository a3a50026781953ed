import { useActiveCustomer } from '../../providers/activeCustomer';
import { routeAccess, type RouteAccess } from './rules';
import { usePermissionsAcl } from './usePermissionsAcl';

/**
 * May the user open `path` (a pathname, optionally with a query)? 'allowed', 'locked' (the
 * permission of its route is missing for the active customer: the menu shows a lock) or
 * 'pending' (permissions not loaded yet). Same rules as RouteGuard.
 */
export function useRouteAccess(path: string): RouteAccess {
  const { customerId } = useActiveCustomer();
  const { acl, loaded } = usePermissionsAcl();
  return routeAccess(path, acl, loaded, customerId);
}
