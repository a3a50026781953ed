// The record check of the DNS-statistics ingestion (src/domain/dnsStats.ts): what a batch may hold,
// what is normalised, and which path names the first bad value.
import { describe, expect, it } from 'vitest';
import {
  DNS_STATS_MAX_ENTRIES,
  DNS_STATS_MAX_RECORDS,
  checkDnsStatsBatch,
  normalizeDomain,
} from '../../src/domain/dnsStats';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const rec = (extra: Record<string, unknown> = {}) => ({
  time: '2026-06-15T10:07:00+02:00',
  requests: 10,
  blocked: 2,
  threats: 1,
  ...extra,
});
const check = (records: unknown[]) => checkDnsStatsBatch({ records }, NOW);
const fieldOf = (records: unknown[]) => {
  const r = check(records);
  return r.ok ? null : r.problem.field;
};

describe('normalizeDomain', () => {
  it('lowercases, drops the root dot and accepts service labels and A-labels', () => {
    expect(normalizeDomain(' WWW.Example.COM. ')).toBe('www.example.com');
    expect(normalizeDomain('_dmarc.example.com')).toBe('_dmarc.example.com');
    expect(normalizeDomain('xn--mnchen-3ya.de')).toBe('xn--mnchen-3ya.de');
    expect(normalizeDomain('localhost')).toBe('localhost');
  });
  it('refuses what is no DNS name', () => {
    for (const bad of [
      '',
      '.',
      'a..b',
      '-a.test',
      'a-.test',
      'a b.test',
      'münchen.de',
      'a/b',
      `${'a'.repeat(64)}.test`,
    ])
      expect(normalizeDomain(bad), bad).toBeNull();
    const long = Array.from({ length: 4 }, () => 'a'.repeat(63)).join('.'); // 255 characters
    expect(normalizeDomain(long)).toBeNull();
    expect(normalizeDomain(long.slice(0, 253))).toBe(long.slice(0, 253));
  });
});

