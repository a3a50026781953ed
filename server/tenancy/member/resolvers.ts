// GraphQL of members and the own sessions: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const memberResolvers = {
  Query: {
    members: (_, args, ctx) => service.listMembers(ctx, args),
    mySessions: (_, __, ctx) => service.mySessions(ctx),
  },
  Mutation: {
    updateMember: (_, { data }, ctx) => service.updateMember(ctx, data),
    removeMember: (_, { customerId, _id }, ctx) => service.removeMember(ctx, customerId, _id),
    signOutMember: (_, { customerId, _id }, ctx) => service.signOutMember(ctx, customerId, _id),
    resetMemberSecondFactor: (_, { customerId, _id }, ctx) => service.resetMemberSecondFactor(ctx, customerId, _id),
    signOutEverywhere: (_, __, ctx) => service.signOutEverywhere(ctx),
  },
} satisfies Resolvers;
