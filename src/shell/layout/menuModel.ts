import {
  canSeeEnrollmentsMenu,
  canSeeMenuEntry,
  canSeePartnerMenu,
  canSeeUsersMenu,
  canSeeVendorMenu,
  isVendorAcl,
  type AclMap,
  type Subject,
} from '../../domain';
import { ORGANIZATION_QUERY_PARAM } from '../../domain/constants';
import type { PluginKey } from '../../domain/enums';
import { findRoute, resourceOf } from '../routes';
import type { PluginBlocks } from './useShell';

/**
 * The menu of the default layout (seed 000 §2 "Menu items", §6 "Menu rules") as data: which
 * entries exist, where they lead, and whether they are usable. The rules are the domain's menu
 * functions (src/domain/acl.ts); nothing here re-implements a permission check.
 *
 * Decisions:
 * - An entry whose permission is missing is hidden when no customer of the user grants it (no
 *   customer switch would ever open it), and shown locked (lock icon, disabled) only when another of
 *   the user's customers grants it (issue 40; seed 000 §2 "shows a lock icon" read as "a lock the user
 *   can open by switching customer"). The rules are evaluated for the active customer; without one,
 *   for the customers the user has grants for (the entry is usable when some customer allows it,
 *   and its page then asks for a customer: seed 000 §2 needs-organization). This is what the route
 *   guards check too (guards/rules.ts), so the menu never offers a page the guard refuses, nor
 *   locks one it would open.
 * - A plugin switched off for the active customer keeps its entry locked with the plugin named
 *   (the customer can book it), whatever the user's other customers.
 * - With the analytics plugin, sub-items nobody of the user's customers grants are hidden; when
 *   none is left the group falls back to the single analytics entry.
 * - Partner and vendor are entries for an audience, not customer areas: the partner entry is hidden
 *   unless the partner rule applies (seed), the vendor entry is hidden for non-vendors. Both lead to
 *   /partner, which needs no organization, so both are checked for ANY customer key of the ACL.
 * - Users and enrollments follow the general rule: locked without their permission.
 * - The CMS entry is an external link to the configured CMS (app-config `cmsUrl`, else the build
 *   variable VITE_CMS_URL) carrying `?organization=<customerId>`; it exists only with an active cms
 *   plugin, locked with the "missing configuration" text while no URL is configured (D257).
 * - An entry locked for the permission while the plugins its area needs are active says "no plugin
 *   access" (D257).
 * - Analytics: with an active analytics plugin a group with the professional analytics pages of
 *   hotspots and locations; otherwise one entry to /analytics (whose guard explains the plugin).
 */

export type MenuLabel =
  | 'home'
  | 'cms'
  | 'wifiCodes'
  | 'deviceAccounts'
  | 'locations'
  | 'hotspotDevices'
  | 'liveSessions'
  | 'guestData'
  | 'hotspotDeviceConfigs'
  | 'loginTemplates'
  | 'accountTemplates'
  | 'startPages'
  | 'analytics'
  | 'analyticsHotspots'
  | 'analyticsLocations'
  | 'customerPlugins'
  | 'webhooks'
  | 'partner'
  | 'users'
  | 'apiKeys'
  | 'enrollments'
  | 'vendor'
  | 'docs'
  | 'changelog';

export interface MenuEntryModel {
  /** The entry's identity; the message key shell.menu.<key> of entries that are not a resource. */
  key: MenuLabel;
  /** The resource area the entry opens: its module gives the name and the icon. */
  resource?: string;
  /** Route of the portal (from routes.ts); absent for external links and groups. */
  to?: string;
  /** External address (opens in a new tab). */
  href?: string;
  /**
   * Usable; locked (the permission is missing for the active customer but another customer of the
   * user grants it, or its plugin is switched off); or unknown while the permissions load. An entry
   * no customer of the user grants is not in the menu at all.
   */
  state: 'enabled' | 'locked' | 'pending';
  /** Locked because the active customer's block of this plugin is switched off (active: false). */
  plugin?: PluginKey;
  /**
   * Why else it is locked (seed 001 §6 "messages for missing plugin, no plugin access, no access to
   * the data or missing configuration"; D257): `noPluginAccess` — the customer's plugins the area
   * needs are active, but the user may not use the area here; `missingConfig` — the plugin is active
   * but the installation lacks what the entry needs (the CMS without a CMS address).
   */
  reason?: 'noPluginAccess' | 'missingConfig';
  children?: MenuEntryModel[];
}

