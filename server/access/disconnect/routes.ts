// The session list's export (docs/exports.md): POST /api/export/liveSessions, online now or the
// history (`history: true`), as the list.
import type { Services } from '../../platform/context';
import type { Route } from '../../platform/http';
import { exportRoute, type ExportSource } from '../../platform/export/route';
import { requireRestViewer } from '../../tenancy/identity';
import { openSessionExport, sessionDuration, sessionOnline } from './service';
import type { SessionExportRow } from './store';

export const sessionExport: ExportSource<SessionExportRow> = {
  name: 'liveSessions',
  fileName: 'sessions',
  grant: 'OnlineUsers:read',
  columns: [
    { key: 'startedAt', type: 'datetime', value: (r) => r.startedAt },
    { key: 'stoppedAt', type: 'datetime', value: (r) => r.stoppedAt },
    { key: 'lastUpdateAt', type: 'datetime', value: (r) => r.updatedAt, reads: ['updatedAt'] },
    { key: 'hotspotDeviceName', type: 'text', value: (r) => r.hotspotDeviceName },
    { key: 'loginType', type: 'text', value: (r) => r.loginType },
    { key: 'code', type: 'text', value: (r) => r.code },
    { key: 'deviceAccountUsername', type: 'text', value: (r) => r.deviceAccountUsername },
    { key: 'username', type: 'text', value: (r) => r.username },
    { key: 'clientMac', type: 'text', value: (r) => r.clientMacMasked, reads: ['clientMacMasked'] },
    {
      key: 'online',
      type: 'boolean',
      value: (r) => sessionOnline(r.stoppedAt, r.updatedAt, new Date()),
      reads: ['stoppedAt', 'updatedAt'],
    },
    {
      key: 'durationSeconds',
      type: 'integer',
      value: (r) => sessionDuration(r.startedAt, r.stoppedAt, r.sessionTime, new Date()),
      reads: ['startedAt', 'stoppedAt', 'sessionTime'],
    },
    { key: 'bytesUp', type: 'integer', value: (r) => Number(r.inputBytes), reads: ['inputBytes'] },
    { key: 'bytesDown', type: 'integer', value: (r) => Number(r.outputBytes), reads: ['outputBytes'] },
    { key: 'terminateCause', type: 'text', value: (r) => r.terminateCause },
    { key: 'customerId', type: 'text', value: (r) => r.customerId },
  ],
  args: {
    customerIds: 'strings',
    ids: 'strings',
    search: 'string',
    history: 'boolean',
    hotspotDeviceId: 'string',
    voucherId: 'string',
    deviceAccountId: 'string',
  },
  open: openSessionExport,
};

export const sessionRoutes = (services: Services): Route[] => [
  exportRoute(services, sessionExport as never, requireRestViewer),
];
