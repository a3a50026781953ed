// Cross-tenant cases of the dns-analytics module (filled in by its issue-11 work).
import type { ModuleCases } from './cases';

export const dnsAnalyticsCases: ModuleCases = {
  module: 'dns-analytics',
  snapshot: async () => '',
  cases: async () => [],
};
