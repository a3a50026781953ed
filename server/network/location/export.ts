// The location and region lists' exports (docs/exports.md): POST /api/export/locations and
// /api/export/locationGroups.
import type { ExportSource } from '../../platform/export/route';
import { openLocationExport, openLocationGroupExport, type LocationExportRow } from './service';
import type { LocationGroupExportRow } from './store';

export const locationExport: ExportSource<LocationExportRow> = {
  name: 'locations',
  fileName: 'locations',
  grant: 'HotspotDeviceLocation:read',
  columns: [
    { key: 'name', type: 'text', value: (r) => r.name },
    { key: 'description', type: 'text', value: (r) => r.description },
    { key: 'externalId', type: 'text', value: (r) => r.externalId },
    { key: 'street', type: 'text', value: (r) => r.street },
    { key: 'zip', type: 'text', value: (r) => r.zip },
    { key: 'city', type: 'text', value: (r) => r.city },
    { key: 'state', type: 'text', value: (r) => r.state },
    { key: 'country', type: 'text', value: (r) => r.country },
    { key: 'lat', type: 'number', value: (r) => r.lat },
    { key: 'long', type: 'number', value: (r) => r.long },
    { key: 'createdAt', type: 'datetime', value: (r) => r.createdAt },
    { key: 'updatedAt', type: 'datetime', value: (r) => r.updatedAt },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: { customerIds: 'strings', ids: 'strings', search: 'string', hasDevices: 'boolean', hotspotDeviceId: 'string' },
  open: openLocationExport,
};

/** Regions (location groups): their locations by name. */
export const locationGroupExport: ExportSource<LocationGroupExportRow> = {
  name: 'locationGroups',
  fileName: 'regions',
  grant: 'HotspotDeviceLocationGroup:read',
  columns: [
    { key: 'name', type: 'text', value: (r) => r.name },
    { key: 'description', type: 'text', value: (r) => r.description },
    { key: 'locationCount', type: 'integer', value: (r) => r.locationCount },
    { key: 'locations', type: 'text', value: (r) => r.locationNames, reads: ['locationNames'] },
    { key: 'createdAt', type: 'datetime', value: (r) => r.createdAt },
    { key: 'updatedAt', type: 'datetime', value: (r) => r.updatedAt },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: { customerIds: 'strings', ids: 'strings', search: 'string', locationId: 'string' },
  open: openLocationGroupExport,
};
