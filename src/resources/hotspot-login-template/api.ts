/** Login templates on the data interface (seed 001 §3 "Login template", §7): the mapping of `hotspot-login-template`. */
import type { CreateHotspotLoginTemplateInput, UpdateHotspotLoginTemplateInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const loginTemplateFields = `_id customerId name description active loginType hotspotAccountTemplateId termsOfUseId
  updatedAt createdAt
  loginTypeConfig { defaultCountryCallingCode pluginId splashUrl successUrl errorUrl externalLoginPluginId
    deviceAccountPluginId reosPluginId voucherSmsPluginId }
  cooldown { cooldownPluginId dynamicExpires conditionalCooldowns { property accountCreatedBefore dynamicExpires } }`;

/** The first page of the device configurations offering the template (details only). */
export const DEVICE_CONFIGS_SHOWN = 25;

const loginTemplate = defineResource<CreateHotspotLoginTemplateInput, UpdateHotspotLoginTemplateInput>({
  type: 'HotspotLoginTemplate',
  list: 'hotspotLoginTemplates',
  create: 'createHotspotLoginTemplate',
  createReturnsId: true,
  update: 'updateHotspotLoginTemplate',
  delete: 'deleteHotspotLoginTemplate',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: loginTemplateFields,
  // the signing secret only on the details (docs/external-login.md), not in lists
  detailFields: `${loginTemplateFields} signingSecret
    hotspotDeviceConfigs(skip: 0, take: ${DEVICE_CONFIGS_SHOWN}) { totalCount data { _id name active } }`,
  sortable: ['name', 'active', 'loginType', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'name', order: 'ASC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    active: { arg: 'active', type: 'Boolean' },
    type: { arg: 'type', type: 'LoginType' },
    hotspotAccountTemplateIds: { arg: 'hotspotAccountTemplateIds', type: '[ID!]' },
  },
  creatable: [
    'name',
    'description',
    'active',
    'loginType',
    'loginTypeConfig',
    'hotspotAccountTemplateId',
    'termsOfUseId',
    'cooldown',
  ],
  updatable: [
    'name',
    'description',
    'active',
    'loginType',
    'loginTypeConfig',
    'hotspotAccountTemplateId',
    'termsOfUseId',
    'cooldown',
  ],
});

export default { 'hotspot-login-template': loginTemplate };
