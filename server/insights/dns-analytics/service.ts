// DNS statistics of a customer's locations (seed 001 §2 "Locations analytics", tab web: requests,
// blocked and threat requests, requests per second, applications, categories, domains with
// drill-down). Every query: requireAnalytics(…, 'dns') first (ProfessionalAnalytics read, the
// PROFESSIONAL or ENTERPRISE tier, the dnsAnalytics plugin), then the shared range rules.
// filter.hotspotDeviceIds does not apply: DNS statistics are per location (docs/dns-statistics.md).
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../src/domain/acl';
import {
  ANALYTICS_MAX_IDS,
  ANALYTICS_MAX_TAKE,
  checkAnalyticsRange,
  isSubDay,
  type ResolvedGranularity,
} from '../../../src/domain/analytics';
import { DNS_STATS_MAX_NAME, normalizeDomain } from '../../../src/domain/dnsStats';
import { integer, maxLength, maxValue, minValue, validate } from '../../../src/domain/validation';
import type { RequestContext } from '../../platform/context';
import { badInput } from '../../platform/errors';
import type { AnalyticsFilter, DnsDimension, SortType } from '../../graphql/generated/resolvers';
import { requireViewer } from '../../platform/guard';
import { pluginBlocksOf } from '../../tenancy/customer';
import { catalogueInvalid } from '../../platform/input';
import { idList, likePattern, searchTerm } from '../../platform/paging';
import { requireAnalytics } from '../analytics';
import type { LocationModel } from '../../network/location/mapper';
import { dnsStatsKey } from './key';
import * as reads from './reads';
import { TOTAL_DIMENSION } from './store';

const DIMENSION: Record<DnsDimension, string> = { DOMAIN: 'domain', APPLICATION: 'application', CATEGORY: 'category' };
const DEFAULT_TAKE = 25;

interface Scope {
  customerId: string;
  /** The filter's locations; null: all of the customer's (customer-wide rows). */
  locationIds: string[] | null;
  from: Date;
  to: Date;
  granularity: ResolvedGranularity;
}

/**
 * The caller's right, the range and the filter's locations (another customer's ids match nothing:
 * every read is bound to the customer). Daily rows answer a drill-down by key (auto becomes a day at
 * least, a finer granularity is refused) and the entry table (which has no buckets: the filter's
 * granularity does not matter there).
 */
async function scopeOf(
  ctx: RequestContext,
  filter: AnalyticsFilter,
  use: 'series' | 'drill' | 'table',
): Promise<Scope> {
  const access = await requireAnalytics(ctx, filter.customerId, 'dns');
  const asked = use === 'table' ? { ...filter, granularity: 'day' } : filter;
  const range = checkAnalyticsRange(asked, access.professional && use === 'series');
  if (!range.ok) throw badInput(range.field, range.error);
  idList('hotspotDeviceIds', filter.hotspotDeviceIds, ANALYTICS_MAX_IDS);
  let locationIds = idList('locationIds', filter.locationIds, ANALYTICS_MAX_IDS) ?? null;
  if (locationIds && use !== 'series') {
    // A filter naming every location with statistics (a portal's "all") reads the customer-wide rows.
    const named = new Set(locationIds);
    const all = await reads.locationsWithStats(ctx.db, access.customerId);
    if (all.every((id) => named.has(id))) locationIds = null;
  }
  return { customerId: access.customerId, locationIds, from: range.from, to: range.to, granularity: range.granularity };
}

/** The stored form of a drill-down key (domains are stored lowercased). */
function keyOf(dimension: DnsDimension, key: string): string {
  const err = validate(key, [maxLength(DNS_STATS_MAX_NAME)]);
  if (err) throw badInput('key', err);
  return dimension === 'DOMAIN' ? (normalizeDomain(key) ?? key.trim().toLowerCase()) : key.trim();
}

