// Stored login time periods / opening hours → their GraphQL shapes (with the calculated weekday hours).
import type { LoginTimePeriods, OpeningHours } from '../graphql/generated/resolvers';
import { weekdayHours, type LoginTimePeriodsValue, type OpeningHoursValue } from '../../src/domain/loginTimePeriods';

export function toLoginTimePeriods(value: LoginTimePeriodsValue | null | undefined): LoginTimePeriods | null {
  if (!value) return null;
  return {
    weekdays: value.weekdays.map((w) => ({ weekday: w.weekday, times: w.times })),
    specialDates: value.specialDates,
    weekdayHours: weekdayHours(value.weekdays),
  };
}

export function toOpeningHours(value: OpeningHoursValue | null | undefined): OpeningHours | null {
  return value ? { weekdays: value.weekdays, specialDates: value.specialDates } : null;
}
