import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, Grid, LinearProgress, Skeleton, Typography } from '@mui/material';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';
import LoginIcon from '@mui/icons-material/Login';
import PeopleIcon from '@mui/icons-material/People';
import RouterIcon from '@mui/icons-material/Router';
import WifiPasswordIcon from '@mui/icons-material/WifiPassword';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { can, type AclMap } from '../../../domain';
import { formatNumber } from '../../../i18n/formats';
import { useActiveCustomer } from '../../../providers/activeCustomer';
import { hasRoutePermission } from '../../guards/rules';
import LicenceDialog from '../../licence/LicenceDialog';
import { useLicence } from '../../licence/useLicence';
import { withOrganization } from '../../layout/menuModel';
import { useAcl, useActivePlugins, type PluginBlocks } from '../../layout/useShell';
import { findRoute } from '../../routes';
import {
  fetchDailyLogins,
  fetchDeviceStatus,
  fetchOnlineCount,
  fetchVoucherFigures,
  type DayLogins,
} from './homeFiguresApi';

/** Days of the login series: this week (the last 7 local days, today included) and the 7 before. */
export const SERIES_DAYS = 14;
const WEEK = 7;

export type FigureKey = 'online' | 'logins' | 'codes' | 'devices';

/**
 * Which figures the user may see for the active customer (issue 40): the grant the server checks
 * for the figure's query, which is also what the screen it links to needs. Logins also need the
 * route permission and the active analytics plugin of /analytics (the server refuses without).
 */
export function visibleFigures(
  acl: AclMap | null | undefined,
  customerId: string | null,
  plugins: PluginBlocks | null | undefined,
): FigureKey[] {
  if (!customerId) return [];
  const out: FigureKey[] = [];
  if (can(acl, 'OnlineUsers', 'read', customerId)) out.push('online');
  if (hasRoutePermission(findRoute('/analytics'), acl, customerId) && plugins?.analytics?.active === true)
    out.push('logins');
  if (can(acl, 'Voucher', 'read', customerId)) out.push('codes');
  if (can(acl, 'HotspotDevice', 'read', customerId)) out.push('devices');
  return out;
}

/** This week's logins, the week before, and the change in percent (null without a week before). */
export function loginTrend(points: readonly DayLogins[]) {
  const values = points.map((p) => p.logins);
  const today = values.at(-1) ?? 0;
  const week = values.slice(-WEEK).reduce((a, b) => a + b, 0);
  const before = values.slice(-2 * WEEK, -WEEK).reduce((a, b) => a + b, 0);
  return { today, week, before, change: before > 0 ? (week - before) / before : null, values };
}

