// The hotspot-login module's face: the login decision shared by the RADIUS server and the guest login
// page (docs/radius.md), and how a technician connects the customer's hotspots (its REST route).
import type { RestRule } from '../../platform/authorization';

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
export { customerRadiusSecret, deviceById, devicesByMac, type LoginDevice } from './devices';
export {
  checkLogin,
  login,
  CONNECTED_DEVICES_MAX,
  type Credentials,
  type LoginRequest,
  type LoginResult,
} from './decision';
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
export type { HotspotAccountRow } from '../hotspot-account/table';
export { hotspotConfigRoutes as routes } from './routes';

// The login page URL and RADIUS key of the customers the caller administers devices of.
export const restRoutes: readonly RestRule[] = [
  { route: 'GET /my-profile/hotspot-config', access: ['HotspotDevice:update'], scope: 'tenant', ids: ['customerId'] },
];
