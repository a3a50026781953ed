// GraphQL of online users (sessions from RADIUS accounting): thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const sessionResolvers = {
  Query: {
    getOnlineCountForCustomerId: (_, { customerId }, ctx) => service.onlineCountForCustomer(ctx, customerId),
    getOnlineCountForHotspotDeviceId: (_, { _id }, ctx) => service.onlineCountForDevice(ctx, _id),
    lastLogin: (_, { customerId }, ctx) => service.lastLogin(ctx, customerId),
  },
} satisfies Resolvers;
