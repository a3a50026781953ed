// The dns-analytics module's face: DNS statistics of locations, their ingest endpoint and rollups.
import { FILTER_IDS, write, type OperationRule, type RestRule } from '../../platform/authorization';

export { dnsAnalyticsResolvers as resolvers } from './resolvers';
export { dnsStatsRoutes as routes } from './routes';
export { ALL_LOCATIONS, MONTH_SUFFIX, TOTAL_DIMENSION, rebuildDnsRollups } from './store';

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.dnsTimeline': write('ProfessionalAnalytics:read', FILTER_IDS),
  'Query.dnsEntries': write('ProfessionalAnalytics:read', FILTER_IDS),
};

export const restRoutes: readonly RestRule[] = [
  { route: 'POST /api/dns-stats/abc', access: 'device-key', scope: 'tenant', ids: ['locationId'] },
];
