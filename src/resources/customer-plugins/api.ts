/** Customer plugins on the data interface (seed 001 §3 "Plugin settings", §7): the mapping of `customer-plugins`. */
import type { CreateCustomerPluginsInput, UpdateCustomerPluginsInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

// Credentials are write-only (always null): never selected; secretsSet says which are stored.
const pluginFields = `_id customerId createdAt updatedAt secretsSet
  analytics { active productTier }
  appLogin { active appId appName inStoreServices locations }
  boostcom { active communityId loyaltyClubSlug }
  cidaas { active apiUrl clientId }
  cms { active initialEmail poweredBy productTier storageSizeMb }
  concurrentUser { active value }
  cooldown { active }
  deviceAccount { active maxAccounts }
  dnsAnalytics { active organizationId }
  dnsFilter { active organizationId }
  externalLogin { active }
  matomo { active siteId siteUrl }
  monitoring { active }
  reos { active accessRequestUrl apiUrl clientId domain maxVlanId minVlanId scope tokenRequestUrl username }
  slaStatus { active email hotline level mailDomains partner slaOptions supportPortal }
  voucher { active maxVouchers }
  voucherRedirect { active }
  voucherSms { active smsSenderName }
  webhook { active apiUrl }
  wifi4eu { active identifier }`;

const BLOCKS = [
  'analytics',
  'appLogin',
  'boostcom',
  'cidaas',
  'cms',
  'concurrentUser',
  'cooldown',
  'deviceAccount',
  'dnsAnalytics',
  'dnsFilter',
  'externalLogin',
  'matomo',
  'monitoring',
  'reos',
  'slaStatus',
  'voucher',
  'voucherRedirect',
  'voucherSms',
  'webhook',
  'wifi4eu',
] as const;

const customerPlugins = defineResource<CreateCustomerPluginsInput, UpdateCustomerPluginsInput>({
  type: 'CustomerPlugins',
  list: 'customerPlugins',
  create: 'createCustomerPlugins',
  // createCustomerPlugins(data): ID! — the data provider reads the record back by its id.
  createReturnsId: true,
  update: 'updateCustomerPlugins',
  delete: 'deleteCustomerPlugins',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: pluginFields,
  detailFields: pluginFields,
  sortable: ['customerId', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'customerId', order: 'ASC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    active: { arg: 'active', type: 'Boolean' },
    type: { arg: 'type', type: 'PluginType' },
  },
  creatable: BLOCKS,
  updatable: BLOCKS,
});

export default { 'customer-plugins': customerPlugins };
