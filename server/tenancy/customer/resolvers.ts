// GraphQL of customers: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';
import { customerLastLogin } from '../../access/session/service';

export const customerResolvers = {
  Query: {
    customers: (_, args, ctx) => service.listCustomers(ctx, args),
    licenseUtilization: (_, args, ctx) => service.licenseUtilization(ctx, args),
    whitelabelPartner: (_, __, ctx) => service.whitelabelPartner(ctx),
  },
  Customer: {
    // The newest session of the customer (server/modules/session/service.ts).
    lastLogin: (c, _a, ctx) => customerLastLogin(ctx, c.customerId),
    plugins: (c, _, ctx) => service.pluginsOf(ctx, c.customerId),
    licenseUtilization: (c, _, ctx) => service.customerLicenseUtilization(ctx, c.customerId),
    voucherLicense: (c, _, ctx) => service.customerVoucherLicense(ctx, c.customerId),
  },
} satisfies Resolvers;
