// GraphQL of login templates: thin, every decision is the service's. HotspotLoginTemplate.
// hotspotDeviceConfigs is the device-config module's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const loginTemplateResolvers = {
  Query: {
    hotspotLoginTemplates: (_parent, args, ctx) => service.listLoginTemplates(ctx, args),
  },
  Customer: {
    hotspotLoginTemplates: (customer, args, ctx) =>
      service.listLoginTemplates(ctx, { ...args, customerIds: [customer.customerId] }),
  },
  HotspotLoginTemplate: {
    conditionalCooldowns: (template) => template.cooldown?.conditionalCooldowns ?? [],
  },
  HotspotAccountTemplate: {
    hotspotLoginTemplates: (template, args, ctx) =>
      service.loginTemplatesOfAccountTemplate(ctx, { id: template._id, customerId: template.customerId }, args),
  },
  DeviceAccount: {
    hotspotLoginTemplate: (account, _args, ctx) => service.loginTemplateOfDeviceAccount(ctx, account),
  },
  Mutation: {
    createHotspotLoginTemplate: (_parent, { data }, ctx) => service.createLoginTemplate(ctx, data),
    updateHotspotLoginTemplate: (_parent, { data }, ctx) => service.updateLoginTemplate(ctx, data),
    deleteHotspotLoginTemplate: (_parent, { _id }, ctx) => service.deleteLoginTemplate(ctx, _id),
  },
} satisfies Resolvers;
