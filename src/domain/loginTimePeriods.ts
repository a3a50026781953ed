// Login time periods and opening hours (seed 001 §3 "Login time periods", Location openingHours):
// the value shapes stored by the server, their validation (shared by the editor and the services)
// and the calculated hours per weekday. Imported by path (not through the domain barrel).
//
// Decisions (docs/decisions.md "Hotspot network"):
//  - Times are 'HH:mm' on a 24 h clock; an endTime of '24:00' is the end of the day. A period needs
//    start < end; periods of one day must not overlap (touching, 08:00–12:00 and 12:00–18:00, is fine).
//  - A weekday appears at most once. 'unspecified' (every day) applies to each weekday that has no
//    entry of its own: an own entry REPLACES it for that day ("every day 08–18, Sundays 10–14").
//  - A weekday entry without times disables logins on that day.
//  - Special dates are whole days, both inclusive (YYYY-MM-DD; ISO date-times are read as their date
//    part). With times: only those times on those days; without: no logins at all. Special periods
//    must not overlap each other; they take precedence over the weekdays.
import { WEEKDAY_FIELDS, WEEKDAY_UNSPECIFIED, type WeekdayField } from './enums';
import { invalid, type Invalid } from './validation';

export type TimePeriodValue = { startTime: string; endTime: string };
export type WeekdayName = WeekdayField | typeof WEEKDAY_UNSPECIFIED;
export type WeekdayPeriodValue = { weekday: WeekdayName; times: TimePeriodValue[] };
/** Dates as 'YYYY-MM-DD'. */
export type DateTimePeriodValue = { startDate: string; endDate: string; times: TimePeriodValue[] };
export type WeekdayHoursValue = Record<WeekdayField, TimePeriodValue[]>;

export type LoginTimePeriodsValue = { weekdays: WeekdayPeriodValue[]; specialDates: DateTimePeriodValue[] };
export type OpeningHoursValue = { weekdays: WeekdayHoursValue; specialDates: DateTimePeriodValue[] };

/** Bounds of what a caller may send. */
export const TIMES_PER_DAY_MAX = 12;
export const SPECIAL_DATES_MAX = 100;

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes since midnight of 'HH:mm' ('24:00' = 1440); null when not a time. */
export function minutesOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = TIME.exec(value.trim());
  if (!m) return null;
  return m[3] ? 1440 : Number(m[1]) * 60 + Number(m[2]);
}

/** 'HH:mm' of minutes since midnight. */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'YYYY-MM-DD' of a date or ISO date-time string; null when it is not a real calendar day. */
export function dayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Field path → first problem, for a list of times at `path` (e.g. 'weekdays.0.times'). */
export function timesErrors(
  times: readonly TimePeriodValue[] | null | undefined,
  path: string,
): Record<string, Invalid> {
  const errors: Record<string, Invalid> = {};
  const list = times ?? [];
  if (list.length > TIMES_PER_DAY_MAX) {
    errors[path] = invalid('arrayMaxSize', { maxSize: TIMES_PER_DAY_MAX });
    return errors;
  }
  const spans: { start: number; end: number; i: number }[] = [];
  list.forEach((t, i) => {
    const start = minutesOf(t?.startTime);
    const end = minutesOf(t?.endTime);
    if (start === null || start === 1440) errors[`${path}.${i}.startTime`] = invalid('time');
    if (end === null) errors[`${path}.${i}.endTime`] = invalid('time');
    if (start === null || end === null || start === 1440) return;
    if (start >= end) errors[`${path}.${i}.endTime`] = invalid('timeRange');
    else spans.push({ start, end, i });
  });
  spans.sort((a, b) => a.start - b.start);
  for (let k = 1; k < spans.length; k++) {
    if (spans[k]!.start < spans[k - 1]!.end) errors[`${path}.${spans[k]!.i}.startTime`] ??= invalid('timeOverlap');
  }
  return errors;
}

/** Problems of a list of special date periods at `path` ('specialDates'). */
export function specialDatesErrors(
  periods: readonly DateTimePeriodValue[] | null | undefined,
  path = 'specialDates',
): Record<string, Invalid> {
  const errors: Record<string, Invalid> = {};
  const list = periods ?? [];
  if (list.length > SPECIAL_DATES_MAX) {
    errors[path] = invalid('arrayMaxSize', { maxSize: SPECIAL_DATES_MAX });
    return errors;
  }
  const ranges: { start: string; end: string; i: number }[] = [];
  list.forEach((p, i) => {
    const start = dayOf(p?.startDate);
    const end = dayOf(p?.endDate);
    if (!start) errors[`${path}.${i}.startDate`] = invalid(p?.startDate ? 'date' : 'required', dateBounds);
    if (!end) errors[`${path}.${i}.endDate`] = invalid(p?.endDate ? 'date' : 'required', dateBounds);
    Object.assign(errors, timesErrors(p?.times, `${path}.${i}.times`));
    if (!start || !end) return;
    if (end < start) errors[`${path}.${i}.endDate`] = invalid('dateRange');
    else ranges.push({ start, end, i });
  });
  ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  for (let k = 1; k < ranges.length; k++) {
    if (ranges[k]!.start <= ranges[k - 1]!.end) errors[`${path}.${ranges[k]!.i}.startDate`] ??= invalid('dateOverlap');
  }
  return errors;
}
const dateBounds = { min: '1970-01-01', max: '9999-12-31' };

