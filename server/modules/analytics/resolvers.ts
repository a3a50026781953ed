// GraphQL of session analytics (analyticsTimeline, analyticsBreakdown, analyticsRanking): thin,
// every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';

export const analyticsResolvers = {
  Query: {},
} satisfies Resolvers;
