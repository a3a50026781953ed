// The import status: progress, cancel, and the result of every row.
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { resourcePath } from '../../../components/resourcePath';
import type { Draft, ImportRowInput } from './csvCore';
import type { ImportRowResult } from './importApi';
import { P, describeRowError, formatCount } from './shared';

export interface RunState {
  /** Rows to import (the valid ones). */
  total: number;
  /** Rows whose batch has been answered. */
  done: number;
  results: Map<number, ImportRowResult>;
  /** Invalid rows that were not sent. */
  skipped: number[];
  sent: ImportRowInput[];
  phase: 'running' | 'cancelling' | 'finished' | 'finishedWithSkipped' | 'finishedWithError' | 'cancelled';
}

type Outcome = 'imported' | 'failed' | 'notImported' | 'skipped' | 'pending';
const FILTERS = ['all', 'imported', 'failed', 'notImported', 'skipped'] as const;
const COLOR: Record<Outcome, 'success' | 'error' | 'default' | 'warning'> = {
  imported: 'success',
  failed: 'error',
  notImported: 'default',
  skipped: 'warning',
  pending: 'default',
};

export function StatusStep({
  run,
  drafts,
  onCancel,
  onRestart,
}: {
  run: RunState;
  drafts: Draft[];
  onCancel: () => void;
  onRestart: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const over = run.phase !== 'running' && run.phase !== 'cancelling';

  const entries = useMemo(() => {
    const list: { row: number; name: string; outcome: Outcome; result?: ImportRowResult }[] = [];
    for (const r of run.sent) {
      const result = run.results.get(r.row);
      const outcome: Outcome = result
        ? result.status === 'IMPORTED'
          ? 'imported'
          : 'failed'
        : over
          ? 'notImported'
          : 'pending';
      list.push({ row: r.row, name: r.name, outcome, result });
    }
    for (const row of run.skipped) list.push({ row, name: drafts[row - 1]?.name ?? '', outcome: 'skipped' });
    return list.sort((a, b) => a.row - b.row);
    // run.done changes with every answered batch (results is the same Map, filled in place)
  }, [run.sent, run.results, run.skipped, run.done, over, drafts]); // eslint-disable-line react-hooks/exhaustive-deps

  const counts = useMemo(() => {
    const c: Record<Outcome, number> = { imported: 0, failed: 0, notImported: 0, skipped: 0, pending: 0 };
    for (const e of entries) c[e.outcome]++;
    return c;
  }, [entries]);
  const shown =
    filter === 'all' ? entries.filter((e) => e.outcome !== 'pending') : entries.filter((e) => e.outcome === filter);
  const lastPage = Math.max(0, Math.ceil(shown.length / perPage) - 1);
  const current = Math.min(page, lastPage);
  const pageRows = shown.slice(current * perPage, (current + 1) * perPage);

  return (
    <Box>
      <Box role="status" sx={{ mb: 2 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(`${P}.status.progress`, { done: run.done, total: run.total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={run.total ? (run.done / run.total) * 100 : 100}
          aria-label={translate(`${P}.steps.status`)}
        />
      </Box>
      {!over && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <Button color="error" variant="outlined" onClick={onCancel} disabled={run.phase === 'cancelling'}>
            {translate(`${P}.status.cancel`)}
          </Button>
          {run.phase === 'cancelling' && <Typography variant="body2">{translate(`${P}.status.cancelling`)}</Typography>}
        </Stack>
      )}
      {over && (
        <Alert
          severity={run.phase === 'finished' ? 'success' : run.phase === 'finishedWithError' ? 'warning' : 'info'}
          sx={{ mb: 2 }}
          data-testid="import-result"
        >
          <Typography>
            {translate(
              run.phase === 'finishedWithSkipped' ? `${P}.status.finishedSkipped` : `messages.import.${run.phase}`,
            )}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>
            {translate(`${P}.status.summary`, {
              imported: formatCount(counts.imported, locale),
              skipped: formatCount(counts.skipped, locale),
              failed: formatCount(counts.failed, locale),
            })}
          </Typography>
          {run.phase === 'cancelled' && (
            <Typography>
              {translate(`${P}.status.cancelledCount`, {
                imported: formatCount(counts.imported, locale),
                total: formatCount(run.total, locale),
              })}
            </Typography>
          )}
          <Typography variant="body2">
            {translate(`${P}.status.counts`, {
              imported: counts.imported,
              failed: counts.failed,
              skipped: counts.skipped,
              notImported: counts.notImported,
            })}
          </Typography>
        </Alert>
      )}
      <TextField
        select
        size="small"
        label={translate(`${P}.status.filter`)}
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value as (typeof FILTERS)[number]);
          setPage(0);
        }}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 240, mb: 1 }}
      >
        {FILTERS.map((f) => (
          <option key={f} value={f}>
            {translate(f === 'all' ? `${P}.status.all` : `${P}.status.${f}`)}
          </option>
        ))}
      </TextField>
      <TableContainer>
        <Table size="small" aria-label={translate(`${P}.steps.status`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${P}.check.row`)}</TableCell>
              <TableCell>{translate(`${P}.fields.name`)}</TableCell>
              <TableCell>{translate(`${P}.check.status`)}</TableCell>
              <TableCell>{translate(`${P}.check.problems`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((e) => (
              <TableRow key={e.row}>
                <TableCell>{e.row}</TableCell>
                <TableCell>
                  {e.outcome === 'imported' && e.result?._id ? (
                    <Link component={RouterLink} to={resourcePath('hotspot-device', e.result._id)}>
                      {e.name}
                    </Link>
                  ) : (
                    e.name
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={COLOR[e.outcome]}
                    label={translate(`${P}.status.${e.outcome === 'pending' ? 'notImported' : e.outcome}`)}
                  />
                </TableCell>
                <TableCell>
                  {e.outcome === 'failed' && e.result?.message
                    ? describeRowError(translate, { field: e.result.field ?? 'name', message: e.result.message })
                    : ''}
                </TableCell>
              </TableRow>
            ))}
            {pageRows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{translate(`${P}.check.noRows`)}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shown.length}
        page={current}
        rowsPerPage={perPage}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(ev) => {
          setPerPage(Number(ev.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
      />
      {over && (
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" component={RouterLink} to={resourcePath('hotspot-device')}>
            {translate(`${P}.status.toList`)}
          </Button>
          <Button onClick={onRestart}>{translate(`${P}.status.again`)}</Button>
        </Stack>
      )}
    </Box>
  );
}
