// GraphQL of invites: thin, every decision is the service's.
import type { GraphQLContext } from '../../graphql/context';
import type { QueryMyInvitesArgs } from '../../graphql/generated/resolvers';
import * as service from './service';

export const inviteResolvers = {
  UserInvite: {
    invitingCustomer: (i: { invitingCustomerId: string }, _: unknown, ctx: GraphQLContext) =>
      service.invitingCustomer(ctx, i.invitingCustomerId),
  },
  Query: {
    myInvites: (_: unknown, args: QueryMyInvitesArgs, ctx: GraphQLContext) => service.myInvites(ctx, args),
  },
};
