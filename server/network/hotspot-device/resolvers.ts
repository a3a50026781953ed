// GraphQL of hotspot-device: thin, every decision is the service's.
import { IMPORT_BATCH_MAX } from '../../../src/domain/hotspotDevice';
import type { Resolvers } from '../../graphql/generated/resolvers';
import { toLoginTimePeriods } from '../../platform/periods';
import { importDevices } from './import';
import * as service from './service';

/** Lists longer than MAX_INPUT_LIST an operation accepts (the import's rows: at most one batch). */
export const hotspotDeviceListLimits = {
  'Mutation.importHotspotDevices': { rows: IMPORT_BATCH_MAX },
};

export const hotspotDeviceResolvers = {
  Query: {
    hotspotDevices: (_parent, args, ctx) => service.listDevices(ctx, args),
    hotspotDeviceConflicts: (_parent, args, ctx) => service.deviceConflicts(ctx, args),
  },
  Customer: {
    hotspotDevices: (customer, args, ctx) => service.devicesOfCustomer(ctx, customer.customerId, args),
  },
  HotspotDevice: {
    deviceConfiguration: (device, _args, ctx) => service.deviceConfigurationOf(ctx, device),
    location: (device, _args, ctx) => service.locationOfDevice(ctx, device),
    locationGroups: (device, _args, ctx) => service.regionsOfDevice(ctx, device),
    loginTimePeriods: async (device, _args, ctx) => toLoginTimePeriods(await service.periodsOfDevice(ctx, device)),
    loginTimePeriodsInherited: (device) => device.ownLoginTimePeriods === null,
  },
  HotspotDeviceConfig: {
    hotspotDevices: (config, args, ctx) => service.devicesOfConfig(ctx, config, args),
  },
  Mutation: {
    importHotspotDevices: (_parent, args, ctx) => importDevices(ctx, args),
    createHotspotDevice: (_parent, { data }, ctx) => service.createDevice(ctx, data),
    updateHotspotDevice: (_parent, { data }, ctx) => service.updateDevice(ctx, data),
    deleteHotspotDevice: (_parent, { _id }, ctx) => service.deleteDevice(ctx, _id),
  },
} satisfies Resolvers;
