// The device heartbeat of monitoring (seed 001 §3, docs/radius.md "Monitoring"): every RADIUS packet
// a device authenticates (Access-Request, Accounting-Request incl. Accounting-On/Off) marks it seen
// in online_users.updated_at (one row per device). Throttled twice: in memory, a device is written at
// most once per HEARTBEAT_EVERY_S per process, and the upsert itself only moves a row older than
// that, so several instances do not write more either. Off the hot path: scheduled after the reply.
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/client';
import { newObjectId } from '../../platform/ids';

export const HEARTBEAT_EVERY_S = 60;
const MEMORY_MAX = 50_000;

/** Marks the device seen now, unless it was marked within HEARTBEAT_EVERY_S. Resolves to whether it wrote. */
export async function markSeen(db: Db, customerId: string, deviceId: string, now = new Date()): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    `insert into online_users as o (customer_id, id, hotspot_device_id, updated_at)
     values ($1, $2, $3, $4::timestamptz)
     on conflict (customer_id, hotspot_device_id) do update set updated_at = excluded.updated_at
     where o.updated_at < excluded.updated_at - make_interval(secs => $5)
     returning o.id`,
    [customerId, newObjectId(), deviceId, now.toISOString(), HEARTBEAT_EVERY_S],
  );
  return rows.length > 0;
}

/** A heartbeat for a RADIUS server: `beat` returns at once; failures go to `warn`. */
export function heartbeat(db: Db, warn: (message: string) => void) {
  const last = new Map<string, number>();
  return (customerId: string, deviceId: string) => {
    const key = `${customerId}/${deviceId}`;
    const now = Date.now();
    if ((last.get(key) ?? 0) > now - HEARTBEAT_EVERY_S * 1000) return;
    if (last.size >= MEMORY_MAX) last.clear();
    last.set(key, now);
    setImmediate(() => {
      markSeen(db, customerId, deviceId).catch((e: unknown) => {
        last.delete(key);
        warn(`heartbeat of device ${deviceId} not stored: ${(e as Error)?.message ?? String(e)}`);
      });
    });
  };
}
