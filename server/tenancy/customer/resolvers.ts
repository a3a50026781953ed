// GraphQL of customers: thin, every decision is the service's. Fields of Customer that other
// modules own are theirs: lastLogin and licenseUtilization (session), voucherLicense (wifi-code).
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const customerResolvers = {
  Query: {
    customers: (_, args, ctx) => service.listCustomers(ctx, args),
    whitelabelPartner: (_, __, ctx) => service.whitelabelPartner(ctx),
  },
  Mutation: {
    updateCustomerRetention: (_, args, ctx) => service.updateRetention(ctx, args.customerId, args.retentionMonths),
    updateCustomerSecondFactor: (_, args, ctx) =>
      service.updateSecondFactorRequired(ctx, args.customerId, args.secondFactorRequired),
  },
  Customer: {
    plugins: (c, _, ctx) => service.pluginsOf(ctx, c.customerId),
  },
} satisfies Resolvers;
