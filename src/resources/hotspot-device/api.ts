/** Hotspot devices on the data interface (seed 001 §3 "Hotspot device", §7): the mapping of `hotspot-device`. */
import type { CreateHotspotDeviceInput, UpdateHotspotDeviceInput } from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const deviceFields = `_id customerId name active activeSetting activePeriod { start end } description deviceType
  hotspotDeviceConfig keywords lanMac mac locationId location { _id name } monitoringConfig { alias } timezone
  geoLocation { lat long } createdAt updatedAt`;

const periods = `weekdays { weekday times { startTime endTime } }
  specialDates { startDate endDate times { startTime endTime } }
  weekdayHours { monday { startTime endTime } tuesday { startTime endTime } wednesday { startTime endTime }
    thursday { startTime endTime } friday { startTime endTime } saturday { startTime endTime }
    sunday { startTime endTime } }`;

// Controller settings never carry the secrets back (the server blanks them); only whether one is set.
const deviceDetailFields = `${deviceFields}
  locationGroups { _id name }
  loginTimePeriods { ${periods} }
  loginTimePeriodsInherited
  monitoring { hotspotDeviceId signal message severity users updatedAt }
  deviceConfiguration { deviceType api { apiUrl } authApi { apiUrl username password }
    captivePortal { callbackMethod callbackUrl redirectUrl secureCallback } cipher { secret } }`;

const hotspotDevice = defineResource<CreateHotspotDeviceInput, UpdateHotspotDeviceInput>({
  type: 'HotspotDevice',
  list: 'hotspotDevices',
  exportName: 'hotspotDevices',
  create: 'createHotspotDevice',
  // createHotspotDevice(data): ID! — the data provider reads the record back by its id.
  createReturnsId: true,
  update: 'updateHotspotDevice',
  delete: 'deleteHotspotDevice',
  idField: '_id',
  idsArg: 'ids',
  idsArgType: 'ID',
  scoped: true,
  fields: deviceFields,
  detailFields: deviceDetailFields,
  sortable: ['name', 'deviceType', 'active', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'name', order: 'ASC' },
  filters: {
    q: { arg: 'search', type: 'String' },
    active: { arg: 'active', type: 'Boolean' },
    type: { arg: 'type', type: 'DeviceType' },
    hotspotDeviceConfig: { arg: 'hotspotDeviceConfig', type: 'ID' },
    locationId: { arg: 'locationId', type: 'ID' },
    ids: { arg: 'ids', type: '[ID!]' },
  },
  creatable: [
    'name',
    'active',
    'activePeriod',
    'description',
    'deviceType',
    'geoLocation',
    'hotspotDeviceConfig',
    'keywords',
    'lanMac',
    'mac',
    'monitoringConfig',
    'timezone',
    'locationId',
  ],
  updatable: [
    'name',
    'active',
    'activePeriod',
    'description',
    'deviceType',
    'geoLocation',
    'hotspotDeviceConfig',
    'keywords',
    'lanMac',
    'mac',
    'monitoringConfig',
    'timezone',
    'locationId',
  ],
});

export default { 'hotspot-device': hotspotDevice };
