// The invite module's face.
import type { HousekeepingJob, SeedStep } from '../../platform/module';
import { seedInvites } from './seed';
import { purgeUnacceptedInvites } from './service';
import { list, write, type OperationRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { inviteExport } from './export';

export { inviteResolvers as resolvers } from './resolvers';

// After the sessions: the invites' random draws must not shift the hotspot data's.
export const seed: readonly SeedStep[] = [{ order: 90, run: (s) => seedInvites(s.db, s.rng) }];

// Unaccepted invites, 5 days after they were sent (seed 001 §4; docs/decisions.md D114).
export const housekeeping: readonly HousekeepingJob[] = [
  { name: 'unaccepted invites', run: (db) => purgeUnacceptedInvites(db) },
];

// Invites (resend renews the link: UserInvite create); accepted by the invited person.
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.userInvites': list('UserInvite:read', ['email']),
  'Query.myInvites': { access: 'viewer', scope: 'own', ids: [] },
  'Query.userInvitesByToken': { access: 'invite-token', scope: 'own', ids: [] },
  'Mutation.createUserInvite': write('UserInvite:create', ['data.customerId']),
  'Mutation.createUserInviteBatch': write('UserInvite:create', ['data.customerIds']),
  'Mutation.updateUserInvite': write('UserInvite:update', ['data._id']),
  'Mutation.deleteUserInvite': write('UserInvite:delete', ['_id']),
  'Mutation.resendUserInvite': write('UserInvite:create', ['_id']),
  'Mutation.takeOrganizationInvites': { access: 'viewer', scope: 'own', ids: ['data.customerIds'] },
  'Mutation.takeUserInvites': { access: 'invite-token', scope: 'own', ids: ['data.customerIds'] },
};

/** The invite list's export (docs/exports.md). */
export const exportSources: readonly ExportSource<never>[] = [inviteExport];
