// The hotspot-device list's export (docs/exports.md): POST /api/export/hotspotDevices.
import { deviceActiveAt } from '../../../src/domain/hotspotDevice';
import type { ExportSource } from '../../platform/export/route';
import { openDeviceExport, type DeviceExportRow } from './service';

export const deviceExport: ExportSource<DeviceExportRow> = {
  name: 'hotspotDevices',
  fileName: 'hotspots',
  grant: 'HotspotDevice:read',
  columns: [
    { key: 'name', type: 'text', value: (r) => r.name },
    { key: 'description', type: 'text', value: (r) => r.description },
    { key: 'deviceType', type: 'text', value: (r) => r.deviceType },
    {
      key: 'active',
      type: 'boolean',
      value: (r) => deviceActiveAt(r, Date.now()),
      reads: ['active', 'activeFrom', 'activeUntil'],
    },
    { key: 'activeSetting', type: 'boolean', value: (r) => r.active, reads: ['active'] },
    { key: 'periodStart', type: 'datetime', value: (r) => r.activeFrom, reads: ['activeFrom'] },
    { key: 'periodEnd', type: 'datetime', value: (r) => r.activeUntil, reads: ['activeUntil'] },
    { key: 'lanMac', type: 'text', value: (r) => r.lanMac },
    { key: 'mac', type: 'text', value: (r) => r.macs, reads: ['macs'] },
    { key: 'keywords', type: 'text', value: (r) => r.keywords },
    { key: 'lat', type: 'number', value: (r) => r.lat },
    { key: 'long', type: 'number', value: (r) => r.long },
    { key: 'timezone', type: 'text', value: (r) => r.timezone },
    { key: 'createdAt', type: 'datetime', value: (r) => r.createdAt },
    { key: 'updatedAt', type: 'datetime', value: (r) => r.updatedAt },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: {
    customerIds: 'strings',
    ids: 'strings',
    search: 'string',
    active: 'boolean',
    type: 'string',
    hotspotDeviceConfig: 'string',
    locationId: 'string',
  },
  open: openDeviceExport,
};