describe('checkDnsStatsBatch', () => {
  it('accepts a full record, normalises names, defaults blocked and threats to 0', () => {
    const r = check([
      rec({
        domains: [{ name: 'Example.COM.', requests: 4, blocked: 1, threats: 0 }],
        applications: [{ name: ' YouTube ', requests: 3 }],
        categories: [{ name: 'Streaming', requests: 3, blocked: 0, threats: 0 }],
      }),
      { time: '2026-06-15T08:00:00Z', requests: 0 },
    ]);
    expect(r).toEqual({
      ok: true,
      records: [
        {
          time: Date.parse('2026-06-15T08:07:00Z'),
          requests: 10,
          blocked: 2,
          threats: 1,
          domains: [{ name: 'example.com', requests: 4, blocked: 1, threats: 0 }],
          applications: [{ name: 'YouTube', requests: 3, blocked: 0, threats: 0 }],
          categories: [{ name: 'Streaming', requests: 3, blocked: 0, threats: 0 }],
        },
        {
          time: Date.parse('2026-06-15T08:00:00Z'),
          requests: 0,
          blocked: 0,
          threats: 0,
          domains: [],
          applications: [],
          categories: [],
        },
      ],
    });
    expect(check([])).toEqual({ ok: true, records: [] });
  });

  it('bounds the time: a real date-time with zone, at most 400 days old, at most 5 minutes ahead', () => {
    expect(fieldOf([rec({ time: undefined })])).toBe('records.0.time');
    expect(fieldOf([rec({ time: 1718445600000 })])).toBe('records.0.time');
    expect(fieldOf([rec({ time: '2026-02-30T10:00:00Z' })])).toBe('records.0.time');
    expect(fieldOf([rec({ time: '2026-06-15' })])).toBe('records.0.time');
    expect(fieldOf([rec({ time: '2026-06-15T10:00:00' })])).toBe('records.0.time');
    expect(fieldOf([rec({ time: '2026-06-15T25:00:00Z' })])).toBe('records.0.time');
    expect(fieldOf([rec({ time: new Date(NOW - 400 * DAY + 60_000).toISOString() })])).toBeNull();
    expect(fieldOf([rec({ time: new Date(NOW - 400 * DAY - 60_000).toISOString() })])).toBe('records.0.time');
    expect(fieldOf([rec({ time: new Date(NOW + 4 * 60_000).toISOString() })])).toBeNull();
    expect(fieldOf([rec({ time: new Date(NOW + 6 * 60_000).toISOString() })])).toBe('records.0.time');
  });

  it('bounds the counts: whole, not negative, at most 1e9, blocked and threats within requests', () => {
    expect(fieldOf([rec({ requests: undefined })])).toBe('records.0.requests');
    expect(fieldOf([rec({ requests: -1 })])).toBe('records.0.requests');
    expect(fieldOf([rec({ requests: 2.5 })])).toBe('records.0.requests');
    expect(fieldOf([rec({ requests: '10' })])).toBe('records.0.requests');
    expect(fieldOf([rec({ requests: Number.NaN })])).toBe('records.0.requests');
    expect(fieldOf([rec({ requests: 1e9, blocked: 1e9, threats: 1e9 })])).toBeNull();
    expect(fieldOf([rec({ requests: 1e9 + 1 })])).toBe('records.0.requests');
    expect(fieldOf([rec({ blocked: 11 })])).toBe('records.0.blocked');
    expect(fieldOf([rec({ threats: 11 })])).toBe('records.0.threats');
    expect(fieldOf([rec({ domains: [{ name: 'a.test', requests: 1, threats: 2 }] })])).toBe(
      'records.0.domains.0.threats',
    );
    const r = check([rec({ blocked: 11 })]);
    expect(r.ok ? null : r.problem).toMatchObject({ i18n: 'forms.validationMessages.max_value', args: { max: 10 } });
  });

  it('checks every name: DNS names for domains, printable text for applications and categories', () => {
    expect(
      fieldOf([
        rec({
          domains: [
            { name: 'ok.test', requests: 1 },
            { name: 'bad..test', requests: 1 },
          ],
        }),
      ]),
    ).toBe('records.0.domains.1.name');
    expect(fieldOf([rec({ domains: [{ requests: 1 }] })])).toBe('records.0.domains.0.name');
    expect(fieldOf([rec({ applications: [{ name: '', requests: 1 }] })])).toBe('records.0.applications.0.name');
    expect(fieldOf([rec({ applications: [{ name: 'Ad\u0000s', requests: 1 }] })])).toBe(
      'records.0.applications.0.name',
    );
    expect(fieldOf([rec({ categories: [{ name: 'x'.repeat(254), requests: 1 }] })])).toBe(
      'records.0.categories.0.name',
    );
    expect(fieldOf([rec({ categories: [{ name: 'Soziale Netzwerke – Ä', requests: 1 }] })])).toBeNull();
    expect(fieldOf([rec({ categories: 'Streaming' })])).toBe('records.0.categories');
    expect(fieldOf([rec({ categories: ['Streaming'] })])).toBe('records.0.categories.0');
  });

  it('bounds the lists and names the first bad record of a batch', () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `d${i}.test`, requests: 1 }));
    expect(fieldOf([rec({ domains: entries(DNS_STATS_MAX_ENTRIES) })])).toBeNull();
    expect(fieldOf([rec({ domains: entries(DNS_STATS_MAX_ENTRIES + 1) })])).toBe('records.0.domains');
    expect(fieldOf(Array.from({ length: DNS_STATS_MAX_RECORDS }, () => rec()))).toBeNull();
    expect(fieldOf(Array.from({ length: DNS_STATS_MAX_RECORDS + 1 }, () => rec()))).toBe('records');
    expect(fieldOf([rec(), rec(), null, rec({ requests: -1 })])).toBe('records.2');
    expect(checkDnsStatsBatch([], NOW)).toMatchObject({ ok: false, problem: { field: 'body' } });
    expect(checkDnsStatsBatch({ records: {} }, NOW)).toMatchObject({ ok: false, problem: { field: 'records' } });
  });
});
