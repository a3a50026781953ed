// Demo WiFi codes: deterministic, in multi-row batches (a million codes seed in minutes).
import { generateCodes } from '../../../src/domain/voucherCode';
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { SeededRandom } from '../../platform/seed/random';
import { voucherBatches, vouchers } from './table';

/** Inserts WiFi codes in multi-row batches (the counters follow by trigger). */
export async function seedVouchers(db: Db, customerId: string, count: number, rng: SeededRandom, batch = 2000) {
  const now = Date.now();
  let done = 0;
  const taken = new Set<string>();
  while (done < count) {
    const n = Math.min(batch, count - done);
    const codes = generateCodes(n, rng.int, taken);
    codes.forEach((c) => taken.add(c));
    await db.insert(vouchers).values(
      codes.map((code, i) => {
        const k = done + i;
        const used = rng.int(10) < 4 ? 1 + rng.int(12) : 0;
        const createdAt = new Date(now - (count - k) * 60000);
        // A used code was first logged in with some minutes after it was made (never in the future);
        // derived from k, not drawn, so the rest of the seed stays as it was.
        const firstLoginAt = used
          ? new Date(Math.min(now, createdAt.getTime() + (1 + ((k * 7919) % 600)) * 60000))
          : null;
        return {
          customerId,
          id: rng.objectId(),
          code,
          voucherCode: code,
          active: rng.int(10) !== 0,
          valid: rng.int(15) !== 0,
          description: k % 5 === 0 ? `Tagesgast ${1 + (k % 31)}.` : k % 7 === 0 ? 'Konferenzraum Zugspitze' : null,
          deviceVoucher: k % 9 === 0,
          expires: k % 3 === 0 ? new Date(now + (rng.int(60) - 10) * 86400000) : null,
          simultaneousUse: k % 4 === 0 ? 1 + rng.int(3) : 0,
          used,
          firstLoginAt,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    done += n;
  }
}

/** The demo's batch of codes (issue 39): the conference room's codes of a customer, as one batch. */
export const DEMO_BATCH_NAME = 'Konferenzraum Zugspitze';

/**
 * Records the customer's seeded conference-room codes as one batch (issue 39), so that the batches
 * view has a batch to show. Its id comes from the customer (no draw: the rest of the seed stays as it
 * was).
 */
export async function seedVoucherBatch(db: Db, customerId: string) {
  const id = createHash('md5').update(`batch:${customerId}`).digest('hex').slice(0, 24);
  const own = and(
    eq(vouchers.customerId, customerId),
    eq(vouchers.description, DEMO_BATCH_NAME),
    isNull(vouchers.batchId),
  );
  const [found] = await db
    .select({
      amount: sql<number>`count(*)::int`,
      at: sql<number>`(extract(epoch from max(${vouchers.createdAt})) * 1000)::float8`.mapWith(Number),
    })
    .from(vouchers)
    .where(own);
  if (!found?.amount) return;
  await db.insert(voucherBatches).values({
    customerId,
    id,
    name: DEMO_BATCH_NAME,
    createdByName: 'Demo',
    amount: found.amount,
    createdAt: new Date(found.at),
  });
  await db.update(vouchers).set({ batchId: id }).where(own);
}
