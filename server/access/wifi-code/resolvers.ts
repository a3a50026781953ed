// GraphQL of the WiFi codes: thin, every decision is the service's. Voucher.hotspotAccounts is the
// hotspot-account module's, Voucher.onlineAccounts the session module's.
import type { Resolvers } from '../../graphql/generated/resolvers';
import { selectedFields } from '../../platform/selection';
import { voucherLicense } from './licence';
import * as service from './service';

/** The bulk mutations name up to a whole batch of codes (10,000), more than other lists. */
export const voucherListLimits = {
  'Mutation.deactivateManyVouchers': { codes: service.MAX_BULK_CODES },
  'Mutation.deleteManyVouchers': { codes: service.MAX_BULK_CODES },
};

export const voucherResolvers = {
  Query: {
    vouchers: (_, args, ctx, info) => service.listVouchers(ctx, args, selectedFields(info, 'data')),
    voucherFigures: (_, { customerId, since }, ctx) => service.voucherFigures(ctx, customerId, since),
    voucherBatches: (_, args, ctx) => service.listVoucherBatches(ctx, args),
  },
  Customer: {
    vouchers: (c, args, ctx, info) =>
      service.listVouchers(
        ctx,
        { ...args, customerIds: [c.customerId], ids: null, codes: null, batchId: null },
        selectedFields(info, 'data'),
      ),
    voucherLicense: (c, _, ctx) => service.customerVoucherLicense(ctx, c.customerId),
  },
  Voucher: {
    license: (v, _, ctx) => voucherLicense(ctx.db, v.customerId),
  },
  Mutation: {
    createVoucher: (_, { data }, ctx) => service.createVoucher(ctx, { data }),
    createVoucherBatch: (_, { data }, ctx) => service.createVoucherBatch(ctx, { data }),
    updateVoucher: (_, { data }, ctx) => service.updateVoucher(ctx, { data }),
    deleteVoucher: (_, args, ctx) => service.deleteVoucher(ctx, args),
    deactivateManyVouchers: (_, args, ctx) => service.deactivateManyVouchers(ctx, args),
    deleteManyVouchers: (_, args, ctx) => service.deleteManyVouchers(ctx, args),
    deactivateVoucherBatch: (_, args, ctx) => service.deactivateVoucherBatch(ctx, args),
    deleteVoucherBatch: (_, args, ctx) => service.deleteVoucherBatch(ctx, args),
  },
} satisfies Resolvers;
