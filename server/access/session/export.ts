// The session list's export (docs/exports.md): POST /api/export/liveSessions, online now or the
// history (`history: true`), as the list. The list's checks and condition are the disconnect
// module's (it serves the list); the rows are read here, where the sessions' table is.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';
import type { ExportSource } from '../../platform/export/route';
import { sessionDuration, sessionExportCondition, sessionOnline } from '../disconnect';
import { radiusSessions } from './table';

/** The sessions as the list's SQL names them (`s`), for the export's keyset read. */
const sess = alias(radiusSessions, 's');

/** The columns of an exported session (below): the list's, its joins as subqueries. */
const SESSION_EXPORT_COLUMNS = {
  customerId: sess.customerId,
  startedAt: sess.startedAt,
  updatedAt: sess.updatedAt,
  stoppedAt: sess.stoppedAt,
  hotspotDeviceName: sql<string | null>`(select hd.name from hotspot_devices hd
    where hd.customer_id = s.customer_id and hd.id = s.hotspot_device_id)`.as('hotspot_device_name'),
  loginType: sql<string | null>`coalesce(s.login_type, case when s.voucher_id is not null then 'VOUCHER_LOGIN'
    when s.device_account_id is not null then 'DEVICE_ACCOUNT_LOGIN' end)`.as('login_type_shown'),
  code: sql<string | null>`(select v.code from vouchers v
    where v.customer_id = s.customer_id and v.id = s.voucher_id)`.as('voucher_code'),
  deviceAccountUsername: sql<string | null>`(select a.username from device_accounts a
    where a.customer_id = s.customer_id and a.id = s.device_account_id)`.as('device_account_username'),
  username: sess.username,
  clientMacMasked: sess.clientMacMasked,
  sessionTime: sess.sessionTime,
  inputBytes: sess.inputBytes,
  outputBytes: sess.outputBytes,
  terminateCause: sess.terminateCause,
};

export interface SessionExportRow {
  customerId: string;
  startedAt: Date;
  updatedAt: Date;
  stoppedAt: Date | null;
  hotspotDeviceName: string | null;
  loginType: string | null;
  code: string | null;
  deviceAccountUsername: string | null;
  username: string | null;
  clientMacMasked: string | null;
  sessionTime: number;
  inputBytes: number;
  outputBytes: number;
  terminateCause: string | null;
}

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
  open: async (ctx, args, sort): Promise<KeysetRead> => {
    const { scope, where, order } = await sessionExportCondition(ctx, args, sort);
    return {
      db: ctx.db,
      table: sess,
      columns: SESSION_EXPORT_COLUMNS,
      condition: where,
      terms: exportOrder([{ key: 'startedAt', order }], { startedAt: sess.startedAt }, sess.id, sess.customerId, scope),
    };
  },
};
