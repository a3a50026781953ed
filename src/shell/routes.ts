/**
 * THE route table of seed 000 §2: every path of the portal with what it requires (an active
 * organization, a permission, plugins), its title and the screen it shows (loaded on demand). The
 * router (App.tsx), the guards, the breadcrumbs and the menu read it; nothing else lists paths.
 *
 * Paths use react-router syntax; `:id?` marks the optional ids of the spec.
 */
import type { ComponentType } from 'react';
import type { Action, Subject } from '../domain/acl';
import type { PluginKey } from '../domain/enums';
import LoginPage from './LoginPage';

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

/** What every screen of the table receives. */
export interface PageProps {
  route: RouteDef;
}

/** Loads the module of a screen on demand (one chunk per screen or area; React.lazy in App.tsx). */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

export interface RouteDef extends RouteRequirement {
  path: string;
  area: RouteArea;
  /** Without the default layout (blank layout, logged-out pages). */
  blank?: boolean;
  /** Reachable without a session. */
  public?: boolean;
  /** i18n key of the page title; default: the area's name (AREA_TITLES). */
  title?: string;
  /**
   * The screen. Omitted: the area belongs to a later issue and the page says honestly that it is
   * not available in this version yet (PendingAreaPage) — never a fake list.
   */
  page?: PageLoader;
}

/** Translated name of each area (menu and breadcrumb keys): the default page title. */
export const AREA_TITLES: Readonly<Record<RouteArea, string>> = {
  home: 'shell.menu.home',
  analytics: 'shell.menu.analytics',
  info: 'shell.menu.docs',
  customerPlugins: 'shell.menu.customerPlugins',
  deviceAccount: 'shell.menu.deviceAccounts',
  enrollments: 'shell.menu.enrollments',
  accountTemplate: 'shell.menu.accountTemplates',
  hotspotDevice: 'shell.menu.hotspotDevices',
  deviceConfig: 'shell.menu.hotspotDeviceConfigs',
  loginTemplate: 'shell.menu.loginTemplates',
  locations: 'shell.menu.locations',
  partner: 'shell.menu.partner',
  profile: 'shell.breadcrumbs.profile',
  requirements: 'shell.breadcrumbs.requirements',
  users: 'shell.menu.users',
  wifiCode: 'shell.menu.wifiCodes',
  auth: 'login.title',
};

type ShellPages = typeof import('./pages/shellPages');

/**
 * The shell's small screens (pending area, requirements, invites, logged-out pages) share one
 * chunk: a chunk per screen of a few hundred bytes would cost more in requests and lost gzip
 * context than it saves.
 */
const shellPage =
  (name: keyof ShellPages): PageLoader =>
  () =>
    import('./pages/shellPages').then((m) => ({ default: m[name] }));

/** Screens that exist in this version (everything else is PendingAreaPage). */
const pages = {
  home: () => import('./Dashboard'),
  pending: shellPage('PendingAreaPage'),
  needsOrganization: shellPage('NeedsOrganizationPage'),
  noAccess: shellPage('NoAccessPage'),
  pluginMissing: shellPage('PluginMissingPage'),
  invites: shellPage('InvitesPage'),
  // The login screen ships with the entry: it is the page the initial-JS budget is about, and a
  // chunk of its own would cost that very page an extra request and ~1.4 kB of gzip overhead.
  login: () => Promise.resolve({ default: LoginPage }),
  loginCallback: shellPage('LoginCallbackPage'),
  logout: shellPage('LogoutPage'),
  loggedOut: shellPage('LoggedOutPage'),
  forgotPassword: shellPage('ForgotPasswordPage'),
  resetPassword: shellPage('ResetPasswordPage'),
  wifiCodeList: () => import('../resources/wifi-code/VoucherList'),
  wifiCodeCreate: () => import('../resources/wifi-code/VoucherCreate'),
  wifiCodeShow: () => import('../resources/wifi-code/VoucherShow'),
  wifiCodeEdit: () => import('../resources/wifi-code/VoucherEdit'),
} satisfies Record<string, PageLoader>;

/** The loader of a route's screen (the pending-area page when the route has none yet). */
export function routePage(route: RouteDef): PageLoader {
  return route.page ?? pages.pending;
}

/** i18n key of a route's title. */
export function routeTitle(route: RouteDef): string {
  return route.title ?? AREA_TITLES[route.area];
}

/**
 * First path segments that are react-admin resources (DESIGN: resource names are the spec's route
 * segments). Their paths are mounted inside `<Resource name={segment}>`; nested entities keep the
 * paths of the spec (/locations/location, /partner/partner-lead, /user/invite, /enrollments/logs).
 */
