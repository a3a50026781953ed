// The composition: every server module, one line each, in the order of their domains (tenancy <
// templates < network < access < insights; docs/architecture.md). The executable schema, the REST
// routes, the demo installation, the housekeeping jobs and the start-up work are all derived from this
// list; drizzle finds the modules' tables by convention (drizzle.config.ts), codegen their models
// (codegen.ts). A module is its folder and two lines here: its import and its entry.
import type { ServerModule } from './platform/module';
import * as customer from './tenancy/customer';
import * as customerPlugins from './tenancy/customer-plugins';
import * as identity from './tenancy/identity';
import * as invite from './tenancy/invite';
import * as member from './tenancy/member';
import * as partnerLead from './tenancy/partner-lead';
import * as uiSettings from './tenancy/ui-settings';
import * as feedback from './tenancy/feedback';
import * as outbox from './tenancy/outbox';
import * as audit from './tenancy/audit';
import * as webhook from './tenancy/webhook';
import * as apiKey from './tenancy/api-key';
import * as accountTemplate from './templates/account-template';
import * as loginTemplate from './templates/login-template';
import * as startPage from './templates/start-page';
import * as location from './network/location';
import * as deviceConfig from './network/device-config';
import * as hotspotDevice from './network/hotspot-device';
import * as enrollment from './network/enrollment';
import * as deviceAccount from './access/device-account';
import * as wifiCode from './access/wifi-code';
import * as hotspotAccount from './access/hotspot-account';
import * as session from './access/session';
import * as disconnect from './access/disconnect';
import * as monitoring from './access/monitoring';
import * as sms from './access/sms';
import * as oidc from './access/oidc';
import * as boostcom from './access/boostcom';
import * as reos from './access/reos';
import * as hotspotLogin from './access/hotspot-login';
import * as guest from './access/guest';
import * as analytics from './insights/analytics';
import * as dnsAnalytics from './insights/dns-analytics';
import * as alerts from './insights/alerts';
import * as guestData from './insights/guest-data';

export const SERVER_MODULES: Readonly<Record<string, ServerModule>> = {
  identity,
  customer,
  'customer-plugins': customerPlugins,
  invite,
  member,
  'partner-lead': partnerLead,
  'ui-settings': uiSettings,
  feedback,
  outbox,
  audit,
  webhook,
  'api-key': apiKey,
  'account-template': accountTemplate,
  'login-template': loginTemplate,
  'start-page': startPage,
  location,
  'device-config': deviceConfig,
  'hotspot-device': hotspotDevice,
  enrollment,
  'device-account': deviceAccount,
  'wifi-code': wifiCode,
  'hotspot-account': hotspotAccount,
  session,
  disconnect,
  monitoring,
  sms,
  oidc,
  boostcom,
  reos,
  'hotspot-login': hotspotLogin,
  guest,
  analytics,
  'dns-analytics': dnsAnalytics,
  alerts,
  'guest-data': guestData,
};

/** The modules in the composition's order. */
export const MODULES: readonly ServerModule[] = Object.values(SERVER_MODULES);
