// The deterministic demo installation that `npm start` creates on an empty database, also used by
// the tests (small) and the benchmarks (large, via the size options).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  contentFiles,
  customerPlugins,
  customers,
  onlineUsers,
  userGrants,
  userInvites,
  users,
  type Address,
  type PluginBlocks,
} from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { INVITE_TOKEN_EXPIRATION_S } from '../../src/domain/constants';
import { SeededRandom } from './random';
import { demoLogo } from './png';
import { seedDeviceAccounts } from '../modules/device-account/seed';
import { analyzeAfterLoad } from '../lib/statistics';
import { seedVouchers } from '../modules/wifi-code/seed';

export const DEMO_PASSWORD = 'Hotspot#2026';
export const PARTNER_ID = 'K900001';
export const VENDOR_ID = 'K900002';
export const HOTEL_ID = 'K100001';
export const CAFE_ID = 'K100002';

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
  seed?: number;
}

const CITIES: [string, string][] = [
  ['80331', 'München'],
  ['10115', 'Berlin'],
  ['20095', 'Hamburg'],
  ['50667', 'Köln'],
  ['60311', 'Frankfurt am Main'],
  ['70173', 'Stuttgart'],
  ['40213', 'Düsseldorf'],
  ['04109', 'Leipzig'],
  ['01067', 'Dresden'],
  ['90403', 'Nürnberg'],
  ['28195', 'Bremen'],
  ['30159', 'Hannover'],
  ['87561', 'Oberstdorf'],
  ['18055', 'Rostock'],
  ['79098', 'Freiburg im Breisgau'],
  ['93047', 'Regensburg'],
  ['24103', 'Kiel'],
  ['99084', 'Erfurt'],
  ['66111', 'Saarbrücken'],
  ['55116', 'Mainz'],
];
const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Marktplatz',
  'Seestraße',
  'Kirchweg',
  'Lindenallee',
  'Am Hafen',
  'Schillerstraße',
  'Gartenweg',
  'Bergstraße',
];
const KINDS = [
  'Hotel',
  'Pension',
  'Café',
  'Camping',
  'Bäckerei',
  'Gasthof',
  'Praxis',
  'Autohaus',
  'Fitnessstudio',
  'Bibliothek',
  'Klinik',
  'Messe',
];
const NAMES = [
  'Adler',
  'Seeblick',
  'Sonnenhof',
  'Lindenhof',
  'Am Markt',
  'Zur Post',
  'Bergblick',
  'Rheinperle',
  'Nordlicht',
  'Waldesruh',
  'Stadtmitte',
  'Alte Mühle',
];

const address = (rng: SeededRandom): Address => {
  const [zip, city] = rng.pick(CITIES);
  return { street: `${rng.pick(STREETS)} ${1 + rng.int(120)}`, zip, city, country: 'Deutschland', countryCode: 'DE' };
};

const hotelPlugins: PluginBlocks = {
  voucher: { active: true, maxVouchers: 5000 },
  concurrentUser: { active: true, value: 50 },
  analytics: { active: true, productTier: 'PROFESSIONAL' },
  deviceAccount: { active: true, maxAccounts: 200 },
  monitoring: { active: true },
  cooldown: { active: true },
  cms: {
    active: true,
    initialEmail: 'web@alpenhotel.test',
    productTier: 'STANDARD',
    storageSizeMb: 500,
    poweredBy: 'NetPartner',
  },
  slaStatus: {
    active: true,
    level: 'PREMIUM',
    partner: 'NetPartner Systemhaus GmbH',
    slaOptions: ['ALL_DAY_HOTLINE', 'LOCAL_SERVICE'],
    hotline: '+49 341 2200 100',
    email: 'support@netpartner.test',
    supportPortal: 'https://support.netpartner.test',
    mailDomains: ['netpartner.test'],
  },
};

const cafePlugins: PluginBlocks = {
  voucher: { active: true, maxVouchers: 200 },
  concurrentUser: { active: true, value: 10 },
  analytics: { active: true, productTier: 'BASIC' },
};

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

