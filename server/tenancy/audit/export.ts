// The audit log's export (docs/exports.md): POST /api/export/auditLog, operators only as the list.
import type { ExportSource } from '../../platform/export/route';
import { openAuditExport } from './service';
import type { AuditExportRow } from './store';

export const auditExport: ExportSource<AuditExportRow> = {
  name: 'auditLog',
  fileName: 'audit-log',
  grant: 'operator',
  columns: [
    { key: 'at', type: 'datetime', value: (r) => r.at },
    { key: 'email', type: 'text', value: (r) => r.email },
    { key: 'userId', type: 'text', value: (r) => r.userId },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
    { key: 'operation', type: 'text', value: (r) => r.operation },
    { key: 'objectIds', type: 'text', value: (r) => r.objectIds.join(', ') },
    { key: 'outcome', type: 'text', value: (r) => r.outcome },
    { key: 'ip', type: 'text', value: (r) => r.ip },
    { key: 'userAgent', type: 'text', value: (r) => r.userAgent },
  ],
  args: {
    from: 'string',
    to: 'string',
    customerIds: 'strings',
    operation: 'string',
    email: 'string',
    outcome: 'string',
  },
  open: openAuditExport,
};
