// Cross-tenant cases of the locations module.
import type { ModuleCases } from './cases';

export const locationsCases: ModuleCases = {
  module: 'locations',
  snapshot: async () => '',
  cases: async () => [],
};
