// Demo WiFi codes: deterministic, in multi-row batches (a million codes seed in minutes).
import { generateCodes } from '../../../src/domain/voucherCode';
import type { Db } from '../../platform/db/client';
import type { SeededRandom } from '../../platform/seed/random';
import { vouchers } from './table';

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
