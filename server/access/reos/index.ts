// The REOS module's face (docs/reos.md): the adapter to the hotel's room-management system (OAuth2
// token, access request; time-outs, retries, a circuit per partner), the stays it holds for room
// logins (a VLAN per room between the plugin's minVlanId and maxVlanId, a friend code), and the local
// REOS stand-in that `npm start` runs for the demo and the tests use.
import type { HousekeepingJob, SeedStep } from '../../platform/module';
import { moduleState, type Services } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { log } from '../../platform/log';
import { createReosClient, type ReosClient } from './client';
import { releaseCheckedOut } from './stays';
import { seedReosPlugin } from './seed';
import { REOS_DEMO_CLIENT, startReosStandIn, type ReosStandIn } from './standIn';

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

/** Port of the local REOS stand-in (REOS_STAND_IN_PORT, default 3790; 0: a free one). */
export function reosStandInPort(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.REOS_STAND_IN_PORT ?? 3790);
  return Number.isInteger(n) && n >= 0 && n <= 65535 ? n : 3790;
}

/** The demo hotel's reos plugin, after the customers (it points at the stand-in's port). */
export const seed: readonly SeedStep[] = [{ order: 11, run: (s) => seedReosPlugin(s.db, reosStandInPort()) }];
export { REOS_DEMO_VLANS } from './seed';

/**
 * The local REOS stand-in of `npm start` (STAND_INS, on by default): on 127.0.0.1 at
 * REOS_STAND_IN_PORT with the demo's client and stays. A busy port is a warning (room logins then
 * show the Error slot, as with a partner that is down), never a failed start.
 */
export async function startDemoReosStandIn(): Promise<ReosStandIn | null> {
  const port = reosStandInPort();
  try {
    return await startReosStandIn({ port, ...REOS_DEMO_CLIENT });
  } catch (e) {
    log.warn(`REOS stand-in not started on 127.0.0.1:${port}: ${(e as Error).message} (REOS_STAND_IN_PORT)`);
    return null;
  }
}
