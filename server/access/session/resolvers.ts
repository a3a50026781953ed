// GraphQL of online users (sessions from RADIUS accounting) and the concurrent-user licence: thin,
// every decision is the service's. Also the session fields of customers, codes and hotspot accounts.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const sessionResolvers = {
  Query: {
    getOnlineCountForCustomerId: (_, { customerId }, ctx) => service.onlineCountForCustomer(ctx, customerId),
    getOnlineCountForHotspotDeviceId: (_, { _id }, ctx) => service.onlineCountForDevice(ctx, _id),
    lastLogin: (_, { customerId }, ctx) => service.lastLogin(ctx, customerId),
    licenseUtilization: (_, args, ctx) => service.licenseUtilization(ctx, args),
  },
  Customer: {
    // The newest session of the customer.
    lastLogin: (c, _a, ctx) => service.customerLastLogin(ctx, c.customerId),
    licenseUtilization: (c, _, ctx) => service.customerLicenseUtilization(ctx, c.customerId),
  },
  Voucher: {
    // Sessions online now with the code (one query per page of codes).
    onlineAccounts: (v, _, ctx) => service.onlineOf(ctx, v.customerId, 'voucherId', v._id),
  },
  HotspotAccount: {
    online: (a, _, ctx) => service.onlineOf(ctx, a.customerId, 'hotspotAccountId', a._id),
  },
} satisfies Resolvers;
