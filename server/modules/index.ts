// The server modules, one line each: an area's GraphQL resolvers (its service and store behind them).
import { accountTemplateResolvers } from './account-template/resolvers';
import { auditResolvers } from '../audit/resolvers';
import { analyticsResolvers } from './analytics/resolvers';
import { dnsAnalyticsResolvers } from './dns-analytics/resolvers';
import { dnsStatsRoutes } from './dns-analytics/routes';
import { customerResolvers } from './customer/resolvers';
import { customerPluginsResolvers } from './customer-plugins/resolvers';
import { deviceConfigResolvers } from './device-config/resolvers';
import { enrollmentResolvers } from './enrollment/resolvers';
import { enrollmentRoutes } from './enrollment/routes';
import { hotspotAccountResolvers } from './hotspot-account/resolvers';
import { hotspotDeviceListLimits, hotspotDeviceResolvers } from './hotspot-device/resolvers';
import { locationResolvers } from './location/resolvers';
import { uiSettingsRoutes } from './ui-settings/routes';
import { guestRoutes } from '../guest/routes';
import { feedbackRoutes } from '../feedback/routes';
import { mailRoutes } from '../mail/routes';
import { deviceAccountResolvers } from './device-account/resolvers';
import { inviteResolvers } from './invite/resolvers';
import { loginTemplateResolvers } from './login-template/resolvers';
import { partnerLeadResolvers } from './partner-lead/resolvers';
import { sessionResolvers } from './session/resolvers';
import { startPageResolvers } from './start-page/resolvers';
import { voucherListLimits, voucherResolvers } from './wifi-code/resolvers';
import type { ListLimits } from '../lib/input';
import type { Services } from '../graphql/context';
import type { Route } from '../rest/routes';

export interface ServerModule {
  name: string;
  resolvers: Record<string, Record<string, unknown>>;
  /** Lists of an operation (`Type.field` → argument field → bound) longer than MAX_INPUT_LIST allows. */
  listLimits?: Readonly<Record<string, ListLimits>>;
  /** The module's REST routes (besides GraphQL). */
  routes?: (services: Services) => Route[];
}

export const SERVER_MODULES: readonly ServerModule[] = [
  { name: 'customer', resolvers: customerResolvers },
  { name: 'customer-plugins', resolvers: customerPluginsResolvers },
  { name: 'invite', resolvers: inviteResolvers },
  { name: 'device-account', resolvers: deviceAccountResolvers },
  { name: 'wifi-code', resolvers: voucherResolvers, listLimits: voucherListLimits },
  { name: 'account-template', resolvers: accountTemplateResolvers },
  { name: 'login-template', resolvers: loginTemplateResolvers },
  { name: 'start-page', resolvers: startPageResolvers },
  { name: 'location', resolvers: locationResolvers },
  { name: 'device-config', resolvers: deviceConfigResolvers },
  { name: 'hotspot-device', resolvers: hotspotDeviceResolvers, listLimits: hotspotDeviceListLimits },
  { name: 'enrollment', resolvers: enrollmentResolvers, routes: enrollmentRoutes },
  { name: 'hotspot-account', resolvers: hotspotAccountResolvers },
  { name: 'session', resolvers: sessionResolvers },
  { name: 'partner-lead', resolvers: partnerLeadResolvers },
  { name: 'analytics', resolvers: analyticsResolvers },
  { name: 'dns-analytics', resolvers: dnsAnalyticsResolvers, routes: dnsStatsRoutes },
  { name: 'ui-settings', resolvers: {}, routes: uiSettingsRoutes },
  { name: 'guest', resolvers: {}, routes: guestRoutes },
  { name: 'feedback', resolvers: {}, routes: feedbackRoutes },
  { name: 'mail', resolvers: {}, routes: mailRoutes },
  { name: 'audit', resolvers: auditResolvers },
];
