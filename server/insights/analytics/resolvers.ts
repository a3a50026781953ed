// GraphQL of session analytics (analyticsTimeline, analyticsBreakdown, analyticsRanking): thin,
// every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const analyticsResolvers = {
  Query: {
    analyticsTimeline: (_parent, { filter }, ctx) => service.timeline(ctx, filter),
    analyticsBreakdown: (_parent, args, ctx) => service.breakdown(ctx, args),
    analyticsRanking: (_parent, args, ctx) => service.ranking(ctx, args),
  },
} satisfies Resolvers;
