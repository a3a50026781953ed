// The invite list's export (docs/exports.md): POST /api/export/userInvites.
import type { ExportSource } from '../../platform/export/route';
import { openInviteExport } from './service';
import type { InviteExportRow } from './store';

export const inviteExport: ExportSource<InviteExportRow> = {
  name: 'userInvites',
  fileName: 'invites',
  grant: 'UserInvite:read',
  columns: [
    { key: 'email', type: 'text', value: (r) => r.email },
    { key: 'firstName', type: 'text', value: (r) => r.firstName },
    { key: 'lastName', type: 'text', value: (r) => r.lastName },
    { key: 'roles', type: 'text', value: (r) => r.roles.join(', ') },
    { key: 'permissions', type: 'text', value: (r) => r.permissions.join(', ') },
    { key: 'lang', type: 'text', value: (r) => r.lang },
    { key: 'timezone', type: 'text', value: (r) => r.timezone },
    {
      key: 'active',
      type: 'boolean',
      value: (r) => r.expiresAt.getTime() > Date.now(),
      reads: ['expiresAt'],
    },
    { key: 'expiresAt', type: 'datetime', value: (r) => r.expiresAt },
    { key: 'createdAt', type: 'datetime', value: (r) => r.createdAt },
    { key: 'updatedAt', type: 'datetime', value: (r) => r.updatedAt },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: { customerIds: 'strings', ids: 'strings', search: 'string', active: 'boolean', email: 'string' },
  open: openInviteExport,
};
