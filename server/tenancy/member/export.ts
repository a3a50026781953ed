// The member list's export (docs/exports.md): POST /api/export/members, one customer's members with
// their roles and permissions; never a password, a token or a second factor's secret.
import type { ExportSource } from '../../platform/export/route';
import { openMemberExport } from './service';
import type { MemberExportRow } from './store';

export const memberExport: ExportSource<MemberExportRow> = {
  name: 'members',
  fileName: 'members',
  grant: 'UserInvite:read',
  columns: [
    { key: 'email', type: 'text', value: (r) => r.email },
    { key: 'firstName', type: 'text', value: (r) => r.firstName },
    { key: 'lastName', type: 'text', value: (r) => r.lastName },
    { key: 'roles', type: 'text', value: (r) => r.roles.join(', ') },
    { key: 'permissions', type: 'text', value: (r) => r.permissions.join(', ') },
    { key: 'lastSignInAt', type: 'datetime', value: (r) => r.lastSignInAt },
    { key: 'invitedBy', type: 'text', value: (r) => r.invitedBy },
    { key: 'since', type: 'datetime', value: (r) => r.since },
    { key: 'secondFactor', type: 'boolean', value: (r) => r.secondFactor },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: { customerId: 'string', ids: 'strings', search: 'string' },
  open: openMemberExport,
};