export const RESOURCE_SEGMENTS = [
  'customer-plugins',
  'device-account',
  'enrollments',
  'hotspot-account-template',
  'hotspot-device',
  'hotspot-device-config',
  'hotspot-login-template',
  'locations',
  'partner',
  'user',
  'wifi-code',
] as const;

export type ResourceSegment = (typeof RESOURCE_SEGMENTS)[number];

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
  area: RouteArea,
  subject: Subject,
  extra: RouteRequirement & { title?: string } = {},
  id = ':id',
): RouteDef[] {
  const req = { organization: true, ...extra };
  return [
    { path: base, area, ...req, permission: [{ subject, action: 'any' }] },
    { path: `${base}/create`, area, ...req, permission: create(subject) },
    { path: `${base}/${id}`, area, ...req, permission: read(subject) },
    { path: `${base}/${id}/edit`, area, ...req, permission: update(subject) },
  ];
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/', area: 'home', page: pages.home },

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

  { path: '/changelog', area: 'info', title: 'shell.menu.changelog' },
  { path: '/docs', area: 'info' },
  { path: '/docs/:id', area: 'info' },
  { path: '/i18n-export', area: 'info', title: 'shell.breadcrumbs.i18nExport' },
  { path: '/test', area: 'info', title: 'shell.breadcrumbs.test' },

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
  ...crud('/locations/group', 'locations', 'HotspotDeviceLocationGroup', { title: 'shell.breadcrumbs.group' }),
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
  { path: '/profile/change-password', area: 'profile', title: 'shell.breadcrumbs.changePassword' },
  { path: '/profile/edit', area: 'profile' },
  { path: '/profile/invites', area: 'profile', title: 'shell.invites', page: pages.invites },

  {
    path: '/requirements/needs-organization',
    area: 'requirements',
    title: 'requirements.needsOrganization.title',
    page: pages.needsOrganization,
  },
  { path: '/requirements/no-access', area: 'requirements', title: 'requirements.noAccess.title', page: pages.noAccess },
  {
    path: '/requirements/needs-plugin/:plugin',
    area: 'requirements',
    title: 'requirements.needsPlugin.title',
    page: pages.pluginMissing,
  },
  {
    path: '/requirements/no-plugins/:plugin',
    area: 'requirements',
    title: 'requirements.noPlugins.title',
    page: pages.pluginMissing,
  },

  { path: '/user', area: 'users', organization: true, permission: create('UserInvite') },
  { path: '/user/invite/new', area: 'users', organization: true, permission: create('UserInvite') },
  { path: '/user/invite/:id', area: 'users', organization: true, permission: read('UserInvite') },

  {
    path: '/wifi-code',
    area: 'wifiCode',
    organization: true,
    permission: [{ subject: 'Voucher', action: 'any' }],
    page: pages.wifiCodeList,
  },
  {
    path: '/wifi-code/create',
    area: 'wifiCode',
    organization: true,
    permission: create('Voucher'),
    page: pages.wifiCodeCreate,
  },
  {
    path: '/wifi-code/templates',
    area: 'wifiCode',
    title: 'shell.breadcrumbs.templates',
    organization: true,
    permission: [{ subject: 'Voucher', action: 'any' }],
  },
  {
    path: '/wifi-code/templates/create',
    area: 'wifiCode',
    title: 'shell.breadcrumbs.templates',
    organization: true,
    permission: create('Voucher'),
  },
  {
    path: '/wifi-code/templates/:key/edit',
    area: 'wifiCode',
    title: 'shell.breadcrumbs.templates',
    organization: true,
    permission: update('Voucher'),
  },
  {
    path: '/wifi-code/:code',
    area: 'wifiCode',
    organization: true,
    permission: read('Voucher'),
    page: pages.wifiCodeShow,
  },
  {
    path: '/wifi-code/:code/edit',
    area: 'wifiCode',
    organization: true,
    permission: update('Voucher'),
    page: pages.wifiCodeEdit,
  },

  { path: '/auth/login', area: 'auth', blank: true, public: true, page: pages.login },
  { path: '/auth/logout', area: 'auth', blank: true, public: true, title: 'logout.title', page: pages.logout },
  {
    path: '/auth/logged-out',
    area: 'auth',
    blank: true,
    public: true,
    title: 'logout.loggedOut',
    page: pages.loggedOut,
  },
  {
    path: '/auth/forgot-password',
    area: 'auth',
    blank: true,
    public: true,
    title: 'login.forgot.title',
    page: pages.forgotPassword,
  },
  {
    path: '/auth/reset-password',
    area: 'auth',
    blank: true,
    public: true,
    title: 'login.reset.title',
    page: pages.resetPassword,
  },
  // The auth callback: leads to the login screen, keeping the query.
  { path: '/login', area: 'auth', blank: true, public: true, page: pages.loginCallback },
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
