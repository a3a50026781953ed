// Cross-tenant cases of the analytics module (filled in by its issue-11 work).
import type { ModuleCases } from './cases';

export const analyticsCases: ModuleCases = {
  module: 'analytics',
  snapshot: async () => '',
  cases: async () => [],
};
