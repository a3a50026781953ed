import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { ORGANIZATION_QUERY_PARAM } from '../../domain';
import { useActiveCustomer } from '../../providers/activeCustomer';
import { useCustomerTotal } from '../customerSwitch/useCustomerList';
import { findRoute } from '../routes';
import {
  clearSwitchNavigation,
  isSwitchNavigationPending,
  pathAfterSwitch,
  useSwitchCustomer,
} from '../useSwitchCustomer';
import { decideGuard, withOrganization, type GuardDecision } from './rules';
import { usePermissionsAcl } from './usePermissionsAcl';

interface Seen {
  key: string;
  param: string | null;
  customerId: string | null;
}

/**
 * Keeps the `organization` parameter and the active customer in step (seed 000 §2):
 * - a parameter that changed (link, back button) switches the customer ("the address wins");
 * - a customer that changed (switch drawer, auto-selection) updates the parameter on the current
 *   path, unless the switch is already navigating there;
 * - a page that needs an organization gets the parameter added when it lacks it.
 * At start-up the address has already been read by activeCustomer.init().
 */
function useOrganizationSync(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const switchCustomer = useSwitchCustomer();
  const { customerId } = useActiveCustomer();
  const param = new URLSearchParams(location.search).get(ORGANIZATION_QUERY_PARAM);
  const seen = useRef<Seen | null>(null);

  useEffect(() => {
    const current = `${location.pathname}${location.search}`;
    const key = `${location.key ?? ''}|${current}`;
    const previous = seen.current;
    seen.current = { key, param, customerId };
    if (previous && previous.key !== key) clearSwitchNavigation(); // a navigation landed
    if (param && param !== customerId) {
      if (!previous || previous.param !== param) {
        switchCustomer(param, null, { navigate: false });
      } else if (!isSwitchNavigationPending(customerId)) {
        const next = pathAfterSwitch(location.pathname, location.search, customerId);
        if (next !== current) navigate(next, { replace: true });
      }
      return;
    }
    if (!param && customerId && findRoute(location.pathname)?.organization) {
      navigate(withOrganization(current, customerId), { replace: true });
    }
  }, [location.key, location.pathname, location.search, param, customerId, navigate, switchCustomer]);
}

/** The guard's verdict for the current address (see rules.ts decideGuard). */
function useGuardDecision(): GuardDecision {
  const location = useLocation();
  const { customerId, customer } = useActiveCustomer();
  const { acl, loaded } = usePermissionsAcl();
  const customers = useCustomerTotal();
  const detailsLoaded = !!customerId && customer?.customerId === customerId;
  return decideGuard({
    pathname: location.pathname,
    search: location.search,
    customerId,
    plugins: detailsLoaded ? (customer?.plugins ?? null) : undefined,
    detailsLoaded,
    acl,
    aclLoaded: loaded,
    // the user's only customer is about to be chosen by itself: do not ask for one meanwhile
    customerPending: customers.isPending || customers.total === 1,
  });
}

/**
 * Enforces the requirements of the route table (shell/routes.ts) on the page it wraps (seed 000
 * §2, §4): the organization parameter (added when missing, updated on a switch; without a customer
 * → /requirements/needs-organization?route=…, and back once one is chosen), the permission for the
 * active customer (→ /requirements/no-access?path=…, checked again on every customer change) and
 * the plugins (first missing one → /requirements/no-plugins/{plugin} or
 * /requirements/needs-plugin/{plugin} with ?route=…). Until the permissions first load the page
 * stays unguarded. Mounted once, by CustomerBoundary.
 */
export default function RouteGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useOrganizationSync();
  const decision = useGuardDecision();
  const target = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return target ? null : <>{children}</>;
}
