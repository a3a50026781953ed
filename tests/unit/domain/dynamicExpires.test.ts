import { describe, it, expect } from 'vitest';
import {
  DYNAMIC_EXPIRES_PRESETS,
  applyDynamicExpires,
  formatDynamicExpires,
  isValidDynamicExpires,
  normalizeDynamicExpires,
  parseDynamicExpires,
} from '../../../src/domain/dynamicExpires';

const at = (iso: string) => new Date(iso);
const apply = (expr: string, from: string, tz?: string) => applyDynamicExpires(expr, at(from), tz).toISOString();

describe('parseDynamicExpires', () => {
  it.each([
    ['eod', [{ kind: 'endOf', unit: 'days' }]],
    [
      'eod 4h',
      [
        { kind: 'endOf', unit: 'days' },
        { kind: 'add', amount: 4, unit: 'hours' },
      ],
    ],
    [
      'eod4h',
      [
        { kind: 'endOf', unit: 'days' },
        { kind: 'add', amount: 4, unit: 'hours' },
      ],
    ],
    ['1d', [{ kind: 'add', amount: 1, unit: 'days' }]],
    ['-1d', [{ kind: 'add', amount: -1, unit: 'days' }]],
    ['-1w', [{ kind: 'add', amount: -1, unit: 'weeks' }]],
    [
      'eow-1w',
      [
        { kind: 'endOf', unit: 'weeks' },
        { kind: 'add', amount: -1, unit: 'weeks' },
      ],
    ],
    ['2 hours', [{ kind: 'add', amount: 2, unit: 'hours' }]],
    ['-3days', [{ kind: 'add', amount: -3, unit: 'days' }]],
    ['1week', [{ kind: 'add', amount: 1, unit: 'weeks' }]],
    ['-3hours', [{ kind: 'add', amount: -3, unit: 'hours' }]],
    ['+15 min', [{ kind: 'add', amount: 15, unit: 'minutes' }]],
    ['1 Minute', [{ kind: 'add', amount: 1, unit: 'minutes' }]],
    ['1month', [{ kind: 'add', amount: 1, unit: 'months' }]],
    ['2 YEARS', [{ kind: 'add', amount: 2, unit: 'years' }]],
    ['eo day', [{ kind: 'endOf', unit: 'days' }]],
    ['eomonth', [{ kind: 'endOf', unit: 'months' }]],
    ['eoy', [{ kind: 'endOf', unit: 'years' }]],
    ['eoh', [{ kind: 'endOf', unit: 'hours' }]],
    [
      '  1d   2h  ',
      [
        { kind: 'add', amount: 1, unit: 'days' },
        { kind: 'add', amount: 2, unit: 'hours' },
      ],
    ],
    [
      '1d2h30m',
      [
        { kind: 'add', amount: 1, unit: 'days' },
        { kind: 'add', amount: 2, unit: 'hours' },
        { kind: 'add', amount: 30, unit: 'minutes' },
      ],
    ],
  ])('parses %j', (expr, ops) => expect(parseDynamicExpires(expr)).toEqual(ops));

  it('abbreviations are case-sensitive: M months, m minutes', () => {
    expect(parseDynamicExpires('1M')).toEqual([{ kind: 'add', amount: 1, unit: 'months' }]);
    expect(parseDynamicExpires('1m')).toEqual([{ kind: 'add', amount: 1, unit: 'minutes' }]);
    expect(parseDynamicExpires('eoM')).toEqual([{ kind: 'endOf', unit: 'months' }]);
    expect(parseDynamicExpires('eom')).toEqual([{ kind: 'endOf', unit: 'minutes' }]);
    expect(parseDynamicExpires('1D')).toBeNull();
    expect(parseDynamicExpires('1H')).toBeNull();
    expect(parseDynamicExpires('EOD')).toBeNull();
  });

  it.each([
    '',
    '   ',
    'eo',
    'd',
    '1',
    '1x',
    '1.5h',
    '1d x',
    'tomorrow',
    '- 1d',
    '1234567d',
    'eo 2d',
    '1ms',
    '1d,2h',
    'eodd',
    '--1d',
  ])('rejects %j', (expr) => {
    expect(parseDynamicExpires(expr)).toBeNull();
    expect(isValidDynamicExpires(expr)).toBe(false);
  });

  it('limits length and number of operations', () => {
    expect(parseDynamicExpires(Array(20).fill('1m').join(' '))).toHaveLength(20);
    expect(parseDynamicExpires(Array(21).fill('1m').join(' '))).toBeNull();
    expect(parseDynamicExpires('1d' + ' '.repeat(200))).toBeNull();
  });

  it('formats canonically', () => {
    expect(normalizeDynamicExpires('eo day 4 hours')).toBe('eod 4h');
    expect(normalizeDynamicExpires('eow-1w')).toBe('eow -1w');
    expect(normalizeDynamicExpires('-0d')).toBe('0d');
    expect(normalizeDynamicExpires('nope')).toBeNull();
    expect(formatDynamicExpires([{ kind: 'add', amount: 3, unit: 'months' }])).toBe('3M');
  });
});

