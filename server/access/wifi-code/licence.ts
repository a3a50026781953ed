// The WiFi-code licence (seed 000 §3, the voucher plugin) and the live code counters it is read from.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { pluginBlocksOf } from '../../tenancy/customer';
import type { PluginBlocks } from '../../tenancy/customer/table';
import { voucherCounters } from './table';

export interface VoucherLicense {
  customerId: string;
  allowed: number;
  left: number;
}

/** Live (not deleted) codes of a customer, from the counter kept with every write. */
export async function liveVoucherCount(db: Db | Tx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ live: voucherCounters.live })
    .from(voucherCounters)
    .where(eq(voucherCounters.customerId, customerId));
  return row?.live ?? 0;
}

/** The counter of each state of a live code: [active, valid, column]. */
const STATE_CELLS = [
  [true, true, 'activeValid'],
  [true, false, 'activeInvalid'],
  [false, true, 'inactiveValid'],
  [false, false, 'inactiveInvalid'],
] as const;

/** The counter columns whose sum is the codes in the given state (undefined/null: either). */
export function stateCells(active?: boolean | null, valid?: boolean | null) {
  return STATE_CELLS.filter(([a, v]) => (active == null || a === active) && (valid == null || v === valid)).map(
    ([, , key]) => key,
  );
}

/** Live codes of a customer in the given state (undefined/null: either), from the counters. */
export async function stateCount(db: Db | Tx, customerId: string, active?: boolean | null, valid?: boolean | null) {
  const [row] = await db.select().from(voucherCounters).where(eq(voucherCounters.customerId, customerId));
  return row ? stateCells(active, valid).reduce((sum, key) => sum + row[key], 0) : 0;
}

/**
 * allowed = maxVouchers of the active voucher plugin; without an active voucher plugin the customer
 * has no WiFi-code limit (-1, unlimited). left = allowed - live codes, never below 0.
 */
export function voucherLicenseFrom(customerId: string, plugins: PluginBlocks, live: number): VoucherLicense {
  const p = plugins.voucher;
  const max = p?.active ? Number(p.maxVouchers) : -1;
  if (!Number.isFinite(max) || max < 0) return { customerId, allowed: -1, left: -1 };
  return { customerId, allowed: max, left: Math.max(0, max - live) };
}

export async function voucherLicense(db: Db | Tx, customerId: string): Promise<VoucherLicense> {
  const [plugins, live] = await Promise.all([pluginBlocksOf(db, customerId), liveVoucherCount(db, customerId)]);
  return voucherLicenseFrom(customerId, plugins, live);
}
