// The API-key module's face (issue 37, docs/api-keys.md): keys of a customer with one role, and the
// caller behind a key sent as bearer (identity's viewerFromRequest asks here for `hpk_…` bearers).
import { list, write, type OperationRule } from '../../platform/authorization';
import type { SeedStep } from '../../platform/module';
import { seedApiKeys } from './seed';

export { apiKeyResolvers as resolvers } from './resolvers';
export { apiKeyRateWait, apiKeyViewer } from './bearer';

// Last: the keys draw nothing from the demo's random sequence.
export const seed: readonly SeedStep[] = [{ order: 101, run: (s) => seedApiKeys(s.db) }];

// Who may manage the customer's users manages its keys (UserInvite, as the users menu); a key never.
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.apiKeys': list('UserInvite:read'),
  'Query.apiKeyRoles': write('UserInvite:create', ['customerId']),
  'Mutation.createApiKey': write('UserInvite:create', ['data.customerId']),
  'Mutation.revokeApiKey': write('UserInvite:delete', ['_id']),
};
