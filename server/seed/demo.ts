// The deterministic demo installation that `npm start` creates on an empty database, also used by
// the tests (small) and the benchmarks (large, via the size options).
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { contentFiles, userGrants, users } from '../tenancy/identity/table';
import { onlineUsers } from '../network/hotspot-device/table';
import { hashPassword } from '../platform/passwords';
import { SeededRandom } from '../platform/seed/random';
import { demoLogo } from '../platform/seed/png';
import { seedDeviceAccounts } from '../access/device-account/seed';
import { analyzeAfterLoad } from '../platform/statistics';
import { seedCustomers } from '../tenancy/customer/seed';
import { seedCustomerPlugins } from '../tenancy/customer-plugins/seed';
import { seedInvites } from '../tenancy/invite/seed';
import { seedVouchers } from '../access/wifi-code/seed';
import { seedAccountTemplates } from '../templates/account-template/seed';
import { seedLoginTemplates } from '../templates/login-template/seed';
import { seedStartPages } from '../templates/start-page/seed';
import { seedLocations } from '../network/location/seed';
import { seedDeviceConfigs } from '../network/device-config/seed';
import { seedHotspotDevices } from '../network/hotspot-device/seed';
import { seedEnrollment } from '../network/enrollment/seed';
import { seedHotspotAccounts } from '../access/hotspot-account/seed';
import { seedSessions } from '../access/session/seed';
import { seedGuestTraffic } from '../access/session/seedGuestTraffic';
import { seedPartnerLeads } from '../tenancy/partner-lead/seed';
import { CAFE_ID, HOTEL_ID, PARTNER_ID, VENDOR_ID } from '../platform/seed/ids';

export const DEMO_PASSWORD = 'Hotspot#2026';
export { CAFE_ID, HOTEL_ID, PARTNER_ID, VENDOR_ID };

/** The demo logins listed in README.md. */
export const DEMO_USERS = [
  {
    email: 'operator@hotspot-portal.test',
    firstName: 'Olivia',
    lastName: 'Operator',
    home: null,
    grants: [['*', ['owner']]],
  },
  {
    email: 'support@support.hotspot-portal.test',
    firstName: 'Sven',
    lastName: 'Support',
    home: null,
    grants: [['*', ['fx-support']]],
  },
  {
    email: 'partner@netpartner.test',
    firstName: 'Paula',
    lastName: 'Partner',
    home: PARTNER_ID,
    grants: [[PARTNER_ID, ['partner']]],
  },
  {
    email: 'vendor@vendor.test',
    firstName: 'Viktor',
    lastName: 'Vendor',
    home: VENDOR_ID,
    grants: [[VENDOR_ID, ['vendor']]],
  },
  {
    email: 'admin@alpenhotel.test',
    firstName: 'Anna',
    lastName: 'Berger',
    home: HOTEL_ID,
    grants: [[HOTEL_ID, ['super-admin']]],
  },
  {
    email: 'admin@stadtcafe.test',
    firstName: 'Max',
    lastName: 'Müller',
    home: CAFE_ID,
    grants: [[CAFE_ID, ['voucher-admin']]],
  },
] as const;

export interface SeedOptions {
  /** Customers in all, including the six named ones (default 40). */
  customers?: number;
  /** WiFi codes of the hotel customer K100001 (default 150). */
  hotelVouchers?: number;
  /** WiFi codes of every other generated customer (default 0). */
  vouchersPerCustomer?: number;
  /** Guest sessions of the hotel over 180 days instead of the demo's traffic (issue 11: analytics at scale). */
  sessions?: number;
  /** The analytics traffic (11,000 sessions of hotel and café, the hotel's DNS statistics); default on. */
  traffic?: boolean;
  seed?: number;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

export async function seedDemo(db: Db, opts: SeedOptions = {}) {
  const rng = new SeededRandom(opts.seed ?? 20261121);
  const total = Math.max(6, opts.customers ?? 40);

  const { generated, partnerCustomers } = await seedCustomers(db, rng, total);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    const id = rng.objectId();
    await db.insert(users).values({
      id,
      email: u.email,
      passwordHash,
      firstName: u.firstName,
      lastName: u.lastName,
      lang: 'de',
      timezone: 'Europe/Berlin',
      homeCustomerId: u.home,
    });
    const grants: { userId: string; customerKey: string; roles: string[] }[] = u.grants.map(([customerKey, roles]) => ({
      userId: id,
      customerKey,
      roles: [...roles],
    }));
    if (u.email.startsWith('partner@')) {
      grants.push(
        ...[HOTEL_ID, ...partnerCustomers].map((customerKey) => ({ userId: id, customerKey, roles: ['admin'] })),
      );
    }
    await db.insert(userGrants).values(grants);
  }

  await seedVouchers(db, HOTEL_ID, opts.hotelVouchers ?? 150, rng);
  await seedVouchers(db, CAFE_ID, 40, rng);
  if (opts.vouchersPerCustomer) {
    for (const customerId of generated) await seedVouchers(db, customerId, opts.vouchersPerCustomer, rng);
  }

  const devices = (customerId: string, users: number[]) =>
    users.map((n, i) => ({
      customerId,
      id: rng.objectId(),
      hotspotDeviceId: rng.objectId(),
      users: n,
      signal: 'hotspot_online',
      severity: 1,
      message: `AP ${i + 1}`,
    }));
  await db.insert(onlineUsers).values([...devices(HOTEL_ID, [12, 9, 8, 5]), ...devices(CAFE_ID, [6, 3])]);

  await seedDeviceAccounts(db, HOTEL_ID, () => rng.objectId());
  // The chain a guest login needs, for both demo customers: start-page content (terms of use,
  // imprint, templates, bundle) → account templates → login templates.
  for (const customerId of [HOTEL_ID, CAFE_ID]) {
    await seedStartPages(db, customerId, () => rng.objectId());
    await seedAccountTemplates(db, customerId, () => rng.objectId());
    await seedLoginTemplates(db, customerId, () => rng.objectId());
    // The hotspot network: locations and regions → device configs → devices → enrollment keys.
    await seedLocations(db, customerId, () => rng.objectId());
    await seedDeviceConfigs(db, customerId, () => rng.objectId());
    await seedHotspotDevices(db, customerId, () => rng.objectId());
    await seedEnrollment(db, customerId, () => rng.objectId());
  }
  await seedHotspotAccounts(db, HOTEL_ID, rng);
  await seedSessions(db, HOTEL_ID, rng);
  // Analytics traffic of hotel and café, and DNS statistics: with its own random numbers.
  if (opts.traffic !== false || opts.sessions !== undefined)
    await seedGuestTraffic(db, { sessions: opts.sessions, seed: opts.seed });
  // After the sessions: the invites' random draws must not shift the hotspot data's.
  await seedInvites(db, rng);
  await seedPartnerLeads(db, PARTNER_ID, () => rng.objectId());
  await seedCustomerPlugins(db, () => rng.objectId());
  // The demo is a large load at once: statistics now, not when autovacuum comes by.
  await analyzeAfterLoad(db);

  await db
    .insert(contentFiles)
    .values({ customerId: PARTNER_ID, name: 'logo.png', mime: 'image/png', data: demoLogo() });
}
