// RADIUS accounting writes: Start / Interim-Update / Stop upsert one radius_sessions row per
// (customer, device, Acct-Session-Id); a Stop without Start is stored too. The reads (online counts)
// are in server/modules/session/store.ts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newObjectId } from '../ids';
import { normalizeCode } from '../../src/domain/voucherCode';
import { hashClientMac } from '../modules/device-account/service';
import { deviceAccounts } from '../modules/device-account/table';
import { hotspotAccounts } from '../modules/hotspot-account/table';
import { radiusSessions } from '../modules/session/table';
import { vouchers } from '../modules/wifi-code/table';
import { stationMac } from '../hotspot-login';

export type AcctStatus = 'Start' | 'Interim-Update' | 'Stop' | 'Accounting-On' | 'Accounting-Off';

export interface AccountingRecord {
  customerId: string;
  deviceId: string;
  status: AcctStatus;
  acctSessionId: string;
  username: string | null;
  clientMac: string | null;
  nasIp: string | null;
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

/** Who the session belongs to: the code or device account of User-Name (or the client MAC), and its hotspot account. */
async function owner(db: Db, customerId: string, username: string | null, clientHash: string) {
  let voucherId: string | null = null;
  let deviceAccountId: string | null = null;
  if (username) {
    const code = normalizeCode(username);
    if (code) {
      const [v] = await db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(and(eq(vouchers.customerId, customerId), eq(vouchers.code, code)));
      voucherId = v?.id ?? null;
    }
    if (!voucherId) {
      const [a] = await db
        .select({ id: deviceAccounts.id })
        .from(deviceAccounts)
        .where(
          and(
            eq(deviceAccounts.customerId, customerId),
            sql`lower(${deviceAccounts.username}) = ${username.trim().toLowerCase()}`,
          ),
        );
      deviceAccountId = a?.id ?? null;
    }
  }
  if (!voucherId && !deviceAccountId && clientHash) {
    const [a] = await db
      .select({ id: deviceAccounts.id })
      .from(deviceAccounts)
      .where(and(eq(deviceAccounts.customerId, customerId), eq(deviceAccounts.macHash, clientHash)));
    deviceAccountId = a?.id ?? null;
  }
  let hotspotAccountId: string | null = null;
  if (voucherId || deviceAccountId) {
    const [h] = await db
      .select({ id: hotspotAccounts.id })
      .from(hotspotAccounts)
      .where(
        and(
          eq(hotspotAccounts.customerId, customerId),
          voucherId ? eq(hotspotAccounts.voucherId, voucherId) : eq(hotspotAccounts.deviceAccountId, deviceAccountId!),
          eq(hotspotAccounts.clientMacHash, clientHash),
        ),
      );
    hotspotAccountId = h?.id ?? null;
  }
  return { voucherId, deviceAccountId, hotspotAccountId };
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
  const who = await owner(db, r.customerId, r.username, clientHash);
  const stop = r.status === 'Stop';
  const startedAt = new Date(at.getTime() - (r.status === 'Start' ? 0 : Math.max(0, r.sessionTime) * 1000));
  await db
    .insert(radiusSessions)
    .values({
      customerId: r.customerId,
      id: newObjectId(),
      acctSessionId: r.acctSessionId,
      hotspotDeviceId: r.deviceId,
      hotspotAccountId: who.hotspotAccountId,
      voucherId: who.voucherId,
      deviceAccountId: who.deviceAccountId,
      clientMacHash: clientHash,
      username: r.username,
      nasIp: r.nasIp,
      startedAt,
      updatedAt: at,
      stoppedAt: stop ? at : null,
      inputBytes: r.inputBytes,
      outputBytes: r.outputBytes,
      sessionTime: r.sessionTime,
      terminateCause: stop ? r.terminateCause : null,
    })
    .onConflictDoUpdate({
      target: [radiusSessions.customerId, radiusSessions.hotspotDeviceId, radiusSessions.acctSessionId],
      set: {
        // Counters only grow (a late Interim-Update must not undo a Stop's totals); a Stop stays a Stop.
        updatedAt: sql`greatest(${radiusSessions.updatedAt}, excluded.updated_at)`,
        inputBytes: sql`greatest(${radiusSessions.inputBytes}, excluded.input_bytes)`,
        outputBytes: sql`greatest(${radiusSessions.outputBytes}, excluded.output_bytes)`,
        sessionTime: sql`greatest(${radiusSessions.sessionTime}, excluded.session_time)`,
        stoppedAt: sql`coalesce(${radiusSessions.stoppedAt}, excluded.stopped_at)`,
        terminateCause: sql`coalesce(${radiusSessions.terminateCause}, excluded.terminate_cause)`,
        hotspotAccountId: sql`coalesce(${radiusSessions.hotspotAccountId}, excluded.hotspot_account_id)`,
        voucherId: sql`coalesce(${radiusSessions.voucherId}, excluded.voucher_id)`,
        deviceAccountId: sql`coalesce(${radiusSessions.deviceAccountId}, excluded.device_account_id)`,
        username: sql`coalesce(excluded.username, ${radiusSessions.username})`,
        nasIp: sql`coalesce(${radiusSessions.nasIp}, excluded.nas_ip)`,
      },
    });
}
