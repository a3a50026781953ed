/**
 * The screen of a route: a resource route's from its module (by view or relative path), a shell
 * route's from the list below, anything else the pending-area page.
 */
import type { ComponentType } from 'react';
import LoginPage from '../login/LoginPage';
import { resourceModule, type ScreenLoader } from '../registry';
import { resourceOf, resourceView, type PageProps, type RouteDef, type ShellScreen } from '../routes';
import type { AnalyticsScreen } from './analytics/analyticsScreens';
import type { InfoScreen } from './tools/infoScreens';

type ShellPages = typeof import('./shellPages');

/**
 * The shell's small screens (pending area, requirements, invites, logged-out pages) share one
 * chunk: a chunk per screen of a few hundred bytes would cost more in requests and lost gzip
 * context than it saves.
 */
const shellPage =
  (name: keyof ShellPages): ScreenLoader =>
  () =>
    import('./shellPages').then((m) => ({ default: m[name] }));

const pending = shellPage('PendingAreaPage');

/** An info page (docs, changelog, tools): marked and the docs never ship with the login page. */
const infoPage =
  (name: InfoScreen): ScreenLoader =>
  () =>
    import('./tools/infoScreens').then((m) => m.INFO_SCREENS[name]());

/** An analytics screen (analytics/analyticsScreens.ts). */
const analyticsPage =
  (name: AnalyticsScreen): ScreenLoader =>
  () =>
    import('./analytics/analyticsScreens').then((m) => m.ANALYTICS_SCREENS[name]());

const SHELL_SCREENS: Readonly<Record<ShellScreen, ScreenLoader>> = {
  home: () => import('../Dashboard'),
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
  // The invite link's page (public): its own chunk, with its own messages.
  acceptInvite: () => import('./profile/AcceptInvitePage'),
  // The profile pages load together, one chunk of their own (forms and the hotspot information).
  profile: () => import('./profile/profilePages').then((m) => ({ default: m.ProfilePage })),
  profileEdit: () => import('./profile/profilePages').then((m) => ({ default: m.ProfileEditPage })),
  changePassword: () => import('./profile/profilePages').then((m) => ({ default: m.ChangePasswordPage })),
  // The info pages, each its own chunk, through one small loader module (tools/infoScreens.ts).
  docs: infoPage('docs'),
  docsPage: infoPage('docsPage'),
  apiReference: infoPage('apiReference'),
  changelog: infoPage('changelog'),
  i18nExport: infoPage('i18nExport'),
  diagnostics: infoPage('diagnostics'),
  // The audit log (operators): its own chunk.
  auditLog: () => import('./audit/AuditLogPage'),
  // The analytics screens, each its own chunk, through one small loader module like the info pages;
  // recharts loads only with a drawn chart (analytics/ChartView.tsx).
  analytics: analyticsPage('analytics'),
  analyticsBasic: analyticsPage('analyticsBasic'),
  analyticsProfessional: analyticsPage('analyticsProfessional'),
  analyticsLocations: analyticsPage('analyticsLocations'),
};

/** The route's own screen, if it has one yet. */
function ownScreen(route: RouteDef): ScreenLoader | undefined {
  if (route.screen) return SHELL_SCREENS[route.screen];
  return resourceModule(resourceOf(route.path))?.screens[resourceView(route)];
}

/** The loader of a route's screen (the pending-area page when there is none yet). */
export function screenOf(route: RouteDef): ScreenLoader {
  return ownScreen(route) ?? pending;
}

/** false for a route of a later issue (it shows the pending-area page). */
export const hasScreen = (route: RouteDef): boolean => ownScreen(route) !== undefined;

const loadedScreens = new Map<ScreenLoader, ComponentType<PageProps>>();

/**
 * Loads a screen and remembers its component: a screen loaded before it is shown (the menu's
 * prefetch, the login's preparation) then renders at once, without suspending. A suspended screen
 * shows its fallback for at least React's 300 ms before it is revealed, even when its chunk is there.
 */
export function loadScreen(loader: ScreenLoader): ReturnType<ScreenLoader> {
  return loader().then((module) => {
    loadedScreens.set(loader, module.default);
    return module;
  });
}

/** The component of a screen loaded by loadScreen, if it is. */
export const loadedScreen = (loader: ScreenLoader): ComponentType<PageProps> | undefined => loadedScreens.get(loader);
