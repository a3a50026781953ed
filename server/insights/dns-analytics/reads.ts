// DNS statistics in the database, the read side of dnsTimeline and dnsEntries (./store.ts explains
// the rows). A filter's locations read their own rows; without one the customer-wide rows ('*') are
// read. Another customer's location ids match nothing: every read is bound to the customer.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { ALL_LOCATIONS, MONTH_SUFFIX } from './store';

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The filter's locations, or the customer-wide rows (null) of dns_stats_entries. */
const entriesOf = (ids: string[] | null): SQL =>
  ids ? sql`e.location_id = any(${sql.param(ids)}::text[])` : sql`e.location_id = ${ALL_LOCATIONS}`;

export interface SeriesRow {
  t: Date;
  /** Length of the bucket (a DST day has 23 or 25 hours). */
  seconds: number;
  requests: number;
  blocked: number;
  threats: number;
}

/**
 * The locations of a customer with rows in dns_stats (deleted ones included, so that the customer's
 * figures stay whole): a loose index scan over the primary key (customer, location, bucket), one probe
 * per location. The sub-day reads name them, so that the key serves customer + location + range.
 */
export async function locationsWithStats(db: Db, customerId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    with recursive l(id) as (
      select min(location_id) from dns_stats where customer_id = ${customerId}
      union all
      select (select min(location_id) from dns_stats where customer_id = ${customerId} and location_id > l.id)
      from l where l.id is not null
    )
    select id from l where id is not null`,
  );
  return rows.map((r) => r.id);
}

/** Steps of the sub-day granularities, in local time (6 hours: local 00, 06, 12, 18 o'clock). */
export const SUBDAY_STEP: Readonly<Record<string, string>> = {
  '15min': '15 minutes',
  '30min': '30 minutes',
  '1h': '1 hour',
  hour: '1 hour',
  '6h': '6 hours',
};

/**
 * A sub-day series from the 15-minute rows: every bucket of [from, to), zeros included. Buckets are
 * binned on local wall-clock time from local midnight of 2000-01-01 and mapped back, so that 1h and
 * 6h follow the analytics time zone; the quarter hours of the repeated autumn hour share a bucket.
 */
export async function subDaySeries(
  db: Db,
  customerId: string,
  locationIds: string[],
  from: Date,
  to: Date,
  step: string,
): Promise<SeriesRow[]> {
  return rowsOf<SeriesRow>(
    db,
    sql`
    with tz as (select analytics_tz() as z),
    grid as (
      select (g at time zone tz.z) as t, ((g + ${step}::interval) at time zone tz.z) as t_end
      from tz, generate_series(
        date_bin(${step}::interval, ${from.toISOString()}::timestamptz at time zone tz.z, timestamp '2000-01-01'),
        (${to.toISOString()}::timestamptz - interval '1 millisecond') at time zone tz.z,
        ${step}::interval) as g
    ),
    data as (
      select (date_bin(${step}::interval, s.bucket at time zone tz.z, timestamp '2000-01-01') at time zone tz.z) as t,
             sum(s.requests)::float8 as requests, sum(s.blocked)::float8 as blocked, sum(s.threats)::float8 as threats
      from dns_stats s, tz
      where s.customer_id = ${customerId} and s.location_id = any(${sql.param(locationIds)}::text[])
        and s.bucket >= ${from.toISOString()}::timestamptz and s.bucket < ${to.toISOString()}::timestamptz
      group by 1
    )
    select distinct on (grid.t) grid.t, extract(epoch from grid.t_end - grid.t)::float8 as seconds,
           coalesce(data.requests, 0) as requests, coalesce(data.blocked, 0) as blocked,
           coalesce(data.threats, 0) as threats
    from grid left join data on data.t = grid.t
    order by grid.t`,
  );
}

export type CalendarUnit = 'day' | 'week' | 'month';
export interface Days {
  /** First and last local day (inclusive), YYYY-MM-DD. */
  first: string;
  last: string;
}

/** The local days of [from, to). */
export async function daysOf(db: Db, from: Date, to: Date): Promise<Days> {
  const [row] = await rowsOf<Days>(
    db,
    sql`select analytics_day(${from.toISOString()}::timestamptz)::text as first,
               analytics_day(${to.toISOString()}::timestamptz - interval '1 millisecond')::text as last`,
  );
  return row;
}

/**
 * A day, week (ISO, from Monday) or month series over the days, zeros included, from the daily rows
 * of `dimension` and `key` (the 'total' rows, or one domain, application or category: the drill-down).
 */
export async function calendarSeries(
  db: Db,
  customerId: string,
  locationIds: string[] | null,
  days: Days,
  unit: CalendarUnit,
  dimension: string,
  key: string,
): Promise<SeriesRow[]> {
  const step = unit === 'day' ? '1 day' : unit === 'week' ? '1 week' : '1 month';
  return rowsOf<SeriesRow>(
    db,
    sql`
    with tz as (select analytics_tz() as z),
    grid as (
      select g::date as d from generate_series(
        date_trunc(${unit}, ${days.first}::date::timestamp), ${days.last}::date::timestamp, ${step}::interval) as g
    ),
    data as (
      select date_trunc(${unit}, e.day::timestamp)::date as d, sum(e.requests)::float8 as requests,
             sum(e.blocked)::float8 as blocked, sum(e.threats)::float8 as threats
      from dns_stats_entries e
      where e.customer_id = ${customerId} and ${entriesOf(locationIds)} and e.dimension = ${dimension}
        and e.key = ${key} and e.day between ${days.first}::date and ${days.last}::date
      group by 1
    )
    select (grid.d::timestamp at time zone tz.z) as t,
           extract(epoch from ((grid.d + ${step}::interval)::timestamp at time zone tz.z)
             - (grid.d::timestamp at time zone tz.z))::float8 as seconds,
           coalesce(data.requests, 0) as requests, coalesce(data.blocked, 0) as blocked,
           coalesce(data.threats, 0) as threats
    from grid cross join tz left join data on data.d = grid.d
    order by grid.d`,
  );
}

export interface EntryRow {
  key: string;
  requests: number;
  blocked: number;
  threats: number;
  /** The number of keys (all pages). */
  total: number;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Which rows cover the days: customer-wide, the whole months inside them from the monthly rows and
 * the days before and after from the daily rows; a filter's locations, their daily rows.
 */
function coverage(dimension: string, days: Days, locationIds: string[] | null): SQL {
  const daily = (a: string, b: string) => sql`(e.dimension = ${dimension} and e.day between ${a}::date and ${b}::date)`;
  if (locationIds) return daily(days.first, days.last);
  const first = new Date(`${days.first}T00:00:00Z`);
  const last = new Date(`${days.last}T00:00:00Z`);
  // The first day of the first whole month and the first day after the last whole month.
  const monthsFrom =
    first.getUTCDate() === 1 ? first : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  const afterLast = new Date(last.getTime() + 86_400_000);
  const monthsTo =
    afterLast.getUTCDate() === 1 ? afterLast : new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1));
  if (monthsFrom >= monthsTo) return daily(days.first, days.last);
  const dayBefore = (d: Date) => iso(new Date(d.getTime() - 86_400_000));
  return sql`(${daily(days.first, dayBefore(monthsFrom))} or ${daily(iso(monthsTo), days.last)}
    or (e.dimension = ${dimension + MONTH_SUFFIX} and e.day >= ${iso(monthsFrom)}::date and e.day < ${iso(monthsTo)}::date))`;
}

/** Keys of a dimension over the days, summed, searched, sorted and paged. */
export async function entryPage(
  db: Db,
  q: {
    customerId: string;
    locationIds: string[] | null;
    days: Days;
    dimension: string;
    pattern: string | undefined;
    order: SQL;
    offset: number;
    limit: number;
  },
): Promise<EntryRow[]> {
  return rowsOf<EntryRow>(
    db,
    sql`
    select e.key, sum(e.requests)::float8 as requests, sum(e.blocked)::float8 as blocked,
           sum(e.threats)::float8 as threats, count(*) over ()::int as total
    from dns_stats_entries e
    where e.customer_id = ${q.customerId} and ${entriesOf(q.locationIds)}
      and ${coverage(q.dimension, q.days, q.locationIds)}
      ${q.pattern ? sql`and lower(e.key) like ${q.pattern}` : sql``}
    group by e.key
    order by ${q.order}
    limit ${q.limit} offset ${q.offset}`,
  );
}