describe('presets', () => {
  it('are the six of the specification, all valid', () => {
    expect(DYNAMIC_EXPIRES_PRESETS.map((p) => p.value)).toEqual(['eod', 'eod 4h', '1d', '-1d', '-1w', 'eow-1w']);
    expect(DYNAMIC_EXPIRES_PRESETS.map((p) => p.key)).toEqual([
      'endOfDay',
      'nextDay4am',
      '24hAfterFirstLogin',
      'last24Hours',
      'lastWeek',
      'startOfCurrentWeek',
    ]);
    for (const p of DYNAMIC_EXPIRES_PRESETS) expect(isValidDynamicExpires(p.value)).toBe(true);
  });

  // Wednesday 2024-05-15 10:20:30.400 UTC
  const from = '2024-05-15T10:20:30.400Z';
  it.each([
    ['eod', '2024-05-15T23:59:59.999Z'],
    ['eod 4h', '2024-05-16T03:59:59.999Z'],
    ['1d', '2024-05-16T10:20:30.400Z'],
    ['-1d', '2024-05-14T10:20:30.400Z'],
    ['-1w', '2024-05-08T10:20:30.400Z'],
    ['eow-1w', '2024-05-12T23:59:59.999Z'], // Sunday before the current week (Mon 13th) began
  ])('%s from a Wednesday', (expr, expected) => expect(apply(expr, from)).toBe(expected));
});

describe('applyDynamicExpires (UTC)', () => {
  it('end of every unit', () => {
    const from = '2024-05-15T10:20:30.400Z';
    expect(apply('eom', from)).toBe('2024-05-15T10:20:59.999Z');
    expect(apply('eoh', from)).toBe('2024-05-15T10:59:59.999Z');
    expect(apply('eow', from)).toBe('2024-05-19T23:59:59.999Z');
    expect(apply('eoM', from)).toBe('2024-05-31T23:59:59.999Z');
    expect(apply('eoy', from)).toBe('2024-12-31T23:59:59.999Z');
  });
  it('end of ISO week: Monday and Sunday belong to the same week', () => {
    expect(apply('eow', '2024-05-13T00:00:00.000Z')).toBe('2024-05-19T23:59:59.999Z'); // Monday
    expect(apply('eow', '2024-05-19T23:00:00.000Z')).toBe('2024-05-19T23:59:59.999Z'); // Sunday
    expect(apply('eow', '2024-12-31T12:00:00.000Z')).toBe('2025-01-05T23:59:59.999Z'); // across year end
  });
  it('months across the year end and with day clamping', () => {
    expect(apply('1M', '2024-12-15T08:00:00.000Z')).toBe('2025-01-15T08:00:00.000Z');
    expect(apply('-1M', '2025-01-15T08:00:00.000Z')).toBe('2024-12-15T08:00:00.000Z');
    expect(apply('2M', '2024-11-30T08:00:00.000Z')).toBe('2025-01-30T08:00:00.000Z');
    expect(apply('1M', '2024-01-31T08:00:00.000Z')).toBe('2024-02-29T08:00:00.000Z');
    expect(apply('1M', '2023-01-31T08:00:00.000Z')).toBe('2023-02-28T08:00:00.000Z');
    expect(apply('13 months', '2024-12-31T00:00:00.000Z')).toBe('2026-01-31T00:00:00.000Z');
    expect(apply('eoM 1M', '2024-01-15T00:00:00.000Z')).toBe('2024-02-29T23:59:59.999Z');
    expect(apply('1y', '2024-02-29T12:00:00.000Z')).toBe('2025-02-28T12:00:00.000Z');
    expect(apply('eoy 1m', '2024-06-01T00:00:00.000Z')).toBe('2025-01-01T00:00:59.999Z');
  });
  it('chains apply in order', () => {
    expect(apply('eod 4h', '2024-12-31T22:00:00.000Z')).toBe('2025-01-01T03:59:59.999Z');
    expect(apply('4h eod', '2024-12-31T22:00:00.000Z')).toBe('2025-01-01T23:59:59.999Z');
    expect(apply('-2 weeks eow', '2024-05-15T00:00:00.000Z')).toBe('2024-05-05T23:59:59.999Z');
    expect(apply('1d 2h 30m', '2024-05-15T00:00:00.000Z')).toBe('2024-05-16T02:30:00.000Z');
    expect(apply('0d', '2024-05-15T00:00:00.000Z')).toBe('2024-05-15T00:00:00.000Z');
  });
  it('throws on invalid input', () => {
    expect(() => applyDynamicExpires('nope', new Date())).toThrow(RangeError);
    expect(() => applyDynamicExpires('1d', new Date('invalid'))).toThrow(RangeError);
    expect(() => applyDynamicExpires('1d', new Date(), 'Not/AZone')).toThrow(RangeError);
    expect(() => applyDynamicExpires('999999y', new Date())).toThrow(RangeError);
  });
  it('UTC zone names are the plain path', () => {
    expect(apply('eod', '2024-05-15T10:00:00.000Z', 'UTC')).toBe('2024-05-15T23:59:59.999Z');
  });
});

