// GraphQL of enrollment: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const enrollmentResolvers = {
  Query: {
    enrollmentKeys: (_parent, args, ctx) => service.listKeys(ctx, args),
    enrollmentKeyLogs: (_parent, args, ctx) => service.listLogs(ctx, args),
  },
  EnrollmentKey: {
    boundHotspotDeviceConfig: (key, _args, ctx) => service.boundConfigOf(ctx, key),
  },
  Mutation: {
    createEnrollmentKey: (_parent, { data }, ctx) => service.createKey(ctx, data),
    deleteEnrollmentKey: (_parent, { id }, ctx) => service.deleteKey(ctx, id),
  },
} satisfies Resolvers;