const WEEKDAY_NAMES: readonly string[] = [...WEEKDAY_FIELDS, WEEKDAY_UNSPECIFIED];

/** Problems of login time periods; {} when valid. Paths: 'weekdays.0.times.1.endTime', 'specialDates.0.endDate'. */
export function loginTimePeriodsErrors(value: LoginTimePeriodsValue | null | undefined): Record<string, Invalid> {
  if (!value) return {};
  const errors: Record<string, Invalid> = {};
  const seen = new Set<string>();
  (value.weekdays ?? []).forEach((w, i) => {
    if (!WEEKDAY_NAMES.includes(w?.weekday)) errors[`weekdays.${i}.weekday`] = invalid('required');
    else if (seen.has(w.weekday)) errors[`weekdays.${i}.weekday`] = invalid('unique');
    seen.add(w?.weekday);
    Object.assign(errors, timesErrors(w?.times, `weekdays.${i}.times`));
  });
  Object.assign(errors, specialDatesErrors(value.specialDates));
  return errors;
}

/** Problems of opening hours; {} when valid. Paths: 'weekdays.monday.0.endTime', 'specialDates.0.endDate'. */
export function openingHoursErrors(value: OpeningHoursValue | null | undefined): Record<string, Invalid> {
  if (!value) return {};
  const errors: Record<string, Invalid> = {};
  for (const day of WEEKDAY_FIELDS) Object.assign(errors, timesErrors(value.weekdays?.[day], `weekdays.${day}`));
  Object.assign(errors, specialDatesErrors(value.specialDates));
  return errors;
}

const byStart = (a: TimePeriodValue, b: TimePeriodValue) => minutesOf(a.startTime)! - minutesOf(b.startTime)!;

/** Times in normal form: trimmed 'HH:mm', sorted by start. Validate first. */
export const normalizeTimes = (times: readonly TimePeriodValue[] | null | undefined): TimePeriodValue[] =>
  (times ?? [])
    .map((t) => ({ startTime: timeOf(minutesOf(t.startTime)!), endTime: timeOf(minutesOf(t.endTime)!) }))
    .sort(byStart);

/** Login time periods in normal form (as stored): days as 'YYYY-MM-DD', times sorted. Validate first. */
export function normalizeLoginTimePeriods(value: LoginTimePeriodsValue): LoginTimePeriodsValue {
  return {
    weekdays: (value.weekdays ?? []).map((w) => ({ weekday: w.weekday, times: normalizeTimes(w.times) })),
    specialDates: normalizeSpecialDates(value.specialDates),
  };
}

export const normalizeSpecialDates = (periods: readonly DateTimePeriodValue[] | null | undefined) =>
  (periods ?? [])
    .map((p) => ({ startDate: dayOf(p.startDate)!, endDate: dayOf(p.endDate)!, times: normalizeTimes(p.times) }))
    .sort((a, b) => (a.startDate < b.startDate ? -1 : 1));

/** Opening hours in normal form (as stored). Validate first. */
export function normalizeOpeningHours(value: OpeningHoursValue): OpeningHoursValue {
  const weekdays = {} as WeekdayHoursValue;
  for (const day of WEEKDAY_FIELDS) weekdays[day] = normalizeTimes(value.weekdays?.[day]);
  return { weekdays, specialDates: normalizeSpecialDates(value.specialDates) };
}

/**
 * The calculated hours per weekday (seed 001 §3): a day's own entry, else the 'unspecified' one,
 * else none. Without any weekday entries at all the hotspot is open around the clock.
 */
export function weekdayHours(weekdays: readonly WeekdayPeriodValue[] | null | undefined): WeekdayHoursValue {
  const list = weekdays ?? [];
  const every = list.find((w) => w.weekday === WEEKDAY_UNSPECIFIED);
  const hours = {} as WeekdayHoursValue;
  for (const day of WEEKDAY_FIELDS) {
    if (list.length === 0) {
      hours[day] = [{ startTime: '00:00', endTime: '24:00' }];
      continue;
    }
    const own = list.find((w) => w.weekday === day) ?? every;
    hours[day] = own ? normalizeTimes(own.times) : [];
  }
  return hours;
}

/** Hours open per weekday (for the week view's totals). */
export const hoursPerDay = (times: readonly TimePeriodValue[]): number =>
  times.reduce((sum, t) => sum + (minutesOf(t.endTime)! - minutesOf(t.startTime)!), 0) / 60;
