// Cross-tenant cases of the deviceConfigs module.
import type { ModuleCases } from './cases';

export const deviceConfigsCases: ModuleCases = {
  module: 'deviceConfigs',
  snapshot: async () => '',
  cases: async () => [],
};
