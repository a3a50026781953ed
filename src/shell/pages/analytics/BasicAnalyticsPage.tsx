/**
 * /analytics/basic (seed 001 §2 "Basic analytics: hotspots, locations, date range, redirect to
 * analytics"): sessions, users and data per hotspot and per location over a period, sessions per
 * day, and the way on to professional analytics for those who may see it.
 */
import { Box, Button } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import InsightsIcon from '@mui/icons-material/Insights';
import { Link, useTranslate } from 'react-admin';
import { withOrganization } from '../../guards/rules';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import ScreenName from './ScreenName';
import AnalyticsFrame from './AnalyticsFrame';
import ChartGrid from './ChartGrid';
import { RankTableChart, TimelineChart } from './charts';
import { useAnalyticsAccess } from './useAnalyticsAccess';

const B = 'portal.analytics.basic';

export default function BasicAnalyticsPage({ route }: PageProps) {
  const translate = useTranslate();
  const access = useAnalyticsAccess();
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <ScreenName name="basic" />
      <PageHeader title={routeTitle(route)} icon={BarChartIcon}>
        {access.professionalRead && (
          <Button
            component={Link}
            to={withOrganization('/analytics/professional/hotspots', access.customerId)}
            variant="outlined"
            startIcon={<InsightsIcon />}
          >
            {translate(`${B}.toProfessional`)}
          </Button>
        )}
      </PageHeader>
      {access.customerId && (
        // Basic analytics is days only (seed 001 §9 granularities finer than a day are professional).
        <AnalyticsFrame key={access.customerId} customerId={access.customerId} professional={false} full={false}>
          <ChartGrid>
            <RankTableChart title={translate(`${B}.hotspots`)} by="HOTSPOT" />
            <RankTableChart title={translate(`${B}.locations`)} by="LOCATION" />
            <Box className="wide">
              <TimelineChart
                title={translate(`${B}.sessionsPerDay`)}
                measures={['sessions', 'users']}
                defaultType="bar"
              />
            </Box>
          </ChartGrid>
        </AnalyticsFrame>
      )}
    </Box>
  );
}
