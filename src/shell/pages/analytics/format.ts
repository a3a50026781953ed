/**
 * Numbers, bytes, durations and bucket labels of the analytics screens in the UI language (the
 * portal's one locale tag per language), bucket times in the series' analytics time zone.
 */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { localeTag } from '../../../providers/i18nProvider';

const MB = 1_000_000;
const GB = 1_000_000_000;

export interface AnalyticsFormat {
  tag: string;
  number(value: number | null | undefined, digits?: number): string;
  /** Bytes as MB below 1 GB, else GB (decimal units, as data plans count). */
  bytes(value: number | null | undefined): string;
  /** Seconds as minutes with one decimal. */
  minutes(seconds: number | null | undefined): string;
  percent(ratio: number | null | undefined): string;
  /** The start of a bucket: date only for days and longer, month and year for months. */
  bucket(iso: string, granularity: string, timeZone: string): string;
  /** A calendar day (YYYY-MM-DD) as the UI shows dates. */
  day(ymd: string): string;
}

export const toMegabytes = (bytes: number): number => Math.round((bytes / MB) * 100) / 100;
export const toMinutes = (seconds: number | null | undefined): number | null =>
  seconds === null || seconds === undefined ? null : Math.round((seconds / 60) * 10) / 10;

export function createFormat(tag: string): AnalyticsFormat {
  const numberFormats = new Map<number, Intl.NumberFormat>();
  const nf = (digits: number) => {
    let f = numberFormats.get(digits);
    if (!f) numberFormats.set(digits, (f = new Intl.NumberFormat(tag, { maximumFractionDigits: digits })));
    return f;
  };
  const dash = '–';
  return {
    tag,
    number: (value, digits = 0) => (value === null || value === undefined ? dash : nf(digits).format(value)),
    bytes: (value) =>
      value === null || value === undefined
        ? dash
        : value >= GB
          ? `${nf(2).format(value / GB)} GB`
          : `${nf(value >= 10 * MB ? 0 : 2).format(value / MB)} MB`,
    minutes: (seconds) => (seconds === null || seconds === undefined ? dash : `${nf(1).format(seconds / 60)} min`),
    percent: (ratio) =>
      ratio === null || ratio === undefined || !Number.isFinite(ratio)
        ? dash
        : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(ratio),
    bucket(iso, granularity, timeZone) {
      const date = new Date(iso);
      const options: Intl.DateTimeFormatOptions =
        granularity === 'month'
          ? { month: 'short', year: 'numeric' }
          : granularity === 'day' || granularity === 'week'
            ? { day: '2-digit', month: '2-digit', year: 'numeric' }
            : { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' };
      try {
        return new Intl.DateTimeFormat(tag, { ...options, timeZone }).format(date);
      } catch {
        return new Intl.DateTimeFormat(tag, options).format(date);
      }
    },
    day(ymd) {
      const [y, m, d] = ymd.split('-').map(Number);
      return new Intl.DateTimeFormat(tag, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)));
    },
  };
}

export function useAnalyticsFormat(): AnalyticsFormat {
  const [locale] = useLocaleState();
  return useMemo(() => createFormat(localeTag(locale)), [locale]);
}
