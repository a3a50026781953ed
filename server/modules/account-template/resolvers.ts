// GraphQL of this area: thin, every decision is the service's. (Filled in by the login-experience issue.)
import type { Resolvers } from '../../graphql/generated/resolvers';

export const accountTemplateResolvers = {} satisfies Resolvers;
