// Issue 40: the zone a code's formula is applied in (docs/decisions.md D204).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPIRY_TIMEZONE,
  applyDynamicExpires,
  expiryTimeZone,
  isKnownTimeZone,
} from '../../../src/domain/dynamicExpires';

describe('expiryTimeZone', () => {
  it("takes the device's own zone when it has a known one", () => {
    expect(expiryTimeZone('America/New_York', 'Europe/Vienna')).toBe('America/New_York');
    expect(expiryTimeZone(' Asia/Tokyo ')).toBe('Asia/Tokyo');
  });

  it("takes the installation's zone for a device without one (or with an unknown one)", () => {
    expect(expiryTimeZone(null, 'Europe/Vienna')).toBe('Europe/Vienna');
    expect(expiryTimeZone(undefined, 'Europe/Vienna')).toBe('Europe/Vienna');
    expect(expiryTimeZone('', 'Europe/Vienna')).toBe('Europe/Vienna');
    expect(expiryTimeZone('Mars/Olympus', 'Europe/Vienna')).toBe('Europe/Vienna');
  });

  it('falls back to Europe/Berlin, never to UTC by accident', () => {
    expect(DEFAULT_EXPIRY_TIMEZONE).toBe('Europe/Berlin');
    expect(expiryTimeZone(null)).toBe('Europe/Berlin');
    expect(expiryTimeZone(null, null)).toBe('Europe/Berlin');
    expect(expiryTimeZone(null, 'Not/AZone')).toBe('Europe/Berlin');
    // UTC stays available when it is named.
    expect(expiryTimeZone('UTC')).toBe('UTC');
  });

  it('knows IANA zones and refuses the rest', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('')).toBe(false);
    expect(isKnownTimeZone(null)).toBe(false);
    expect(isKnownTimeZone('Nowhere/Special')).toBe(false);
  });

  it("'eod' on a device without a zone ends at 23:59 Berlin, not 00:59 the next day (winter and summer)", () => {
    // Winter (CET, UTC+1): a first login at 10:00 local on 20 January.
    expect(applyDynamicExpires('eod', new Date('2026-01-20T09:00:00Z'), expiryTimeZone(null)).toISOString()).toBe(
      '2026-01-20T22:59:59.999Z',
    );
    // What the device without a zone used to get: 23:59:59.999 UTC = 00:59:59.999 next day in Berlin.
    expect(applyDynamicExpires('eod', new Date('2026-01-20T09:00:00Z')).toISOString()).toBe('2026-01-20T23:59:59.999Z');
    // Summer (CEST, UTC+2); a login at 00:30 local belongs to the new local day.
    expect(applyDynamicExpires('eod', new Date('2026-07-20T22:30:00Z'), expiryTimeZone(null)).toISOString()).toBe(
      '2026-07-21T21:59:59.999Z',
    );
    // 'eod 4h' is 03:59:59.999 local the next morning.
    expect(applyDynamicExpires('eod 4h', new Date('2026-01-20T09:00:00Z'), expiryTimeZone(null)).toISOString()).toBe(
      '2026-01-21T02:59:59.999Z',
    );
  });
});
