// GraphQL of device-config: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';

export const deviceConfigResolvers = {} satisfies Resolvers;
