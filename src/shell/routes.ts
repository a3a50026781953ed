/**
 * THE route table of seed 000 §2: every path of the portal with what it requires (an active
 * organization, a permission, plugins). The router (App.tsx), the guards, the breadcrumbs and the
 * menu read it; nothing else lists paths.
 *
 * Paths use react-router syntax; `:id?` marks the optional ids of the spec.
 */
import type { Action, Subject } from '../domain/acl';

/** Plugin blocks of a customer (seed 000 §3, seed 001 §3) a route may need. */
export type PluginKey =
  | 'analytics'
  | 'appLogin'
  | 'boostcom'
  | 'cidaas'
  | 'cms'
  | 'concurrentUser'
  | 'cooldown'
  | 'deviceAccount'
  | 'dnsAnalytics'
  | 'dnsFilter'
  | 'externalLogin'
  | 'matomo'
  | 'monitoring'
  | 'reos'
  | 'slaStatus'
  | 'voucher'
  | 'voucherRedirect'
  | 'voucherSms'
  | 'webhook'
  | 'wifi4eu';

export interface RouteRequirement {
  /** The page shows data of the active customer: it carries ?organization=<customerId>. */
  organization?: boolean;
  /** Permission checked for the active customer (any of the list grants access). */
  permission?: { subject: Subject; action: Action }[];
  /** Plugins the active customer must have active, in this order (the first missing one redirects). */
  plugins?: PluginKey[];
}

export type RouteArea =
  | 'home'
  | 'analytics'
  | 'info'
  | 'customerPlugins'
  | 'deviceAccount'
  | 'enrollments'
  | 'accountTemplate'
  | 'hotspotDevice'
  | 'deviceConfig'
  | 'loginTemplate'
  | 'locations'
  | 'partner'
  | 'profile'
  | 'requirements'
  | 'users'
  | 'wifiCode'
  | 'auth';

export interface RouteDef extends RouteRequirement {
  path: string;
  area: RouteArea;
  /** Without the default layout (blank layout, logged-out pages). */
  blank?: boolean;
  /** Reachable without a session. */
  public?: boolean;
}

const read = (subject: Subject): RouteRequirement['permission'] => [{ subject, action: 'read' }];
const create = (subject: Subject): RouteRequirement['permission'] => [{ subject, action: 'create' }];
const update = (subject: Subject): RouteRequirement['permission'] => [{ subject, action: 'update' }];

