import { usePermissions } from 'react-admin';
import { PERMISSIONS_REFRESH_MS, can, canAnywhere, type AclMap, type Subject } from '../domain';
import { useActiveCustomer } from '../providers/activeCustomer';

/**
 * May the user open the area of `subject` (seed 000 §6 "every other menu entry needs any access on
 * its subject")? For the active customer; without one, when some customer allows it (the page then
 * asks for a customer). Permissions refresh every PERMISSIONS_REFRESH_MS. Undefined while loading.
 */
export function useSubjectAccess(subject: Subject): boolean | undefined {
  const { customerId } = useActiveCustomer();
  const { permissions, isPending } = usePermissions<AclMap>({}, { refetchInterval: PERMISSIONS_REFRESH_MS });
  if (isPending) return undefined;
  return customerId ? can(permissions, subject, 'any', customerId) : canAnywhere(permissions, subject, 'any');
}
