// GraphQL of device-config: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const deviceConfigResolvers = {
  Query: {
    hotspotDeviceConfigs: (_parent, args, ctx) => service.listConfigs(ctx, args),
  },
  Customer: {
    hotspotDeviceConfigs: (customer, args, ctx) =>
      service.listConfigs(ctx, { ...args, customerIds: [customer.customerId] }),
  },
  HotspotLoginTemplate: {
    hotspotDeviceConfigs: (template, args, ctx) => service.configsOfLoginTemplate(ctx, template, args),
  },
  HotspotDeviceConfig: {
    boundTemplateBundle: (config, _args, ctx) => service.bundleOfConfig(ctx, config),
  },
  Mutation: {
    createHotspotDeviceConfig: (_parent, { data }, ctx) => service.createConfig(ctx, data),
    updateHotspotDeviceConfig: (_parent, { data }, ctx) => service.updateConfig(ctx, data),
    deleteHotspotDeviceConfig: (_parent, { _id }, ctx) => service.deleteConfig(ctx, _id),
  },
} satisfies Resolvers;