export async function seedDemo(db: Db, opts: SeedOptions = {}) {
  const rng = new SeededRandom(opts.seed ?? 20261121);
  const total = Math.max(6, opts.customers ?? 40);

  const named = [
    {
      customerId: PARTNER_ID,
      company: 'NetPartner Systemhaus GmbH',
      address: {
        street: 'Karl-Liebknecht-Straße 12',
        zip: '04107',
        city: 'Leipzig',
        country: 'Deutschland',
        countryCode: 'DE',
      },
      email: 'info@netpartner.test',
      phone: '+49 341 2200 0',
      website: 'https://netpartner.test',
      description: 'White-Label-Partner für Hotellerie und Gastronomie',
    },
    {
      customerId: VENDOR_ID,
      company: 'WLAN Vertrieb AG',
      address: { street: 'Großer Burstah 3', zip: '20457', city: 'Hamburg', country: 'Deutschland', countryCode: 'DE' },
      email: 'vertrieb@vendor.test',
      phone: '+49 40 555 010',
      website: 'https://vendor.test',
      description: 'Vertriebspartner',
    },
    {
      customerId: HOTEL_ID,
      company: 'Alpenhotel Sonnblick GmbH',
      address: {
        street: 'Zugspitzstraße 44',
        zip: '82467',
        city: 'Garmisch-Partenkirchen',
        country: 'Deutschland',
        countryCode: 'DE',
      },
      email: 'rezeption@alpenhotel.test',
      phone: '+49 8821 7300',
      website: 'https://alpenhotel.test',
      description: '4-Sterne-Hotel mit 120 Zimmern, Tagungsbereich und Spa',
      partnerCustomerId: PARTNER_ID,
    },
    {
      customerId: CAFE_ID,
      company: 'Stadtcafé Müller',
      address: { street: 'Hohe Straße 81', zip: '50667', city: 'Köln', country: 'Deutschland', countryCode: 'DE' },
      email: 'hallo@stadtcafe.test',
      phone: '+49 221 123 456',
      website: 'https://stadtcafe.test',
      description: 'Café mit Gäste-WLAN',
    },
  ];
  const generated = Array.from({ length: total - named.length }, (_, i) => {
    const n = i + 3;
    return {
      customerId: `K1${String(n).padStart(5, '0')}`,
      company: `${rng.pick(KINDS)} ${rng.pick(NAMES)}${n > 100 ? ` ${n}` : ''}`,
      address: address(rng),
      email: `kontakt${n}@kunde.test`,
      phone: `+49 30 ${100000 + n}`,
      website: null,
      description: null,
      partnerCustomerId: n <= 10 ? PARTNER_ID : null,
      active: n % 17 !== 7,
    };
  });
  const all = [...named, ...generated];
  for (let i = 0; i < all.length; i += 1000) {
    await db.insert(customers).values(all.slice(i, i + 1000).map((c) => ({ ...c, id: rng.objectId() })));
  }
  await db.insert(customerPlugins).values([
    { customerId: HOTEL_ID, id: rng.objectId(), plugins: hotelPlugins },
    { customerId: CAFE_ID, id: rng.objectId(), plugins: cafePlugins },
    { customerId: PARTNER_ID, id: rng.objectId(), plugins: { analytics: { active: true, productTier: 'BASIC' } } },
  ]);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const partnerCustomers = generated.filter((c) => c.partnerCustomerId === PARTNER_ID).map((c) => c.customerId);
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
    for (const c of generated) await seedVouchers(db, c.customerId, opts.vouchersPerCustomer, rng);
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

  await db.insert(userInvites).values({
    customerId: HOTEL_ID,
    id: rng.objectId(),
    email: 'admin@stadtcafe.test',
    firstName: 'Max',
    lastName: 'Müller',
    lang: 'de',
    roles: ['voucher-admin'],
    invitingCustomer: HOTEL_ID,
    expiresAt: new Date(Date.now() + INVITE_TOKEN_EXPIRATION_S * 1000),
  });

  await seedDeviceAccounts(db, HOTEL_ID, () => rng.objectId());
  // The demo is a large load at once: statistics now, not when autovacuum comes by.
  await analyzeAfterLoad(db);

  await db
    .insert(contentFiles)
    .values({ customerId: PARTNER_ID, name: 'logo.png', mime: 'image/png', data: demoLogo() });
}