/** list, create, detail and edit of one entity. */
function crud(base: string, area: RouteArea, subject: Subject, extra: RouteRequirement = {}, id = ':id'): RouteDef[] {
  const req = { organization: true, ...extra };
  return [
    { path: base, area, ...req, permission: [{ subject, action: 'any' }] },
    { path: `${base}/create`, area, ...req, permission: create(subject) },
    { path: `${base}/${id}`, area, ...req, permission: read(subject) },
    { path: `${base}/${id}/edit`, area, ...req, permission: update(subject) },
  ];
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/', area: 'home' },

  {
    path: '/analytics',
    area: 'analytics',
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
    organization: true,
    plugins: ['analytics'],
    permission: read('BasicAnalytics'),
  },
  {
    path: '/analytics/professional',
    area: 'analytics',
    organization: true,
    plugins: ['analytics'],
    permission: read('ProfessionalAnalytics'),
  },
  {
    path: '/analytics/professional/hotspots',
    area: 'analytics',
    organization: true,
    plugins: ['analytics'],
    permission: read('ProfessionalAnalytics'),
  },
  {
    path: '/analytics/professional/locations',
    area: 'analytics',
    organization: true,
    plugins: ['analytics'],
    permission: read('ProfessionalAnalytics'),
  },

  { path: '/changelog', area: 'info' },
  { path: '/docs', area: 'info' },
  { path: '/docs/:id', area: 'info' },
  { path: '/i18n-export', area: 'info' },
  { path: '/test', area: 'info' },

  {
    path: '/customer-plugins',
    area: 'customerPlugins',
    organization: true,
    permission: [{ subject: 'CustomerPlugins', action: 'any' }],
  },
  {
    path: '/customer-plugins/:id?/create',
    area: 'customerPlugins',
    organization: true,
    permission: create('CustomerPlugins'),
  },
  {
    path: '/customer-plugins/:id?/edit',
    area: 'customerPlugins',
    organization: true,
    permission: update('CustomerPlugins'),
  },

  ...crud('/device-account', 'deviceAccount', 'DeviceAccount', { plugins: ['deviceAccount'] }),

  {
    path: '/enrollments',
    area: 'enrollments',
    organization: true,
    permission: [
      { subject: 'EnrollmentKeys', action: 'read' },
      { subject: 'EnrollmentKeyLogs', action: 'read' },
    ],
  },
  { path: '/enrollments/logs', area: 'enrollments', organization: true, permission: read('EnrollmentKeyLogs') },
  { path: '/enrollments/new', area: 'enrollments', organization: true, permission: create('EnrollmentKeys') },

  ...crud('/hotspot-account-template', 'accountTemplate', 'HotspotAccountTemplate'),
  ...crud('/hotspot-device', 'hotspotDevice', 'HotspotDevice'),
  { path: '/hotspot-device/import', area: 'hotspotDevice', organization: true, permission: create('HotspotDevice') },
  ...crud('/hotspot-device-config', 'deviceConfig', 'HotspotDeviceConfig'),
  ...crud('/hotspot-login-template', 'loginTemplate', 'HotspotLoginTemplate'),

  {
    path: '/locations',
    area: 'locations',
    organization: true,
    permission: [
      { subject: 'HotspotDeviceLocation', action: 'any' },
      { subject: 'HotspotDeviceLocationGroup', action: 'any' },
    ],
  },
  ...crud('/locations/group', 'locations', 'HotspotDeviceLocationGroup'),
  ...crud('/locations/location', 'locations', 'HotspotDeviceLocation'),

  {
    path: '/partner',
    area: 'partner',
    permission: [
      { subject: 'PartnerLead', action: 'any' },
      { subject: 'PartnerLeadVendor', action: 'read' },
    ],
  },
  { path: '/partner/partner-lead/create', area: 'partner', permission: create('PartnerLead') },
  {
    path: '/partner/partner-lead/:id',
    area: 'partner',
    permission: [
      { subject: 'PartnerLead', action: 'read' },
      { subject: 'PartnerLeadVendor', action: 'read' },
    ],
  },
  {
    path: '/partner/partner-lead/:id?/edit',
    area: 'partner',
    permission: [
      { subject: 'PartnerLead', action: 'update' },
      { subject: 'PartnerLeadVendor', action: 'update' },
    ],
  },

  { path: '/profile', area: 'profile' },
  { path: '/profile/change-password', area: 'profile' },
  { path: '/profile/edit', area: 'profile' },
  { path: '/profile/invites', area: 'profile' },

  { path: '/requirements/needs-organization', area: 'requirements' },
  { path: '/requirements/no-access', area: 'requirements' },
  { path: '/requirements/needs-plugin/:plugin', area: 'requirements' },
  { path: '/requirements/no-plugins/:plugin', area: 'requirements' },

  { path: '/user', area: 'users', organization: true, permission: create('UserInvite') },
  { path: '/user/invite/new', area: 'users', organization: true, permission: create('UserInvite') },
  { path: '/user/invite/:id', area: 'users', organization: true, permission: read('UserInvite') },

  { path: '/wifi-code', area: 'wifiCode', organization: true, permission: [{ subject: 'Voucher', action: 'any' }] },
  { path: '/wifi-code/create', area: 'wifiCode', organization: true, permission: create('Voucher') },
  {
    path: '/wifi-code/templates',
    area: 'wifiCode',
    organization: true,
    permission: [{ subject: 'Voucher', action: 'any' }],
  },
  { path: '/wifi-code/templates/create', area: 'wifiCode', organization: true, permission: create('Voucher') },
  { path: '/wifi-code/templates/:key/edit', area: 'wifiCode', organization: true, permission: update('Voucher') },
  { path: '/wifi-code/:code', area: 'wifiCode', organization: true, permission: read('Voucher') },
  { path: '/wifi-code/:code/edit', area: 'wifiCode', organization: true, permission: update('Voucher') },

  { path: '/auth/login', area: 'auth', blank: true, public: true },
  { path: '/auth/logout', area: 'auth', blank: true, public: true },
  { path: '/auth/logged-out', area: 'auth', blank: true, public: true },
  { path: '/auth/forgot-password', area: 'auth', blank: true, public: true },
  { path: '/auth/reset-password', area: 'auth', blank: true, public: true },
  { path: '/login', area: 'auth', blank: true, public: true },
];

function toRegExp(path: string): RegExp {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((seg) =>
      seg.startsWith(':')
        ? seg.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
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
