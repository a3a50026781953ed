/** Device configurations on the data interface (seed 001 §3 "Hotspot device config", §7): the mapping of `hotspot-device-config`. */
import type { CreateHotspotDeviceConfigInput, UpdateHotspotDeviceConfigInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const times = 'startTime endTime';
/** Login time periods with the calculated hours per weekday (read-only). */
export const LOGIN_TIME_PERIODS_FIELDS = `loginTimePeriods {
  weekdays { weekday times { ${times} } }
  specialDates { startDate endDate times { ${times} } }
  weekdayHours { monday { ${times} } tuesday { ${times} } wednesday { ${times} } thursday { ${times} }
    friday { ${times} } saturday { ${times} } sunday { ${times} } } }`;

// Passwords and secrets come back blanked by the server (write-only): only whether a block exists.
const settings = `deviceSettings { deviceType api { apiUrl } authApi { apiUrl username }
  captivePortal { callbackMethod callbackUrl redirectUrl secureCallback } cipher { secret } }`;

const configFields = `_id customerId name active description keywords hotspotLoginTemplates templateBundle
  ssid wifiPassphrase ${LOGIN_TIME_PERIODS_FIELDS} createdAt updatedAt`;

/** The devices using a config shown on its details, per page. */
export const DEVICES_PER_PAGE = 25;

const deviceConfig = defineResource<CreateHotspotDeviceConfigInput, UpdateHotspotDeviceConfigInput>({
  type: 'HotspotDeviceConfig',
  list: 'hotspotDeviceConfigs',
  create: 'createHotspotDeviceConfig',
  // createHotspotDeviceConfig(data): ID! — the data provider reads the record back by its id.
  createReturnsId: true,
  update: 'updateHotspotDeviceConfig',
  delete: 'deleteHotspotDeviceConfig',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: configFields,
  detailFields: `${configFields} ${settings}`,
  sortable: ['name', 'active', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'name', order: 'ASC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    active: { arg: 'active', type: 'Boolean' },
    hotspotLoginTemplateIds: { arg: 'hotspotLoginTemplateIds', type: '[ID!]' },
  },
  creatable: [
    'name',
    'active',
    'description',
    'keywords',
    'hotspotLoginTemplates',
    'templateBundle',
    'deviceSettings',
    'loginTimePeriods',
    'ssid',
    'wifiPassphrase',
  ],
  updatable: [
    'name',
    'active',
    'description',
    'keywords',
    'hotspotLoginTemplates',
    'templateBundle',
    'deviceSettings',
    'loginTimePeriods',
    'ssid',
    'wifiPassphrase',
  ],
});

export default { 'hotspot-device-config': deviceConfig };
