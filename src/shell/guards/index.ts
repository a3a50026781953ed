/** Route guards of seed 000 §2 "Guards and organization parameter". */
export { default as RouteGuard } from './RouteGuard';
export { useRouteAccess } from './useRouteAccess';
export { usePermissionsAcl, refreshPermissions, PERMISSIONS_QUERY_KEY, type AclState } from './usePermissionsAcl';
export {
  decideGuard,
  firstMissingPlugin,
  hasPluginData,
  hasRoutePermission,
  routeAccess,
  needsOrganizationTarget,
  noAccessTarget,
  missingPluginTarget,
  safeReturnPath,
  withOrganization,
  NEEDS_ORGANIZATION_PATH,
  NO_ACCESS_PATH,
  type GuardDecision,
  type MissingPlugin,
  type RouteAccess,
} from './rules';
