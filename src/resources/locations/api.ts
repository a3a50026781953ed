/**
 * Locations and regions on the data interface (seed 001 §3 "Location and Region", §7). The
 * react-admin resources are the paths below the area ('locations/location', 'locations/group'), so
 * `resourcePath()` builds their links; 'locations/hotspots' is the customer's hotspot devices as the
 * linked-hotspots dialog reads them (read only: where each device is listed now).
 */
import type {
  CreateHotspotDeviceInput,
  CreateLocationGroupInput,
  CreateLocationInput,
  UpdateHotspotDeviceInput,
  UpdateLocationGroupInput,
  UpdateLocationInput,
} from '../../generated/graphql';
import { defineResource } from '../../providers/resources';

const common = { idField: '_id', idsArg: 'ids', idsArgType: 'ID', scoped: true } as const;
const search = { arg: 'search', type: 'String' };
const ids = { arg: 'ids', type: '[ID!]' };

const times = 'startTime endTime';
const openingHours = `openingHours {
  weekdays { monday { ${times} } tuesday { ${times} } wednesday { ${times} } thursday { ${times} }
    friday { ${times} } saturday { ${times} } sunday { ${times} } }
  specialDates { startDate endDate times { ${times} } } }`;

const locationFields = `_id customerId name description externalId
  address { street zip city state country } geoLocation { lat long } geoEstimated hotspotDeviceIds
  locationGroups { _id name } createdAt updatedAt`;

/** The devices a details page names at most (the rest: "and n more"). */
export const DEVICES_SHOWN = 50;

const location = defineResource<CreateLocationInput, UpdateLocationInput>({
  ...common,
  type: 'Location',
  list: 'locations',
  exportName: 'locations',
  create: 'createLocation',
  update: 'updateLocation',
  delete: 'deleteLocation',
  fields: locationFields,
  detailFields: `${locationFields} dnsFilterConfig { ips networkId failures { error message } } ${openingHours}`,
  sortable: ['name', 'externalId', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'name', order: 'ASC' },
  filters: {
    q: search,
    ids,
    hasDevices: { arg: 'hasDevices', type: 'Boolean' },
    hotspotDeviceId: { arg: 'hotspotDeviceId', type: 'ID' },
  },
  creatable: [
    'name',
    'description',
    'externalId',
    'address',
    'geoLocation',
    'hotspotDeviceIds',
    'openingHours',
    'dnsFilterConfig',
  ],
  updatable: [
    'name',
    'description',
    'externalId',
    'address',
    'geoLocation',
    'hotspotDeviceIds',
    'openingHours',
    'dnsFilterConfig',
  ],
});

const groupFields = `_id customerId name description locationIds createdAt updatedAt`;
const group = defineResource<CreateLocationGroupInput, UpdateLocationGroupInput>({
  ...common,
  type: 'LocationGroup',
  list: 'locationGroups',
  exportName: 'locationGroups',
  create: 'createLocationGroup',
  update: 'updateLocationGroup',
  delete: 'deleteLocationGroup',
  fields: groupFields,
  detailFields: `${groupFields} locations { _id name address { zip city } }`,
  sortable: ['name', 'createdAt', 'updatedAt'],
  defaultSort: { key: 'name', order: 'ASC' },
  filters: { q: search, ids, locationId: { arg: 'locationId', type: 'ID' } },
  creatable: ['name', 'description', 'locationIds'],
  updatable: ['name', 'description', 'locationIds'],
});

const hotspotFields = `_id customerId name active deviceType mac locationId location { _id name }`;
const hotspots = defineResource<CreateHotspotDeviceInput, UpdateHotspotDeviceInput>({
  ...common,
  type: 'HotspotDevice',
  list: 'hotspotDevices',
  fields: hotspotFields,
  detailFields: hotspotFields,
  sortable: ['name', 'createdAt'],
  defaultSort: { key: 'name', order: 'ASC' },
  filters: { q: search, ids, locationId: { arg: 'locationId', type: 'ID' } },
  creatable: [],
  updatable: [],
});

export default {
  'locations/location': location,
  'locations/group': group,
  'locations/hotspots': hotspots,
};
