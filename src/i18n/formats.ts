import { CURRENCY, DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '../domain/constants';

/**
 * The one way numbers and dates are written per language (issue 40): every count, total and
 * interpolated number goes through `formatNumber` (Intl.NumberFormat of the chosen language: "4.850"
 * in German, "4,850" in English), every date through `formatDate` and every moment through
 * `formatDateTime` (one style per language: medium date, short time). The i18n provider formats
 * the numbers handed to translate(...) with `formatNumber` too, so "%{smart_count} Treffer" reads
 * "10.000 Treffer"; pass a string for a number that is no quantity (a year, a coordinate).
 */

/** The date style of the portal. */
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
/** The date-and-time style of the portal. */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** BCP 47 tag of a portal language ('de' → 'de-DE'); an unknown value means the default language. */
export function formatTag(locale: string | undefined): string {
  if (locale && (LOCALES as readonly string[]).includes(locale)) return LOCALE_TAGS[locale as Locale];
  if (locale && (Object.values(LOCALE_TAGS) as string[]).includes(locale)) return locale;
  return LOCALE_TAGS[DEFAULT_LOCALE];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${tag}|${JSON.stringify(options)}` : tag;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(tag, options)));
  return f;
}

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = `${tag}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(tag, timeZone ? { ...options, timeZone } : options)));
  return f;
}

/** A number with the thousands separator and decimal mark of the language. */
export function formatNumber(value: number, locale: string | undefined, options?: Intl.NumberFormatOptions): string {
  return numberFormat(formatTag(locale), options).format(value);
}

/**
 * An amount of money in the portal's currency (seed 000 §9: EUR) as the language writes it:
 * "1.234,50 €" in German, "€1,234.50" in English; always two decimals.
 */
export function formatMoney(value: number, locale: string | undefined): string {
  return formatNumber(value, locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date ("05.03.2025" / "Mar 5, 2025"); '' for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined, locale: string | undefined, timeZone?: string): string {
  const date = value == null || value === '' ? null : toDate(value);
  return date ? dateFormat(formatTag(locale), DATE_OPTIONS, timeZone).format(date) : '';
}

/** A moment ("05.03.2025, 14:30" / "Mar 5, 2025, 2:30 PM"); '' for a missing or invalid value. */
export function formatDateTime(
  value: DateInput | null | undefined,
  locale: string | undefined,
  timeZone?: string,
): string {
  const date = value == null || value === '' ? null : toDate(value);
  return date ? dateFormat(formatTag(locale), DATE_TIME_OPTIONS, timeZone).format(date) : '';
}

/**
 * translate(...)'s arguments with every finite number written as `formatNumber` writes it; polyglot
 * still chooses the plural form from the number (`smart_count` keeps its value for that).
 */
export function formatInterpolated(value: unknown, locale: string | undefined): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, locale) : value;
}

const BYTE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * An amount of data as a person reads it, in decimal units with the language's decimal mark:
 * "1,2 MB" / "1.2 MB", "850 B". The unit moves up before the rounded figure would reach 1000
 * ("1 MB", never "1.000 kB").
 */
export function formatBytes(bytes: number, locale: string | undefined): string {
  let value = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let unit = 0;
  const shown = () => (unit === 0 ? Math.round(value) : Math.round(value * 10) / 10);
  while (shown() >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${formatNumber(shown(), locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${BYTE_UNITS[unit]}`;
}

/**
 * A length of time from seconds, in the units both languages write alike: "45 s", "12 min",
 * "1 h 05 min", "170 h 00 min" (hours with the language's thousands separator).
 */
export function formatDuration(seconds: number, locale: string | undefined): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  return `${formatNumber(Math.floor(m / 60), locale)} h ${String(m % 60).padStart(2, '0')} min`;
}
