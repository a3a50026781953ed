// GraphQL of enrollment: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';

export const enrollmentResolvers = {} satisfies Resolvers;
