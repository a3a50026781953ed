// The identity module's face: who signs in (users, grants, tokens, the sign-in throttle, passwords
// and their reset, the own profile), and how a transport finds the caller of a request.
import type { HousekeepingJob, SeedStep } from '../../platform/module';
import { seedPartnerLogo, seedUsers } from './seed';
import { purgeEndedThrottles } from '../../platform/throttle';
import { purgeExpiredPasskeyChallenges } from './passkeys';
import type { RestRule } from '../../platform/authorization';

export { createRoutes as routes } from './routes';
export { hashToken } from './tokens';
export { requireRestViewer } from './restViewer';
export { bearerRateWait, loadViewer, tokensOf, viewerFromRequest } from './viewer';
export { DEMO_PASSWORD, DEMO_USERS } from './seed';

export const seed: readonly SeedStep[] = [
  { order: 20, run: seedUsers },
  // After the statistics of the load (order 99): the logo is no load.
  { order: 100, run: seedPartnerLogo },
];

// Windows of the throttle (auth_throttle: sign-in and every other limit against guessing) that ended.
// WebAuthn challenges nobody answered (./passkeys.ts).
export const housekeeping: readonly HousekeepingJob[] = [
  { name: 'throttle windows', run: (db) => purgeEndedThrottles(db) },
  { name: 'passkey challenges', run: (db) => purgeExpiredPasskeyChallenges(db) },
];

// The REST routes (`METHOD sample-path`) of sign-in, tokens, permissions, content and the own profile.
export const restRoutes: readonly RestRule[] = [
  { route: 'POST /auth/authorize', access: 'public', scope: 'none', ids: [] },
  { route: 'POST /auth/refresh', access: 'public', scope: 'own', ids: [] },
  { route: 'POST /auth/forgot-password', access: 'public', scope: 'none', ids: [] },
  { route: 'POST /auth/reset-password/check', access: 'public', scope: 'none', ids: [] },
  { route: 'POST /auth/reset-password', access: 'public', scope: 'own', ids: [] },
  { route: 'GET /acl/permissions', access: 'viewer', scope: 'own', ids: [] },
  { route: 'GET /content/K100001-logo.png', access: 'public', scope: 'none', ids: ['customerId'] },
  { route: 'GET /app-config', access: 'public', scope: 'none', ids: [] },
  // A load balancer's health checks: no data.
  { route: 'GET /healthz', access: 'public', scope: 'none', ids: [] },
  { route: 'GET /readyz', access: 'public', scope: 'none', ids: [] },
  { route: 'GET /my-profile', access: 'viewer', scope: 'own', ids: [] },
  { route: 'PUT /my-profile', access: 'viewer', scope: 'own', ids: [] },
  { route: 'POST /my-profile/password/check', access: 'viewer', scope: 'own', ids: [] },
  { route: 'PUT /my-profile/password', access: 'viewer', scope: 'own', ids: [] },
  // The second factor (issue 38): the second step and the enrolment a policy asks for carry a
  // challenge of the password step; the profile's routes act on the caller only.
  { route: 'POST /auth/authorize/second-factor', access: 'public', scope: 'own', ids: [] },
  { route: 'POST /auth/second-factor/enrol', access: 'public', scope: 'own', ids: [] },
  { route: 'POST /auth/second-factor/enrol/confirm', access: 'public', scope: 'own', ids: [] },
  { route: 'GET /my-profile/second-factor', access: 'viewer', scope: 'own', ids: [] },
  { route: 'POST /my-profile/second-factor/enrol', access: 'viewer', scope: 'own', ids: [] },
  { route: 'POST /my-profile/second-factor/confirm', access: 'viewer', scope: 'own', ids: [] },
  { route: 'POST /my-profile/second-factor/disable', access: 'viewer', scope: 'own', ids: [] },
  // Passkeys (./passkeyRoutes.ts): the second step's carry the password step's challenge.
  { route: 'POST /auth/authorize/passkey/options', access: 'public', scope: 'own', ids: [] },
  { route: 'POST /auth/authorize/passkey', access: 'public', scope: 'own', ids: [] },
  // The enrolment a customer's policy asks for after the password may register a passkey (D320).
  { route: 'POST /auth/second-factor/enrol/passkey/options', access: 'public', scope: 'own', ids: [] },
  { route: 'POST /auth/second-factor/enrol/passkey', access: 'public', scope: 'own', ids: [] },
  { route: 'GET /my-profile/passkeys', access: 'viewer', scope: 'own', ids: [] },
  { route: 'POST /my-profile/passkeys/options', access: 'viewer', scope: 'own', ids: [] },
  { route: 'POST /my-profile/passkeys', access: 'viewer', scope: 'own', ids: [] },
  { route: 'DELETE /my-profile/passkeys/AbC-_1', access: 'viewer', scope: 'own', ids: [] },
];
