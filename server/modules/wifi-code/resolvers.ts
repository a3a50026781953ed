// GraphQL of the WiFi codes: thin, every decision is the service's.
import type { GraphQLContext } from '../../graphql/context';
import { notImplemented } from '../../graphql/errors';
import { requireViewer } from '../../graphql/guard';
import type {
  CustomerVouchersArgs,
  MutationCreateVoucherArgs,
  MutationCreateVoucherBatchArgs,
  MutationDeactivateManyVouchersArgs,
  MutationDeleteManyVouchersArgs,
  MutationDeleteVoucherArgs,
  MutationUpdateVoucherArgs,
  QueryVouchersArgs,
} from '../../graphql/generated/resolvers';
import { voucherLicense } from '../../graphql/licences';
import * as service from './service';

/** The bulk mutations name up to a whole batch of codes (10,000), more than other lists. */
export const voucherListLimits = {
  'Mutation.deactivateManyVouchers': { codes: service.MAX_BULK_CODES },
  'Mutation.deleteManyVouchers': { codes: service.MAX_BULK_CODES },
};

export const voucherResolvers = {
  Query: {
    vouchers: (_: unknown, args: QueryVouchersArgs, ctx: GraphQLContext) => service.listVouchers(ctx, args),
  },
  Customer: {
    vouchers: (c: { customerId: string }, args: CustomerVouchersArgs, ctx: GraphQLContext) =>
      service.listVouchers(ctx, { ...args, customerIds: [c.customerId], ids: null, codes: null }),
  },
  Voucher: {
    // Hotspot accounts arrive with the accounting issue; until then the count is not invented.
    onlineAccounts: (_v: unknown, _a: unknown, ctx: GraphQLContext) => {
      requireViewer(ctx);
      throw notImplemented('Voucher.onlineAccounts');
    },
    license: (v: { customerId: string }, _: unknown, ctx: GraphQLContext) => voucherLicense(ctx.db, v.customerId),
  },
  Mutation: {
    createVoucher: (_: unknown, { data }: MutationCreateVoucherArgs, ctx: GraphQLContext) =>
      service.createVoucher(ctx, { data }),
    createVoucherBatch: (_: unknown, { data }: MutationCreateVoucherBatchArgs, ctx: GraphQLContext) =>
      service.createVoucherBatch(ctx, { data }),
    updateVoucher: (_: unknown, { data }: MutationUpdateVoucherArgs, ctx: GraphQLContext) =>
      service.updateVoucher(ctx, { data }),
    deleteVoucher: (_: unknown, args: MutationDeleteVoucherArgs, ctx: GraphQLContext) =>
      service.deleteVoucher(ctx, args),
    deactivateManyVouchers: (_: unknown, args: MutationDeactivateManyVouchersArgs, ctx: GraphQLContext) =>
      service.deactivateManyVouchers(ctx, args),
    deleteManyVouchers: (_: unknown, args: MutationDeleteManyVouchersArgs, ctx: GraphQLContext) =>
      service.deleteManyVouchers(ctx, args),
  },
};
