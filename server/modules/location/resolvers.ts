// GraphQL of location: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';

export const locationResolvers = {} satisfies Resolvers;
