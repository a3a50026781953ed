// Session analytics (seed 001 §2 "Basic/Professional analytics", §9; issue 11): access first
// (requireAnalytics), then the range and granularity (checkAnalyticsRange, shared with the portal),
// then the bounds of the filter; every figure comes from the rollups (store.ts).
// - Sub-day granularities read the 15-minute buckets whose start lies in the range (from and to are
//   rounded up to a multiple of 15 minutes); users there are distinct clients, counted from the
//   15-minute client rows (migration 0056, D336).
// - day / week / month, breakdowns and rankings read whole local days: the day of `from` through the
//   day of the last instant before `to` (the portal sends whole days). A week or month cut by the
//   range counts only its days inside and its point starts at the range's first day.
// - An empty id list is no restriction; ids that are not the customer's match nothing.
// - A filter of several devices or locations that leaves out no device or location with sessions in
//   the range (every device named) is read as the whole customer (store.wholeIfCovering, D349).
// - Breakdown: the `take` largest values, the rest summed into one entry with key 'other'.
import {
  ANALYTICS_MAX_IDS,
  ANALYTICS_MAX_TAKE,
  checkAnalyticsRange,
  DEFAULT_ANALYTICS_TIMEZONE,
  dwellTime,
  isSubDay,
} from '../../../src/domain/analytics';
import { invalid } from '../../../src/domain/validation';
import type { Db } from '../../platform/db/client';
import type { RequestContext } from '../../platform/context';
import { badInput } from '../../platform/errors';
import type {
  AnalyticsFilter,
  AnalyticsMeasure,
  AnalyticsRankBy,
  QueryAnalyticsBreakdownArgs,
  QueryAnalyticsRankingArgs,
} from '../../graphql/generated/resolvers';
import { requireAnalytics, type AnalyticsNeed } from './access';
import * as maintenance from './maintenance';
import * as store from './store';

const QUARTER_MS = 15 * 60_000;
const DEFAULT_TAKE = 10;
/** Key of the summed rest of a breakdown. */
export const OTHER_KEY = 'other';

function ids(list: readonly string[] | null | undefined, field: string): string[] | null {
  if (!list?.length) return null;
  if (list.length > ANALYTICS_MAX_IDS) throw badInput(field, invalid('arrayMaxSize', { maxSize: ANALYTICS_MAX_IDS }));
  return [...new Set(list)];
}

function takeOf(take: number | null | undefined): number {
  if (take === null || take === undefined) return DEFAULT_TAKE;
  if (!Number.isInteger(take) || take < 1) throw badInput('take', invalid('min_value', { min: 1 }));
  if (take > ANALYTICS_MAX_TAKE) throw badInput('take', invalid('max_value', { max: ANALYTICS_MAX_TAKE }));
  return take;
}

/** Access, range and scope of a filter (throws FORBIDDEN / BAD_USER_INPUT with the filter's field). */
async function prepare(ctx: RequestContext, filter: AnalyticsFilter, need: AnalyticsNeed) {
  const access = await requireAnalytics(ctx, filter.customerId, need);
  const range = checkAnalyticsRange(filter, access.professional);
  if (!range.ok) throw badInput(`filter.${range.field}`, range.error);
  const scope: store.Scope = {
    customerId: access.customerId,
    hotspotDeviceIds: ids(filter.hotspotDeviceIds, 'filter.hotspotDeviceIds'),
    locationIds: ids(filter.locationIds, 'filter.locationIds'),
  };
  const timezone = await store.analyticsTimezone(ctx.db);
  return { ...range, scope, timezone };
}

const ceilQuarter = (d: Date) => new Date(Math.ceil(d.getTime() / QUARTER_MS) * QUARTER_MS);

const figures = (m: store.MeasureRow) => ({
  sessions: m.sessions,
  users: m.users,
  logins: m.logins,
  dwellTime: dwellTime(m.dwellSeconds, m.stopped),
  inputBytes: m.inputBytes,
  outputBytes: m.outputBytes,
  pageViews: m.pageViews,
});

