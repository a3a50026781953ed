// GraphQL of invites: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const inviteResolvers = {
  UserInvite: {
    invitingCustomer: (i, _, ctx) => service.invitingCustomer(ctx, i.invitingCustomerId),
  },
  Query: {
    myInvites: (_, args, ctx) => service.myInvites(ctx, args),
  },
} satisfies Resolvers;
