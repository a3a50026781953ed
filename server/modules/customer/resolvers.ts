// GraphQL of customers: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const customerResolvers = {
  Query: {
    customers: (_, args, ctx) => service.listCustomers(ctx, args),
    licenseUtilization: (_, args, ctx) => service.licenseUtilization(ctx, args),
    whitelabelPartner: (_, __, ctx) => service.whitelabelPartner(ctx),
  },
  Customer: {
    lastLogin: (_c, _a, ctx) => service.lastLogin(ctx),
    plugins: (c, _, ctx) => service.pluginsOf(ctx, c.customerId),
    licenseUtilization: (c, _, ctx) => service.customerLicenseUtilization(ctx, c.customerId),
    voucherLicense: (c, _, ctx) => service.customerVoucherLicense(ctx, c.customerId),
  },
} satisfies Resolvers;
