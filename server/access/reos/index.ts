// The REOS module's face (docs/reos.md): the adapter to the hotel's room-management system (OAuth2
// token, access request; time-outs, retries, a circuit per partner), the stays it holds for room
// logins (a VLAN per room between the plugin's minVlanId and maxVlanId, a friend code), and the local
// REOS stand-in the portal serves for the demo under /stand-in/reos (the tests start their own).
import type { HousekeepingJob, SeedStep } from '../../platform/module';
import { moduleState, type Services } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { log } from '../../platform/log';
import type { RestRule } from '../../platform/authorization';
import type { Route } from '../../platform/http';
import { standInsOnly } from '../../platform/standIns';
import { createReosClient, DEFAULT_ACCESS_PATH, DEFAULT_TOKEN_PATH, type ReosClient } from './client';
import { releaseCheckedOut } from './stays';
import { seedReosPlugin } from './seed';
import { REOS_DEMO_CLIENT, reosStandInHandler, type ReosStandInHandler } from './standIn';

export {
  createReosClient,
  parseAccessAnswer,
  parseTokenAnswer,
  accessUrlOf,
  tokenUrlOf,
  DEFAULT_ACCESS_PATH,
  DEFAULT_TOKEN_PATH,
  type ReosAnswer,
  type ReosClient,
  type ReosClientOptions,
  type ReosFailure,
  type ReosSettings,
} from './client';
export { accountStay, holdStay, releaseCheckedOut, stayAccountKey, stayByFriendCode } from './stays';
export {
  startReosStandIn,
  reosStandInHandler,
  type ReosStandInHandler,
  standInCheckOut,
  REOS_DEMO_CLIENT,
  REOS_DEMO_STAYS,
  type ReosStandIn,
  type StandInStay,
} from './standIn';
export { reosStays, type ReosStayRow } from './table';

/** Stays past check-out go (their VLANs are free again); a login frees its customer's first, too. */
export const housekeeping: readonly HousekeepingJob[] = [
  { name: 'reos stays', run: (db: Db) => releaseCheckedOut(db, null) },
];

/** The adapter of this server (its token cache and circuits); tests put a faster one in place. */
export const reosClientOf = moduleState<ReosClient>((_services: Services) =>
  createReosClient({ warn: (line) => log.warn(line) }),
);

/** The demo hotel's reos plugin, after the customers (it points at the stand-in under PUBLIC_URL). */
export const seed: readonly SeedStep[] = [
  { order: 11, run: (s) => seedReosPlugin(s.db, reosStandInUrl(s.options.publicUrl ?? 'http://localhost:3000')) },
];
export { REOS_DEMO_VLANS } from './seed';

/** Where the portal serves the demo's REOS stand-in. */
export const REOS_STAND_IN_PATH = '/stand-in/reos';
export const reosStandInUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${REOS_STAND_IN_PATH}`;

/** The demo's stand-in of this server (its tokens; the demo hotel's client and stays). */
const demoStandIn = moduleState<ReosStandInHandler>(() => reosStandInHandler(REOS_DEMO_CLIENT));

/** The local REOS stand-in under <PUBLIC_URL>/stand-in/reos (STAND_INS, on by default). */
export const routes = (services: Services): Route[] =>
  standInsOnly(
    services,
    [DEFAULT_TOKEN_PATH, DEFAULT_ACCESS_PATH].map((path) => ({
      method: 'POST',
      pattern: new RegExp(`^${REOS_STAND_IN_PATH}${path.replace(/\//g, '\\/')}$`),
      handler: (req, res) => demoStandIn(services).handle(req, res, path),
    })),
  );

export const restRoutes: readonly RestRule[] = [DEFAULT_TOKEN_PATH, DEFAULT_ACCESS_PATH].map((path) => ({
  route: `POST ${REOS_STAND_IN_PATH}${path}`,
  // The stand-in's own client credentials and tokens are the key, as at a real REOS.
  access: 'public',
  scope: 'none',
  ids: [],
}));
