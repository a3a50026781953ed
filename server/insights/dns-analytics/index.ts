// The dns-analytics module's face: DNS statistics of locations, their ingest endpoint and rollups.
export { dnsAnalyticsResolvers as resolvers } from './resolvers';
export { dnsStatsRoutes as routes } from './routes';
export { ALL_LOCATIONS, MONTH_SUFFIX, TOTAL_DIMENSION, rebuildDnsRollups } from './store';