export interface MenuInput {
  acl: AclMap | undefined | null;
  /** false while the permissions load. */
  aclLoaded: boolean;
  customerId: string | null;
  plugins: PluginBlocks | null;
  cmsUrl?: string | null;
}

/** Every route a menu entry leads to (tests check each is in the route table). */
export const MENU_PATHS = {
  home: '/',
  wifiCodes: '/wifi-code',
  deviceAccounts: '/device-account',
  locations: '/locations',
  hotspotDevices: '/hotspot-device',
  liveSessions: '/live-sessions',
  guestData: '/guest-data',
  hotspotDeviceConfigs: '/hotspot-device-config',
  loginTemplates: '/hotspot-login-template',
  accountTemplates: '/hotspot-account-template',
  startPages: '/start-pages',
  analytics: '/analytics',
  analyticsHotspots: '/analytics/professional/hotspots',
  analyticsLocations: '/analytics/professional/locations',
  customerPlugins: '/customer-plugins',
  webhooks: '/webhooks',
  partner: '/partner',
  users: '/user',
  apiKeys: '/api-keys',
  enrollments: '/enrollments',
  vendor: '/partner',
  docs: '/docs',
  changelog: '/changelog',
} as const satisfies Partial<Record<MenuLabel, string>>;

/** The CMS address for a customer. */
export function cmsHref(cmsUrl: string, customerId: string | null): string {
  if (!customerId) return cmsUrl;
  try {
    const url = new URL(cmsUrl);
    url.searchParams.set(ORGANIZATION_QUERY_PARAM, customerId);
    return url.toString();
  } catch {
    const sep = cmsUrl.includes('?') ? '&' : '?';
    return `${cmsUrl}${sep}${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}`;
  }
}

/**
 * Marks an entry that opens a resource area (its first path segment is a resource): the menu then
 * shows the module's name and icon. The vendor entry opens /partner too but keeps its own name.
 */
function withResource(entry: MenuEntryModel): MenuEntryModel {
  const resource = entry.to ? resourceOf(entry.to) : undefined;
  return resource && entry.to === `/${resource}` ? { ...entry, resource } : entry;
}

/** What a customer-scoped rule says: usable now, usable after a customer switch, or never. */
type Grant = 'here' | 'elsewhere' | 'never';

