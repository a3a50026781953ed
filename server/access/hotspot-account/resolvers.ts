// GraphQL of hotspot accounts: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import { onlineOf } from '../session/service';
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
  HotspotAccount: {
    online: (a, _, ctx) => onlineOf(ctx, a.customerId, 'hotspotAccountId', a._id),
  },
  Mutation: {
    updateHotspotAccount: (_, { data }, ctx) => service.updateHotspotAccount(ctx, data),
    deleteHotspotAccount: (_, { _id }, ctx) => service.deleteHotspotAccount(ctx, _id),
    invalidateHotspotAccountsByMultiAccountId: (_, { multiAccountId }, ctx) =>
      service.invalidateByMultiAccountId(ctx, multiAccountId),
  },
} satisfies Resolvers;
