/**
 * /analytics: the start of the analytics area (seed 000 §2): a card per screen the user may open —
 * basic analytics with BasicAnalytics read, the professional hotspot and location screens with
 * ProfessionalAnalytics read — and what the analytics package (tier) leaves out.
 */
import { Alert, Box, Grid, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import InsightsIcon from '@mui/icons-material/Insights';
import PlaceIcon from '@mui/icons-material/Place';
import RouterIcon from '@mui/icons-material/Router';
import { useTranslate } from 'react-admin';
import { routeTitle } from '../../areas';
import { withOrganization } from '../../guards/rules';
import type { PageProps } from '../../routes';
import HomeCard from '../home/HomeCard';
import { PageHeader } from '../PageHeader';
import { useAnalyticsAccess } from './useAnalyticsAccess';

const S = 'portal.analytics.start';

export default function AnalyticsStartPage({ route }: PageProps) {
  const translate = useTranslate();
  const access = useAnalyticsAccess();
  const cards = [
    access.basic && { id: 'basic', path: '/analytics/basic', icon: BarChartIcon, title: 'basic', text: 'basicText' },
    access.professionalRead && {
      id: 'hotspots',
      path: '/analytics/professional/hotspots',
      icon: RouterIcon,
      title: 'hotspots',
      text: 'hotspotsText',
    },
    access.professionalRead && {
      id: 'locations',
      path: '/analytics/professional/locations',
      icon: PlaceIcon,
      title: 'locations',
      text: 'locationsText',
    },
  ].filter((c) => !!c);
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <PageHeader title={routeTitle(route)} icon={InsightsIcon} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${S}.intro`)}
      </Typography>
      {access.professionalRead && !access.professional && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${S}.tierHint`, { tier: translate(`enums.analyticsTier.${access.tier}`, { _: access.tier }) })}
        </Alert>
      )}
      {cards.length === 0 && <Alert severity="warning">{translate(`${S}.none`)}</Alert>}
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <HomeCard
              labelId={`analytics-start-${card.id}`}
              title={translate(`${S}.${card.title}`)}
              icon={card.icon}
              action={{ label: translate(`${S}.open`), to: withOrganization(card.path, access.customerId) }}
            >
              <Typography color="text.secondary">{translate(`${S}.${card.text}`)}</Typography>
            </HomeCard>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
