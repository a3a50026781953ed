// GraphQL of alerts: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const alertResolvers = {
  Query: {
    alertSettings: (_, { customerId }, ctx) => service.settings(ctx, customerId),
    alertNotifications: (_, { customerId, take }, ctx) => service.bell(ctx, customerId, take),
  },
  Mutation: {
    updateAlertSettings: (_, { data }, ctx) => service.updateSettings(ctx, data),
    markAlertsRead: (_, { customerId }, ctx) => service.markRead(ctx, customerId),
  },
} satisfies Resolvers;
