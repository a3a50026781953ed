// GraphQL of live sessions and the operator's Disconnect: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const liveSessionResolvers = {
  Query: {
    liveSessions: (_, args, ctx) => service.liveSessions(ctx, args),
  },
  Mutation: {
    disconnectLiveSession: (_, args, ctx) => service.disconnectLiveSession(ctx, args),
  },
} satisfies Resolvers;
