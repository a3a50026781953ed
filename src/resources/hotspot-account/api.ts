/** Hotspot accounts on the data interface (seed 001 §3 "Hotspot account", §7): the mapping of `hotspot-account`. */
import type { UpdateHotspotAccountInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

// Never the password (write-only); clientDeviceMac is the stored hash of the client's MAC.
const hotspotAccountFields = `_id customerId username description clientDeviceMac hotspotDeviceId hotspotDeviceMac
  multiAccountId valid termsOfUse { _id accepted } voucherId deviceAccountId logins firstLoginAt lastLoginAt online
  loginTemplate accountTemplate createdAt updatedAt`;

const hotspotAccount = defineResource<Record<string, never>, UpdateHotspotAccountInput>({
  type: 'HotspotAccount',
  list: 'hotspotAccounts',
  // Accounts come from guest logins only: no create.
  update: 'updateHotspotAccount',
  delete: 'deleteHotspotAccount',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: hotspotAccountFields,
  detailFields: hotspotAccountFields,
  sortable: ['username', 'description', 'valid', 'logins', 'firstLoginAt', 'lastLoginAt', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'lastLoginAt', order: 'DESC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    valid: { arg: 'active', type: 'Boolean' },
    voucherIds: { arg: 'voucherIds', type: '[ID!]' },
    deviceAccountIds: { arg: 'deviceAccountIds', type: '[ID!]' },
    hotspotDeviceIds: { arg: 'hotspotDeviceIds', type: '[ID!]' },
  },
  creatable: [],
  exportName: 'hotspotAccounts',
  updatable: ['valid', 'description', 'termsOfUse', 'username', 'password'],
});

export default { 'hotspot-account': hotspotAccount };
