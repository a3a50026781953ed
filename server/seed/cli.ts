// `npm run seed -- [--customers N] [--hotel-vouchers N] [--vouchers-per-customer N] [--sessions N]`: the seeded
// installation on an empty database (the one configured by DATABASE_URL / DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { startServices } from '../services';
import { isEmpty, seedDemo } from './demo';

const { values } = parseArgs({
  options: {
    customers: { type: 'string' },
    'hotel-vouchers': { type: 'string' },
    'vouchers-per-customer': { type: 'string' },
    // Guest sessions of the hotel over 180 days (e.g. 1000000), instead of the demo's traffic.
    sessions: { type: 'string' },
  },
});
const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const services = await startServices(loadConfig());
if (!(await isEmpty(services.db))) {
  console.error('The database is not empty: seeding only fills an empty database.');
  await services.database.close();
  process.exit(1);
}
const t = Date.now();
await seedDemo(services.db, {
  customers: num(values.customers),
  hotelVouchers: num(values['hotel-vouchers']),
  vouchersPerCustomer: num(values['vouchers-per-customer']),
  sessions: num(values.sessions),
});
console.log(`Seeded in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
await services.database.close();
