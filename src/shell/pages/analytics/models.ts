/**
 * The chart models of the analytics answers: which figures a chart shows, in which unit (MB,
 * minutes, percent) and with which labels. Pure functions of the answer, the translator and the
 * formatter.
 */
import { BUCKET_MS, type ResolvedGranularity } from '../../../domain/analytics';
import type {
  AnalyticsDimension,
  AnalyticsMeasure,
  AnalyticsRank,
  AnalyticsSeries,
  AnalyticsShare,
  DnsSeries,
} from './analyticsApi';
import type { ChartModel, ChartRow, ChartSeries } from './chartModel';
import { toMegabytes, toMinutes, type AnalyticsFormat } from './format';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const M = 'portal.analytics.measures';
/** The key of the breakdown entry that sums the rest (the server's OTHER_KEY). */
export const OTHER_KEY = 'other';

export type TimelineMeasure = 'sessions' | 'users' | 'logins' | 'pageViews' | 'dwellTime' | 'data' | 'conversion';

export function timelineModel(
  series: AnalyticsSeries,
  measures: TimelineMeasure[],
  translate: Translate,
  format: AnalyticsFormat,
): ChartModel {
  const cols: ChartSeries[] = [];
  for (const m of measures) {
    if (m === 'data') {
      const mb = (v: number | null) => (v === null ? '–' : format.bytes(v * 1_000_000));
      cols.push({ key: 'inputMb', label: translate(`${M}.input`), csvLabel: translate(`${M}.inputMb`), format: mb });
      cols.push({ key: 'outputMb', label: translate(`${M}.output`), csvLabel: translate(`${M}.outputMb`), format: mb });
    } else if (m === 'dwellTime') {
      cols.push({ key: m, label: translate(`${M}.dwellTime`), format: (v) => format.number(v, 1) });
    } else if (m === 'conversion') {
      cols.push({ key: m, label: translate(`${M}.conversion`), format: (v) => format.number(v, 1) });
    } else cols.push({ key: m, label: translate(`${M}.${m}`), format: (v) => format.number(v) });
  }
  const rows = series.points.map((p): ChartRow => ({
    x: format.bucket(p.t, series.granularity, series.timezone),
    csvX: p.t,
    sessions: p.sessions,
    users: p.users,
    logins: p.logins,
    pageViews: p.pageViews,
    dwellTime: toMinutes(p.dwellTime),
    inputMb: toMegabytes(p.inputBytes),
    outputMb: toMegabytes(p.outputBytes),
    conversion: p.pageViews > 0 ? Math.round((p.logins / p.pageViews) * 1000) / 10 : null,
  }));
  const onlyData = measures.length === 1 && measures[0] === 'data';
  return {
    xLabel: translate('portal.analytics.chart.time'),
    categorical: false,
    timeZone: series.timezone,
    rows,
    series: cols,
    ...(onlyData ? { axisFormat: (v: number) => format.bytes(v * 1_000_000) } : {}),
  };
}

/**
 * A breakdown's key as shown: device classes and login types translated, 'unknown' as such, and the
 * entry the server sums the rest into (key 'other', server/insights/analytics/service.ts) as "Other".
 */
export function shareLabel(dimension: AnalyticsDimension, key: string, translate: Translate, tag: string): string {
  if (key === 'unknown' || key === '') return translate('portal.analytics.unknown');
  if (key === OTHER_KEY) return translate('portal.analytics.other');
  if (dimension === 'DEVICE_CLASS') return translate(`portal.analytics.deviceClasses.${key}`, { _: key });
  if (dimension === 'LOGIN_TYPE') return translate(`enums.loginType.${key}`, { _: key });
  if (dimension === 'LANGUAGE') {
    try {
      return new Intl.DisplayNames([tag], { type: 'language' }).of(key) ?? key;
    } catch {
      return key;
    }
  }
  return key;
}

