// The server modules, one line each: an area's GraphQL resolvers (its service and store behind them).
import { accountTemplateResolvers } from './templates/account-template/resolvers';
import { auditResolvers } from './tenancy/audit/resolvers';
import { analyticsResolvers } from './insights/analytics/resolvers';
import { dnsAnalyticsResolvers } from './insights/dns-analytics/resolvers';
import { dnsStatsRoutes } from './insights/dns-analytics/routes';
import { customerResolvers } from './tenancy/customer/resolvers';
import { customerPluginsResolvers } from './tenancy/customer-plugins/resolvers';
import { deviceConfigResolvers } from './network/device-config/resolvers';
import { enrollmentResolvers } from './network/enrollment/resolvers';
import { enrollmentRoutes } from './network/enrollment/routes';
import { hotspotAccountResolvers } from './access/hotspot-account/resolvers';
import { hotspotDeviceListLimits, hotspotDeviceResolvers } from './network/hotspot-device/resolvers';
import { locationResolvers } from './network/location/resolvers';
import { uiSettingsRoutes } from './tenancy/ui-settings/routes';
import { guestRoutes } from './access/guest/routes';
import { feedbackRoutes } from './tenancy/feedback/routes';
import { mailRoutes } from './tenancy/outbox/routes';
import { deviceAccountResolvers } from './access/device-account/resolvers';
import { inviteResolvers } from './tenancy/invite/resolvers';
import { loginTemplateResolvers } from './templates/login-template/resolvers';
import { partnerLeadResolvers } from './tenancy/partner-lead/resolvers';
import { sessionResolvers } from './access/session/resolvers';
import { startPageResolvers } from './templates/start-page/resolvers';
import { voucherListLimits, voucherResolvers } from './access/wifi-code/resolvers';
import type { ListLimits } from './platform/input';
import type { Services } from './platform/context';
import type { Route } from './platform/http';

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
