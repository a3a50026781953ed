/**
 * THE route table of seed 000 §2: every path of the portal with what it requires (an active
 * organization, a permission, plugins) and its title. The router (App.tsx), the guards, the
 * breadcrumbs and the menu read it; nothing else lists paths.
 *
 * It is data only and imports no screen: a resource route's screen comes from its resource module
 * (registry.ts: by view or by relative path), a shell route names its screen (`screen`, resolved by
 * pages/screens.ts). A route with neither shows the pending-area page.
 *
 * Paths use react-router syntax; `:id?` marks the optional ids of the spec.
 */
import type { Action, Subject } from '../domain/acl';
import type { PluginKey } from '../domain/enums';
import { isObjectId } from '../domain/validation';
import { isValidCode } from '../domain/voucherCode';

/** Plugin blocks of a customer (seed 000 §3, seed 001 §3) a route may need. */
export type { PluginKey };

export interface RouteRequirement {
  /** The page shows data of the active customer: it carries ?organization=<customerId>. */
  organization?: boolean;
  /** Permission checked for the active customer (any of the list grants access). */
  permission?: { subject: Subject; action: Action }[];
  /** Plugins the active customer must have active, in this order (the first missing one redirects). */
  plugins?: PluginKey[];
}

/** Areas of the shell; every resource is an area of its own, named by its segment. */
export type ShellArea = 'home' | 'analytics' | 'info' | 'profile' | 'requirements' | 'auth';

/** The shell's own screens (pages/screens.ts). */
export type ShellScreen =
  | 'home'
  | 'invites'
  | 'needsOrganization'
  | 'noAccess'
  | 'pluginMissing'
  | 'login'
  | 'loginCallback'
  | 'logout'
  | 'loggedOut'
  | 'forgotPassword'
  | 'resetPassword'
  | 'profile'
  | 'profileEdit'
  | 'changePassword'
  | 'docs'
  | 'docsPage'
  | 'apiReference'
  | 'changelog'
  | 'i18nExport'
  | 'diagnostics'
  | 'auditLog'
  | 'acceptInvite'
  | 'analytics'
  | 'analyticsBasic'
  | 'analyticsProfessional'
  | 'analyticsLocations';

/** What every screen of the table receives. */
export interface PageProps {
  route: RouteDef;
}

export interface RouteDef extends RouteRequirement {
  path: string;
  /** Without the default layout (blank layout, logged-out pages). */
  blank?: boolean;
  /** Reachable without a session. */
  public?: boolean;
  /** i18n key of the page title; default: the area's name (see areas.ts). */
  title?: string;
  /**
   * i18n key of this path's own breadcrumb, where its last segment alone would name something else
   * (/start-pages/templates are start-page templates, not the WiFi-code shortcuts of /wifi-code/templates).
   */
  crumb?: string;
  /** A shell screen; resource routes take theirs from the module. */
  screen?: ShellScreen;
  /** The shell area of a route outside every resource (resource routes: their segment). */
  area?: ShellArea;
  /** The format of each record parameter of the path; a malformed one is the 404 page (routeParamsValid). */
  params?: Readonly<Record<string, RouteParamFormat>>;
}

/**
 * Formats of a record parameter: the object id of a record (24 hex characters, what the server
 * issues) or a WiFi code (the code is the record's id; 4 to 32 characters in its normal form).
 */
export type RouteParamFormat = 'objectId' | 'voucherCode';

const PARAM_CHECKS: Readonly<Record<RouteParamFormat, (value: string) => boolean>> = {
  objectId: isObjectId,
  voucherCode: isValidCode,
};

/** A record id in the path: object id. */
const OBJECT_ID = { id: 'objectId' } as const;

/**
 * First path segments that are react-admin resources (DESIGN: resource names are the spec's route
 * segments). Their paths are mounted inside `<Resource name={segment}>`; nested entities keep the
 * paths of the spec (/locations/location, /partner/partner-lead, /user/invite, /enrollments/logs).
 */
export const RESOURCE_SEGMENTS = [
  'alerts',
  'api-keys',
  'customer-plugins',
  'device-account',
  'enrollments',
  'guest-data',
  'hotspot-account-template',
  'hotspot-device',
  'hotspot-device-config',
  'hotspot-login-template',
  'live-sessions',
  'locations',
  'partner',
  'start-pages',
  'user',
  'webhooks',
  'wifi-code',
] as const;

export type ResourceSegment = (typeof RESOURCE_SEGMENTS)[number];

/** The area of a route: its resource segment, else its shell area. */
export function routeArea(route: RouteDef): ResourceSegment | ShellArea {
  return resourceOf(route.path) ?? route.area ?? 'home';
}

