// The deterministic demo installation that `npm start` creates on an empty database, also used by
// the tests (small) and the benchmarks (large, via the size options). Each module names its steps
// (its face's `seed`); they run by their order with one random sequence, so the order is part of the
// data. The steps, in order:
//   10 customers · 20 users and grants · 30 WiFi codes · 40 devices online now · 50 device accounts ·
//   for the hotel, then the café: 61 start pages, 62 account templates, 63 login templates,
//   64 locations, 65 device configs, 66 hotspot devices, 67 enrollment keys ·
//   70 hotspot accounts · 80 sessions · 85 analytics traffic · 90 invites · 91 partner leads ·
//   92 plugin settings · 99 planner statistics · 100 the partner's logo.
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import type { SeedOptions, SeedScope, SeedStep } from '../platform/module';
import { SeededRandom } from '../platform/seed/random';
import { analyzeAfterLoad } from '../platform/statistics';
import { CAFE_ID, HOTEL_ID, PARTNER_ID, VENDOR_ID } from '../platform/seed/ids';
import { users } from '../tenancy/identity/table';
import { MODULES } from '../composition';

export { DEMO_PASSWORD, DEMO_USERS } from '../tenancy/identity';
export { CAFE_ID, HOTEL_ID, PARTNER_ID, VENDOR_ID };
export type { SeedOptions };

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

/** The demo is a large load at once: statistics now, not when autovacuum comes by. */
const STATISTICS: SeedStep = { order: 99, run: (s) => analyzeAfterLoad(s.db) };

export async function seedDemo(db: Db, options: SeedOptions = {}) {
  const scope: SeedScope = {
    db,
    rng: new SeededRandom(options.seed ?? 20261121),
    options,
    customers: { generated: [], partnerCustomers: [] },
  };
  const steps = [...MODULES.flatMap((m) => m.seed ?? []), STATISTICS].sort((a, b) => a.order - b.order);
  for (let i = 0; i < steps.length;) {
    if (!steps[i]!.perDemoCustomer) {
      await steps[i++]!.run(scope, '');
      continue;
    }
    // A run of per-customer steps: all of them for the hotel, then all of them for the café.
    let end = i;
    while (end < steps.length && steps[end]!.perDemoCustomer) end++;
    for (const customerId of [HOTEL_ID, CAFE_ID])
      for (const step of steps.slice(i, end)) await step.run(scope, customerId);
    i = end;
  }
}
