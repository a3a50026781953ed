// The DNS-statistics ingestion endpoint (POST /api/dns-stats/{locationId}).
import type { Services } from '../../graphql/context';
import type { Route } from '../../rest/routes';

export function dnsStatsRoutes(_services: Services): Route[] {
  return [];
}