export async function dnsTimeline(
  ctx: RequestContext,
  args: { filter: AnalyticsFilter; dimension?: DnsDimension | null; key?: string | null },
) {
  const drill = args.dimension != null || args.key != null;
  // The right first: a caller without it learns nothing from the other checks.
  const scope = await scopeOf(ctx, args.filter, drill ? 'drill' : 'series');
  if (drill && args.dimension == null)
    throw badInput('dimension', catalogueInvalid('forms.validationMessages.required'));
  if (drill && !args.key?.trim()) throw badInput('key', catalogueInvalid('forms.validationMessages.required'));
  const { customerId, locationIds, from, to, granularity } = scope;
  let points: reads.SeriesRow[];
  if (isSubDay(granularity)) {
    const ids = locationIds ?? (await reads.locationsWithStats(ctx.db, customerId));
    points = await reads.subDaySeries(ctx.db, customerId, ids, from, to, reads.SUBDAY_STEP[granularity]);
  } else {
    const days = await reads.daysOf(ctx.db, from, to);
    const [dimension, key] = drill
      ? [DIMENSION[args.dimension!], keyOf(args.dimension!, args.key!)]
      : [TOTAL_DIMENSION, ''];
    const unit = granularity as reads.CalendarUnit;
    points = await reads.calendarSeries(ctx.db, customerId, locationIds, days, unit, dimension, key);
  }
  const sum = (k: 'requests' | 'blocked' | 'threats') => points.reduce((n, p) => n + p[k], 0);
  const requests = sum('requests');
  const seconds = (to.getTime() - from.getTime()) / 1000;
  return {
    granularity,
    timezone: await timezone(ctx),
    points: points.map((p) => ({
      t: new Date(p.t).toISOString(),
      requests: p.requests,
      blocked: p.blocked,
      threats: p.threats,
    })),
    totals: {
      requests,
      blocked: sum('blocked'),
      threats: sum('threats'),
      requestsPerSecond: requests / seconds,
      peakRequestsPerSecond: points.reduce((m, p) => Math.max(m, p.seconds > 0 ? p.requests / p.seconds : 0), 0),
    },
  };
}

async function timezone(ctx: RequestContext): Promise<string> {
  const result = (await ctx.db.execute(sql`select analytics_tz() as z`)) as unknown as { rows: { z: string }[] };
  return result.rows[0].z;
}

const SORTABLE: Record<string, SQL> = {
  requests: sql`requests`,
  blocked: sql`blocked`,
  threats: sql`threats`,
  key: sql`e.key`,
};

function orderOf(sort: readonly SortType[] | null | undefined): SQL {
  const parts: SQL[] = [];
  for (const s of sort?.length ? sort : [{ key: 'requests', order: 'DESC' as const }]) {
    const column = SORTABLE[s.key ?? 'requests'];
    if (!column) throw badInput('sort', catalogueInvalid('forms.validationMessages.sortKey', { key: s.key }));
    parts.push(s.order === 'DESC' ? desc(column) : asc(column));
  }
  // Ties in a stable order, so that pages neither repeat nor skip a key.
  parts.push(asc(SORTABLE.key));
  return sql.join(parts, sql`, `);
}

function windowOf(skip: number | null | undefined, take: number | null | undefined) {
  const offset = skip ?? 0;
  const limit = take ?? DEFAULT_TAKE;
  const skipErr = validate(offset, [integer, minValue(0)]);
  if (skipErr) throw badInput('skip', skipErr);
  const takeErr = validate(limit, [integer, minValue(1), maxValue(ANALYTICS_MAX_TAKE)]);
  if (takeErr) throw badInput('take', takeErr);
  return { offset, limit };
}

export async function dnsEntries(
  ctx: RequestContext,
  args: {
    filter: AnalyticsFilter;
    dimension: DnsDimension;
    search?: string | null;
    skip?: number | null;
    take?: number | null;
    sort?: readonly SortType[] | null;
  },
) {
  const scope = await scopeOf(ctx, args.filter, 'table');
  const { offset, limit } = windowOf(args.skip, args.take);
  const term = searchTerm(args.search);
  const order = orderOf(args.sort);
  const query = {
    customerId: scope.customerId,
    locationIds: scope.locationIds,
    days: await reads.daysOf(ctx.db, scope.from, scope.to),
    dimension: DIMENSION[args.dimension],
    pattern: term ? likePattern(term.toLowerCase()) : undefined,
    order,
  };
  const rows = await reads.entryPage(ctx.db, { ...query, offset, limit });
  // Past the last page the window function has no row to count on.
  const totalCount =
    rows[0]?.total ??
    (offset > 0 ? ((await reads.entryPage(ctx.db, { ...query, offset: 0, limit: 1 }))[0]?.total ?? 0) : 0);
  return {
    count: rows.length,
    data: rows.map((r) => ({ key: r.key, requests: r.requests, blocked: r.blocked, threats: r.threats })),
    totalCount,
    hasNextPage: offset + rows.length < totalCount,
  };
}

/**
 * Location.dnsStatsKey: for callers who may update the location (HotspotDeviceLocation update), while
 * the customer's dnsAnalytics plugin is active; else null (the field is not secret to the owner, but
 * a reader must not be able to feed statistics).
 */
export async function dnsStatsKeyOf(ctx: RequestContext, location: LocationModel): Promise<string | null> {
  const viewer = requireViewer(ctx);
  if (!can(viewer.acl, 'HotspotDeviceLocation', 'update', location.customerId)) return null;
  if ((await pluginBlocksOf(ctx.db, location.customerId)).dnsAnalytics?.active !== true) return null;
  return dnsStatsKey(ctx.db, location.customerId, location._id);
}
