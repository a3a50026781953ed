// Writes generated traffic (seedTraffic.ts) the fast way the rollup contract allows (issue 11,
// migration 0016): all sessions in one transaction with `hotspot.skip_rollups` on (the AFTER
// triggers do nothing), batches of 10,000 rows as one JSON parameter each, then one
// analytics_rebuild of the customer; then the guest page's views, which live only in the rollups.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { noteWrites } from '../../../platform/statistics';
import { analyticsTimeZone } from './dns';
import { trafficRows, type TrafficPlan, type TrafficRow } from './traffic';

async function insertBatch(tx: Pick<Db, 'execute'>, customerId: string, rows: TrafficRow[]): Promise<void> {
  await tx.execute(sql`insert into radius_sessions (customer_id, id, acct_session_id, hotspot_device_id,
      client_mac_hash, nas_ip, started_at, updated_at, stopped_at, input_bytes, output_bytes, session_time,
      terminate_cause, location_id, login_type, browser, os, device_class, language)
    select ${customerId}, r.i, r.a, r.d, r.c, r.n, to_timestamp(r.s / 1000.0), to_timestamp(r.e / 1000.0),
      to_timestamp(r.e / 1000.0), r.ib, r.ob, r.t, r.tc, r.l, r.lt, r.b, r.o, r.dc, r.lg
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(i text, a text, d text, l text, c text, n text,
      s double precision, e double precision, t integer, ib bigint, ob bigint, tc text, lt text, b text, o text,
      dc text, lg text)`);
}

/** Inserts the plans' sessions (rollups paused), rebuilds each customer's rollups; answers rows per plan. */
export async function writeTraffic(db: Db, plans: TrafficPlan[]): Promise<number[]> {
  const written: number[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('hotspot.skip_rollups', 'on', true)`);
    for (const plan of plans) {
      let n = 0;
      for (const rows of trafficRows(plan)) {
        await insertBatch(tx, plan.customerId, rows);
        n += rows.length;
      }
      written.push(n);
    }
  });
  noteWrites(
    db,
    'radius_sessions',
    written.reduce((a, b) => a + b, 0),
  );
  for (const customerId of new Set(plans.map((p) => p.customerId))) {
    await db.execute(sql`select analytics_rebuild(${customerId})`);
    await addPageViews(db, customerId);
  }
  return written;
}

/**
 * Start-page views of the seeded traffic: every login viewed the page, and a share of 15–50 % of a
 * bucket's sessions more looked without logging in (conversion). Derived from each row's key, so
 * the same data gives the same views; the days and the customer's buckets are the sums of their rows.
 */
export async function addPageViews(db: Db, customerId: string): Promise<void> {
  await db.execute(sql`update session_rollups
    set page_views = logins + round(sessions * (0.15 + 0.35 * (abs(hashtext(hotspot_device_id || extract(epoch from bucket)::text)) % 100) / 100.0::float8))
    where customer_id = ${customerId} and sessions > 0`);
  const tz = await analyticsTimeZone(db);
  await db.execute(sql`update session_daily d set page_views = x.views
    from (select (bucket at time zone ${tz})::date as day, hotspot_device_id, location_id, sum(page_views)::int as views
          from session_rollups where customer_id = ${customerId}
          group by 1, 2, 3) x
    where d.customer_id = ${customerId} and d.day = x.day and d.hotspot_device_id = x.hotspot_device_id
      and d.location_id = x.location_id and d.page_views <> x.views`);
  await db.execute(sql`select analytics_customer_rollups_rebuild(${customerId})`);
}
