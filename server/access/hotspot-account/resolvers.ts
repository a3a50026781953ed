// GraphQL of hotspot accounts: thin, every decision is the service's. The accounts of a code and of
// a device account are theirs too; HotspotAccount.online is the session module's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const hotspotAccountResolvers = {
  Query: {
    hotspotAccounts: (_, args, ctx) => service.listHotspotAccounts(ctx, args),
  },
  Customer: {
    hotspotAccounts: (c, args, ctx) =>
      service.listHotspotAccounts(ctx, {
        ...args,
        customerIds: [c.customerId],
      }),
  },
  Voucher: {
    hotspotAccounts: (v, args, ctx) =>
      service.listHotspotAccounts(ctx, { ...args, customerIds: [v.customerId], voucherIds: [v._id] }),
  },
  DeviceAccount: {
    hotspotAccounts: (a, args, ctx) =>
      service.listHotspotAccounts(ctx, { ...args, customerIds: [a.customerId], deviceAccountIds: [a._id] }),
  },
  Mutation: {
    updateHotspotAccount: (_, { data }, ctx) => service.updateHotspotAccount(ctx, data),
    deleteHotspotAccount: (_, { _id }, ctx) => service.deleteHotspotAccount(ctx, _id),
    invalidateHotspotAccountsByMultiAccountId: (_, { multiAccountId }, ctx) =>
      service.invalidateByMultiAccountId(ctx, multiAccountId),
  },
} satisfies Resolvers;
