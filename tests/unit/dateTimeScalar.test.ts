// The DateTime scalar in answers: one form (toISOString's), whatever the mapper handed over.
import { describe, expect, it } from 'vitest';
import { serializeDateTime } from '../../server/graphql/schema';

describe('serializeDateTime', () => {
  it('passes an instant already in the answer form as it is', () => {
    expect(serializeDateTime('2026-11-24T09:05:03.120Z')).toBe('2026-11-24T09:05:03.120Z');
    expect(serializeDateTime('1999-12-31T23:59:59.999Z')).toBe('1999-12-31T23:59:59.999Z');
  });

  it('writes Dates and other instant strings in that form', () => {
    expect(serializeDateTime(new Date(Date.UTC(2026, 10, 24, 9, 5, 3, 120)))).toBe('2026-11-24T09:05:03.120Z');
    // PostgreSQL's text form, an offset, no milliseconds: converted, not passed.
    expect(serializeDateTime('2026-11-24 10:05:03.12+01')).toBe('2026-11-24T09:05:03.120Z');
    expect(serializeDateTime('2026-11-24T10:05:03+01:00')).toBe('2026-11-24T09:05:03.000Z');
    expect(serializeDateTime('2026-11-24T09:05:03Z')).toBe('2026-11-24T09:05:03.000Z');
  });

  it('answers null for what is no string or Date, and refuses a string that is no instant', () => {
    expect(serializeDateTime(null)).toBeNull();
    expect(serializeDateTime(42)).toBeNull();
    // Not the answer form (month 13): parsed, and refused as graphql-js refuses any serializer's throw.
    expect(() => serializeDateTime('2026-13-01T00:00:00.000Z')).toThrow(RangeError);
    expect(() => serializeDateTime('next tuesday')).toThrow(RangeError);
  });
});
