// GraphQL of hotspot-device: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';

export const hotspotDeviceResolvers = {} satisfies Resolvers;

/** Lists longer than MAX_INPUT_LIST an operation accepts (the import's rows). */
export const hotspotDeviceListLimits = {};