/**
 * The view of a resource route, relative to the resource: `list`, `create`, `show` (/{name}/{id}),
 * `edit` (/{name}/{id}/edit), or the relative path itself (`import`, `templates/:key/edit`).
 */
export function resourceView(route: RouteDef): string {
  const segment = resourceOf(route.path);
  if (!segment) return '';
  const rel = route.path.slice(segment.length + 2).replace(/^:[^/?]+(?=\/|$)/, ':id');
  return rel === '' ? 'list' : rel === ':id' ? 'show' : rel === ':id/edit' ? 'edit' : rel;
}

/** The resource a route path belongs to, if any. */
export function resourceOf(path: string): ResourceSegment | undefined {
  const first = path.split('/').filter(Boolean)[0];
  return (RESOURCE_SEGMENTS as readonly string[]).includes(first ?? '') ? (first as ResourceSegment) : undefined;
}

const read = (subject: Subject): RouteRequirement['permission'] => [{ subject, action: 'read' }];
const create = (subject: Subject): RouteRequirement['permission'] => [{ subject, action: 'create' }];
const update = (subject: Subject): RouteRequirement['permission'] => [{ subject, action: 'update' }];

/** list, create, detail and edit of one entity. */
function crud(
  base: string,
  subject: Subject,
  extra: RouteRequirement & { title?: string; crumb?: string } = {},
  id = ':id',
): RouteDef[] {
  const { crumb, ...rest } = extra;
  const req = { organization: true, ...rest };
  return [
    { path: base, ...req, crumb, permission: [{ subject, action: 'any' }] },
    { path: `${base}/create`, ...req, permission: create(subject) },
    { path: `${base}/${id}`, ...req, params: OBJECT_ID, permission: read(subject) },
    { path: `${base}/${id}/edit`, ...req, params: OBJECT_ID, permission: update(subject) },
  ];
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/', area: 'home', screen: 'home' },

  {
    path: '/analytics',
    area: 'analytics',
    screen: 'analytics',
    organization: true,
    plugins: ['analytics'],
    permission: [
      { subject: 'BasicAnalytics', action: 'read' },
      { subject: 'ProfessionalAnalytics', action: 'read' },
    ],
  },
  {
    path: '/analytics/basic',
    area: 'analytics',
    screen: 'analyticsBasic',
    organization: true,
    plugins: ['analytics'],
    permission: read('BasicAnalytics'),
  },
  {
    path: '/analytics/professional',
    area: 'analytics',
    screen: 'analyticsProfessional',
    organization: true,
    plugins: ['analytics'],
    permission: read('ProfessionalAnalytics'),
  },
  {
    path: '/analytics/professional/hotspots',
    area: 'analytics',
    screen: 'analyticsProfessional',
    organization: true,
    plugins: ['analytics'],
    permission: read('ProfessionalAnalytics'),
  },
  {
    path: '/analytics/professional/locations',
    area: 'analytics',
    screen: 'analyticsLocations',
    organization: true,
    plugins: ['analytics'],
    permission: read('ProfessionalAnalytics'),
  },

  { path: '/changelog', area: 'info', title: 'shell.menu.changelog', screen: 'changelog' },
  { path: '/docs', area: 'info', screen: 'docs' },
  // Extension (issue 37, D229): the GraphQL schema and the OpenAPI link for integrators.
  { path: '/docs/api', area: 'info', title: 'portal.docs.api.title', screen: 'apiReference' },
  { path: '/docs/:id', area: 'info', screen: 'docsPage' },
  { path: '/i18n-export', area: 'info', title: 'shell.breadcrumbs.i18nExport', screen: 'i18nExport' },
  { path: '/test', area: 'info', title: 'shell.breadcrumbs.test', screen: 'diagnostics' },
  // Operators only (the page and the server check it; issue 12).
  { path: '/audit', area: 'info', title: 'portal.audit.title', crumb: 'portal.audit.title', screen: 'auditLog' },

  {
    path: '/customer-plugins',
    organization: true,
    permission: [{ subject: 'CustomerPlugins', action: 'any' }],
  },
  {
    path: '/customer-plugins/:id?/create',
    organization: true,
    permission: create('CustomerPlugins'),
  },
  {
    path: '/customer-plugins/:id?/edit',
    organization: true,
    permission: update('CustomerPlugins'),
  },

  ...crud('/device-account', 'DeviceAccount', { plugins: ['deviceAccount'] }),

  // Extension (issue 37, docs/decisions.md D226): a customer's webhook endpoints and their delivery
  // log, read with the plugins and managed by who may edit them, while the webhook plugin is active.
  { path: '/webhooks', organization: true, plugins: ['webhook'], permission: read('CustomerPlugins') },
  { path: '/webhooks/create', organization: true, plugins: ['webhook'], permission: update('CustomerPlugins') },
  {
    path: '/webhooks/:id',
    organization: true,
    plugins: ['webhook'],
    params: OBJECT_ID,
    permission: read('CustomerPlugins'),
  },
  {
    path: '/webhooks/:id/edit',
    organization: true,
    plugins: ['webhook'],
    params: OBJECT_ID,
    permission: update('CustomerPlugins'),
  },

  // Extension (issue 37, docs/decisions.md D229): an organisation's API keys, for who may manage its users.
  { path: '/api-keys', organization: true, permission: create('UserInvite') },

  {
    path: '/enrollments',
    organization: true,
    permission: [
      { subject: 'EnrollmentKeys', action: 'read' },
      { subject: 'EnrollmentKeyLogs', action: 'read' },
    ],
  },
  { path: '/enrollments/logs', organization: true, permission: read('EnrollmentKeyLogs') },
  { path: '/enrollments/new', organization: true, permission: create('EnrollmentKeys') },

  ...crud('/hotspot-account-template', 'HotspotAccountTemplate'),
  ...crud('/hotspot-device', 'HotspotDevice'),
  { path: '/hotspot-device/import', organization: true, permission: create('HotspotDevice') },
  ...crud('/hotspot-device-config', 'HotspotDeviceConfig'),
  ...crud('/hotspot-login-template', 'HotspotLoginTemplate'),
  // Extension (issue 36): the guests online now, with Disconnect; the list only.
  { path: '/live-sessions', organization: true, permission: read('OnlineUsers') },
  // Extension (issue 38, D262): one guest's data, its export (Voucher read) and erasure (Voucher delete).
  { path: '/guest-data', organization: true, permission: read('Voucher') },
  // Extension (issue 37, docs/decisions.md D233): the organisation's alerts and who receives them.
  { path: '/alerts', organization: true, permission: read('HotspotDevice') },

  // Start-page content (extension: the seeds define the entities but no routes; docs/decisions.md
  // "Start pages"): one area with a tab per entity.
  { path: '/start-pages', organization: true, permission: [{ subject: 'StartPageContent', action: 'any' }] },
  ...crud('/start-pages/terms-of-use', 'StartPageContent', { title: 'shell.breadcrumbs.termsOfUse' }),
  ...crud('/start-pages/imprints', 'StartPageContent', { title: 'shell.breadcrumbs.imprints' }),
  ...crud('/start-pages/templates', 'StartPageContent', {
    title: 'shell.breadcrumbs.startTemplates',
    crumb: 'shell.breadcrumbs.startTemplates',
  }),
  ...crud('/start-pages/bundles', 'StartPageContent', { title: 'shell.breadcrumbs.bundles' }),

  {
    path: '/locations',
    organization: true,
    permission: [
      { subject: 'HotspotDeviceLocation', action: 'any' },
      { subject: 'HotspotDeviceLocationGroup', action: 'any' },
    ],
  },
  ...crud('/locations/group', 'HotspotDeviceLocationGroup', { title: 'shell.breadcrumbs.group' }),
  ...crud('/locations/location', 'HotspotDeviceLocation'),

  {
    path: '/partner',
    permission: [
      { subject: 'PartnerLead', action: 'any' },
      { subject: 'PartnerLeadVendor', action: 'read' },
    ],
  },
  { path: '/partner/partner-lead/create', permission: create('PartnerLead') },
  {
    path: '/partner/partner-lead/:id',
    params: OBJECT_ID,
    permission: [
      { subject: 'PartnerLead', action: 'read' },
      { subject: 'PartnerLeadVendor', action: 'read' },
    ],
  },
  {
    path: '/partner/partner-lead/:id?/edit',
    params: OBJECT_ID,
    permission: [
      { subject: 'PartnerLead', action: 'update' },
      { subject: 'PartnerLeadVendor', action: 'update' },
    ],
  },

  { path: '/profile', area: 'profile', screen: 'profile' },
  {
    path: '/profile/change-password',
    area: 'profile',
    title: 'shell.breadcrumbs.changePassword',
    screen: 'changePassword',
  },
  { path: '/profile/edit', area: 'profile', screen: 'profileEdit' },
  { path: '/profile/invites', area: 'profile', title: 'shell.invites', screen: 'invites' },

  {
    path: '/requirements/needs-organization',
    area: 'requirements',
    title: 'requirements.needsOrganization.title',
    screen: 'needsOrganization',
  },
  { path: '/requirements/no-access', area: 'requirements', title: 'requirements.noAccess.title', screen: 'noAccess' },
  {
    path: '/requirements/needs-plugin/:plugin',
    area: 'requirements',
    title: 'requirements.needsPlugin.title',
    screen: 'pluginMissing',
  },
  {
    path: '/requirements/no-plugins/:plugin',
    area: 'requirements',
    title: 'requirements.noPlugins.title',
    screen: 'pluginMissing',
  },

  { path: '/user', organization: true, permission: create('UserInvite') },
  { path: '/user/invite/new', organization: true, permission: create('UserInvite') },
  { path: '/user/invite/:id', organization: true, params: OBJECT_ID, permission: read('UserInvite') },

  {
    path: '/wifi-code',
    organization: true,
    permission: [{ subject: 'Voucher', action: 'any' }],
  },
  {
    path: '/wifi-code/create',
    organization: true,
    permission: create('Voucher'),
  },
  // Extension (issue 39, D299): the import of existing codes from a CSV file, as creating codes.
  { path: '/wifi-code/import', organization: true, permission: create('Voucher') },
  {
    path: '/wifi-code/batches',
    title: 'resources.wifi-code/batches.page.list',
    crumb: 'resources.wifi-code/batches.page.list',
    organization: true,
    permission: read('Voucher'),
  },
  {
    path: '/wifi-code/templates',
    title: 'shell.breadcrumbs.templates',
    organization: true,
    permission: [{ subject: 'Voucher', action: 'any' }],
  },
  {
    path: '/wifi-code/templates/create',
    title: 'shell.breadcrumbs.templates',
    organization: true,
    permission: create('Voucher'),
  },
  {
    path: '/wifi-code/templates/:key/edit',
    title: 'shell.breadcrumbs.templates',
    organization: true,
    permission: update('Voucher'),
  },
  {
    path: '/wifi-code/:code',
    organization: true,
    params: { code: 'voucherCode' },
    permission: read('Voucher'),
  },
  {
    path: '/wifi-code/:code/edit',
    organization: true,
    params: { code: 'voucherCode' },
    permission: update('Voucher'),
  },

  { path: '/auth/login', area: 'auth', blank: true, public: true, screen: 'login' },
  { path: '/auth/logout', area: 'auth', blank: true, public: true, title: 'logout.title', screen: 'logout' },
  {
    path: '/auth/logged-out',
    area: 'auth',
    blank: true,
    public: true,
    title: 'logout.loggedOut',
    screen: 'loggedOut',
  },
  {
    path: '/auth/forgot-password',
    area: 'auth',
    blank: true,
    public: true,
    title: 'login.forgot.title',
    screen: 'forgotPassword',
  },
  {
    path: '/auth/reset-password',
    area: 'auth',
    blank: true,
    public: true,
    title: 'login.reset.title',
    screen: 'resetPassword',
  },
  // Decision (docs/decisions.md "Invites"): the invite mail's link; public, since the invited
  // person has no account yet. Seed 000 §2 lists no route of its own for the acceptance screen.
  {
    path: '/auth/invite',
    area: 'auth',
    blank: true,
    public: true,
    title: 'shell.breadcrumbs.invite',
    screen: 'acceptInvite',
  },
  // The auth callback: leads to the login screen, keeping the query.
  { path: '/login', area: 'auth', blank: true, public: true, screen: 'loginCallback' },
];

