import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-admin';
import { useActiveCustomer } from '../providers/activeCustomer';
import SecondFactorRequiredNotice, { useSecondFactorGate } from './SecondFactorRequiredNotice';
import { useCustomerDetails } from './customerSwitch/useCustomerDetails';
import { useCustomerTotal } from './customerSwitch/useCustomerList';
import { RouteGuard } from './guards';
import { isOwnPage } from './routes';
import { useSwitchCustomer } from './useSwitchCustomer';

/**
 * The active customer around the pages (seed 000 §2, §4):
 * - its details are loaded once per customer (debounced, skipped when already loaded); a customer
 *   that does not exist (or is no longer visible) is unselected;
 * - with exactly one customer, it is selected automatically;
 * - the route guard (organization parameter, permission, plugins) wraps the pages;
 * - pages are re-mounted on a switch, so no page state of the previous customer survives; not the
 *   profile's pages, which are the user's own: the profile stays mounted through a switch, as through
 *   the automatic choice of the only customer once a second factor set up there makes it visible
 *   (its recovery codes, shown once, would go with a re-mount: D337). Its one card of the customer's,
 *   the hotspot configuration, re-mounts itself;
 * - a customer the server refused for want of a second factor (SECOND_FACTOR_REQUIRED, D294) shows
 *   the way to the enrolment instead of its pages; the profile, where the enrolment is, stays open. So
 *   does a user with no customer chosen whose customers are all withheld.
 */
export default function CustomerBoundary({ children }: { children: ReactNode }) {
  const { customerId } = useActiveCustomer();
  const switchCustomer = useSwitchCustomer();

  const onMissing = useCallback(() => switchCustomer(null, null), [switchCustomer]);
  useCustomerDetails(onMissing);

  // Exactly one customer: select it.
  const { total, first, isPending } = useCustomerTotal();
  useEffect(() => {
    if (!customerId && total === 1 && first) switchCustomer(first.customerId, first);
  }, [customerId, total, first, switchCustomer]);

  // No customer chosen and none visible, but some withheld (the only customer came to require a factor
  // before one was chosen in this browser): the first of them, so the way to the enrolment is shown.
  const gate = useSecondFactorGate(customerId, !customerId && !isPending && total === 0);
  const { pathname } = useLocation();
  const ownPages = isOwnPage(pathname);
  // The customer the pages were mounted for: follows the active one, except on the profile's pages.
  const active = customerId ?? 'none';
  const [mountedFor, setMountedFor] = useState(active);
  if (mountedFor !== active && !ownPages) setMountedFor(active);

  if (gate && !ownPages) return <SecondFactorRequiredNotice gate={gate} />;

  return (
    <RouteGuard>
      <Fragment key={ownPages ? mountedFor : active}>{children}</Fragment>
    </RouteGuard>
  );
}
