// The identity module's face: who signs in (users, grants, tokens, the sign-in throttle, passwords
// and their reset, the own profile), and how a transport finds the caller of a request.
import type { HousekeepingJob, SeedStep } from '../../platform/module';
import { seedPartnerLogo, seedUsers } from './seed';
import { purgeEndedThrottles } from './throttle';

export { createRoutes as routes } from './routes';
export { hashToken } from './tokens';
export { requireRestViewer } from './restViewer';
export { loadViewer, tokensOf, viewerFromRequest } from './viewer';
export { DEMO_PASSWORD, DEMO_USERS } from './seed';

export const seed: readonly SeedStep[] = [
  { order: 20, run: seedUsers },
  // After the statistics of the load (order 99): the logo is no load.
  { order: 100, run: seedPartnerLogo },
];

// Sign-in throttle windows that ended.
export const housekeeping: readonly HousekeepingJob[] = [{ name: 'sign-in throttle', run: purgeEndedThrottles }];
