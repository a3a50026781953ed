// GraphQL of customers: thin, every decision is the service's.
import type { GraphQLContext } from '../../graphql/context';
import type { QueryCustomersArgs, QueryLicenseUtilizationArgs } from '../../graphql/generated/resolvers';
import * as service from './service';

type CustomerParent = { customerId: string };

export const customerResolvers = {
  Query: {
    customers: (_: unknown, args: QueryCustomersArgs, ctx: GraphQLContext) => service.listCustomers(ctx, args),
    licenseUtilization: (_: unknown, args: QueryLicenseUtilizationArgs, ctx: GraphQLContext) =>
      service.licenseUtilization(ctx, args),
    whitelabelPartner: (_: unknown, __: unknown, ctx: GraphQLContext) => service.whitelabelPartner(ctx),
  },
  Customer: {
    lastLogin: (_c: unknown, _a: unknown, ctx: GraphQLContext) => service.lastLogin(ctx),
    plugins: (c: CustomerParent, _: unknown, ctx: GraphQLContext) => service.pluginsOf(ctx, c.customerId),
    licenseUtilization: (c: CustomerParent, _: unknown, ctx: GraphQLContext) =>
      service.customerLicenseUtilization(ctx, c.customerId),
    voucherLicense: (c: CustomerParent, _: unknown, ctx: GraphQLContext) =>
      service.customerVoucherLicense(ctx, c.customerId),
  },
};
