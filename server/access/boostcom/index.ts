// The loyalty club module's face (BOOSTCOM_LOGIN, docs/boostcom.md): the adapter that signs guests up
// at the customer's club (BOOSTCOM_API_URL, else the local stand-in this module serves under
// /stand-in/boostcom for development, the demo and the tests).
import type { RestRule } from '../../platform/authorization';
import { moduleState, type Services } from '../../platform/context';
import type { Route } from '../../platform/http';
import { createBoostcomClient, type BoostcomClient } from './client';
import { boostcomStandInUrl, standInRoutes } from './standIn';

export { createBoostcomClient, membersPath, EVENTS_PATH, type BoostcomClient, type BoostcomClub } from './client';
export { BOOSTCOM_STAND_IN_PATH, boostcomStandInOf, boostcomStandInUrl } from './standIn';

/** The adapter of this server (its circuits); tests put one with short time-outs in place. */
export const boostcomClientOf = moduleState<BoostcomClient>(() => createBoostcomClient());

/** Where the club's API is: BOOSTCOM_API_URL, else the stand-in under the portal's own address. */
export const boostcomApiUrl = (services: Pick<Services, 'config'>) =>
  services.config.boostcomApiUrl ?? boostcomStandInUrl(services.config.publicUrl);

/** The stand-in club's API (STAND_INS). */
export const routes = (services: Services): Route[] => standInRoutes(services);

export const restRoutes: readonly RestRule[] = [
  // The stand-in club: the plugin's token (or analytics token) is the key.
  {
    route: 'POST /stand-in/boostcom/v1/communities/abc/loyalty-clubs/abc/members',
    access: 'public',
    scope: 'none',
    ids: [],
  },
  {
    route: 'GET /stand-in/boostcom/v1/communities/abc/loyalty-clubs/abc/members',
    access: 'public',
    scope: 'none',
    ids: [],
  },
  { route: 'POST /stand-in/boostcom/v1/analytics/events', access: 'public', scope: 'none', ids: [] },
];
