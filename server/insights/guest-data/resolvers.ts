// GraphQL of guest data rights: thin, every decision is the service's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import * as service from './service';

export const guestDataResolvers = {
  Query: {
    guestData: (_, args, ctx) => service.guestData(ctx, args),
    guestDataExport: (_, args, ctx) => service.guestDataExport(ctx, args),
  },
  Mutation: {
    eraseGuestData: (_, args, ctx) => service.eraseGuestData(ctx, args),
  },
} satisfies Resolvers;
