// The guest module's face: the guest login page (docs/guest-page.md).
import type { HousekeepingJob } from '../../platform/module';
import { purgeGuestHints } from './capture';
import type { RestRule } from '../../platform/authorization';

import type { Services } from '../../platform/context';
import type { Route } from '../../platform/http';
import { guestRoutes } from './routes';
import { standInRoutes } from './standIns';

/** The guest page, and the stand-ins for the redirect logins' other side (docs/external-login.md). */
export const routes = (services: Services): Route[] => [...guestRoutes(services), ...standInRoutes(services)];

// What the guest page learnt about clients (taken over within 30 minutes, kept a day).
export const housekeeping: readonly HousekeepingJob[] = [
  { name: 'guest login hints', run: (db) => purgeGuestHints(db) },
];

export const restRoutes: readonly RestRule[] = [
  { route: 'GET /guest', access: 'public', scope: 'none', ids: [] },
  { route: 'GET /guest/abc', access: 'public', scope: 'none', ids: ['deviceId'] },
  { route: 'POST /guest/abc/login', access: 'public', scope: 'none', ids: ['deviceId'] },
  // The privacy text of terms the device's public page shows (D255): nothing the page does not show.
  { route: 'GET /guest/abc/privacy', access: 'public', scope: 'none', ids: ['deviceId'] },
  // The voucherRedirect flow's status address: the status ticket is the key.
  { route: 'GET /guest/abc/status', access: 'public', scope: 'none', ids: ['deviceId'] },
  // The way back of EXTERNAL_LOGIN and APP_LOGIN: the nonce (and signature or app token) is the key.
  { route: 'GET /guest/abc/external', access: 'public', scope: 'none', ids: ['deviceId'] },
  { route: 'GET /guest/abc/app', access: 'public', scope: 'none', ids: ['deviceId'] },
  // CIDAAS_LOGIN's redirect URI: the state (device and one-time ticket, and this browser's cookie) is the key.
  { route: 'GET /guest/oidc/callback', access: 'public', scope: 'none', ids: [] },
  // APP_LOGIN's token for a client: the login template's signing secret is the key.
  // The stand-ins (STAND_INS): the template's signature is the key.
  { route: 'GET /stand-in/external-login', access: 'public', scope: 'none', ids: [] },
  { route: 'GET /stand-in/external-login/failed', access: 'public', scope: 'none', ids: [] },
  { route: 'GET /stand-in/app', access: 'public', scope: 'none', ids: [] },
  { route: 'POST /guest/app/tokens', access: 'device-key', scope: 'tenant', ids: ['customerId', 'loginTemplateId'] },
];
