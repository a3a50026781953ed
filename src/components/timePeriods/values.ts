/**
 * Login time periods and opening hours in the portal: the form values of the editors and the
 * GraphQL inputs they become. The record's shapes (with `weekdayHours`, `__typename` or ISO
 * date-times) are read leniently; what is sent is exactly the input type of schema/periods.graphql
 * with dates as ISO dates ('YYYY-MM-DD', both days inclusive).
 */
import { WEEKDAY_FIELDS } from '../../domain/enums';
import {
  dayOf,
  type DateTimePeriodValue,
  type LoginTimePeriodsValue,
  type OpeningHoursValue,
  type TimePeriodValue,
  type WeekdayHoursValue,
  type WeekdayName,
} from '../../domain/loginTimePeriods';
import type { Invalid } from '../../domain/validation';

type Loose = Record<string, unknown> | null | undefined;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Times as the editor holds them (text as typed). */
export const timesOf = (value: unknown): TimePeriodValue[] =>
  asList(value).map((t) => ({
    startTime: asText((t as Loose)?.startTime),
    endTime: asText((t as Loose)?.endTime),
  }));

/** A date of a record ('YYYY-MM-DD' or an ISO date-time) as the date input shows it; other text as is. */
export const dateOf = (value: unknown): string => dayOf(value) ?? asText(value);

export const specialDatesOf = (value: unknown): DateTimePeriodValue[] =>
  asList(value).map((p) => ({
    startDate: dateOf((p as Loose)?.startDate),
    endDate: dateOf((p as Loose)?.endDate),
    times: timesOf((p as Loose)?.times),
  }));

/** The editor's value of login time periods (null or undefined: none, i.e. logins at any time). */
export function loginTimePeriodsOf(value: unknown): LoginTimePeriodsValue {
  const v = value as Loose;
  return {
    weekdays: asList(v?.weekdays).map((w) => ({
      weekday: asText((w as Loose)?.weekday) as WeekdayName,
      times: timesOf((w as Loose)?.times),
    })),
    specialDates: specialDatesOf(v?.specialDates),
  };
}

/** The editor's value of opening hours (every weekday present; no times = closed). */
export function openingHoursOf(value: unknown): OpeningHoursValue {
  const v = value as Loose;
  const days = (v?.weekdays ?? {}) as Record<string, unknown>;
  const weekdays = {} as WeekdayHoursValue;
  for (const day of WEEKDAY_FIELDS) weekdays[day] = timesOf(days[day]);
  return { weekdays, specialDates: specialDatesOf(v?.specialDates) };
}

/** The GraphQL LoginTimePeriodsInput of a form value; null stays null (no periods). */
export function toLoginTimePeriodsInput(value: unknown): LoginTimePeriodsValue | null {
  return value === null || value === undefined ? null : loginTimePeriodsOf(value);
}

/** The GraphQL OpeningHoursInput of a form value; null stays null. */
export function toOpeningHoursInput(value: unknown): OpeningHoursValue | null {
  return value === null || value === undefined ? null : openingHoursOf(value);
}

/** The first problem of a domain error map, naming the whole field (for the form's submit check). */
export function firstProblem(errors: Record<string, Invalid>, fieldLabel: string): Invalid | undefined {
  const first = Object.values(errors)[0];
  return first && { message: first.message, args: { ...first.args, fieldLabel } };
}

export const EMPTY_TIME: TimePeriodValue = { startTime: '', endTime: '' };
