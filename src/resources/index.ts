/**
 * The resource modules of the portal, one line each (the spec's route segments, seed 000 §2).
 * Only descriptors are imported here: screens, GraphQL mappings and messages load on demand.
 */
import type { ResourceModule } from '../shell/registry';
import alerts from './alerts';
import apiKeys from './api-keys';
import customerPlugins from './customer-plugins';
import deviceAccount from './device-account';
import enrollments from './enrollments';
import guestData from './guest-data';
import hotspotAccount from './hotspot-account';
import hotspotAccountTemplate from './hotspot-account-template';
import hotspotDevice from './hotspot-device';
import hotspotDeviceConfig from './hotspot-device-config';
import hotspotLoginTemplate from './hotspot-login-template';
import liveSessions from './live-sessions';
import locations from './locations';
import partner from './partner';
import startPages from './start-pages';
import user from './user';
import webhooks from './webhooks';
import wifiCode from './wifi-code';

export const RESOURCE_MODULES: readonly ResourceModule[] = [
  alerts,
  apiKeys,
  customerPlugins,
  deviceAccount,
  enrollments,
  guestData,
  hotspotAccount,
  hotspotAccountTemplate,
  hotspotDevice,
  hotspotDeviceConfig,
  hotspotLoginTemplate,
  liveSessions,
  locations,
  partner,
  startPages,
  user,
  webhooks,
  wifiCode,
];