function toRegExp(path: string): RegExp {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((seg) =>
      seg.startsWith(':')
        ? seg.endsWith('?')
          ? `(?:/(?<${seg.slice(1, -1)}>[^/]+))?`
          : `/(?<${seg.slice(1)}>[^/]+)`
        : `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

const COMPILED = ROUTES.map((r) => ({
  route: r,
  re: toRegExp(r.path),
  literal: r.path.split('/').filter((s) => s && !s.startsWith(':')).length,
}));

/** The route a pathname belongs to; literal segments win over parameters (/wifi-code/create vs /wifi-code/:code). */
export function findRoute(pathname: string): RouteDef | undefined {
  let best: (typeof COMPILED)[number] | undefined;
  for (const c of COMPILED) if (c.re.test(pathname) && (!best || c.literal > best.literal)) best = c;
  return best?.route;
}

/**
 * The user's own pages (the profile area: profile, its edit and password pages, invites), not a
 * customer's: they stay mounted through a change of customer and open while the active customer is
 * withheld for want of a second factor (CustomerBoundary, D337).
 */
export const isOwnPage = (pathname: string): boolean => findRoute(pathname)?.area === 'profile';

const decode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * Page validation of seed 000 §8: does every record parameter of `pathname` have its route's format?
 * A route page whose parameter fails shows the 404 page ("failed page validation: 404").
 */
export function routeParamsValid(route: RouteDef, pathname: string): boolean {
  if (!route.params) return true;
  const groups = COMPILED.find((c) => c.route === route)?.re.exec(pathname)?.groups ?? {};
  return Object.entries(route.params).every(([name, format]) => {
    const raw = groups[name];
    if (raw === undefined) return true; // an optional parameter left out
    const value = decode(raw);
    return value !== undefined && PARAM_CHECKS[format](value);
  });
}
