// GraphQL of account templates: thin, every decision is the service's. HotspotAccountTemplate.
// hotspotLoginTemplates is the login-template module's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const accountTemplateResolvers = {
  Query: {
    hotspotAccountTemplates: (_parent, args, ctx) => service.listAccountTemplates(ctx, args),
  },
  Customer: {
    hotspotAccountTemplates: (customer, args, ctx) =>
      service.listAccountTemplates(ctx, { ...args, customerIds: [customer.customerId] }),
  },
  Mutation: {
    createHotspotAccountTemplate: (_parent, { data }, ctx) => service.createAccountTemplate(ctx, data),
    updateHotspotAccountTemplate: (_parent, { data }, ctx) => service.updateAccountTemplate(ctx, data),
    deleteHotspotAccountTemplate: (_parent, { _id }, ctx) => service.deleteAccountTemplate(ctx, _id),
  },
} satisfies Resolvers;
