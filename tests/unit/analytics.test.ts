// The shared analytics rules (src/domain/analytics.ts): auto granularity, the range and granularity
// bounds with the filter field they name, professional-only granularities, dwell time.
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_GRANULARITIES,
  ANALYTICS_MAX_BUCKETS,
  autoGranularity,
  bucketCount,
  checkAnalyticsRange,
  dwellTime,
  isProfessionalTier,
  isSubDay,
} from '../../src/domain/analytics';

const H = 3_600_000;
const D = 24 * H;
const T0 = Date.parse('2026-03-01T00:00:00Z');
const range = (days: number, granularity?: string | null) => ({
  from: new Date(T0).toISOString(),
  to: new Date(T0 + days * D).toISOString(),
  granularity,
});

describe('granularities', () => {
  it('lists seed 001 §9 in menu order', () => {
    expect(ANALYTICS_GRANULARITIES).toEqual(['15min', '30min', '1h', '6h', 'hour', 'day', 'week', 'month', 'auto']);
  });

  it('sub-day are those shorter than a day', () => {
    expect(['15min', '30min', '1h', 'hour', '6h'].every((g) => isSubDay(g as never))).toBe(true);
    expect(['day', 'week', 'month'].some((g) => isSubDay(g as never))).toBe(false);
  });

  it('auto: finer for short ranges, never below a day without professional analytics', () => {
    expect(autoGranularity(T0, T0 + D)).toBe('15min');
    expect(autoGranularity(T0, T0 + 2 * D)).toBe('1h');
    expect(autoGranularity(T0, T0 + 7 * D)).toBe('6h');
    expect(autoGranularity(T0, T0 + 30 * D)).toBe('day');
    expect(autoGranularity(T0, T0 + 200 * D)).toBe('week');
    expect(autoGranularity(T0, T0 + D, false)).toBe('day');
    expect(autoGranularity(T0, T0 + 200 * D, false)).toBe('week');
  });

  it('counts nominal buckets', () => {
    expect(bucketCount(T0, T0 + D, '15min')).toBe(96);
    expect(bucketCount(T0, T0 + D + 1, 'hour')).toBe(25);
    expect(bucketCount(T0, T0 + 31 * D, 'month')).toBe(2);
  });

  it('professional tiers', () => {
    expect(isProfessionalTier('PROFESSIONAL')).toBe(true);
    expect(isProfessionalTier('ENTERPRISE')).toBe(true);
    expect(isProfessionalTier('BASIC')).toBe(false);
    expect(isProfessionalTier(null)).toBe(false);
  });
});

describe('checkAnalyticsRange', () => {
  it('accepts a range and resolves auto', () => {
    const r = checkAnalyticsRange(range(7), true);
    expect(r).toMatchObject({ ok: true, granularity: '6h' });
    if (r.ok) expect(r.to.getTime() - r.from.getTime()).toBe(7 * D);
    expect(checkAnalyticsRange(range(7, 'day'), false)).toMatchObject({ ok: true, granularity: 'day' });
    expect(checkAnalyticsRange(range(1), false)).toMatchObject({ ok: true, granularity: 'day' });
  });

  it('refuses bad dates and ranges on from / to', () => {
    expect(checkAnalyticsRange({ from: 'no date', to: range(1).to }, true)).toMatchObject({ ok: false, field: 'from' });
    expect(checkAnalyticsRange({ from: range(1).from, to: 'x' }, true)).toMatchObject({ ok: false, field: 'to' });
    const reversed = checkAnalyticsRange({ from: range(1).to, to: range(1).from }, true);
    expect(reversed).toMatchObject({
      ok: false,
      field: 'to',
      error: { message: 'forms.validationMessages.analyticsRange' },
    });
    expect(checkAnalyticsRange({ from: range(0).from, to: range(0).from }, true)).toMatchObject({
      ok: false,
      field: 'to',
    });
    expect(checkAnalyticsRange(range(366), true).ok).toBe(true);
    expect(checkAnalyticsRange(range(367), true)).toMatchObject({ ok: false, field: 'to' });
  });

  it('refuses unknown granularities, sub-day without professional or over 31 days, too many buckets', () => {
    const field = { ok: false, field: 'granularity' };
    expect(checkAnalyticsRange(range(1, 'fortnight'), true)).toMatchObject(field);
    expect(checkAnalyticsRange(range(1, '1h'), false)).toMatchObject(field);
    expect(checkAnalyticsRange(range(31, '15min'), true)).toMatchObject({ ok: true, granularity: '15min' });
    expect(checkAnalyticsRange(range(32, '1h'), true)).toMatchObject(field);
    // 31 days of 15 minutes: 2976 buckets, within the bound; the bound itself is checked.
    expect(bucketCount(T0, T0 + 31 * D, '15min')).toBeLessThanOrEqual(ANALYTICS_MAX_BUCKETS);
    expect(checkAnalyticsRange(range(366, 'day'), true)).toMatchObject({ ok: true });
  });
});

describe('dwellTime', () => {
  it('averages the ended sessions, null without any', () => {
    expect(dwellTime(3600, 2)).toBe(1800);
    expect(dwellTime(0, 0)).toBeNull();
  });
});
