/**
 * One chart of the analytics screens (seed 001 §2, §9): title, chart type switch (line, bar, table),
 * CSV export of exactly its data, and its states — loading skeleton, empty ("no sessions in this
 * period"), error with retry (FORBIDDEN explained), ready. `data-testid="analytics-chart"` and
 * `data-state` are the stable handle of tests and the bench: "ready" only once a model with a
 * non-zero value is drawn.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useLocaleState, useTranslate } from 'react-admin';
import { CHART_TYPES, type ChartType } from '../../../domain/analytics';
import { csvDialect, csvFileName } from '../../../domain/csv';
import { describeError } from '../../../providers/errors';
import { downloadText } from './download';
import { chartCsv, hasData, type ChartModel } from './chartModel';
import ChartTable from './ChartTable';
import { useAnalyticsContext } from './filter';

const loadChartView = () => import('./ChartView');
const ChartView = lazy(loadChartView);

const A = 'portal.analytics';

export interface ChartQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ChartCardProps<T> {
  title: string;
  query: ChartQuery<T>;
  build: (data: T) => ChartModel;
  defaultType?: ChartType;
  /** Controls next to the type switch (e.g. the measure of top/flop). */
  actions?: ReactNode;
  /** Text under the chart (e.g. a total). */
  footer?: (data: T) => ReactNode;
  /** The DNS charts: their own empty and refusal texts. */
  dns?: boolean;
}

export default function ChartCard<T>({
  title,
  query,
  build,
  defaultType = 'line',
  actions,
  footer,
  dns,
}: ChartCardProps<T>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { days, reportGranularityError } = useAnalyticsContext();
  const [type, setType] = useState<ChartType>(defaultType);
  // What is on the screen: the model and type the drawn chart last reported (ChartView's effect).
  const [drawn, setDrawn] = useState<{ model: ChartModel; type: ChartType } | null>(null);
  const titleId = useId();
  const model = useMemo(() => (query.data === undefined ? null : build(query.data)), [query.data, build]);
  const failure = query.error ? describeError(query.error) : null;
  const withData = !!model && hasData(model);
  // recharts loads while the data is on its way, not after it arrived.
  useEffect(() => {
    void loadChartView();
  }, []);
  const onDrawn = useCallback(() => {
    if (model) setDrawn({ model, type });
  }, [model, type]);

  const granularityRefused = failure?.code === 'BAD_USER_INPUT' && failure.field === 'granularity';
  // describeError makes new objects each render: the effect depends on their content.
  const refusal = granularityRefused ? JSON.stringify([failure.messageKey, failure.args ?? {}]) : null;
  useEffect(() => {
    if (!refusal) return;
    const [key, args] = JSON.parse(refusal) as [string, Record<string, unknown>];
    reportGranularityError(key, args);
  }, [refusal, reportGranularityError]);

  const state =
    query.isPending && !query.error
      ? 'loading'
      : failure
        ? 'error'
        : !withData
          ? 'empty'
          : type === 'table' || (drawn?.model === model && drawn.type === type)
            ? 'ready'
            : 'loading';

  const download = () => {
    if (model)
      downloadText(
        csvFileName(title, days.from, days.to),
        chartCsv(model, csvDialect(locale)),
        'text/csv;charset=utf-8',
      );
  };

  let body: ReactNode;
  if (failure) {
    body =
      failure.code === 'FORBIDDEN' ? (
        <Alert severity="info">{translate(`${A}.chart.${dns ? 'forbiddenDns' : 'forbidden'}`)}</Alert>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate(`${A}.chart.retry`)}
            </Button>
          }
        >
          {translate(`${A}.chart.error`, { message: translate(failure.messageKey, failure.args ?? {}) })}
        </Alert>
      );
  } else if (query.isPending || !model) {
    body = (
      <Box role="status" aria-busy="true" aria-label={translate(`${A}.chart.loading`)}>
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  } else if (!withData) {
    body = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {translate(`${A}.chart.${dns ? 'emptyDns' : 'empty'}`)}
      </Typography>
    );
  } else if (type === 'table') {
    body = <ChartTable model={model} title={title} />;
  } else {
    body = (
      <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
        <ChartView model={model} type={type} title={title} onDrawn={onDrawn} />
      </Suspense>
    );
  }

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="analytics-chart"
      data-state={state}
      sx={{ height: '100%', minWidth: 0 }}
    >
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {title}
          </Typography>
          {actions}
          <ToggleButtonGroup
            size="small"
            exclusive
            value={type}
            onChange={(_, next: ChartType | null) => next && setType(next)}
            aria-label={translate(`${A}.chart.type`)}
          >
            {CHART_TYPES.map((t) => (
              <ToggleButton key={t} value={t} sx={{ px: 1.25, py: 0.25 }}>
                {translate(`${A}.chart.${t}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Tooltip title={translate(`${A}.chart.csvLabel`, { title })}>
            <span>
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={download}
                disabled={!withData}
                aria-label={translate(`${A}.chart.csvLabel`, { title })}
              >
                {translate(`${A}.chart.csv`)}
              </Button>
            </span>
          </Tooltip>
        </Stack>
        {body}
        {model && withData && query.data !== undefined && footer?.(query.data)}
      </CardContent>
    </Card>
  );
}
