// Demo plugins: the hotel, the café and the partner get theirs with the customers (customer/seed.ts);
// here a generated customer (K100004) gets every other plugin kind, so that every block type of
// seed 001 §3 appears in the demo with its settings (credentials are fake demo values).
import type { Db } from '../../platform/db/client';
import type { PluginBlocks } from '../customer/table';
import { insertPlugins } from './store';

export const INTEGRATIONS_DEMO_ID = 'K100004';

const integrationPlugins: PluginBlocks = {
  voucher: { active: true, maxVouchers: 1000 },
  voucherSms: { active: true, smsSenderName: 'HotspotWLAN' },
  voucherRedirect: { active: true },
  appLogin: { active: true, appId: 'de.example.gaeste', appName: 'Gäste-App', inStoreServices: true, locations: 3 },
  boostcom: {
    active: false,
    communityId: 'community-4711',
    loyaltyClubSlug: 'treueclub',
    token: 'demo-boostcom-token',
  },
  cidaas: {
    active: true,
    apiUrl: 'https://login.cidaas.test',
    clientId: 'hotspot-portal-demo',
    clientSecret: 'demo-cidaas-secret',
  },
  reos: {
    active: true,
    apiUrl: 'https://reos.test/api',
    tokenRequestUrl: 'https://reos.test/oauth/token',
    clientId: 'reos-demo',
    clientSecret: 'demo-reos-secret',
    scope: 'rooms',
    domain: 'hotel.reos.test',
    username: 'hotspot',
    password: 'demo-reos-password',
    minVlanId: 100,
    maxVlanId: 399,
  },
  webhook: { active: true, apiUrl: 'https://hooks.example.test/hotspot', token: 'demo-webhook-token' },
  wifi4eu: { active: true, identifier: '2f6c1b9e-4a2d-4f5e-9a51-0c7d3e8b1a42' },
  matomo: { active: true, siteId: 12, siteUrl: 'https://statistik.example.test' },
  dnsAnalytics: { active: true, organizationId: 4711 },
  dnsFilter: { active: true, organizationId: 4711 },
  monitoring: { active: true },
  cooldown: { active: false },
  externalLogin: { active: true },
  deviceAccount: { active: true, maxAccounts: 25 },
  concurrentUser: { active: true, value: 0 },
  analytics: { active: true, productTier: 'ENTERPRISE' },
  slaStatus: {
    active: true,
    level: 'STANDARD',
    slaOptions: ['WEEKEND_SERVICE'],
    hotline: '+49 30 100004',
    email: 'support@kunde.test',
    supportPortal: 'https://support.kunde.test',
    mailDomains: ['kunde.test'],
  },
};

/** Adds the integration showcase customer's plugins (once; the customer exists in every demo size). */
export async function seedCustomerPlugins(db: Db, newId: () => string): Promise<void> {
  await insertPlugins(db, { customerId: INTEGRATIONS_DEMO_ID, id: newId(), plugins: integrationPlugins });
}