function useFigureQuery<T>(key: FigureKey, customerId: string | null, enabled: boolean, fetch: () => Promise<T>) {
  return useQuery({
    // 'shell' first: dropped on a customer switch (useShell.ts).
    queryKey: ['shell', 'homeFigures', key, customerId],
    queryFn: fetch,
    enabled: enabled && !!customerId,
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
}

/** A small line of the values (decoration: the figures are in the text). */
function Sparkline({ values }: { values: readonly number[] }) {
  const theme = useTheme();
  if (values.length < 2) return null;
  const max = Math.max(1, ...values);
  const w = 100;
  const h = 28;
  const points = values
    .map((v, i) => `${((i / (values.length - 1)) * w).toFixed(2)},${(h - 2 - (v / max) * (h - 4)).toFixed(2)}`)
    .join(' ');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      aria-hidden
      data-testid="home-sparkline"
      sx={{ display: 'block', width: '100%', height: h, mt: 1 }}
    >
      <polyline
        points={points}
        fill="none"
        stroke={theme.palette.primary.main}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
      />
    </Box>
  );
}

type Action = { label: string; to: string } | { label: string; onClick: () => void };

/** One figure: title, icon, the number(s), and a link to the screen behind it. */
function FigureTile({
  id,
  title,
  icon: Icon,
  query,
  empty,
  action,
  children,
}: {
  id: FigureKey;
  title: string;
  icon: typeof SvgIcon;
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError'>;
  /** The answer holds nothing yet ("noch keine Daten"). */
  empty: boolean;
  action: Action;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const labelId = `home-figure-${id}`;
  let body: ReactNode;
  if (query.isPending)
    body = (
      <Box data-testid="home-figure-loading" aria-busy="true">
        <Skeleton variant="text" width="45%" sx={{ fontSize: '2.125rem' }} />
        <Skeleton variant="text" width="80%" />
      </Box>
    );
  else if (query.isError)
    body = <Typography color="text.secondary">{translate('pages.home.figures.unavailable')}</Typography>;
  else if (empty) body = <Typography color="text.secondary">{translate('pages.home.figures.empty')}</Typography>;
  else body = children;
  return (
    <Card
      component="section"
      aria-labelledby={labelId}
      data-figure={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Icon color="primary" fontSize="small" aria-hidden />
          <Typography variant="subtitle2" component="h3" id={labelId} color="text.secondary">
            {title}
          </Typography>
        </Box>
        {body}
      </CardContent>
      <CardActions sx={{ px: 1, pt: 0 }}>
        {'to' in action ? (
          <Button size="small" component={Link} to={action.to}>
            {action.label}
          </Button>
        ) : (
          <Button size="small" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** The big number of a tile. */
const Big = ({ children }: { children: ReactNode }) => (
  <Typography variant="h4" component="p" sx={{ fontWeight: 500, lineHeight: 1.2 }}>
    {children}
  </Typography>
);

function useFormat() {
  const [locale] = useLocaleState();
  return (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options);
}

function OnlineTile({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const query = useFigureQuery('online', customerId, true, () => fetchOnlineCount(customerId));
  const licence = useLicence();
  const [open, setOpen] = useState(false);
  const summary = licence.summary;
  return (
    <>
      <FigureTile
        id="online"
        title={translate('pages.home.figures.online')}
        icon={PeopleIcon}
        query={query}
        empty={false}
        action={{ label: translate('pages.home.figures.licenceAction'), onClick: () => setOpen(true) }}
      >
        <Big>{format(query.data ?? 0)}</Big>
        {summary &&
          (summary.unlimited ? (
            <Typography variant="body2" color="text.secondary">
              {translate('pages.home.figures.licenceUnlimited')}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate('pages.home.figures.licence', {
                  usage: format(licence.licence?.usage ?? 0),
                  license: format(licence.licence?.license ?? 0),
                  percent: format(summary.percent / 100, { style: 'percent', maximumFractionDigits: 0 }),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, summary.percent)}
                color={summary.showHint ? 'warning' : 'primary'}
                aria-label={translate('pages.home.figures.licenceBar')}
                sx={{ mt: 1, height: 6, borderRadius: 3 }}
              />
            </>
          ))}
      </FigureTile>
      <LicenceDialog open={open} onClose={() => setOpen(false)} state={licence} />
    </>
  );
}

function LoginsTile({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const query = useFigureQuery('logins', customerId, true, () => fetchDailyLogins(customerId, SERIES_DAYS));
  const trend = loginTrend(query.data ?? []);
  const empty = !!query.data && trend.values.every((v) => v === 0);
  return (
    <FigureTile
      id="logins"
      title={translate('pages.home.figures.loginsToday')}
      icon={LoginIcon}
      query={query}
      empty={empty}
      action={{ label: translate('home.analyticsPortalAction'), to: toPath('/analytics', customerId) }}
    >
      <Big>{format(trend.today)}</Big>
      <Typography variant="body2" color="text.secondary">
        {translate('pages.home.figures.loginsWeek', { count: format(trend.week) })}
        {trend.change !== null && (
          <>
            {' · '}
            <Box
              component="span"
              sx={{ color: trend.change > 0 ? 'success.main' : trend.change < 0 ? 'error.main' : 'text.secondary' }}
            >
              {translate('pages.home.figures.trend', {
                change: format(trend.change, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
              })}
            </Box>
          </>
        )}
      </Typography>
      <Sparkline values={trend.values} />
    </FigureTile>
  );
}

function CodesTile({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const query = useFigureQuery('codes', customerId, true, () =>
    fetchVoucherFigures(customerId, new Date(Date.now() - WEEK * 86_400_000)),
  );
  const pair = (value: number, label: string) => (
    <Box>
      <Big>{format(value)}</Big>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
  return (
    <FigureTile
      id="codes"
      title={translate('pages.home.figures.codes')}
      icon={WifiPasswordIcon}
      query={query}
      empty={false}
      action={{ label: translate('pages.home.figures.codesAction'), to: toPath('/wifi-code', customerId) }}
    >
      <Box sx={{ display: 'flex', gap: 3 }}>
        {pair(query.data?.created ?? 0, translate('pages.home.figures.codesCreated'))}
        {pair(query.data?.firstUsed ?? 0, translate('pages.home.figures.codesUsed'))}
      </Box>
    </FigureTile>
  );
}

function DevicesTile({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const query = useFigureQuery('devices', customerId, true, () => fetchDeviceStatus(customerId));
  const offline = query.data?.offline ?? 0;
  return (
    <FigureTile
      id="devices"
      title={translate('pages.home.figures.devicesOffline')}
      icon={RouterIcon}
      query={query}
      empty={query.data?.total === 0}
      action={{ label: translate('pages.home.figures.devicesAction'), to: toPath('/hotspot-device', customerId) }}
    >
      <Big>
        <Box component="span" sx={{ color: offline > 0 ? 'warning.main' : undefined }}>
          {format(offline)}
        </Box>
      </Big>
      <Typography variant="body2" color="text.secondary">
        {translate('pages.home.figures.devicesOf', { total: format(query.data?.total ?? 0) })}
      </Typography>
    </FigureTile>
  );
}

const toPath = (path: string, customerId: string) => {
  const { pathname, search } = withOrganization(path, customerId);
  return `${pathname}${search}`;
};

const TILES: Record<FigureKey, (props: { customerId: string }) => ReactNode> = {
  online: OnlineTile,
  logins: LoginsTile,
  codes: CodesTile,
  devices: DevicesTile,
};

/**
 * The home page's figures for the active customer (issue 40): guests online now with the licence,
 * logins today and in the last 7 days with the change against the 7 days before and a sparkline,
 * WiFi codes created and first used in the last 7 days, devices offline. Each only for users who
 * may see it (visibleFigures), each with a skeleton while it loads, "no data yet" when empty and a
 * short failure text; numbers in the language's format. Nothing without an active customer.
 */
export default function HomeFigures() {
  const translate = useTranslate();
  const { customerId } = useActiveCustomer();
  const { acl, isPending } = useAcl();
  const plugins = useActivePlugins();
  if (!customerId || isPending) return null;
  const figures = visibleFigures(acl, customerId, plugins);
  if (!figures.length) return null;
  return (
    <Box component="section" aria-labelledby="home-figures" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id="home-figures" sx={{ mb: 1 }}>
        {translate('pages.home.figures.title')}
      </Typography>
      <Grid container spacing={2}>
        {figures.map((key) => {
          const Tile = TILES[key];
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Tile customerId={customerId} />
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
