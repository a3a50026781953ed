/**
 * /analytics/professional and /analytics/professional/hotspots (seed 001 §2 "Professional
 * analytics"): tabs clients, logins, usage, top/flop and start page over one filter.
 */
import { useState } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import RouterIcon from '@mui/icons-material/Router';
import { useTranslate } from 'react-admin';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import ScreenName from './ScreenName';
import AnalyticsFrame from './AnalyticsFrame';
import AnalyticsTabs from './AnalyticsTabs';
import type { AnalyticsMeasure, AnalyticsSeries } from './analyticsApi';
import ChartGrid from './ChartGrid';
import { BreakdownChart, RankChart, TimelineChart } from './charts';
import { useAnalyticsFormat } from './format';
import { useAnalyticsAccess } from './useAnalyticsAccess';

const P = 'portal.analytics.professional';
const MEASURES: AnalyticsMeasure[] = ['SESSIONS', 'USERS', 'DATA', 'DWELL_TIME'];

function ClientsTab() {
  const translate = useTranslate();
  return (
    <ChartGrid>
      <Box className="wide">
        <TimelineChart title={translate(`${P}.users`)} measures={['users', 'sessions']} />
      </Box>
      <BreakdownChart title={translate(`${P}.deviceClasses`)} dimension="DEVICE_CLASS" />
      <BreakdownChart title={translate(`${P}.os`)} dimension="OS" />
      <BreakdownChart title={translate(`${P}.browsers`)} dimension="BROWSER" />
      <BreakdownChart title={translate(`${P}.languages`)} dimension="LANGUAGE" />
    </ChartGrid>
  );
}

function LoginsTab() {
  const translate = useTranslate();
  return (
    <ChartGrid>
      <Box className="wide">
        <TimelineChart title={translate(`${P}.logins`)} measures={['logins']} />
      </Box>
      <BreakdownChart title={translate(`${P}.loginTypes`)} dimension="LOGIN_TYPE" />
    </ChartGrid>
  );
}

function UsageTab() {
  const translate = useTranslate();
  return (
    <ChartGrid>
      <Box className="wide">
        <TimelineChart title={translate(`${P}.sessions`)} measures={['sessions']} />
      </Box>
      <TimelineChart title={translate(`${P}.dwellTime`)} measures={['dwellTime']} />
      <TimelineChart title={translate(`${P}.data`)} measures={['data']} defaultType="bar" />
    </ChartGrid>
  );
}

/** The measure select of the top/flop tabs. */
export function MeasureSelect({ value, onChange }: { value: AnalyticsMeasure; onChange(m: AnalyticsMeasure): void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={translate(`${P}.measure`)}
      value={value}
      onChange={(e) => onChange(e.target.value as AnalyticsMeasure)}
      sx={{ minWidth: 200, mb: 2 }}
    >
      {MEASURES.map((m) => (
        <MenuItem key={m} value={m}>
          {translate(`portal.analytics.rankMeasures.${m}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function TopFlopTab() {
  const translate = useTranslate();
  const [measure, setMeasure] = useState<AnalyticsMeasure>('SESSIONS');
  return (
    <>
      <MeasureSelect value={measure} onChange={setMeasure} />
      <ChartGrid>
        <RankChart title={translate(`${P}.topHotspots`)} by="HOTSPOT" measure={measure} list="top" />
        <RankChart title={translate(`${P}.flopHotspots`)} by="HOTSPOT" measure={measure} list="flop" />
        <RankChart title={translate(`${P}.topLocations`)} by="LOCATION" measure={measure} list="top" />
        <RankChart title={translate(`${P}.flopLocations`)} by="LOCATION" measure={measure} list="flop" />
      </ChartGrid>
    </>
  );
}

function StartPageTab() {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const total = (data: AnalyticsSeries) => (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="analytics-conversion">
      {translate(`${P}.conversionTotal`, {
        percent: format.percent(data.totals.pageViews > 0 ? data.totals.logins / data.totals.pageViews : null),
        logins: format.number(data.totals.logins),
        views: format.number(data.totals.pageViews),
      })}
    </Typography>
  );
  return (
    <ChartGrid>
      <Box className="wide">
        <TimelineChart title={translate(`${P}.pageViews`)} measures={['pageViews', 'logins']} footer={total} />
      </Box>
      <Box className="wide">
        <TimelineChart title={translate(`${P}.conversion`)} measures={['conversion']} />
      </Box>
    </ChartGrid>
  );
}

export default function ProfessionalAnalyticsPage({ route }: PageProps) {
  const access = useAnalyticsAccess();
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <ScreenName name="hotspots" />
      <PageHeader title={routeTitle(route)} icon={RouterIcon} />
      {access.customerId && (
        <AnalyticsFrame key={access.customerId} customerId={access.customerId} professional={access.professional} full>
          <AnalyticsTabs
            tabs={[
              { id: 'clients', render: () => <ClientsTab /> },
              { id: 'logins', render: () => <LoginsTab /> },
              { id: 'usage', render: () => <UsageTab /> },
              { id: 'topFlop', render: () => <TopFlopTab /> },
              { id: 'startPage', render: () => <StartPageTab /> },
            ]}
          />
        </AnalyticsFrame>
      )}
    </Box>
  );
}
