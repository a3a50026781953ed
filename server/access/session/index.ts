// The session module's face: guest sessions from RADIUS accounting, who is online, the
// concurrent-user licence, the last login.
import type { SeedStep } from '../../platform/module';
import { HOTEL_ID } from '../../platform/seed/ids';
import { seedSessions } from './seed';

export { sessionResolvers as resolvers } from './resolvers';
export { onlineClients, onlineCount, onlineSince, seatsInUse } from './store';

export const seed: readonly SeedStep[] = [{ order: 80, run: (s) => seedSessions(s.db, HOTEL_ID, s.rng) }];
