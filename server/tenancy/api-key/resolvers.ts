// GraphQL of API keys: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const apiKeyResolvers = {
  Query: {
    apiKeys: (_parent, args, ctx) => service.listApiKeys(ctx, args),
    apiKeyRoles: (_parent, { customerId }, ctx) => service.apiKeyRoles(ctx, customerId),
  },
  Mutation: {
    createApiKey: (_parent, { data }, ctx) => service.createApiKey(ctx, data),
    revokeApiKey: (_parent, { _id }, ctx) => service.revokeApiKey(ctx, _id),
  },
} satisfies Resolvers;
