// The demo's sign-ins (listed in README.md), their grants, and the partner's logo.
import { CAFE_ID, HOTEL_ID, PARTNER_ID, VENDOR_ID } from '../../platform/seed/ids';
import { demoLogo } from '../../platform/seed/png';
import { hashPassword } from '../../platform/passwords';
import type { SeedScope } from '../../platform/module';
import { contentFiles, userGrants, users } from './table';

export const DEMO_PASSWORD = 'Hotspot#2026';

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

export async function seedUsers({ db, rng, customers }: SeedScope): Promise<void> {
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
        ...[HOTEL_ID, ...customers.partnerCustomers].map((customerKey) => ({
          userId: id,
          customerKey,
          roles: ['admin'],
        })),
      );
    }
    await db.insert(userGrants).values(grants);
  }
}

export async function seedPartnerLogo({ db }: SeedScope): Promise<void> {
  await db
    .insert(contentFiles)
    .values({ customerId: PARTNER_ID, name: 'logo.png', mime: 'image/png', data: demoLogo() });
}
