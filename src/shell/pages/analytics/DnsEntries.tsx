/**
 * A searchable table of DNS domains, applications or categories by requests (seed 001 §2: "domain,
 * application and category tables have search and drill-down dialogs"); a row opens a dialog with
 * that entry's requests over time.
 */
import { useCallback, useDeferredValue, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { describeError } from '../../../providers/errors';
import { analyticsApi, type DnsDimension, type DnsSeries } from './analyticsApi';
import ChartCard from './ChartCard';
import { useAnalyticsFormat } from './format';
import { dnsModel } from './models';
import { useAnalyticsQuery } from './useAnalyticsQuery';

const D = 'portal.analytics.dns';
const M = 'portal.analytics.measures';
const PAGE = 10;

function DrillDown({ dimension, entry, onClose }: { dimension: DnsDimension; entry: string; onClose(): void }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const query = useAnalyticsQuery('dnsTimeline', [dimension, entry], (f) =>
    analyticsApi().dnsTimeline(f, dimension, entry),
  );
  const build = useCallback((data: DnsSeries) => dnsModel(data, 'counts', translate, format), [translate, format]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="dns-drill-down-title">
      <DialogTitle id="dns-drill-down-title">{translate(`${D}.drillDown`, { key: entry })}</DialogTitle>
      <DialogContent>
        <ChartCard title={entry} query={query} build={build} dns />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${D}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function DnsEntries({ dimension, title }: { dimension: DnsDimension; title: string }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const term = useDeferredValue(search.trim());
  const query = useAnalyticsQuery('dnsEntries', [dimension, term, page], (f) =>
    analyticsApi().dnsEntries(f, dimension, { search: term, skip: page * PAGE, take: PAGE }),
  );
  const failure = query.error ? describeError(query.error) : null;
  const titleId = `dns-${dimension.toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="analytics-dns-table">
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={translate(`${D}.search`)}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          sx={{ mb: 1 }}
        />
        {failure ? (
          <Alert severity={failure.code === 'FORBIDDEN' ? 'info' : 'error'}>
            {failure.code === 'FORBIDDEN'
              ? translate('portal.analytics.chart.forbiddenDns')
              : translate('portal.analytics.chart.error', {
                  message: translate(failure.messageKey, failure.args ?? {}),
                })}
          </Alert>
        ) : query.isPending || !query.data ? (
          <Skeleton variant="rounded" height={200} aria-busy="true" />
        ) : query.data.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {translate(`${D}.noEntries`)}
          </Typography>
        ) : (
          <>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate(`${M}.key`)}
                  </TableCell>
                  {(['requests', 'blocked', 'threats'] as const).map((k) => (
                    <TableCell key={k} component="th" scope="col" align="right">
                      {translate(`${M}.${k}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.data.map((entry) => (
                  <TableRow key={entry.key} hover>
                    <TableCell component="th" scope="row" sx={{ wordBreak: 'break-all' }}>
                      <MuiLink
                        component="button"
                        type="button"
                        onClick={() => setOpen(entry.key)}
                        aria-label={translate(`${D}.open`, { key: entry.key })}
                        sx={{ textAlign: 'left' }}
                      >
                        {entry.key}
                      </MuiLink>
                    </TableCell>
                    <TableCell align="right">{format.number(entry.requests)}</TableCell>
                    <TableCell align="right">{format.number(entry.blocked)}</TableCell>
                    <TableCell align="right">{format.number(entry.threats)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={query.data.totalCount}
              page={page}
              rowsPerPage={PAGE}
              rowsPerPageOptions={[PAGE]}
              onPageChange={(_, next) => setPage(next)}
              labelDisplayedRows={({ from, to, count }) => translate(`${D}.rows`, { from, to, count })}
              getItemAriaLabel={(type) => translate(type === 'next' ? `${D}.nextPage` : `${D}.previousPage`)}
              showFirstButton={false}
              showLastButton={false}
            />
          </>
        )}
      </CardContent>
      {open !== null && <DrillDown dimension={dimension} entry={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
