import { describe, expect, it } from 'vitest';
import {
  dayOf,
  hoursPerDay,
  loginTimePeriodsErrors,
  minutesOf,
  normalizeLoginTimePeriods,
  normalizeOpeningHours,
  openingHoursErrors,
  weekdayHours,
  type WeekdayHoursValue,
} from '../../../src/domain/loginTimePeriods';

const span = (startTime: string, endTime: string) => ({ startTime, endTime });
const messageOf = (errors: Record<string, { message: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.message]));

describe('times and days', () => {
  it('reads HH:mm on a 24 h clock, 24:00 as the end of the day', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('24:00')).toBe(1440);
    for (const bad of ['24:01', '8:30', '25:00', '12:60', '', null, 830]) expect(minutesOf(bad)).toBeNull();
  });

  it('takes the day of an ISO date or date-time and refuses days that do not exist', () => {
    expect(dayOf('2026-12-24')).toBe('2026-12-24');
    expect(dayOf('2026-12-24T10:00:00.000Z')).toBe('2026-12-24');
    expect(dayOf('2026-02-30')).toBeNull();
    expect(dayOf('24.12.2026')).toBeNull();
  });
});

describe('login time periods validation', () => {
  it('accepts touching periods and a period up to 24:00', () => {
    const value = {
      weekdays: [{ weekday: 'monday' as const, times: [span('08:00', '12:00'), span('12:00', '24:00')] }],
      specialDates: [],
    };
    expect(loginTimePeriodsErrors(value)).toEqual({});
  });

  it('names the field at fault: an end before its start, an overlap, a bad time, a weekday twice', () => {
    const errors = loginTimePeriodsErrors({
      weekdays: [
        { weekday: 'monday', times: [span('10:00', '09:00')] },
        { weekday: 'tuesday', times: [span('08:00', '12:00'), span('11:00', '13:00')] },
        { weekday: 'wednesday', times: [span('8:00', '12:00')] },
        { weekday: 'monday', times: [] },
      ],
      specialDates: [],
    });
    expect(messageOf(errors)).toEqual({
      'weekdays.0.times.0.endTime': 'forms.validationMessages.timeRange',
      'weekdays.1.times.1.startTime': 'forms.validationMessages.timeOverlap',
      'weekdays.2.times.0.startTime': 'forms.validationMessages.time',
      'weekdays.3.weekday': 'forms.validationMessages.unique',
    });
  });

  it('checks special dates: real days, end not before start, no overlapping periods', () => {
    const errors = loginTimePeriodsErrors({
      weekdays: [],
      specialDates: [
        { startDate: '2026-12-24', endDate: '2026-12-26', times: [] },
        { startDate: '2026-12-26', endDate: '2026-12-27', times: [span('10:00', '14:00')] },
        { startDate: '2026-12-31', endDate: '2026-12-30', times: [] },
        { startDate: '2026-02-30', endDate: '2026-03-01', times: [] },
      ],
    });
    expect(messageOf(errors)).toEqual({
      'specialDates.1.startDate': 'forms.validationMessages.dateOverlap',
      'specialDates.2.endDate': 'forms.validationMessages.dateRange',
      'specialDates.3.startDate': 'forms.validationMessages.date',
    });
  });

  it('bounds the number of times per day', () => {
    const times = Array.from({ length: 13 }, (_, i) =>
      span(`${String(i).padStart(2, '0')}:00`, `${String(i).padStart(2, '0')}:30`),
    );
    expect(messageOf(loginTimePeriodsErrors({ weekdays: [{ weekday: 'friday', times }], specialDates: [] }))).toEqual({
      'weekdays.0.times': 'forms.validationMessages.arrayMaxSize',
    });
  });
});

describe('calculated weekday hours', () => {
  it('applies "unspecified" to every day without an own entry; an own entry replaces it', () => {
    const hours = weekdayHours([
      { weekday: 'unspecified', times: [span('08:00', '18:00')] },
      { weekday: 'sunday', times: [span('10:00', '14:00')] },
      { weekday: 'saturday', times: [] },
    ]);
    expect(hours.monday).toEqual([span('08:00', '18:00')]);
    expect(hours.friday).toEqual([span('08:00', '18:00')]);
    expect(hours.saturday).toEqual([]);
    expect(hours.sunday).toEqual([span('10:00', '14:00')]);
  });

  it('is open around the clock without any weekday entries, and closed on days without one otherwise', () => {
    expect(weekdayHours([]).wednesday).toEqual([span('00:00', '24:00')]);
    const hours = weekdayHours([{ weekday: 'monday', times: [span('09:00', '17:00')] }]);
    expect(hours.tuesday).toEqual([]);
    expect(hoursPerDay(hours.monday)).toBe(8);
  });

  it('stores a normal form: sorted times, dates as days', () => {
    expect(
      normalizeLoginTimePeriods({
        weekdays: [{ weekday: 'monday', times: [span('13:00', '17:00'), span('08:00', '12:00')] }],
        specialDates: [{ startDate: '2026-12-24T00:00:00.000Z', endDate: '2026-12-24', times: [] }],
      }),
    ).toEqual({
      weekdays: [{ weekday: 'monday', times: [span('08:00', '12:00'), span('13:00', '17:00')] }],
      specialDates: [{ startDate: '2026-12-24', endDate: '2026-12-24', times: [] }],
    });
  });
});

describe('opening hours', () => {
  it('validates per weekday and normalises every day', () => {
    const weekdays = { monday: [span('09:00', '08:00')] } as unknown as WeekdayHoursValue;
    expect(messageOf(openingHoursErrors({ weekdays, specialDates: [] }))).toEqual({
      'weekdays.monday.0.endTime': 'forms.validationMessages.timeRange',
    });
    const normal = normalizeOpeningHours({
      weekdays: { tuesday: [span('09:00', '17:00')] } as unknown as WeekdayHoursValue,
      specialDates: [],
    });
    expect(normal.weekdays.tuesday).toEqual([span('09:00', '17:00')]);
    expect(normal.weekdays.sunday).toEqual([]);
  });
});
