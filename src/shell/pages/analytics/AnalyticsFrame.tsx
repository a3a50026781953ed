/**
 * The frame of an analytics screen: the filter bar, the notice and the context the charts read.
 * Seed 001 §2 "A notice appears when query filters change, asking the user to refresh the data":
 * a changed filter is only a draft; the charts keep the applied filter until "refresh". The first
 * load is automatic (the default period: the last 7 days).
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import FilterBar from './FilterBar';
import {
  AnalyticsContext,
  checkDraft,
  initialDraft,
  sameDraft,
  toQueryFilter,
  type AnalyticsContextValue,
  type FilterDraft,
} from './filter';
import { useAnalyticsFormat } from './format';

const F = 'portal.analytics.filter';

export default function AnalyticsFrame({
  customerId,
  professional,
  full,
  children,
}: {
  customerId: string;
  professional: boolean;
  /** Granularity, hotspot and location filters (the professional screens). */
  full: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  // Without the granularity select (basic analytics) the buckets are days.
  const [draft, setDraft] = useState<FilterDraft>(() => ({
    ...initialDraft(),
    ...(full ? {} : { granularity: 'day' as const }),
  }));
  const [applied, setApplied] = useState<FilterDraft>(draft);
  const [serverError, setServerError] = useState<{ key: string; args?: Record<string, unknown> } | null>(null);

  const check = checkDraft(draft, professional);
  const errors: { from?: string; to?: string; granularity?: string } = {};
  if (!check.ok) errors[check.field as keyof typeof errors] = translate(check.error.message, check.error.args);
  else if (serverError && sameDraft(draft, applied)) errors.granularity = translate(serverError.key, serverError.args);
  const changed = !sameDraft(draft, applied);

  const apply = () => {
    if (!check.ok) return;
    setServerError(null);
    setApplied(draft);
  };
  const reportGranularityError = useCallback(
    (key: string | null, args?: Record<string, unknown>) => setServerError(key ? { key, args } : null),
    [],
  );
  const value = useMemo<AnalyticsContextValue>(
    () => ({
      filter: toQueryFilter(applied, customerId),
      days: { from: applied.from, to: applied.to },
      professional,
      reportGranularityError,
    }),
    [applied, customerId, professional, reportGranularityError],
  );

  return (
    <AnalyticsContext.Provider value={value}>
      <FilterBar draft={draft} onChange={setDraft} professional={professional} full={full} errors={errors} />
      {changed && (
        <Alert
          severity="info"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={apply} disabled={!check.ok}>
              {translate(`${F}.refresh`)}
            </Button>
          }
        >
          {translate(`${F}.changed`)}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${F}.showing`, { from: format.day(applied.from), to: format.day(applied.to) })}
      </Typography>
      {children}
    </AnalyticsContext.Provider>
  );
}
