/**
 * Concurrent-user licence maths (seed 000 §3, §9; seed 001 §3, §9).
 *
 * Decisions:
 *  - Unlimited: -1 (any negative), 0, null, undefined or a non-finite number. Seed 000 §3 says 0 or an
 *    empty value DISPLAYS as unlimited, seed 001 says -1 means unlimited; the portal treats them alike.
 *  - availableLogins of an unlimited licence is Infinity (not null): comparisons such as
 *    `available <= 1` stay correct without null checks. Do not send it through JSON (it becomes null).
 *  - A missing or negative usage counts as 0.
 *  - formatPercent renders with the locale's percent sign and spacing ('12,35 %' in de, '12.35%' in en).
 */

import { LICENCE_BAND_THRESHOLDS, LICENCE_HINT_PERCENT, PERCENT_DECIMALS } from './constants';

export type Licence = number | null | undefined;
export type LicenceBand = 'success' | 'info' | 'warning' | 'error';

export function isUnlimited(license: Licence): boolean {
  return license === null || license === undefined || !Number.isFinite(license) || license <= 0;
}

const usageOf = (usage: number | null | undefined): number =>
  typeof usage === 'number' && Number.isFinite(usage) && usage > 0 ? usage : 0;

/** usage / license × 100, capped at 100; 0 when the licence is unlimited / unset. */
export function licencePercent(usage: number | null | undefined, license: Licence): number {
  if (isUnlimited(license)) return 0;
  return Math.min(100, (usageOf(usage) / (license as number)) * 100);
}

/** Usage as displayed: capped at the licence unless unlimited. */
export function displayedUsage(usage: number | null | undefined, license: Licence): number {
  const u = usageOf(usage);
  return isUnlimited(license) ? u : Math.min(u, license as number);
}

/** Logins still available: license − usage, not below 0; Infinity for an unlimited licence. */
export function availableLogins(usage: number | null | undefined, license: Licence): number {
  if (isUnlimited(license)) return Infinity;
  return Math.max(0, (license as number) - usageOf(usage));
}

/** Colour band: under 30 success, under 55 info, under 80 warning, 80 or more error. */
export function licenceBand(percent: number): LicenceBand {
  if (!(percent >= LICENCE_BAND_THRESHOLDS.info)) return 'success'; // also NaN
  if (percent < LICENCE_BAND_THRESHOLDS.warning) return 'info';
  if (percent < LICENCE_BAND_THRESHOLDS.error) return 'warning';
  return 'error';
}

/** The extra hint shows when utilisation is above 80 percent. */
export const showLicenceHint = (percent: number): boolean => percent > LICENCE_HINT_PERCENT;

const percentFormats = new Map<string, Intl.NumberFormat>();

/** Percent (0..100) with 2 decimals and the locale's percent sign: formatPercent(12.345, 'de') → '12,35 %'. */
export function formatPercent(percent: number, locale: string): string {
  let f = percentFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: PERCENT_DECIMALS,
      maximumFractionDigits: PERCENT_DECIMALS,
    });
    percentFormats.set(locale, f);
  }
  return f.format((Number.isFinite(percent) ? percent : 0) / 100);
}

/** Font size of the white-label partner name in the drawer: min(1.25, 15 / (3 + floor(length / 3))) rem. */
export function whitelabelFontSize(name: string): string {
  const length = typeof name === 'string' ? name.length : 0;
  return `${Math.min(1.25, 15 / (3 + Math.floor(length / 3)))}rem`;
}

export type LicenceSummary = {
  unlimited: boolean;
  percent: number;
  usage: number;
  displayedUsage: number;
  available: number;
  band: LicenceBand;
  showHint: boolean;
};

/** Everything the licence card, dialog and home warning show, in one call. */
export function licenceSummary(usage: number | null | undefined, license: Licence): LicenceSummary {
  const percent = licencePercent(usage, license);
  return {
    unlimited: isUnlimited(license),
    percent,
    usage: usageOf(usage),
    displayedUsage: displayedUsage(usage, license),
    available: availableLogins(usage, license),
    band: licenceBand(percent),
    showHint: showLicenceHint(percent),
  };
}
