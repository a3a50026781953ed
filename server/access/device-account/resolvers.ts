// GraphQL of device accounts: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const deviceAccountResolvers = {
  Query: {
    deviceAccounts: (_parent, args, ctx) => service.listDeviceAccounts(ctx, args),
  },
  Customer: {
    deviceAccounts: (customer, args, ctx) =>
      service.listDeviceAccounts(ctx, { ...args, customerIds: [customer.customerId!] }),
  },
  Mutation: {
    createDeviceAccount: (_parent, { data }, ctx) => service.createDeviceAccount(ctx, data),
    updateDeviceAccount: (_parent, { data }, ctx) => service.updateDeviceAccount(ctx, data),
    deleteDeviceAccount: (_parent, { _id }, ctx) => service.deleteDeviceAccount(ctx, _id),
  },
} satisfies Resolvers;
