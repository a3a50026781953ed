// The customer module's face: what the composition registers, and what other modules may call.
import type { SeedStep } from '../../platform/module';
import { seedCustomers } from './seed';

export { customerResolvers as resolvers } from './resolvers';
export { publicCustomer, requireVisibleCustomer } from './service';
export { customerExists, findCustomer, findPlugins, homeCustomerOf, pluginBlocksOf } from './store';

export const seed: readonly SeedStep[] = [
  {
    order: 10,
    async run(s) {
      const { generated, partnerCustomers } = await seedCustomers(s.db, s.rng, Math.max(6, s.options.customers ?? 40));
      s.customers = { generated, partnerCustomers };
    },
  },
];
