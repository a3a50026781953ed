// The invite module's face.
import type { HousekeepingJob, SeedStep } from '../../platform/module';
import { seedInvites } from './seed';
import { purgeExpiredInvites } from './service';

export { inviteResolvers as resolvers } from './resolvers';

// After the sessions: the invites' random draws must not shift the hotspot data's.
export const seed: readonly SeedStep[] = [{ order: 90, run: (s) => seedInvites(s.db, s.rng) }];

// Unaccepted invites, 5 days after they expired (seed 001 §4; docs/decisions.md).
export const housekeeping: readonly HousekeepingJob[] = [{ name: 'expired invites', run: purgeExpiredInvites }];
