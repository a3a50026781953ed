// DNS statistics in the database, the write side: the ingestion's upsert-add into dns_stats (15
// minutes) and dns_stats_entries, and the rebuild of the derived rows of dns_stats_entries (the
// reads are ./reads.ts). Buckets and days come from the SQL functions of migration 0015
// (analytics_bucket, analytics_day, analytics_tz), so that ingestion and queries agree on the time zone.
//
// dns_stats_entries holds, besides a location's daily rows per domain, application and category:
//  - dimension 'total' (key ''): the location's daily totals, which day, week and month series read
//    (366 rows per location and year instead of 35,136 quarter hours);
//  - location '*': the customer's sums over all its locations, per day, and per month under the
//    dimension '<dimension>:month' (day = the 1st): a year's domain table reads 12 months of
//    customer-wide rows instead of every location's days.
// The figures behind this choice are in docs/dns-statistics.md. Callers never name '*' or ':month'
// (DnsDimension is an enum; location ids only narrow).
import { sql } from 'drizzle-orm';
import { DNS_ENTRY_LISTS, type DnsEntryList, type DnsStatsRecord } from '../../../src/domain/dnsStats';
import type { Db } from '../../platform/db/client';
import { locations } from '../../network/location/table';

/** dns_stats_entries.dimension of a location's daily totals (key ''). */
export const TOTAL_DIMENSION = 'total';
/** dns_stats_entries.location_id of the customer's sums over all its locations. */
export const ALL_LOCATIONS = '*';
/** Suffix of the dimension of monthly customer-wide rows ('domain:month', day = the 1st). */
export const MONTH_SUFFIX = ':month';

/** The customers holding a location id (ids are ObjectIds: one, in practice). */
export async function customersOfLocation(db: Db, locationId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: locations.customerId })
    .from(locations)
    .where(sql`${locations.id} = ${locationId}`);
  return rows.map((r) => r.customerId);
}

const counts = (e: { requests: number; blocked: number; threats: number }) => ({
  requests: e.requests,
  blocked: e.blocked,
  threats: e.threats,
});

/** Adds a checked batch to the location's statistics; one transaction: all or nothing. */
export async function addBatch(db: Db, customerId: string, locationId: string, records: DnsStatsRecord[]) {
  const totals = records.map((r) => ({ t: new Date(r.time).toISOString(), ...counts(r) }));
  const entries = records.flatMap((r) => {
    const t = new Date(r.time).toISOString();
    return [
      { t, d: TOTAL_DIMENSION, k: '', ...counts(r) },
      ...(Object.keys(DNS_ENTRY_LISTS) as DnsEntryList[]).flatMap((list) =>
        r[list].map((e) => ({ t, d: DNS_ENTRY_LISTS[list], k: e.name, ...counts(e) })),
      ),
    ];
  });
  await db.transaction(async (tx) => {
    // Summed per key first: ON CONFLICT cannot update one row twice in a statement.
    await tx.execute(sql`
      insert into dns_stats (customer_id, location_id, bucket, requests, blocked, threats)
      select ${customerId}, ${locationId}, analytics_bucket(r.t), sum(r.requests), sum(r.blocked), sum(r.threats)
      from jsonb_to_recordset(${JSON.stringify(totals)}::jsonb) as r(t timestamptz, requests bigint, blocked bigint, threats bigint)
      group by analytics_bucket(r.t)
      order by analytics_bucket(r.t)
      on conflict (customer_id, location_id, bucket) do update set
        requests = dns_stats.requests + excluded.requests,
        blocked = dns_stats.blocked + excluded.blocked,
        threats = dns_stats.threats + excluded.threats`);
    // Each entry counts for the location's day, the customer's day and the customer's month. Rows are
    // locked in one order by every batch: batches of two locations share the customer-wide rows and
    // must not deadlock.
    await tx.execute(sql`
      insert into dns_stats_entries (customer_id, location_id, day, dimension, key, requests, blocked, threats)
      select ${customerId}, x.loc, x.day, x.dim, r.k, sum(r.requests), sum(r.blocked), sum(r.threats)
      from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
        as r(t timestamptz, d text, k text, requests bigint, blocked bigint, threats bigint)
      cross join lateral (values
        (${locationId}, analytics_day(r.t), r.d),
        (${ALL_LOCATIONS}, analytics_day(r.t), r.d),
        (${ALL_LOCATIONS}, date_trunc('month', analytics_day(r.t))::date, r.d || ${MONTH_SUFFIX})) as x(loc, day, dim)
      where x.dim <> ${TOTAL_DIMENSION + MONTH_SUFFIX}
      group by x.loc, x.day, x.dim, r.k
      order by x.loc, x.dim, x.day, r.k
      on conflict (customer_id, location_id, dimension, day, key) do update set
        requests = dns_stats_entries.requests + excluded.requests,
        blocked = dns_stats_entries.blocked + excluded.blocked,
        threats = dns_stats_entries.threats + excluded.threats`);
  });
  return { totals: totals.length, entries: entries.length * 3 };
}

/**
 * Recomputes a customer's derived rows (location totals from dns_stats; customer-wide days and
 * months from the locations' days) for statistics written by other means than addBatch (the demo
 * seed). One transaction.
 */
export async function rebuildDnsRollups(db: Db, customerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from dns_stats_entries where customer_id = ${customerId}
      and (location_id = ${ALL_LOCATIONS} or dimension = ${TOTAL_DIMENSION})`);
    await tx.execute(sql`
      insert into dns_stats_entries (customer_id, location_id, day, dimension, key, requests, blocked, threats)
      select customer_id, location_id, analytics_day(bucket), ${TOTAL_DIMENSION}, '', sum(requests), sum(blocked), sum(threats)
      from dns_stats where customer_id = ${customerId} group by 1, 2, 3`);
    await tx.execute(sql`
      insert into dns_stats_entries (customer_id, location_id, day, dimension, key, requests, blocked, threats)
      select customer_id, ${ALL_LOCATIONS}, day, dimension, key, sum(requests), sum(blocked), sum(threats)
      from dns_stats_entries where customer_id = ${customerId} group by 1, 3, 4, 5`);
    await tx.execute(sql`
      insert into dns_stats_entries (customer_id, location_id, day, dimension, key, requests, blocked, threats)
      select customer_id, location_id, date_trunc('month', day)::date, dimension || ${MONTH_SUFFIX}, key,
             sum(requests), sum(blocked), sum(threats)
      from dns_stats_entries
      where customer_id = ${customerId} and location_id = ${ALL_LOCATIONS} and dimension <> ${TOTAL_DIMENSION}
      group by 1, 2, 3, 4, 5`);
  });
}
