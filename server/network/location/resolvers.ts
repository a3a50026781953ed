// GraphQL of locations and regions: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const locationResolvers = {
  Query: {
    locations: (_parent, args, ctx) => service.listLocations(ctx, args),
    locationGroups: (_parent, args, ctx) => service.listLocationGroups(ctx, args),
  },
  Customer: {
    locations: (customer, args, ctx) => service.locationsOfCustomer(ctx, customer.customerId, args),
  },
  Location: {
    hotspotDeviceIds: (location, _args, ctx) => service.deviceIdsOf(ctx, location),
    dnsFilterConfig: (location, _args, ctx) => service.dnsFilterConfigOf(ctx, location),
    locationGroups: (location, _args, ctx) => service.groupsOf(ctx, location),
  },
  LocationGroup: {
    locationIds: (group, _args, ctx) => service.locationIdsOf(ctx, group),
    locations: (group, _args, ctx) => service.locationsOfGroup(ctx, group),
  },
  Mutation: {
    createLocation: (_parent, { data }, ctx) => service.createLocation(ctx, data),
    updateLocation: (_parent, { data }, ctx) => service.updateLocation(ctx, data),
    deleteLocation: (_parent, { _id }, ctx) => service.deleteLocation(ctx, _id),
    createLocationGroup: (_parent, { data }, ctx) => service.createLocationGroup(ctx, data),
    updateLocationGroup: (_parent, { data }, ctx) => service.updateLocationGroup(ctx, data),
    deleteLocationGroup: (_parent, { _id }, ctx) => service.deleteLocationGroup(ctx, _id),
  },
} satisfies Resolvers;
