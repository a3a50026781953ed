import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import BugReportIcon from '@mui/icons-material/BugReport';
import RefreshIcon from '@mui/icons-material/Refresh';
import TranslateIcon from '@mui/icons-material/Translate';
import { useQuery } from '@tanstack/react-query';
import Bowser from 'bowser';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { ALL_CUSTOMERS } from '../../../domain/acl';
import { isOperatorAcl } from '../../../domain/portalTools';
import { localeTag } from '../../../providers/i18nProvider';
import { useAcl } from '../../layout/useShell';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import { toolsApi } from './toolsApi';

/** Pings per measurement (the first one also opens the connection, so min and average differ). */
export const PINGS = 5;

export interface RoundTrip {
  min: number;
  average: number;
  max: number;
}

/** Summary of round-trip samples in milliseconds (null without samples). */
export function summarise(samples: readonly number[]): RoundTrip | null {
  if (samples.length === 0) return null;
  const sum = samples.reduce((a, b) => a + b, 0);
  return { min: Math.min(...samples), average: sum / samples.length, max: Math.max(...samples) };
}

const PLATFORMS = ['desktop', 'mobile', 'tablet', 'tv'] as const;

/** Browser, operating system and kind of device of a user agent (bowser), for support calls. */
export function describeBrowser(userAgent: string): { browser: string; os: string; platform: string | null } {
  const { browser, os, platform } = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const type = (PLATFORMS as readonly string[]).includes(platform.type ?? '') ? platform.type! : null;
  return {
    browser: join(browser.name, browser.version),
    os: join(os.name, os.versionName ?? os.version),
    platform: type,
  };
}

/** PINGS sequential round trips to the server, measured in the browser. */
function useRoundTrip() {
  const [state, setState] = useState<{ result: RoundTrip | null; measuring: boolean; failed: boolean }>({
    result: null,
    measuring: true,
    failed: false,
  });
  const measure = useCallback(async () => {
    setState((s) => ({ ...s, measuring: true, failed: false }));
    const samples: number[] = [];
    try {
      for (let i = 0; i < PINGS; i++) samples.push(await toolsApi().ping());
      setState({ result: summarise(samples), measuring: false, failed: false });
    } catch {
      setState({ result: null, measuring: false, failed: true });
    }
  }, []);
  useEffect(() => {
    void measure();
  }, [measure]);
  return { ...state, measure };
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" variant="outlined" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', gap: 1 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /test: diagnostics for support calls — the server's version and time, the database (operators
 * only), the round-trip time measured here and the permission map the shell works with.
 */
export default function DiagnosticsPage({ route }: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { acl, isPending: aclPending } = useAcl();
  const diagnostics = useQuery({
    queryKey: ['shell', 'diagnostics'],
    queryFn: () => toolsApi().diagnostics(),
    staleTime: 0,
  });
  const roundTrip = useRoundTrip();
  const number = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 1 });
  const dateTime = new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeStyle: 'medium' });
  const ms = (value: number) => translate('portal.tools.diagnostics.ms', { value: number.format(value) });
  const data = diagnostics.data;
  const agent = describeBrowser(navigator.userAgent);
  const offsetSeconds = data ? (Date.now() - Date.parse(data.serverTime)) / 1000 : null;
  const entries = Object.entries(acl ?? {}).sort(([a], [b]) =>
    a === ALL_CUSTOMERS ? -1 : b === ALL_CUSTOMERS ? 1 : a.localeCompare(b),
  );

  return (
    <Box sx={{ maxWidth: 1000, mt: 1, display: 'grid', gap: 2 }}>
      <PageHeader title={route.title ?? 'shell.breadcrumbs.test'} icon={BugReportIcon}>
        {isOperatorAcl(acl) && (
          <Button component={Link} to="/i18n-export" startIcon={<TranslateIcon />}>
            {translate('shell.breadcrumbs.i18nExport')}
          </Button>
        )}
      </PageHeader>
      <Typography>{translate('portal.tools.diagnostics.intro')}</Typography>

      <Section title={translate('portal.tools.diagnostics.server')}>
        {diagnostics.isPending && <LinearProgress aria-label={translate('portal.tools.diagnostics.server')} />}
        {diagnostics.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void diagnostics.refetch()}>
                {translate('portal.tools.diagnostics.retry')}
              </Button>
            }
          >
            {translate('portal.tools.diagnostics.loadError')}
          </Alert>
        )}
        {data && (
          <Facts
            rows={[
              [translate('portal.tools.diagnostics.version'), data.version],
              [translate('portal.tools.diagnostics.serverTime'), dateTime.format(new Date(data.serverTime))],
              [
                translate('portal.tools.diagnostics.clockOffset'),
                translate('portal.tools.diagnostics.seconds', { value: number.format(offsetSeconds ?? 0) }),
              ],
              [
                translate('portal.tools.diagnostics.browser'),
                <>
                  {[
                    agent.browser,
                    agent.os,
                    agent.platform && translate(`portal.tools.diagnostics.platforms.${agent.platform}`),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {navigator.userAgent}
                  </Typography>
                </>,
              ],
            ]}
          />
        )}
      </Section>

      <Section title={translate('portal.tools.diagnostics.database')}>
        {data?.database ? (
          <Facts
            rows={[
              [
                translate('portal.tools.diagnostics.databaseKind'),
                translate(`portal.tools.diagnostics.kinds.${data.database.kind}`),
              ],
              [translate('portal.tools.diagnostics.databaseVersion'), data.database.version ?? '–'],
            ]}
          />
        ) : (
          data && <Alert severity="info">{translate('portal.tools.diagnostics.databaseOperatorsOnly')}</Alert>
        )}
      </Section>

      <Section
        title={translate('portal.tools.diagnostics.roundTrip')}
        action={
          <Button startIcon={<RefreshIcon />} onClick={() => void roundTrip.measure()} disabled={roundTrip.measuring}>
            {translate('portal.tools.diagnostics.measureAgain')}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('portal.tools.diagnostics.roundTripHelp', { count: PINGS })}
        </Typography>
        {roundTrip.measuring && <LinearProgress aria-label={translate('portal.tools.diagnostics.measuring')} />}
        {roundTrip.failed && <Alert severity="error">{translate('portal.tools.diagnostics.measureFailed')}</Alert>}
        {!roundTrip.measuring && roundTrip.result && (
          <Facts
            rows={[
              [translate('portal.tools.diagnostics.min'), ms(roundTrip.result.min)],
              [translate('portal.tools.diagnostics.average'), ms(roundTrip.result.average)],
              [translate('portal.tools.diagnostics.max'), ms(roundTrip.result.max)],
            ]}
          />
        )}
      </Section>

      <Section title={translate('portal.tools.diagnostics.permissions')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('portal.tools.diagnostics.permissionsHelp')}
        </Typography>
        {aclPending && <LinearProgress aria-label={translate('portal.tools.diagnostics.permissions')} />}
        {!aclPending && entries.length === 0 && (
          <Alert severity="info">{translate('portal.tools.diagnostics.noPermissions')}</Alert>
        )}
        {entries.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }}>
                    {translate('portal.tools.diagnostics.key')}
                  </TableCell>
                  <TableCell>{translate('portal.tools.diagnostics.grants')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map(([key, grants]) => (
                  <TableRow key={key}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {key === ALL_CUSTOMERS ? translate('portal.tools.diagnostics.allCustomers') : key}
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {grants.map((grant) => (
                          <Chip key={grant} label={grant} size="small" variant="outlined" />
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
    </Box>
  );
}
