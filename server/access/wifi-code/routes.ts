// The WiFi-code list's export (docs/exports.md): POST /api/export/vouchers, the list's arguments and
// sort, streamed by the platform's export endpoint; and the codes' import.
import type { Services } from '../../platform/context';
import type { Route } from '../../platform/http';
import type { ExportSource } from '../../platform/export/route';
import { openVoucherExport, type VoucherExportRow } from './service';
import { voucherImportRoute } from './importRoute';

const validNow = (r: VoucherExportRow) => r.valid && !(r.expires !== null && r.expires.getTime() < Date.now());

export const voucherExport: ExportSource<VoucherExportRow> = {
  name: 'vouchers',
  fileName: 'wifi-codes',
  grant: 'Voucher:read',
  columns: [
    { key: 'code', type: 'text', value: (r) => r.code },
    { key: 'description', type: 'text', value: (r) => r.description },
    { key: 'active', type: 'boolean', value: (r) => r.active },
    { key: 'valid', type: 'boolean', value: validNow, reads: ['valid', 'expires'] },
    { key: 'used', type: 'integer', value: (r) => r.used },
    { key: 'simultaneousUse', type: 'integer', value: (r) => r.simultaneousUse },
    { key: 'deviceVoucher', type: 'boolean', value: (r) => r.deviceVoucher },
    { key: 'expires', type: 'datetime', value: (r) => r.expires },
    { key: 'dynamicExpires', type: 'text', value: (r) => r.dynamicExpires },
    { key: 'firstLoginAt', type: 'datetime', value: (r) => r.firstLoginAt },
    { key: 'createdAt', type: 'datetime', value: (r) => r.createdAt },
    { key: 'updatedAt', type: 'datetime', value: (r) => r.updatedAt },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: {
    customerIds: 'strings',
    ids: 'strings',
    codes: 'strings',
    active: 'boolean',
    valid: 'boolean',
    search: 'string',
    batchId: 'string',
  },
  open: openVoucherExport,
};

export const voucherRoutes = (services: Services): Route[] => [voucherImportRoute(services)];
