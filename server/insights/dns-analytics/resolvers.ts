// GraphQL of DNS statistics (dnsTimeline, dnsEntries, Location.dnsStatsKey): thin, every decision is
// the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import type { LocationModel } from '../../network/location/mapper';
import * as service from './service';

export const dnsAnalyticsResolvers = {
  Query: {
    dnsTimeline: (_parent, args, ctx) => service.dnsTimeline(ctx, args),
    dnsEntries: (_parent, args, ctx) => service.dnsEntries(ctx, args),
  },
  Location: {
    dnsStatsKey: (location, _args, ctx) => service.dnsStatsKeyOf(ctx, location as LocationModel),
  },
} satisfies Resolvers;
