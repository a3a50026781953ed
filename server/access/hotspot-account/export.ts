// The hotspot-account list's export (docs/exports.md): POST /api/export/hotspotAccounts, the accounts
// of a WiFi code or a device account (or a customer's, filtered as the list).
import type { ExportSource } from '../../platform/export/route';
import { openHotspotAccountExport } from './service';
import type { HotspotAccountExportRow } from './store';

export const hotspotAccountExport: ExportSource<HotspotAccountExportRow> = {
  name: 'hotspotAccounts',
  fileName: 'hotspot-accounts',
  grant: 'Voucher:read',
  columns: [
    { key: 'username', type: 'text', value: (r) => r.username },
    { key: 'description', type: 'text', value: (r) => r.description },
    { key: 'hotspotDeviceId', type: 'text', value: (r) => r.hotspotDeviceName, reads: ['hotspotDeviceName'] },
    { key: 'voucherId', type: 'text', value: (r) => r.voucherCode, reads: ['voucherCode'] },
    { key: 'deviceAccountId', type: 'text', value: (r) => r.deviceAccountName, reads: ['deviceAccountName'] },
    { key: 'logins', type: 'integer', value: (r) => r.logins },
    { key: 'firstLoginAt', type: 'datetime', value: (r) => r.firstLoginAt },
    { key: 'lastLoginAt', type: 'datetime', value: (r) => r.lastLoginAt },
    { key: 'valid', type: 'boolean', value: (r) => r.valid },
    { key: 'multiAccountId', type: 'text', value: (r) => r.multiAccountId },
    { key: 'termsOfUse', type: 'boolean', value: (r) => r.termsAccepted, reads: ['termsAccepted'] },
    { key: 'createdAt', type: 'datetime', value: (r) => r.createdAt },
    { key: 'updatedAt', type: 'datetime', value: (r) => r.updatedAt },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: {
    customerIds: 'strings',
    ids: 'strings',
    search: 'string',
    active: 'boolean',
    voucherIds: 'strings',
    deviceAccountIds: 'strings',
    hotspotDeviceIds: 'strings',
  },
  open: openHotspotAccountExport,
};
