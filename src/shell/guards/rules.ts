/**
 * The guard rules of seed 000 §2 "Guards and organization parameter", as pure functions over the
 * route table (shell/routes.ts), the ACL map and the active customer. RouteGuard, useRouteAccess
 * and the tests use them; nothing else decides whether a page may open.
 */
import {
  PATH_QUERY_PARAM,
  ROUTE_QUERY_PARAM,
  ORGANIZATION_QUERY_PARAM,
  can,
  canAnywhere,
  type AclMap,
} from '../../domain';
import type { CustomerPlugins } from '../../providers/activeCustomer';
import { findRoute, type PluginKey, type RouteDef } from '../routes';

export const NEEDS_ORGANIZATION_PATH = '/requirements/needs-organization';
export const NO_ACCESS_PATH = '/requirements/no-access';
export const needsPluginPath = (plugin: PluginKey | string): string =>
  `/requirements/needs-plugin/${encodeURIComponent(plugin)}`;
export const noPluginsPath = (plugin: PluginKey | string): string =>
  `/requirements/no-plugins/${encodeURIComponent(plugin)}`;

/** `/needs-organization?route=…`: the attempted full path (without a stale organization). */
export function needsOrganizationTarget(attempted: string): string {
  return `${NEEDS_ORGANIZATION_PATH}?${ROUTE_QUERY_PARAM}=${encodeURIComponent(withoutOrganization(attempted))}`;
}

/** `/no-access?path=…`: the attempted path. */
export function noAccessTarget(attempted: string): string {
  return `${NO_ACCESS_PATH}?${PATH_QUERY_PARAM}=${encodeURIComponent(attempted)}`;
}

/** Splits `/a/b?x=1` into pathname and search (`?x=1` or ''). */
export function splitPath(path: string): { pathname: string; search: string } {
  const hash = path.indexOf('#');
  const clean = hash >= 0 ? path.slice(0, hash) : path;
  const q = clean.indexOf('?');
  return q < 0 ? { pathname: clean, search: '' } : { pathname: clean.slice(0, q), search: clean.slice(q) };
}

