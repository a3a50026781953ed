// GraphQL of the audit log: thin, the service decides.
import type { Resolvers } from '../../graphql/generated/resolvers';
import { auditLogPage } from './service';

export const auditResolvers = {
  Query: {
    auditLog: (_parent, args, ctx) => auditLogPage(ctx, args),
  },
} satisfies Resolvers;
