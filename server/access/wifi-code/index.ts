// The wifi-code module's face: WiFi codes (vouchers), their counters and the WiFi-code licence.
import type { SeedStep } from '../../platform/module';
import { CAFE_ID, HOTEL_ID } from '../../platform/seed/ids';
import { seedVouchers } from './seed';

export { voucherListLimits as listLimits, voucherResolvers as resolvers } from './resolvers';

export const seed: readonly SeedStep[] = [
  {
    order: 30,
    async run({ db, rng, options, customers }) {
      await seedVouchers(db, HOTEL_ID, options.hotelVouchers ?? 150, rng);
      await seedVouchers(db, CAFE_ID, 40, rng);
      if (options.vouchersPerCustomer) {
        for (const customerId of customers.generated)
          await seedVouchers(db, customerId, options.vouchersPerCustomer, rng);
      }
    },
  },
];
