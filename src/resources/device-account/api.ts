/** Device accounts on the data interface (seed 001 §3 "Device account", §7): the mapping of `device-account`. */
import type { CreateDeviceAccountInput, UpdateDeviceAccountInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

// Never the password; clientDeviceMac is the stored hash (not displayable, never sent back).
const deviceAccountFields = `_id customerId name description keywords expires active showTermsOfUse loginTemplate
  updatedAt createdAt criteria { accountType username clientDeviceMac }`;

const deviceAccount = defineResource<CreateDeviceAccountInput, UpdateDeviceAccountInput>({
  type: 'DeviceAccount',
  list: 'deviceAccounts',
  create: 'createDeviceAccount',
  // createDeviceAccount(data): ID! — the data provider reads the record back by its id.
  createReturnsId: true,
  update: 'updateDeviceAccount',
  delete: 'deleteDeviceAccount',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  exportName: 'deviceAccounts',
  fields: deviceAccountFields,
  detailFields: deviceAccountFields,
  sortable: ['name', 'active', 'expires', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'name', order: 'ASC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    active: { arg: 'active', type: 'Boolean' },
  },
  creatable: ['name', 'description', 'active', 'criteria', 'expires', 'keywords', 'loginTemplate', 'showTermsOfUse'],
  updatable: ['name', 'description', 'active', 'criteria', 'expires', 'keywords', 'loginTemplate', 'showTermsOfUse'],
});

export default { 'device-account': deviceAccount };
