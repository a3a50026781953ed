// GraphQL of webhooks: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const webhookResolvers = {
  Query: {
    webhookEndpoints: (_, args, ctx) => service.listEndpoints(ctx, args),
    webhookDeliveries: (_, args, ctx) => service.listDeliveries(ctx, args),
  },
  Mutation: {
    createWebhookEndpoint: (_, { data }, ctx) => service.createEndpoint(ctx, data),
    updateWebhookEndpoint: (_, { data }, ctx) => service.updateEndpoint(ctx, data),
    deleteWebhookEndpoint: (_, { _id }, ctx) => service.deleteEndpoint(ctx, _id),
    resendWebhookDelivery: (_, { _id }, ctx) => service.resendDelivery(ctx, _id),
    sendWebhookTestEvent: (_, { endpointId }, ctx) => service.sendTestEvent(ctx, endpointId),
  },
} satisfies Resolvers;
