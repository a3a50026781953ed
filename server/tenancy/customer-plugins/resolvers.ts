// GraphQL of customer plugins: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const customerPluginsResolvers = {
  Query: {
    customerPlugins: (_parent, args, ctx) => service.listCustomerPlugins(ctx, args),
  },
  Mutation: {
    createCustomerPlugins: (_parent, { data }, ctx) => service.createCustomerPlugins(ctx, data),
    updateCustomerPlugins: (_parent, { data }, ctx) => service.updateCustomerPlugins(ctx, data),
    deleteCustomerPlugins: (_parent, { _id }, ctx) => service.deleteCustomerPlugins(ctx, _id),
  },
} satisfies Resolvers;
