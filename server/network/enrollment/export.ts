// The enrollment log's export (docs/exports.md): POST /api/export/enrollmentKeyLogs.
import type { ExportSource } from '../../platform/export/route';
import { openLogExport, type LogExportRow } from './service';

export const logExport: ExportSource<LogExportRow> = {
  name: 'enrollmentKeyLogs',
  fileName: 'enrollment-log',
  grant: 'EnrollmentKeyLogs:read',
  columns: [
    { key: 'createdAt', type: 'datetime', value: (r) => r.createdAt },
    { key: 'status', type: 'text', value: (r) => r.status },
    { key: 'keyName', type: 'text', value: (r) => r.keyName },
    { key: 'log', type: 'text', value: (r) => r.log },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: { customerIds: 'strings', ids: 'strings', keyIds: 'strings', status: 'string', search: 'string' },
  open: openLogExport,
};
