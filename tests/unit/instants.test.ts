// Points in time read as text (server/platform/instants.ts): the text a Date of the same value writes,
// for every form PostgreSQL gives a timestamptz in, without the Date where it wrote UTC.
import { describe, expect, it } from 'vitest';
import { instantIso, instantMs, instantText } from '../../server/platform/instants';

describe('instantText', () => {
  it('writes what new Date(value).toISOString() writes', () => {
    for (const value of [
      '2026-11-25 06:23:40.542+00',
      '2026-11-25 06:23:40.54+00',
      '2026-11-25 06:23:40.5+00',
      '2026-11-25 06:23:40+00',
      '2026-11-25 06:23:40.542123+00',
      '2026-11-25 06:23:40.999999+00',
      '1970-01-01 00:00:00+00',
      '2024-02-29 23:59:59.999+00',
      '2026-11-25 06:23:40.542+01',
      '2026-11-25 06:23:40.542-08',
      '2026-11-25 06:23:40+05:30',
      '2026-11-25 06:23:40.5+00:00',
    ]) {
      expect(instantText(value), value).toBe(new Date(value).toISOString());
    }
    const date = new Date('2026-11-25T06:23:40.542Z');
    expect(instantText(date)).toBe('2026-11-25T06:23:40.542Z');
  });

  it('throws for a text that is no instant, as toISOString does', () => {
    for (const value of ['infinity', '-infinity', '', '2026-11-25']) {
      if (Number.isNaN(new Date(value).getTime())) expect(() => instantText(value), value).toThrow(RangeError);
      else expect(instantText(value)).toBe(new Date(value).toISOString());
    }
  });
});

describe('instants of a row', () => {
  it('read alike as a Date and as its text', () => {
    const date = new Date('2026-11-25T06:23:40.542Z');
    expect(instantIso(date)).toBe(instantIso(date.toISOString()));
    expect(instantMs(date)).toBe(instantMs(date.toISOString()));
  });
});
