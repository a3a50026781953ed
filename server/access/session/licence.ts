// The concurrent-user licence (seed 000 §3, the concurrentUser plugin) against the seats in use now.
import type { Db } from '../../platform/db/client';
import { pluginBlocksOf } from '../../tenancy/customer';
import { seatsInUse } from './store';

export async function licenseUtilization(db: Db, customerId: string) {
  const plugins = await pluginBlocksOf(db, customerId);
  const p = plugins.concurrentUser;
  const value = Number(p?.value ?? 0);
  // Seats in use (seatsInUse: distinct online client devices, each session without a MAC).
  const usage = (await seatsInUse(db, customerId)).seats;
  return {
    customerId,
    isValid: Boolean(p?.active),
    // 0 or no value displays as unlimited (seed 000 §3): -1.
    license: p?.active && value > 0 ? value : -1,
    usage,
  };
}
