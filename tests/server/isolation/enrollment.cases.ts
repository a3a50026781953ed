// Cross-tenant cases of the enrollment module.
import type { ModuleCases } from './cases';

export const enrollmentCases: ModuleCases = {
  module: 'enrollment',
  snapshot: async () => '',
  cases: async () => [],
};