describe('applyDynamicExpires with a time zone', () => {
  const tz = 'Europe/Berlin';
  it('end of day on the local wall clock', () => {
    // 23:30 local (CEST) on 15 May = 21:30 UTC
    expect(apply('eod', '2024-05-15T21:30:00.000Z', tz)).toBe('2024-05-15T21:59:59.999Z');
    // 00:30 local on 16 May = 22:30 UTC on 15 May: already the next local day
    expect(apply('eod', '2024-05-15T22:30:00.000Z', tz)).toBe('2024-05-16T21:59:59.999Z');
    expect(apply('eod 4h', '2024-01-10T12:00:00.000Z', tz)).toBe('2024-01-11T02:59:59.999Z');
  });
  it('days are calendar days across DST, hours are absolute', () => {
    // 30 March 2024 23:30 CET → 31 March 23:30 CEST (23 hours later)
    expect(apply('1d', '2024-03-30T22:30:00.000Z', tz)).toBe('2024-03-31T21:30:00.000Z');
    expect(apply('24h', '2024-03-30T22:30:00.000Z', tz)).toBe('2024-03-31T22:30:00.000Z');
  });
  it('a wall time in the spring-forward gap moves forward; an ambiguous one takes the earlier instant', () => {
    // 30 March 02:30 CET + 1d → 31 March 02:30 does not exist → 03:30 CEST = 01:30 UTC
    expect(apply('1d', '2024-03-30T01:30:00.000Z', tz)).toBe('2024-03-31T01:30:00.000Z');
    // 26 Oct 02:30 CEST + 1d → 27 Oct 02:30 occurs twice → first (CEST) = 00:30 UTC
    expect(apply('1d', '2024-10-26T00:30:00.000Z', tz)).toBe('2024-10-27T00:30:00.000Z');
  });
  it("'eod 4h' is 4 o'clock local on both DST nights (hours after an end-of-unit move the wall clock)", () => {
    // Spring: 28 March 2027, 02:00 CET → 03:00 CEST. 04:00 CEST = 02:00 UTC (3 elapsed hours after midnight)
    expect(apply('eod 4h', '2027-03-27T12:00:00.000Z', tz)).toBe('2027-03-28T01:59:59.999Z');
    // Autumn: 31 October 2027, 03:00 CEST → 02:00 CET. 04:00 CET = 03:00 UTC (5 elapsed hours after midnight)
    expect(apply('eod 4h', '2027-10-30T12:00:00.000Z', tz)).toBe('2027-10-31T02:59:59.999Z');
    // An ordinary night: 04:00 CET = 03:00 UTC
    expect(apply('eod 4h', '2027-01-10T12:00:00.000Z', tz)).toBe('2027-01-11T02:59:59.999Z');
  });
  it('a wall time after an end-of-unit that falls into the spring gap moves forward by the gap', () => {
    // 'eod 2h30m' → 02:29:59.999 on 28 March 2027 does not exist → 03:29:59.999 CEST = 01:29:59.999 UTC
    expect(apply('eod 2h 30m', '2027-03-27T12:00:00.000Z', tz)).toBe('2027-03-28T01:29:59.999Z');
    // Autumn: 02:30 occurs twice → the earlier (CEST) = 00:29:59.999 UTC
    expect(apply('eod 2h 30m', '2027-10-30T12:00:00.000Z', tz)).toBe('2027-10-31T00:29:59.999Z');
  });
  it('hours without an end-of-unit before them stay elapsed time on both DST nights', () => {
    // 23:00 CET on 27 March 2027 + 4h = 4 elapsed hours = 04:00 CEST (wall shows 5 hours later)
    expect(apply('4h', '2027-03-27T22:00:00.000Z', tz)).toBe('2027-03-28T02:00:00.000Z');
    // 23:00 CEST on 30 Oct 2027 + 4h = 02:00 CET (wall shows 3 hours later)
    expect(apply('4h', '2027-10-30T21:00:00.000Z', tz)).toBe('2027-10-31T01:00:00.000Z');
    // '1d' on the autumn night: calendar day, 25 elapsed hours
    expect(apply('1d', '2027-10-30T10:00:00.000Z', tz)).toBe('2027-10-31T11:00:00.000Z');
  });
  it('end of week and month in the zone', () => {
    expect(apply('eow-1w', '2024-05-15T10:00:00.000Z', tz)).toBe('2024-05-12T21:59:59.999Z');
    expect(apply('eoM', '2024-03-15T10:00:00.000Z', tz)).toBe('2024-03-31T21:59:59.999Z');
    expect(apply('eoy', '2024-06-01T00:00:00.000Z', 'America/New_York')).toBe('2025-01-01T04:59:59.999Z');
  });
});
