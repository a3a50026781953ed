/** Account templates on the data interface (seed 001 §3 "Account template", §7): the mapping of `hotspot-account-template`. */
import type { CreateHotspotAccountTemplateInput, UpdateHotspotAccountTemplateInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const accountTemplateFields = `_id customerId name description active updatedAt createdAt
  accountConfiguration { dynamicExpires }
  accountProfile { expires idleTimeout maxBandwidthDown maxBandwidthUp maxSurftime maxVolume }`;

const accountTemplate = defineResource<CreateHotspotAccountTemplateInput, UpdateHotspotAccountTemplateInput>({
  type: 'HotspotAccountTemplate',
  list: 'hotspotAccountTemplates',
  create: 'createHotspotAccountTemplate',
  createReturnsId: true,
  update: 'updateHotspotAccountTemplate',
  delete: 'deleteHotspotAccountTemplate',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: accountTemplateFields,
  detailFields: accountTemplateFields,
  sortable: ['name', 'active', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'name', order: 'ASC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    active: { arg: 'active', type: 'Boolean' },
  },
  creatable: ['name', 'description', 'active', 'accountConfiguration', 'accountProfile'],
  updatable: ['name', 'description', 'active', 'accountConfiguration', 'accountProfile'],
});

export default { 'hotspot-account-template': accountTemplate };
