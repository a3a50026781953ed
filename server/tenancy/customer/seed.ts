// Demo customers and their plugins: four named ones (partner, vendor, hotel, café) and generated
// ones with German company names and addresses, deterministic from the seeded random numbers.
import type { Db } from '../../platform/db/client';
import { CAFE_ID, DEMO_BOOSTCOM, HOTEL_ID, PARTNER_ID, VENDOR_ID } from '../../platform/seed/ids';
import type { SeededRandom } from '../../platform/seed/random';
import { customerPlugins, customers, type Address, type PluginBlocks } from './table';

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

/**
 * The hotel's identity provider (CIDAAS_LOGIN, docs/oidc-login.md): the portal's own OpenID provider
 * stand-in at `<PUBLIC_URL>/stand-in/oidc`, which takes these client credentials from the plugin.
 * A real cidaas tenant is configuration alone: its issuer URL, client id and secret in the plugin.
 */
export const DEMO_CIDAAS = { clientId: 'alpenhotel-wlan', clientSecret: 'demo-oidc-secret-7Qx2mV9kLp' } as const;

const hotelPlugins = (portal: string): PluginBlocks => ({
  voucher: { active: true, maxVouchers: 5000 },
  concurrentUser: { active: true, value: 50 },
  analytics: { active: true, productTier: 'PROFESSIONAL' },
  // The web tab of location analytics (issue 11): DNS statistics of the hotel's locations.
  dnsAnalytics: { active: true, organizationId: 4711 },
  deviceAccount: { active: true, maxAccounts: 200 },
  monitoring: { active: true },
  cooldown: { active: true },
  externalLogin: { active: true },
  // The demo's SMS login (docs/sms.md): codes go to the local SMS outbox unless SMS_SMPP_URL is set.
  voucherSms: { active: true, smsSenderName: 'Alpenhotel' },
  // The demo's app login (its app is the portal's stand-in, docs/external-login.md).
  appLogin: {
    active: true,
    appId: 'de.alpenhotel.app',
    appName: 'Alpenhotel-App',
    inStoreServices: false,
    locations: 3,
  },
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
  cidaas: { active: true, apiUrl: `${portal}/stand-in/oidc`, ...DEMO_CIDAAS },
  boostcom: { active: true, ...DEMO_BOOSTCOM },
});

const cafePlugins: PluginBlocks = {
  voucher: { active: true, maxVouchers: 200 },
  concurrentUser: { active: true, value: 10 },
  analytics: { active: true, productTier: 'BASIC' },
};

/**
 * Inserts `total` customers (at least the four named ones) and the plugins of hotel, café and
 * partner; answers the generated customers' ids and those the partner looks after.
 */
export async function seedCustomers(
  db: Db,
  rng: SeededRandom,
  total: number,
  /** The portal's public address (PUBLIC_URL): the hotel's identity provider is its stand-in there. */
  publicUrl = 'http://localhost:3000',
): Promise<{ generated: string[]; partnerCustomers: string[] }> {
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
    { customerId: HOTEL_ID, id: rng.objectId(), plugins: hotelPlugins(publicUrl.replace(/\/+$/, '')) },
    { customerId: CAFE_ID, id: rng.objectId(), plugins: cafePlugins },
    { customerId: PARTNER_ID, id: rng.objectId(), plugins: { analytics: { active: true, productTier: 'BASIC' } } },
  ]);

  return {
    generated: generated.map((c) => c.customerId),
    partnerCustomers: generated.filter((c) => c.partnerCustomerId === PARTNER_ID).map((c) => c.customerId),
  };
}
