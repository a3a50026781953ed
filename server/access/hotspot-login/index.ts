// The hotspot-login module's face: the login decision shared by the RADIUS server and the guest login
// page (docs/radius.md), and how a technician connects the customer's hotspots (its REST route).
import type { RestRule } from '../../platform/authorization';
import type { HousekeepingJob } from '../../platform/module';
import type { Resolvers } from '../../graphql/generated/resolvers';
import { can } from '../../../src/domain/acl';
import { purgeTickets, signingSecret } from './tickets';

export {
  REFUSAL_MESSAGES,
  REFUSAL_SLOTS,
  chapMatches,
  chapResponse,
  computeReply,
  insideLoginTimes,
  stationMac,
  type LoginRefusal,
  type LoginReply,
} from './rules';
export { allDevices, customerRadiusSecret, deviceById, devicesByMac, type LoginDevice } from './devices';
export { checkLogin, CONNECTED_DEVICES_MAX, type Credentials, type LoginRequest, type LoginResult } from './decision';
export { sessionLimits } from './sessionLimits';
export { loginReadStats } from './readCache';
export {
  guestLogin,
  returningLogin,
  termsOnceOpen,
  GUEST_ACCOUNTS_PER_CLIENT_PER_DAY,
  GUEST_ACCOUNTS_PER_DEVICE_PER_HOUR,
  type GuestLoginResult,
  type ReturningLogin,
} from './guestLogin';
export { guestAccountIdOf, guestPassword, guestUsername } from './guestAccounts';
export { startSmsLogin, smsCodeLogin, type SmsLoginStart } from './smsLogin';
export { boostcomLogin, type BoostcomFields, type BoostcomLoginResult } from './boostcomLogin';
export {
  startOidcLogin,
  finishOidcLogin,
  oidcIssuerOf,
  oidcRedirectUri,
  oidcStateDevice,
  type OidcStart,
  type OidcFinish,
} from './oidcLogin';
// RADIUS logs in through roomAwareLogin: room logins' VLAN and check-out (reosLogin.ts), then
// radiusLogin: app tokens (`T-<token>`), then the decision's `login`.
export { roomAwareLogin as login, reosLogin, reosFriendLogin, type ReosLoginResult } from './reosLogin';
export {
  startRedirectLogin,
  finishRedirectLogin,
  issueAppToken,
  withParams,
  CALLBACK_PATH,
  type RedirectType,
} from './redirectLogin';
export { signingSecret, sign, signatureMatches, purgeTickets, TICKET_TTL_MS } from './tickets';
export { authStatus, startAuthStatus, AUTH_WAIT_MS, type AuthState } from './authStatus';
export type { HotspotAccountRow } from '../hotspot-account/table';
export { hotspotConfigRoutes as routes } from './routes';

// The login page URL and RADIUS key of the customers the caller administers devices of.
export const restRoutes: readonly RestRule[] = [
  { route: 'GET /my-profile/hotspot-config', access: ['HotspotDevice:update'], scope: 'tenant', ids: ['customerId'] },
];

// One-time tickets of redirect logins, kept a day after they expired.
export const housekeeping: readonly HousekeepingJob[] = [
  { name: 'guest login tickets', run: (db) => purgeTickets(db) },
];

/**
 * The signing secret of EXTERNAL_LOGIN and APP_LOGIN templates (docs/external-login.md), contributed
 * to the login template by its owner: only for those who may edit the template.
 */
export const resolvers = {
  HotspotLoginTemplate: {
    signingSecret: (template, _args, ctx) =>
      (template.loginType === 'EXTERNAL_LOGIN' || template.loginType === 'APP_LOGIN') &&
      can(ctx.viewer?.acl, 'HotspotLoginTemplate', 'update', template.customerId)
        ? signingSecret(ctx.systemDb, template.customerId, template._id)
        : null,
  },
} satisfies Resolvers;
