/**
 * Analytics (seed 001 §2, §9; issue 11): granularities, how a range becomes buckets, and the bounds
 * of an analytics filter. Shared by the analytics screens and the server (server/insights/analytics),
 * so that a filter the form accepts is one the server accepts and the other way round.
 *
 * - Sessions are counted in the bucket their start falls in.
 * - 15min, 30min, 1h/hour and 6h buckets are read from 15-minute rollups; day, week (ISO, Monday)
 *   and month from daily rollups. Days, weeks, months and 6-hour blocks are calendar units in the
 *   installation's analytics time zone (ANALYTICS_TIMEZONE): a DST day has 23 or 25 hours.
 * - Granularities finer than a day need professional analytics (ProfessionalAnalytics read and the
 *   PROFESSIONAL or ENTERPRISE tier) and a range of at most SUBDAY_MAX_DAYS.
 */
import { invalid, type Invalid } from './validation';

/** Seed 001 §9, in this order (the granularity menu). */
export const ANALYTICS_GRANULARITIES = ['15min', '30min', '1h', '6h', 'hour', 'day', 'week', 'month', 'auto'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];
/** A granularity once `auto` is resolved ('hour' is the same bucket as '1h'). */
export type ResolvedGranularity = Exclude<AnalyticsGranularity, 'auto'>;

/** Seed 001 §9 chart types. */
export const CHART_TYPES = ['line', 'bar', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Longest range of any analytics query. */
export const ANALYTICS_MAX_DAYS = 366;
/** Longest range of a granularity finer than a day. */
export const SUBDAY_MAX_DAYS = 31;
/** Most buckets of one series. */
export const ANALYTICS_MAX_BUCKETS = 3000;
/** Most devices or locations a filter names. */
export const ANALYTICS_MAX_IDS = 500;
/** Longest ranking list and breakdown. */
export const ANALYTICS_MAX_TAKE = 500;
/** The analytics time zone unless ANALYTICS_TIMEZONE says otherwise. */
export const DEFAULT_ANALYTICS_TIMEZONE = 'Europe/Berlin';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Nominal length of a bucket in ms (a month as 30 days, a day as 24 hours: for counting buckets). */
export const BUCKET_MS: Readonly<Record<ResolvedGranularity, number>> = {
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '1h': HOUR,
  hour: HOUR,
  '6h': 6 * HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
};

export const isSubDay = (g: ResolvedGranularity): boolean => BUCKET_MS[g] < DAY;

/** True for the tiers with professional analytics. */
export const isProfessionalTier = (tier: string | null | undefined): boolean =>
  tier === 'PROFESSIONAL' || tier === 'ENTERPRISE';

/**
 * What `auto` becomes for a range: about 24 to 120 points. Without professional analytics nothing
 * finer than a day.
 */
export function autoGranularity(fromMs: number, toMs: number, professional = true): ResolvedGranularity {
  const span = toMs - fromMs;
  let g: ResolvedGranularity;
  if (span <= DAY) g = '15min';
  else if (span <= 3 * DAY) g = '1h';
  else if (span <= 14 * DAY) g = '6h';
  else if (span <= 120 * DAY) g = 'day';
  else g = 'week';
  return !professional && isSubDay(g) ? 'day' : g;
}

/** Nominal number of buckets of a range (for the bound; calendar buckets may differ by one). */
export const bucketCount = (fromMs: number, toMs: number, g: ResolvedGranularity): number =>
  Math.ceil((toMs - fromMs) / BUCKET_MS[g]);

export interface AnalyticsRangeInput {
  from: string | Date;
  to: string | Date;
  granularity?: string | null;
}

export type AnalyticsRangeCheck =
  { ok: true; from: Date; to: Date; granularity: ResolvedGranularity } | { ok: false; field: string; error: Invalid };

const asDate = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));

/**
 * Checks an analytics range and resolves its granularity. `professional`: the caller has
 * professional analytics for the customer (permission and tier). Fields are the filter's
 * (`from`, `to`, `granularity`).
 */
export function checkAnalyticsRange(input: AnalyticsRangeInput, professional: boolean): AnalyticsRangeCheck {
  const from = asDate(input.from);
  const to = asDate(input.to);
  if (Number.isNaN(from.getTime())) return { ok: false, field: 'from', error: invalid('date') };
  if (Number.isNaN(to.getTime())) return { ok: false, field: 'to', error: invalid('date') };
  const span = to.getTime() - from.getTime();
  if (span <= 0 || span > ANALYTICS_MAX_DAYS * DAY + HOUR)
    return { ok: false, field: 'to', error: invalid('analyticsRange', { maxDays: ANALYTICS_MAX_DAYS }) };
  const asked = input.granularity ?? 'auto';
  if (!(ANALYTICS_GRANULARITIES as readonly string[]).includes(asked))
    return { ok: false, field: 'granularity', error: granularityError() };
  const g =
    asked === 'auto' ? autoGranularity(from.getTime(), to.getTime(), professional) : (asked as ResolvedGranularity);
  if (isSubDay(g) && (!professional || span > SUBDAY_MAX_DAYS * DAY + HOUR))
    return { ok: false, field: 'granularity', error: granularityError() };
  if (bucketCount(from.getTime(), to.getTime(), g) > ANALYTICS_MAX_BUCKETS)
    return { ok: false, field: 'granularity', error: granularityError() };
  return { ok: true, from, to, granularity: g };
}

const granularityError = () =>
  invalid('analyticsGranularity', { maxBuckets: ANALYTICS_MAX_BUCKETS, maxDays: SUBDAY_MAX_DAYS });

/** Dwell time of summed rollups: average seconds of the ended sessions, null without any. */
export const dwellTime = (dwellSeconds: number, stopped: number): number | null =>
  stopped > 0 ? dwellSeconds / stopped : null;
