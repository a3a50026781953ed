// GraphQL of invites: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const inviteResolvers = {
  UserInvite: {
    invitingCustomer: (i, _, ctx) => service.invitingCustomer(ctx, i.invitingCustomerId),
  },
  Customer: {
    userInvites: (customer, args, ctx) => service.listInvites(ctx, { ...args, customerIds: [customer.customerId!] }),
  },
  Query: {
    userInvites: (_, args, ctx) => service.listInvites(ctx, args),
    myInvites: (_, args, ctx) => service.myInvites(ctx, args),
    userInvitesByToken: (_, args, ctx) => service.invitesByToken(ctx, args),
  },
  Mutation: {
    createUserInvite: (_, { data }, ctx) => service.createInvite(ctx, data),
    createUserInviteBatch: (_, { data }, ctx) => service.createInviteBatch(ctx, data),
    updateUserInvite: (_, { data }, ctx) => service.updateInvite(ctx, data),
    deleteUserInvite: (_, { _id }, ctx) => service.deleteInvite(ctx, _id),
    resendUserInvite: (_, { _id }, ctx) => service.resendInvite(ctx, _id),
    takeOrganizationInvites: (_, { data }, ctx) => service.takeOrganizationInvites(ctx, data),
    takeUserInvites: (_, { data }, ctx) => service.takeUserInvites(ctx, data),
  },
} satisfies Resolvers;
