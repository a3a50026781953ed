// The wifi-code module's face: WiFi codes (vouchers), their counters and the WiFi-code licence.
import type { SeedStep } from '../../platform/module';
import { CAFE_ID, HOTEL_ID } from '../../platform/seed/ids';
import { seedVoucherBatch, seedVouchers } from './seed';
import { list, write, type OperationRule, type RestRule } from '../../platform/authorization';
import type { ExportSource } from '../../platform/export/route';
import { voucherExport } from './routes';
import { voucherImportRule } from './importRoute';

export { voucherRoutes as routes } from './routes';

export { voucherListLimits as listLimits, voucherResolvers as resolvers } from './resolvers';
// The login service makes a code the way the portal does (SMS login, docs/sms.md): under the
// customer's counter lock and WiFi-code licence.
export { freshCodes, insertVoucher, lockCounter } from './store';
export { voucherLicenseFrom } from './licence';

export const seed: readonly SeedStep[] = [
  {
    order: 30,
    async run({ db, rng, options, customers }) {
      await seedVouchers(db, HOTEL_ID, options.hotelVouchers ?? 150, rng);
      await seedVouchers(db, CAFE_ID, 40, rng);
      await seedVoucherBatch(db, HOTEL_ID);
      await seedVoucherBatch(db, CAFE_ID);
      if (options.vouchersPerCustomer) {
        for (const customerId of customers.generated)
          await seedVouchers(db, customerId, options.vouchersPerCustomer, rng);
      }
    },
  },
];

export const operations: Readonly<Record<string, OperationRule>> = {
  'Query.vouchers': list('Voucher:read', ['codes']),
  'Query.voucherFigures': write('Voucher:read', ['customerId']),
  'Mutation.createVoucher': write('Voucher:create', ['data.customerId']),
  'Mutation.createVoucherBatch': write('Voucher:create', ['data.customerId']),
  'Mutation.updateVoucher': write('Voucher:update', ['data._id']),
  'Mutation.deleteVoucher': write('Voucher:delete', ['_id']),
  'Mutation.deactivateManyVouchers': write('Voucher:update', ['customerId', 'codes']),
  'Mutation.deleteManyVouchers': write('Voucher:delete', ['customerId', 'codes']),
  // Issue 39: the batches, and a batch deactivated or deleted as a whole (as the bulk mutations).
  'Query.voucherBatches': list('Voucher:read'),
  'Mutation.deactivateVoucherBatch': write('Voucher:update', ['customerId', '_id']),
  'Mutation.deleteVoucherBatch': write('Voucher:delete', ['customerId', '_id']),
};

/** The code list's export (docs/exports.md). */
export const exportSources: readonly ExportSource<never>[] = [voucherExport];
export const restRoutes: readonly RestRule[] = [voucherImportRule];