export async function timeline(ctx: RequestContext, filter: AnalyticsFilter) {
  const { from, to, granularity, scope, timezone } = await prepare(ctx, filter, 'any');
  const { points, totals } = await store.readAnalytics(ctx.db, async (tx) => {
    if (!isSubDay(granularity)) {
      const read = await store.wholeIfCovering(tx, scope, timezone, from, to);
      return store.daySeries(tx, read, granularity as 'day' | 'week' | 'month', timezone, from, to);
    }
    const [lo, hi] = [ceilQuarter(from), ceilQuarter(to)];
    const read = await store.wholeIfCovering(tx, scope, timezone, lo, hi);
    return store.subDaySeries(tx, read, granularity, timezone, lo, hi);
  });
  return {
    granularity,
    timezone,
    points: points.map((p) => ({ t: p.t.toISOString(), ...figures(p) })),
    totals: figures(totals),
  };
}

export async function breakdown(ctx: RequestContext, args: QueryAnalyticsBreakdownArgs) {
  const take = takeOf(args.take);
  const { from, to, scope, timezone } = await prepare(ctx, args.filter, 'professional');
  const rows = await store.breakdown(ctx.db, scope, store.DIMENSION_COLUMN[args.dimension], timezone, from, to);
  if (rows.length <= take) return rows;
  const rest = rows.slice(take).reduce((n, r) => n + r.sessions, 0);
  return [...rows.slice(0, take), { key: OTHER_KEY, sessions: rest }];
}

const MEASURE_OF: Record<AnalyticsMeasure, (r: store.RankRow) => number> = {
  SESSIONS: (r) => r.sessions,
  USERS: (r) => r.users,
  DATA: (r) => r.inputBytes + r.outputBytes,
  DWELL_TIME: (r) => dwellTime(r.dwellSeconds, r.stopped) ?? 0,
};

export async function ranking(ctx: RequestContext, args: QueryAnalyticsRankingArgs) {
  const take = takeOf(args.take);
  const measure: AnalyticsMeasure = args.measure ?? 'SESSIONS';
  const { from, to, scope, timezone } = await prepare(ctx, args.filter, 'any');
  const rows = await store.readAnalytics(ctx.db, (tx) =>
    store.rankRows(tx, scope, args.by as AnalyticsRankBy, timezone, from, to),
  );
  const value = MEASURE_OF[measure];
  // Ties by name then id, so that top and flop are stable lists.
  const byName = (a: store.RankRow, b: store.RankRow) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const rank = (r: store.RankRow) => ({
    id: r.id,
    name: r.name,
    sessions: r.sessions,
    users: r.users,
    inputBytes: r.inputBytes,
    outputBytes: r.outputBytes,
    dwellTime: dwellTime(r.dwellSeconds, r.stopped),
  });
  return {
    measure,
    top: [...rows]
      .sort((a, b) => value(b) - value(a) || byName(a, b))
      .slice(0, take)
      .map(rank),
    flop: [...rows]
      .sort((a, b) => value(a) - value(b) || byName(a, b))
      .slice(0, take)
      .map(rank),
  };
}

/** An IANA zone name (Intl knows the same tz database names as PostgreSQL; pg_timezone_names is slow). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * ANALYTICS_TIMEZONE at server start: when it names another zone than the stored one, store it and
 * rebuild every customer's rollups (days, weeks and months are local to it). Call before serving
 * requests (a rebuild races with accounting writes). Answers the zone in force.
 */
export async function applyAnalyticsTimezone(db: Db, wanted: string | undefined): Promise<string> {
  const current = (await maintenance.storedTimezone(db)) ?? DEFAULT_ANALYTICS_TIMEZONE;
  const zone = wanted?.trim() || current;
  if (zone === current) return zone;
  if (!isTimeZone(zone)) throw new Error(`ANALYTICS_TIMEZONE: unknown time zone ${zone}`);
  await maintenance.storeTimezone(db, zone);
  for (const customerId of await maintenance.customersWithSessions(db)) {
    await db.transaction((tx) => maintenance.rebuild(tx, customerId));
  }
  return zone;
}
