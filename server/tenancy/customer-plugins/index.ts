// The customer-plugins module's face.
import type { SeedStep } from '../../platform/module';
import { seedCustomerPlugins } from './seed';
import { crud, list, type OperationRule } from '../../platform/authorization';

export { customerPluginsResolvers as resolvers } from './resolvers';
export { toCustomerPlugins, type CustomerPluginsModel } from './mapper';
export { pluginsUsedBy } from './hooks';

export const seed: readonly SeedStep[] = [{ order: 92, run: (s) => seedCustomerPlugins(s.db, () => s.rng.objectId()) }];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.customerPlugins': list('CustomerPlugins:read'),
  ...crud('CustomerPlugins', 'CustomerPlugins'),
};
