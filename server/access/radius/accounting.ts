// RADIUS accounting writes: Start / Interim-Update / Stop upsert one radius_sessions row in one
// statement, keyed like FreeRADIUS's Acct-Unique-Session-Id: the device, Acct-Session-Id and the
// Class of the login (radius_accounting, migration 0035): a Start after a Stop of the same key, or of
// another login, opens a new row; a Stop without Start is stored too. The reads (online counts)
// are in server/access/session/store.ts.
import { and, eq, isNull } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client';
import { newObjectId } from '../../platform/ids';
import { emitEvent } from '../../platform/events';
import { noteWrites } from '../../platform/statistics';
import { normalizeCode } from '../../../src/domain/voucherCode';
import { hashClientMac } from '../device-account';
import { radiusSessions } from '../session/table';
import { stationMac } from '../hotspot-login';
import { maskMac } from '../disconnect';

export type AcctStatus = 'Start' | 'Interim-Update' | 'Stop' | 'Accounting-On' | 'Accounting-Off';

export interface AccountingRecord {
  customerId: string;
  deviceId: string;
  status: AcctStatus;
  acctSessionId: string;
  /** The Class of the Access-Accept the NAS echoes ('' when it sent none or not ours). */
  loginClass: string;
  username: string | null;
  clientMac: string | null;
  nasIp: string | null;
  /** NAS-Port (for a Disconnect-Request later). */
  nasPort: number | null;
  /** Acct-Session-Time, seconds. */
  sessionTime: number;
  /** Octets incl. gigawords: input = from the client. */
  inputBytes: number;
  outputBytes: number;
  /** Acct-Delay-Time, seconds. */
  delay: number;
  terminateCause: string | null;
  now?: Date;
}

/** Stores one Accounting-Request. Accounting-On/Off (device restart) stops the device's open sessions. */
export async function recordAccounting(db: Db, r: AccountingRecord): Promise<void> {
  const now = r.now ?? new Date();
  const at = new Date(now.getTime() - Math.max(0, r.delay) * 1000);
  if (r.status === 'Accounting-On' || r.status === 'Accounting-Off') {
    await db
      .update(radiusSessions)
      .set({ stoppedAt: at, updatedAt: at, terminateCause: 'NAS-Reboot' })
      .where(
        and(
          eq(radiusSessions.customerId, r.customerId),
          eq(radiusSessions.hotspotDeviceId, r.deviceId),
          isNull(radiusSessions.stoppedAt),
        ),
      );
    return;
  }
  const mac = stationMac(r.clientMac);
  const clientHash = mac ? await hashClientMac(db, mac) : '';
  const stop = r.status === 'Stop';
  const startedAt = new Date(at.getTime() - (r.status === 'Start' ? 0 : Math.max(0, r.sessionTime) * 1000));
  // One statement (radius_accounting, migration 0013): the session's owner — the code of User-Name,
  // else the device account of that username or of the client MAC, and the client's hotspot account —
  // and the upsert of its row.
  await queryRows(
    db,
    `select radius_accounting($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      r.customerId,
      r.deviceId,
      r.acctSessionId,
      (r.username && normalizeCode(r.username)) || null,
      r.username,
      clientHash,
      r.nasIp,
      startedAt.toISOString(),
      at.toISOString(),
      stop,
      r.inputBytes,
      r.outputBytes,
      r.sessionTime,
      r.terminateCause,
      newObjectId(),
      r.loginClass,
      r.nasPort,
      r.status === 'Start',
    ],
  );
  // The planner's statistics where the server keeps them (server/platform/statistics.ts).
  noteWrites(db, 'radius_sessions', 1);
  if (r.status === 'Start') noteWrites(db, 'radius_seat_reservations', 1);
  // The client's MAC masked for live sessions (the full MAC is never stored): once, at Start.
  if (r.status === 'Start' && mac) {
    await queryRows(
      db,
      `update radius_sessions set client_mac_masked = $1 where customer_id = $2 and hotspot_device_id = $3
        and acct_session_id = $4 and login_class = $5 and stopped_at is null and client_mac_masked is null`,
      [maskMac(mac), r.customerId, r.deviceId, r.acctSessionId, r.loginClass],
    );
  }
  // session.started / updated / stopped for the customer's webhooks (no query while the customer has
  // no endpoint for it; no client MAC in it: docs/webhooks.md).
  await emitEvent(db, r.customerId, SESSION_EVENTS[r.status], {
    hotspotDeviceId: r.deviceId,
    acctSessionId: r.acctSessionId,
    username: r.username,
    startedAt: startedAt.toISOString(),
    sessionTime: r.sessionTime,
    inputBytes: r.inputBytes,
    outputBytes: r.outputBytes,
    ...(stop ? { stoppedAt: at.toISOString(), terminateCause: r.terminateCause } : {}),
  });
}

const SESSION_EVENTS = {
  Start: 'session.started',
  'Interim-Update': 'session.updated',
  Stop: 'session.stopped',
} as const;
