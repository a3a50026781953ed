/**
 * /analytics/professional/locations (seed 001 §2 "Locations analytics: tabs overview, web (DNS),
 * top/flop"). The web tab shows the DNS statistics the locations send (dnsAnalytics plugin):
 * requests, blocked and threat requests, requests per second, and the searchable tables of domains,
 * applications and categories with their drill-down dialogs.
 */
import { useCallback, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import { useTranslate } from 'react-admin';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import ScreenName from './ScreenName';
import AnalyticsFrame from './AnalyticsFrame';
import AnalyticsTabs from './AnalyticsTabs';
import { analyticsApi, type AnalyticsMeasure, type DnsSeries } from './analyticsApi';
import ChartCard from './ChartCard';
import ChartGrid from './ChartGrid';
import { RankChart, RankTableChart, TimelineChart } from './charts';
import DnsEntries from './DnsEntries';
import { useAnalyticsFormat } from './format';
import { dnsModel } from './models';
import { MeasureSelect } from './ProfessionalAnalyticsPage';
import { useAnalyticsAccess } from './useAnalyticsAccess';
import { useAnalyticsQuery } from './useAnalyticsQuery';

const P = 'portal.analytics.professional';
const D = 'portal.analytics.dns';
const M = 'portal.analytics.measures';

function OverviewTab() {
  const translate = useTranslate();
  return (
    <ChartGrid>
      <Box className="wide">
        <RankTableChart title={translate(`${P}.perLocation`)} by="LOCATION" defaultType="bar" />
      </Box>
      <Box className="wide">
        <TimelineChart title={translate(`${P}.locationTimeline`)} measures={['sessions', 'users']} />
      </Box>
    </ChartGrid>
  );
}

function DnsTotals({ data }: { data: DnsSeries }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const t = data.totals;
  const figures: [string, string][] = [
    ['requests', format.number(t.requests)],
    ['blocked', format.number(t.blocked)],
    ['threats', format.number(t.threats)],
    ['requestsPerSecond', format.number(t.requestsPerSecond, 2)],
    ['peakRequestsPerSecond', format.number(t.peakRequestsPerSecond, 2)],
  ];
  return (
    <Stack
      direction="row"
      component="dl"
      sx={{ flexWrap: 'wrap', gap: 3, mt: 1, mb: 0 }}
      aria-label={translate(`${D}.totals`)}
    >
      {figures.map(([key, value]) => (
        <Box key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`${M}.${key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** Without the dnsAnalytics plugin nothing is asked: the tab explains what it needs. */
function WebTab({ dns }: { dns: boolean }) {
  const translate = useTranslate();
  return dns ? <WebCharts /> : <Alert severity="info">{translate(`${D}.noPlugin`)}</Alert>;
}

function WebCharts() {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const query = useAnalyticsQuery('dnsTimeline', [], (f) => analyticsApi().dnsTimeline(f));
  const counts = useCallback((data: DnsSeries) => dnsModel(data, 'counts', translate, format), [translate, format]);
  const rate = useCallback((data: DnsSeries) => dnsModel(data, 'rate', translate, format), [translate, format]);
  const totals = useCallback((data: DnsSeries) => <DnsTotals data={data} />, []);
  return (
    <ChartGrid>
      <Box className="wide">
        <ChartCard title={translate(`${D}.timeline`)} query={query} build={counts} footer={totals} dns />
      </Box>
      <Box className="wide">
        <ChartCard title={translate(`${D}.rate`)} query={query} build={rate} dns />
      </Box>
      <DnsEntries dimension="DOMAIN" title={translate(`${D}.domains`)} />
      <DnsEntries dimension="APPLICATION" title={translate(`${D}.applications`)} />
      <DnsEntries dimension="CATEGORY" title={translate(`${D}.categories`)} />
    </ChartGrid>
  );
}

function TopFlopTab() {
  const translate = useTranslate();
  const [measure, setMeasure] = useState<AnalyticsMeasure>('SESSIONS');
  return (
    <>
      <MeasureSelect value={measure} onChange={setMeasure} />
      <ChartGrid>
        <RankChart title={translate(`${P}.topLocations`)} by="LOCATION" measure={measure} list="top" />
        <RankChart title={translate(`${P}.flopLocations`)} by="LOCATION" measure={measure} list="flop" />
      </ChartGrid>
    </>
  );
}

export default function LocationsAnalyticsPage({ route }: PageProps) {
  const access = useAnalyticsAccess();
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <ScreenName name="locations" />
      <PageHeader title={routeTitle(route)} icon={PlaceIcon} />
      {access.customerId && (
        <AnalyticsFrame key={access.customerId} customerId={access.customerId} professional={access.professional} full>
          <AnalyticsTabs
            tabs={[
              { id: 'overview', render: () => <OverviewTab /> },
              { id: 'web', render: () => <WebTab dns={access.dns} /> },
              { id: 'topFlop', render: () => <TopFlopTab /> },
            ]}
          />
        </AnalyticsFrame>
      )}
    </Box>
  );
}
