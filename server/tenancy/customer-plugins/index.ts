// The customer-plugins module's face.
import type { SeedStep } from '../../platform/module';
import { seedCustomerPlugins } from './seed';

export { customerPluginsResolvers as resolvers } from './resolvers';
export { toCustomerPlugins, type CustomerPluginsModel } from './mapper';
export { pluginsUsedBy } from './hooks';

export const seed: readonly SeedStep[] = [{ order: 92, run: (s) => seedCustomerPlugins(s.db, () => s.rng.objectId()) }];
