// The customer module's face: what the composition registers, and what other modules may call.
import type { SeedStep } from '../../platform/module';
import { seedCustomers } from './seed';
import { LIST_IDS, write, type OperationRule } from '../../platform/authorization';

export { customerResolvers as resolvers } from './resolvers';
export { publicCustomer, requireVisibleCustomer } from './service';
export { customerExists, findCustomer, findPlugins, homeCustomerOf, pluginBlocksOf } from './store';

export const seed: readonly SeedStep[] = [
  {
    order: 10,
    async run(s) {
      const { generated, partnerCustomers } = await seedCustomers(
        s.db,
        s.rng,
        Math.max(6, s.options.customers ?? 40),
        s.options.publicUrl,
      );
      s.customers = { generated, partnerCustomers };
    },
  },
];

// Customers and licences (seed 000 §5): the customers the caller has any grant for.
export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.customers': { access: 'viewer', scope: 'tenant', ids: [...LIST_IDS] },
  'Query.whitelabelPartner': { access: 'viewer', scope: 'own', ids: [] },
  // Retention is a customer setting beside its plugins: whoever may change those (docs/privacy.md).
  'Mutation.updateCustomerRetention': write('CustomerPlugins:update', ['customerId']),
  // The second-factor requirement of its members is the Users area's, as their access is (D287).
  'Mutation.updateCustomerSecondFactor': write('UserInvite:update', ['customerId']),
};
