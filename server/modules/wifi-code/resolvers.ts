// GraphQL of the WiFi codes: thin, every decision is the service's.
import { notImplemented } from '../../graphql/errors';
import { requireViewer } from '../../graphql/guard';
import type { Resolvers } from '../../graphql/generated/resolvers';
import { voucherLicense } from '../../graphql/licences';
import * as service from './service';

/** The bulk mutations name up to a whole batch of codes (10,000), more than other lists. */
export const voucherListLimits = {
  'Mutation.deactivateManyVouchers': { codes: service.MAX_BULK_CODES },
  'Mutation.deleteManyVouchers': { codes: service.MAX_BULK_CODES },
};

export const voucherResolvers = {
  Query: {
    vouchers: (_, args, ctx) => service.listVouchers(ctx, args),
  },
  Customer: {
    vouchers: (c, args, ctx) =>
      service.listVouchers(ctx, { ...args, customerIds: [c.customerId], ids: null, codes: null }),
  },
  Voucher: {
    // Hotspot accounts arrive with the accounting issue; until then the count is not invented.
    onlineAccounts: (_v, _a, ctx) => {
      requireViewer(ctx);
      throw notImplemented('Voucher.onlineAccounts');
    },
    license: (v, _, ctx) => voucherLicense(ctx.db, v.customerId),
  },
  Mutation: {
    createVoucher: (_, { data }, ctx) => service.createVoucher(ctx, { data }),
    createVoucherBatch: (_, { data }, ctx) => service.createVoucherBatch(ctx, { data }),
    updateVoucher: (_, { data }, ctx) => service.updateVoucher(ctx, { data }),
    deleteVoucher: (_, args, ctx) => service.deleteVoucher(ctx, args),
    deactivateManyVouchers: (_, args, ctx) => service.deactivateManyVouchers(ctx, args),
    deleteManyVouchers: (_, args, ctx) => service.deleteManyVouchers(ctx, args),
  },
} satisfies Resolvers;
