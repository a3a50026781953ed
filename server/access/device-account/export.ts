// The device-account list's export (docs/exports.md): POST /api/export/deviceAccounts.
import type { ExportSource } from '../../platform/export/route';
import { openDeviceAccountExport, type DeviceAccountExportRow } from './service';

export const deviceAccountExport: ExportSource<DeviceAccountExportRow> = {
  name: 'deviceAccounts',
  fileName: 'device-accounts',
  grant: 'DeviceAccount:read',
  columns: [
    { key: 'name', type: 'text', value: (r) => r.name },
    { key: 'description', type: 'text', value: (r) => r.description },
    { key: 'criteria.accountType', type: 'text', value: (r) => r.accountType, reads: ['accountType'] },
    { key: 'criteria.username', type: 'text', value: (r) => r.username, reads: ['username'] },
    { key: 'active', type: 'boolean', value: (r) => r.active },
    { key: 'expires', type: 'datetime', value: (r) => r.expires },
    { key: 'keywords', type: 'text', value: (r) => r.keywords },
    { key: 'createdAt', type: 'datetime', value: (r) => r.createdAt },
    { key: 'updatedAt', type: 'datetime', value: (r) => r.updatedAt },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: { customerIds: 'strings', ids: 'strings', active: 'boolean', search: 'string' },
  open: openDeviceAccountExport,
};
