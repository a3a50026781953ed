// GraphQL of monitoring: the monitoring fields of devices and locations (their modules are the network's).
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const monitoringResolvers = {
  Query: {
    hotspotDeviceStatus: (_, { customerId }, ctx) => service.hotspotDeviceStatus(ctx, customerId),
  },
  HotspotDevice: {
    monitoring: (device, _args, ctx) => service.monitoringOfDevice(ctx, device),
  },
  Location: {
    monitoring: (location, _args, ctx) => service.monitoringOf(ctx, location),
  },
} satisfies Resolvers;
