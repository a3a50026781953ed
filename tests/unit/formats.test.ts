// One way of writing numbers and dates per language (issue 40): the shared helper and the i18n
// provider, which writes numbers interpolated into messages with it.
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatTag,
} from '../../src/i18n/formats';
import { createI18nProvider, loadLocale, registerMessages } from '../../src/providers/i18nProvider';

const at = new Date(2025, 2, 5, 14, 30, 15);

describe('formatNumber', () => {
  it('writes thousands separators of the language', () => {
    expect(formatNumber(4850, 'de')).toBe('4.850');
    expect(formatNumber(5000, 'de')).toBe('5.000');
    expect(formatNumber(10000, 'de')).toBe('10.000');
    expect(formatNumber(4850, 'en')).toBe('4,850');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
    expect(formatNumber(12, 'de')).toBe('12');
  });

  it('takes a language or its tag, an unknown one means German', () => {
    expect(formatTag('en')).toBe('en-US');
    expect(formatTag('en-US')).toBe('en-US');
    expect(formatTag('fr')).toBe('de-DE');
    expect(formatTag(undefined)).toBe('de-DE');
    expect(formatNumber(4850, 'xx')).toBe('4.850');
  });

  it('passes options on (percent)', () => {
    expect(formatNumber(0.5, 'de', { style: 'percent' })).toBe('50\u00a0%');
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%');
  });
});

describe('formatDate and formatDateTime', () => {
  it('use one style per language', () => {
    expect(formatDate(at, 'de')).toBe('05.03.2025');
    expect(formatDate(at, 'en')).toBe('Mar 5, 2025');
    expect(formatDateTime(at, 'de')).toBe('05.03.2025, 14:30');
    expect(formatDateTime(at, 'en')).toMatch(/^Mar 5, 2025, 2:30\s?PM$/);
  });

  it('take ISO strings and a time zone, and write nothing for a missing or invalid value', () => {
    expect(formatDateTime('2025-03-05T13:30:00Z', 'de', 'UTC')).toBe('05.03.2025, 13:30');
    expect(formatDate('2025-03-05T23:30:00Z', 'de', 'Europe/Berlin')).toBe('06.03.2025');
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDateTime('', 'de')).toBe('');
    expect(formatDateTime('no date', 'en')).toBe('');
  });
});

describe('formatBytes and formatDuration (live sessions)', () => {
  it('writes data in decimal units with the decimal mark of the language', () => {
    expect(formatBytes(0, 'de')).toBe('0 B');
    expect(formatBytes(850, 'de')).toBe('850 B');
    expect(formatBytes(1_500_000, 'de')).toBe('1,5 MB');
    expect(formatBytes(1_500_000, 'en')).toBe('1.5 MB');
    expect(formatBytes(48_000_000, 'en')).toBe('48 MB');
    expect(formatBytes(2 ** 53 - 1, 'de')).toBe('9 PB');
  });

  it('moves to the next unit before a rounded figure reaches 1000', () => {
    expect(formatBytes(999, 'de')).toBe('999 B');
    expect(formatBytes(999.6, 'de')).toBe('1 kB');
    expect(formatBytes(999_960, 'en')).toBe('1 MB');
    expect(formatBytes(999_940, 'en')).toBe('999.9 kB');
    expect(formatBytes(-5, 'de')).toBe('0 B');
    expect(formatBytes(Number.NaN, 'de')).toBe('0 B');
  });

  it('writes a length of time in h, min and s', () => {
    expect(formatDuration(45, 'de')).toBe('45 s');
    expect(formatDuration(60, 'de')).toBe('1 min');
    expect(formatDuration(3900, 'de')).toBe('1 h 05 min');
    expect(formatDuration(7200, 'en')).toBe('2 h 00 min');
    expect(formatDuration(1234 * 3600, 'de')).toBe('1.234 h 00 min');
    expect(formatDuration(1234 * 3600, 'en')).toBe('1,234 h 00 min');
  });
});

describe('numbers in translated messages', () => {
  const tree = {
    de: {
      test: {
        formats: {
          hits: '%{smart_count} Treffer |||| %{smart_count} Treffer',
          of: '%{n} von %{total}',
          year: '© %{year}',
        },
      },
    },
    en: {
      test: {
        formats: { hits: '%{smart_count} hit |||| %{smart_count} hits', of: '%{n} of %{total}', year: '© %{year}' },
      },
    },
  };
  registerMessages([tree]);

  it('are written with the separators of the language; the plural still follows the number', async () => {
    const i18n = createI18nProvider('de');
    expect(i18n.translate('test.formats.of', { n: 4850, total: 5000 })).toBe('4.850 von 5.000');
    expect(i18n.translate('test.formats.hits', { smart_count: 10000 })).toBe('10.000 Treffer');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 10000 })).toBe(
      '1-25 von 10.000',
    );
    // A number that is no quantity is passed as a string.
    expect(i18n.translate('test.formats.year', { year: String(2026) })).toBe('© 2026');
    await loadLocale('en');
    await i18n.changeLocale('en');
    expect(i18n.translate('test.formats.of', { n: 4850, total: 5000 })).toBe('4,850 of 5,000');
    expect(i18n.translate('test.formats.hits', { smart_count: 1 })).toBe('1 hit');
    expect(i18n.translate('test.formats.hits', { smart_count: 10000 })).toBe('10,000 hits');
  });
});
