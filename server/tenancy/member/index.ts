// The members module's face (issue 38): the users holding access to a customer after they took an
// invite — list, change of roles and permissions, removal, sign-out — and the caller's own sessions.
import type { OperationRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { memberExport } from './export';

export { memberResolvers as resolvers } from './resolvers';

/** The member list's export (docs/exports.md): one customer's members (args.customerId). */
export const exportSources: readonly ExportSource<never>[] = [memberExport];

// The Users area's permissions (seed 000 §6): UserInvite, as for invites. Every mutation is logged by
// the audit plugin with the customer and the member's user id.
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.members': { access: ['UserInvite:read'], scope: 'tenant', ids: ['customerId', 'ids'] },
  'Query.mySessions': { access: 'viewer', scope: 'own', ids: [] },
  'Mutation.updateMember': {
    access: ['UserInvite:update'],
    scope: 'tenant',
    ids: ['data.customerId', 'data._id'],
  },
  'Mutation.removeMember': { access: ['UserInvite:delete'], scope: 'tenant', ids: ['customerId', '_id'] },
  'Mutation.signOutMember': { access: ['UserInvite:update'], scope: 'tenant', ids: ['customerId', '_id'] },
  // A lost second factor (D288): under the rule of sign-out.
  'Mutation.resetMemberSecondFactor': {
    access: ['UserInvite:update'],
    scope: 'tenant',
    ids: ['customerId', '_id'],
  },
  'Mutation.signOutEverywhere': { access: 'viewer', scope: 'own', ids: [] },
};
