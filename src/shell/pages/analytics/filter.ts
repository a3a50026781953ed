/**
 * The filter of the analytics screens: a date range (presets or custom days), a granularity
 * (seed 001 §9) and optionally some hotspots and locations. Days are calendar days of the browser;
 * `to` is the last day included (the query's `to` is the next midnight, exclusive).
 *
 * The notice (seed 001 §2): the screens keep a draft and the applied filter apart; charts show the
 * applied one, and a changed draft only asks the user to refresh. The first load is automatic.
 */
import { createContext, useContext } from 'react';
import {
  DEFAULT_ANALYTICS_TIMEZONE,
  checkAnalyticsRange,
  type AnalyticsGranularity,
  type AnalyticsRangeCheck,
} from '../../../domain/analytics';
import type { AnalyticsFilter } from './analyticsApi';

export const PRESETS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface FilterDraft {
  preset: Preset;
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day included, YYYY-MM-DD. */
  to: string;
  granularity: AnalyticsGranularity;
  hotspotDeviceIds: string[];
  locationIds: string[];
}

/**
 * Days are calendar days of the analytics time zone (the server's day buckets, seed 001 §9), not of
 * the browser: a period "7 days" ends at the analytics zone's midnight wherever the user sits.
 */
export const ANALYTICS_ZONE = DEFAULT_ANALYTICS_TIMEZONE;

const pad = (n: number) => String(n).padStart(2, '0');
/** A UTC calendar date (Date.UTC of the day) as YYYY-MM-DD. */
const ymdUtc = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parseDay = (day: string): Date | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) || ymdUtc(d) !== day ? null : d;
};
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** The calendar date of an instant in a time zone, as a UTC date. */
function zonedDate(at: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .formatToParts(new Date(at))
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - at;
}

/** The instant a calendar day (a UTC date) begins in a time zone (DST days included). */
export function zonedMidnight(day: Date, timeZone: string): Date {
  const guess = day.getTime() - zoneOffset(day.getTime(), timeZone);
  return new Date(day.getTime() - zoneOffset(guess, timeZone));
}

/** The days of a preset, relative to `now`, in the analytics time zone. */
export function presetRange(preset: Exclude<Preset, 'custom'>, now = new Date()): { from: string; to: string } {
  const today = zonedDate(now, ANALYTICS_ZONE);
  if (preset === 'today') return { from: ymdUtc(today), to: ymdUtc(today) };
  if (preset === 'month')
    return { from: ymdUtc(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))), to: ymdUtc(today) };
  return { from: ymdUtc(addDays(today, preset === '7d' ? -6 : -29)), to: ymdUtc(today) };
}

export function initialDraft(now = new Date()): FilterDraft {
  return { preset: '7d', ...presetRange('7d', now), granularity: 'auto', hotspotDeviceIds: [], locationIds: [] };
}

/** The instants of a draft's days: midnight of `from` to the midnight after `to`, in the analytics zone. */
export function draftInstants(draft: FilterDraft): { from: Date; to: Date } | null {
  const from = parseDay(draft.from);
  const last = parseDay(draft.to);
  return from && last
    ? { from: zonedMidnight(from, ANALYTICS_ZONE), to: zonedMidnight(addDays(last, 1), ANALYTICS_ZONE) }
    : null;
}

/** Checks a draft like the server does (domain rules); the field names are the query's. */
export function checkDraft(draft: FilterDraft, professional: boolean): AnalyticsRangeCheck {
  const range = draftInstants(draft);
  if (!range) return { ok: false, field: 'from', error: { message: 'forms.validationMessages.date', args: {} } };
  return checkAnalyticsRange({ ...range, granularity: draft.granularity }, professional);
}

/** The query filter of an applied draft. */
export function toQueryFilter(draft: FilterDraft, customerId: string): AnalyticsFilter {
  const range = draftInstants(draft)!;
  return {
    customerId,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    granularity: draft.granularity,
    ...(draft.hotspotDeviceIds.length ? { hotspotDeviceIds: draft.hotspotDeviceIds } : {}),
    ...(draft.locationIds.length ? { locationIds: draft.locationIds } : {}),
  };
}

export const sameDraft = (a: FilterDraft, b: FilterDraft): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What the charts of a screen read: the applied filter and where a granularity refusal goes. */
export interface AnalyticsContextValue {
  filter: AnalyticsFilter;
  /** The applied days (file names). */
  days: { from: string; to: string };
  /** Professional analytics for this customer (permission and tier). */
  professional: boolean;
  /** A server refusal of the granularity (BAD_USER_INPUT field granularity), shown at the select. */
  reportGranularityError(messageKey: string | null, args?: Record<string, unknown>): void;
}

export const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);

export function useAnalyticsContext(): AnalyticsContextValue {
  const value = useContext(AnalyticsContext);
  if (!value) throw new Error('analytics charts need an AnalyticsContext');
  return value;
}