export function shareModel(
  shares: AnalyticsShare[],
  dimension: AnalyticsDimension,
  translate: Translate,
  format: AnalyticsFormat,
): ChartModel {
  return {
    xLabel: translate(`portal.analytics.dimensions.${dimension}`),
    categorical: true,
    rows: shares.map((s) => {
      const label = shareLabel(dimension, s.key, translate, format.tag);
      return { x: label, csvX: label, sessions: s.sessions };
    }),
    series: [{ key: 'sessions', label: translate(`${M}.sessions`), format: (v) => format.number(v) }],
  };
}

/** The value a ranking is ordered by, in the chart's unit. */
export function rankValue(rank: AnalyticsRank, measure: AnalyticsMeasure): number | null {
  if (measure === 'USERS') return rank.users;
  if (measure === 'DATA') return toMegabytes(rank.inputBytes + rank.outputBytes);
  if (measure === 'DWELL_TIME') return toMinutes(rank.dwellTime);
  return rank.sessions;
}

const MEASURE_LABEL: Record<AnalyticsMeasure, string> = {
  SESSIONS: 'sessions',
  USERS: 'users',
  DATA: 'dataMb',
  DWELL_TIME: 'dwellTime',
};

export function rankModel(
  ranks: AnalyticsRank[],
  measure: AnalyticsMeasure,
  translate: Translate,
  format: AnalyticsFormat,
): ChartModel {
  const digits = measure === 'SESSIONS' || measure === 'USERS' ? 0 : 2;
  return {
    xLabel: translate(`${M}.name`),
    categorical: true,
    rows: ranks.map((r) => ({ x: r.name, csvX: r.name, value: rankValue(r, measure) })),
    series: [
      { key: 'value', label: translate(`${M}.${MEASURE_LABEL[measure]}`), format: (v) => format.number(v, digits) },
    ],
  };
}

/** Hotspots or locations with sessions, users and data (basic analytics, location overview). */
export function rankTableModel(ranks: AnalyticsRank[], translate: Translate, format: AnalyticsFormat): ChartModel {
  return {
    xLabel: translate(`${M}.name`),
    categorical: true,
    rows: ranks.map((r) => ({
      x: r.name,
      csvX: r.name,
      sessions: r.sessions,
      users: r.users,
      dataMb: toMegabytes(r.inputBytes + r.outputBytes),
    })),
    series: [
      { key: 'sessions', label: translate(`${M}.sessions`), format: (v) => format.number(v) },
      { key: 'users', label: translate(`${M}.users`), format: (v) => format.number(v) },
      {
        key: 'dataMb',
        label: translate(`${M}.data`),
        csvLabel: translate(`${M}.dataMb`),
        format: (v) => (v === null ? '–' : format.bytes(v * 1_000_000)),
        drawn: false,
      },
    ],
  };
}

/** DNS requests per bucket, or the average requests per second of each bucket. */
export function dnsModel(
  series: DnsSeries,
  kind: 'counts' | 'rate',
  translate: Translate,
  format: AnalyticsFormat,
): ChartModel {
  const nominal = (BUCKET_MS[series.granularity as ResolvedGranularity] ?? BUCKET_MS.day) / 1000;
  const rows = series.points.map((p, i): ChartRow => {
    const next = series.points[i + 1];
    const seconds = next ? (Date.parse(next.t) - Date.parse(p.t)) / 1000 : nominal;
    return {
      x: format.bucket(p.t, series.granularity, series.timezone),
      csvX: p.t,
      requests: p.requests,
      blocked: p.blocked,
      threats: p.threats,
      rate: seconds > 0 ? Math.round((p.requests / seconds) * 100) / 100 : null,
    };
  });
  const count = (key: string): ChartSeries => ({
    key,
    label: translate(`${M}.${key}`),
    format: (v) => format.number(v),
  });
  return {
    xLabel: translate('portal.analytics.chart.time'),
    categorical: false,
    timeZone: series.timezone,
    rows,
    series:
      kind === 'counts'
        ? [count('requests'), count('blocked'), count('threats')]
        : [{ key: 'rate', label: translate(`${M}.requestsPerSecond`), format: (v) => format.number(v, 2) }],
  };
}