/** The path with `organization` set to `customerId` (removed when null). */
export function withOrganization(path: string, customerId: string | null): string {
  const { pathname, search } = splitPath(path);
  const params = new URLSearchParams(search);
  if (customerId) params.set(ORGANIZATION_QUERY_PARAM, customerId);
  else params.delete(ORGANIZATION_QUERY_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const withoutOrganization = (path: string): string => withOrganization(path, null);

/**
 * A stored `route` parameter as a safe in-app path (no other origin, no protocol), else null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/**
 * Does the user hold the route's permission (any entry of its list)? Pages of the active
 * organization check for that customerId (seed 000 §6: "checks for the active customer are scoped
 * by customerId"). Without an active customer, and on pages that do not belong to an organization,
 * a grant for some customer (or '*') suffices: such a page asks for a customer, or is not about one.
 */
export function hasRoutePermission(
  route: RouteDef | undefined,
  acl: AclMap | null | undefined,
  customerId: string | null,
): boolean {
  if (!route?.permission?.length) return true;
  return route.permission.some(({ subject, action }) =>
    route.organization && customerId ? can(acl, subject, action, customerId) : canAnywhere(acl, subject, action),
  );
}

/** Does the customer have any plugin data at all (one configured block)? */
export function hasPluginData(plugins: CustomerPlugins | null | undefined): boolean {
  if (!plugins) return false;
  return Object.values(plugins).some((block) => !!block && typeof block === 'object');
}

export interface MissingPlugin {
  plugin: PluginKey;
  /** 'no-plugins': the customer has no plugin data at all; 'needs-plugin': this one is missing. */
  kind: 'no-plugins' | 'needs-plugin';
}

/** The first plugin of the route the customer lacks (not configured or inactive), else null. */
export function firstMissingPlugin(
  route: RouteDef | undefined,
  plugins: CustomerPlugins | null | undefined,
): MissingPlugin | null {
  for (const plugin of route?.plugins ?? []) {
    const block = plugins?.[plugin];
    const active = !!block && typeof block === 'object' && block.active === true;
    if (!active) return { plugin, kind: hasPluginData(plugins) ? 'needs-plugin' : 'no-plugins' };
  }
  return null;
}

/** Where a missing plugin leads: /requirements/{no-plugins|needs-plugin}/{plugin}?route=<attempted>. */
export function missingPluginTarget(missing: MissingPlugin, attempted: string): string {
  const base = missing.kind === 'no-plugins' ? noPluginsPath(missing.plugin) : needsPluginPath(missing.plugin);
  return `${base}?${ROUTE_QUERY_PARAM}=${encodeURIComponent(attempted)}`;
}

export type GuardDecision =
  /** Show the page. */
  | { kind: 'allow' }
  /** Not decided yet (permissions or details loading, address catching up): show the page unguarded. */
  | { kind: 'pending' }
  /** Leave for `to` (replacing the history entry); the page is not shown. */
  | { kind: 'redirect'; to: string };

export interface GuardInput {
  pathname: string;
  search: string;
  customerId: string | null;
  /** Plugins of the active customer; undefined while its details load. */
  plugins: CustomerPlugins | null | undefined;
  detailsLoaded: boolean;
  acl: AclMap | null | undefined;
  aclLoaded: boolean;
  /** A customer will be chosen by itself (the user has exactly one) or that is not known yet. */
  customerPending: boolean;
}

/**
 * The guard's verdict for one address, in the order of seed 000 §2: the return from
 * needs-organization, the organization, the permission, then the plugins.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const { pathname, search, customerId } = input;
  const attempted = `${pathname}${search}`;
  const params = new URLSearchParams(search);

  if (pathname.replace(/\/$/, '') === NEEDS_ORGANIZATION_PATH) {
    const back = safeReturnPath(params.get(ROUTE_QUERY_PARAM));
    if (customerId && back) {
      return {
        kind: 'redirect',
        to: findRoute(splitPath(back).pathname)?.organization ? withOrganization(back, customerId) : back,
      };
    }
    return { kind: 'allow' };
  }

  const route = findRoute(pathname);
  if (!route || route.public) return { kind: 'allow' };

  const fromUrl = params.get(ORGANIZATION_QUERY_PARAM);
  if (fromUrl && fromUrl !== customerId) return { kind: 'pending' }; // the address and the store are syncing

  if (route.organization && !customerId) {
    return input.customerPending ? { kind: 'pending' } : { kind: 'redirect', to: needsOrganizationTarget(attempted) };
  }

  if (route.permission?.length) {
    if (!input.aclLoaded) return { kind: 'pending' };
    if (!hasRoutePermission(route, input.acl, customerId)) return { kind: 'redirect', to: noAccessTarget(attempted) };
  }

  if (route.plugins?.length && customerId) {
    if (!input.detailsLoaded) return { kind: 'pending' };
    const missing = firstMissingPlugin(route, input.plugins);
    if (missing) return { kind: 'redirect', to: missingPluginTarget(missing, attempted) };
  }
  return { kind: 'allow' };
}

export type RouteAccess = 'allowed' | 'locked' | 'pending';

/**
 * May the menu offer `path` (permission only; the organization and plugins are asked for by the
 * page itself)? 'pending' until the permissions are loaded.
 */
export function routeAccess(
  path: string,
  acl: AclMap | null | undefined,
  aclLoaded: boolean,
  customerId: string | null,
): RouteAccess {
  const route = findRoute(splitPath(path).pathname);
  if (!route?.permission?.length) return 'allowed';
  if (!aclLoaded) return 'pending';
  return hasRoutePermission(route, acl, customerId) ? 'allowed' : 'locked';
}
