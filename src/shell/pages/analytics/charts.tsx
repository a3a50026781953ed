/** The analytics charts, each one call over the applied filter and one model (models.ts). */
import { useCallback, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChartType } from '../../../domain/analytics';
import {
  analyticsApi,
  type AnalyticsDimension,
  type AnalyticsMeasure,
  type AnalyticsRankBy,
  type AnalyticsRanking,
  type AnalyticsSeries,
} from './analyticsApi';
import ChartCard from './ChartCard';
import { useAnalyticsFormat } from './format';
import { rankModel, rankTableModel, shareModel, timelineModel, type TimelineMeasure } from './models';
import { useAnalyticsQuery } from './useAnalyticsQuery';

/** Most entries of a breakdown chart. */
const BREAKDOWN_TAKE = 12;
/** Entries of a top or flop list. */
const RANK_TAKE = 10;
/** Hotspots and locations of a table (basic analytics, the location overview). */
const TABLE_TAKE = 100;

export const useTimeline = () => useAnalyticsQuery('timeline', [], (f) => analyticsApi().timeline(f));

export function TimelineChart({
  title,
  measures,
  defaultType = 'line',
  footer,
}: {
  title: string;
  measures: TimelineMeasure[];
  defaultType?: ChartType;
  footer?: (data: AnalyticsSeries) => ReactNode;
}) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const query = useTimeline();
  const key = measures.join(',');
  const build = useCallback(
    (data: AnalyticsSeries) => timelineModel(data, key.split(',') as TimelineMeasure[], translate, format),
    [key, translate, format],
  );
  return <ChartCard title={title} query={query} build={build} defaultType={defaultType} footer={footer} />;
}

export function BreakdownChart({ title, dimension }: { title: string; dimension: AnalyticsDimension }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const query = useAnalyticsQuery('breakdown', [dimension], (f) =>
    analyticsApi().breakdown(f, dimension, BREAKDOWN_TAKE),
  );
  const build = useCallback(
    (data: Awaited<ReturnType<ReturnType<typeof analyticsApi>['breakdown']>>) =>
      shareModel(data, dimension, translate, format),
    [dimension, translate, format],
  );
  const footer = useCallback(
    (data: { key: string; sessions: number }[]) => {
      const total = data.reduce((sum, s) => sum + s.sessions, 0);
      const first = data[0];
      return first && total > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {build([first]).rows[0]!.x}:{' '}
          {translate('portal.analytics.chart.share', { percent: format.percent(first.sessions / total) })}
        </Typography>
      ) : null;
    },
    [build, translate, format],
  );
  return <ChartCard title={title} query={query} build={build} defaultType="bar" footer={footer} />;
}

const useRanking = (by: AnalyticsRankBy, measure: AnalyticsMeasure, take: number) =>
  useAnalyticsQuery('ranking', [by, measure, take], (f) => analyticsApi().ranking(f, by, measure, take));

export function RankChart({
  title,
  by,
  measure,
  list,
}: {
  title: string;
  by: AnalyticsRankBy;
  measure: AnalyticsMeasure;
  list: 'top' | 'flop';
}) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const query = useRanking(by, measure, RANK_TAKE);
  const build = useCallback(
    (data: AnalyticsRanking) => rankModel(data[list], measure, translate, format),
    [list, measure, translate, format],
  );
  return <ChartCard title={title} query={query} build={build} defaultType="bar" />;
}

/** Sessions, users and data of every hotspot or location, the busiest first. */
export function RankTableChart({
  title,
  by,
  defaultType = 'table',
}: {
  title: string;
  by: AnalyticsRankBy;
  defaultType?: ChartType;
}) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const query = useRanking(by, 'SESSIONS', TABLE_TAKE);
  const build = useCallback(
    (data: AnalyticsRanking) => rankTableModel(data.top, translate, format),
    [translate, format],
  );
  return <ChartCard title={title} query={query} build={build} defaultType={defaultType} />;
}
