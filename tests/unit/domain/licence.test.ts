import { describe, it, expect } from 'vitest';
import {
  availableLogins,
  displayedUsage,
  formatPercent,
  isUnlimited,
  licenceBand,
  licencePercent,
  licenceSummary,
  showLicenceHint,
  whitelabelFontSize,
} from '../../../src/domain/licence';

describe('isUnlimited', () => {
  it('-1, 0, null, undefined (and other negatives / NaN) are unlimited', () => {
    for (const l of [-1, 0, null, undefined, -5, NaN, Infinity]) expect(isUnlimited(l)).toBe(true);
  });
  it('positive licences are limited', () => {
    for (const l of [1, 50, 1000]) expect(isUnlimited(l)).toBe(false);
  });
});

describe('licencePercent', () => {
  it('usage / license × 100', () => {
    expect(licencePercent(25, 100)).toBe(25);
    expect(licencePercent(1, 3)).toBeCloseTo(33.3333, 3);
    expect(licencePercent(0, 10)).toBe(0);
  });
  it('capped at 100', () => {
    expect(licencePercent(100, 100)).toBe(100);
    expect(licencePercent(150, 100)).toBe(100);
  });
  it('0 when the licence is unset or unlimited; missing usage counts as 0', () => {
    for (const l of [-1, 0, null, undefined]) expect(licencePercent(10, l)).toBe(0);
    expect(licencePercent(null, 10)).toBe(0);
    expect(licencePercent(undefined, 10)).toBe(0);
  });
});

describe('displayedUsage and availableLogins', () => {
  it('displayed usage is capped at the licence unless unlimited', () => {
    expect(displayedUsage(5, 10)).toBe(5);
    expect(displayedUsage(15, 10)).toBe(10);
    expect(displayedUsage(15, -1)).toBe(15);
    expect(displayedUsage(15, null)).toBe(15);
    expect(displayedUsage(null, 10)).toBe(0);
  });
  it('available = license − usage, not below 0, Infinity when unlimited', () => {
    expect(availableLogins(3, 10)).toBe(7);
    expect(availableLogins(9, 10)).toBe(1);
    expect(availableLogins(10, 10)).toBe(0);
    expect(availableLogins(12, 10)).toBe(0);
    expect(availableLogins(null, 10)).toBe(10);
    expect(availableLogins(3, -1)).toBe(Infinity);
    expect(availableLogins(3, 0)).toBe(Infinity);
    expect(availableLogins(3, undefined)).toBe(Infinity);
  });
});

describe('licenceBand', () => {
  it.each([
    [0, 'success'],
    [29.99, 'success'],
    [30, 'info'],
    [54.99, 'info'],
    [55, 'warning'],
    [79.99, 'warning'],
    [80, 'error'],
    [100, 'error'],
    [150, 'error'],
    [NaN, 'success'],
  ] as const)('%d → %s', (p, band) => expect(licenceBand(p)).toBe(band));
});

describe('showLicenceHint', () => {
  it('above 80 only', () => {
    expect(showLicenceHint(79.99)).toBe(false);
    expect(showLicenceHint(80)).toBe(false);
    expect(showLicenceHint(80.01)).toBe(true);
    expect(showLicenceHint(100)).toBe(true);
  });
});

describe('formatPercent', () => {
  const norm = (s: string) => s.replace(/\s/g, ' ');
  it('two decimals with the locale percent sign', () => {
    expect(norm(formatPercent(12.345, 'de'))).toBe('12,35 %');
    expect(formatPercent(12.345, 'en')).toBe('12.35%');
    expect(formatPercent(100, 'en-US')).toBe('100.00%');
    expect(norm(formatPercent(0, 'de-DE'))).toBe('0,00 %');
    expect(formatPercent(NaN, 'en')).toBe('0.00%');
  });
});

describe('whitelabelFontSize', () => {
  it.each([
    ['', '1.25rem'],
    ['abcdefgh', '1.25rem'], // 15/(3+2) = 3 → capped
    ['a'.repeat(30), `${15 / 13}rem`],
    ['a'.repeat(36), `${15 / 15}rem`], // exactly 1
    ['a'.repeat(38), `${15 / 15}rem`],
    ['a'.repeat(39), `${15 / 16}rem`],
    ['a'.repeat(60), `${15 / 23}rem`],
  ])('%j → %s', (name, size) => expect(whitelabelFontSize(name)).toBe(size));
  it('matches min(1.25, 15 / (3 + floor(length / 3))) for every length', () => {
    for (let n = 0; n < 100; n++) {
      expect(whitelabelFontSize('x'.repeat(n))).toBe(`${Math.min(1.25, 15 / (3 + Math.floor(n / 3)))}rem`);
    }
  });
});

describe('licenceSummary', () => {
  it('combines everything', () => {
    expect(licenceSummary(45, 50)).toEqual({
      unlimited: false,
      percent: 90,
      usage: 45,
      displayedUsage: 45,
      available: 5,
      band: 'error',
      showHint: true,
    });
    expect(licenceSummary(7, -1)).toMatchObject({
      unlimited: true,
      percent: 0,
      available: Infinity,
      band: 'success',
      showHint: false,
    });
  });
});
