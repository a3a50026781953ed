// GraphQL of DNS statistics (dnsTimeline, dnsEntries, Location.dnsStatsKey): thin.
import type { Resolvers } from '../../graphql/generated/resolvers';

export const dnsAnalyticsResolvers = {
  Query: {},
} satisfies Resolvers;