export function buildMenu({ acl, aclLoaded, customerId, plugins, cmsUrl }: MenuInput): MenuEntryModel[] {
  const keys = acl ? Object.keys(acl) : [];
  /**
   * A customer-scoped rule for the active customer (else for some customer of the ACL: the page
   * asks for one), and whether some other customer key of the user would allow it.
   */
  const forCustomer = (rule: (customerId: string) => boolean): Grant => {
    if (customerId ? rule(customerId) : keys.some((key) => rule(key))) return 'here';
    return keys.some((key) => key !== customerId && rule(key)) ? 'elsewhere' : 'never';
  };
  /** null: the entry is hidden (no customer of the user grants it). */
  const gate = (key: MenuLabel, to: string, grant: Grant): MenuEntryModel | null =>
    !aclLoaded
      ? { key, to, state: 'pending' }
      : grant === 'never'
        ? null
        : { key, to, state: grant === 'here' ? 'enabled' : 'locked' };
  /**
   * A plugin the entry's route needs whose block the active customer has switched off: the entry
   * locks at once (a block never set up keeps the entry, whose guard explains the plugin; analytics
   * has its own rule below).
   */
  const switchedOff = (key: MenuLabel, to: string): PluginKey | undefined =>
    key === 'analytics' || !customerId
      ? undefined
      : findRoute(to)?.plugins?.find((plugin) => plugins?.[plugin]?.active === false);
  const area = (key: keyof typeof MENU_PATHS & MenuLabel, ...subjects: Subject[]): MenuEntryModel | null => {
    const entry = gate(
      key,
      MENU_PATHS[key],
      forCustomer((id) => subjects.some((subject) => canSeeMenuEntry(acl, subject, id))),
    );
    if (!entry) return null;
    const plugin = entry.state === 'enabled' ? switchedOff(key, MENU_PATHS[key]) : undefined;
    if (plugin) return withResource({ ...entry, state: 'locked', plugin });
    // locked for the permission, while every plugin the area needs is active here: no plugin access
    const needs = entry.state === 'locked' && customerId ? (findRoute(MENU_PATHS[key])?.plugins ?? []) : [];
    if (needs.length > 0 && needs.every((p) => plugins?.[p]?.active === true)) {
      return withResource({ ...entry, reason: 'noPluginAccess' });
    }
    return withResource(entry);
  };

  const isVendor = isVendorAcl(acl);
  const partnerVisible = keys.some((key) => canSeePartnerMenu(acl, key, isVendor));
  const vendorVisible = keys.some((key) => canSeeVendorMenu(acl, key));

  const entries: MenuEntryModel[] = [{ key: 'home', to: MENU_PATHS.home, state: 'enabled' }];
  const push = (...items: (MenuEntryModel | null)[]) => {
    for (const item of items) if (item) entries.push(item);
  };

  if (plugins?.cms?.active === true) {
    // without a configured CMS address the booked CMS cannot be opened: say so rather than hide it
    entries.push(
      cmsUrl
        ? { key: 'cms', href: cmsHref(cmsUrl, customerId), state: 'enabled' }
        : { key: 'cms', state: 'locked', reason: 'missingConfig' },
    );
  }

  push(
    area('wifiCodes', 'Voucher'),
    area('deviceAccounts', 'DeviceAccount'),
    area('locations', 'HotspotDeviceLocation', 'HotspotDeviceLocationGroup'),
    area('hotspotDevices', 'HotspotDevice'),
    // Extension (issue 36): the guests online now, after the devices they are online at.
    area('liveSessions', 'OnlineUsers'),
    // Extension (issue 38): one guest's data, export and erasure (GDPR Art. 15, 17), after the sessions.
    area('guestData', 'Voucher'),
    area('hotspotDeviceConfigs', 'HotspotDeviceConfig'),
    area('loginTemplates', 'HotspotLoginTemplate'),
    area('accountTemplates', 'HotspotAccountTemplate'),
    // Extension: start-page content (terms of use, imprints, templates, bundles) after the templates.
    area('startPages', 'StartPageContent'),
  );

  const analytics = area('analytics', 'BasicAnalytics', 'ProfessionalAnalytics');
  if (analytics && plugins?.analytics?.active === true) {
    const children = [
      area('analyticsHotspots', 'ProfessionalAnalytics'),
      area('analyticsLocations', 'ProfessionalAnalytics'),
    ].filter((child): child is MenuEntryModel => child !== null);
    if (children.length) {
      analytics.to = undefined;
      analytics.children = children;
    }
  }
  push(
    analytics,
    area('customerPlugins', 'CustomerPlugins'),
    // Extension (issue 37, D226): the webhooks, next to the plugins, while the webhook plugin is active.
    plugins?.webhook?.active === true ? area('webhooks', 'CustomerPlugins') : null,
  );

  if (aclLoaded && partnerVisible)
    entries.push(withResource({ key: 'partner', to: MENU_PATHS.partner, state: 'enabled' }));
  const users = gate(
    'users',
    MENU_PATHS.users,
    forCustomer((id) => canSeeUsersMenu(acl, id)),
  );
  const enrollments = gate(
    'enrollments',
    MENU_PATHS.enrollments,
    forCustomer((id) => canSeeEnrollmentsMenu(acl, id)),
  );
  // Extension (issue 37): the API keys, for who may manage users (the same rule).
  const apiKeys = gate(
    'apiKeys',
    MENU_PATHS.apiKeys,
    forCustomer((id) => canSeeUsersMenu(acl, id)),
  );
  push(users && withResource(users), apiKeys && withResource(apiKeys), enrollments && withResource(enrollments));
  if (aclLoaded && vendorVisible) entries.push({ key: 'vendor', to: MENU_PATHS.vendor, state: 'enabled' });
  entries.push(
    { key: 'docs', to: MENU_PATHS.docs, state: 'enabled' },
    { key: 'changelog', to: MENU_PATHS.changelog, state: 'enabled' },
  );
  return entries;
}

/** Pages that need an organization carry ?organization=<customerId> (the guard would add it anyway). */
export function withOrganization(to: string, customerId: string | null): { pathname: string; search: string } {
  const needs = !!customerId && findRoute(to)?.organization === true;
  return { pathname: to, search: needs ? `?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(customerId)}` : '' };
}
