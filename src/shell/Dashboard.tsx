import { Box, Grid, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import FeedbackIcon from '@mui/icons-material/Feedback';
import HomeIcon from '@mui/icons-material/Home';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { openCustomerChooser, useActiveCustomer } from '../providers/activeCustomer';
import { hasRoutePermission } from './guards/rules';
import { useAcl, useAppConfig } from './layout/useShell';
import HomeCard, { type HomeCardAction } from './pages/home/HomeCard';
import HomeFigures from './pages/home/HomeFigures';
import LastLoginCard from './pages/home/LastLoginCard';
import LicenceWarning from './pages/home/LicenceWarning';
import { PageHeader } from './pages/PageHeader';
import { routeTitle } from './areas';
import { resourceModules, type ResourceModule } from './registry';
import { findRoute, type PageProps } from './routes';

/** The registered modules' home cards (ResourceModule.homeWidget), each lazy, made once. */
const widgets = new WeakMap<ResourceModule, LazyExoticComponent<ComponentType>>();
function HomeWidgets() {
  return resourceModules().map((module) => {
    if (!module.homeWidget) return null;
    let Widget = widgets.get(module);
    if (!Widget) widgets.set(module, (Widget = lazy(module.homeWidget)));
    return (
      <Suspense key={module.name} fallback={null}>
        <Widget />
      </Suspense>
    );
  });
}

/** http(s) URLs only: a configured or customer-provided link must not run script. */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Home (seed 001 §2): the concurrent-user licence warning and the cards for the active customer,
 * the last hotspot login, the analytics portal, the support portal, FAQ and guides, and feedback.
 *
 * Decisions:
 * - Last hotspot login: `lastLogin(customerId)` of the active customer (its newest guest session),
 *   relative and as date; without OnlineUsers or analytics read the card says so and asks nothing
 *   (pages/home/LastLoginCard.tsx). LastLogin names no device, so the card names none.
 * - Support portal: the link of the active customer's SLA plugin (slaStatus.supportPortal, when the
 *   plugin is active); without one the card is not shown.
 * - Feedback: a mail draft to the configured support address (app configuration supportEmail),
 *   else the configured support URL, else the changelog, where the feedback button belongs.
 * - The page offers only what the user may open (issue 40): the analytics portal card only with the
 *   permission of /analytics for the active customer (the route guard's rule), never a way to
 *   "Kein Zugriff". A missing analytics plugin still gets the card: its page explains the plugin.
 * - Above the cards, the figures of the active customer (pages/home/HomeFigures.tsx), each for users
 *   who may see it.
 */
export default function Dashboard({ route }: PageProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { customerId, customer, summary } = useActiveCustomer();
  const { supportEmail, supportUrl } = useAppConfig();
  const { acl, isPending: aclPending } = useAcl();
  const analyticsAllowed = !aclPending && hasRoutePermission(findRoute('/analytics'), acl, customerId);

  const details = customer && customer.customerId === customerId ? customer : null;
  const sla = details?.plugins?.slaStatus;
  const supportPortal = sla?.active ? webUrl(sla.supportPortal) : null;
  const company = details?.company ?? summary?.company ?? null;

  const feedback: HomeCardAction = supportEmail
    ? {
        label: translate('home.feedbackAction'),
        href: `mailto:${encodeURIComponent(supportEmail).replace(/%40/g, '@')}?subject=${encodeURIComponent(
          translate('pages.home.feedbackSubject'),
        )}`,
      }
    : webUrl(supportUrl)
      ? { label: translate('home.feedbackAction'), href: webUrl(supportUrl)!, external: true }
      : { label: translate('home.feedbackAction'), to: '/changelog' };

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <PageHeader title={routeTitle(route)} icon={HomeIcon} />
      <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 2 }}>
        {translate('home.welcome')}
        {identity?.fullName ? `, ${identity.fullName}` : ''}
      </Typography>
      <LicenceWarning />
      <HomeFigures />
      <HomeWidgets />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <HomeCard
            labelId="home-customer"
            title={translate('pages.home.customer')}
            icon={BusinessIcon}
            action={{
              label: translate(customerId ? 'shell.customerSwitch.open' : 'requirements.selectCustomer'),
              onClick: openCustomerChooser,
            }}
          >
            <Typography variant="subtitle1">{company ?? customerId ?? translate('shell.noCustomer')}</Typography>
            {company && <Typography color="text.secondary">{customerId}</Typography>}
          </HomeCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <LastLoginCard />
        </Grid>
        {analyticsAllowed && (
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <HomeCard
              labelId="home-analytics"
              title={translate('home.analyticsPortal')}
              icon={BarChartIcon}
              action={{ label: translate('home.analyticsPortalAction'), to: '/analytics' }}
            >
              <Typography color="text.secondary">{translate('home.analyticsPortalText')}</Typography>
            </HomeCard>
          </Grid>
        )}
        {supportPortal && (
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <HomeCard
              labelId="home-support"
              title={translate('home.supportPortal')}
              icon={SupportAgentIcon}
              action={{ label: translate('home.supportPortalAction'), href: supportPortal, external: true }}
            >
              <Typography color="text.secondary">{translate('home.supportPortalText')}</Typography>
            </HomeCard>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <HomeCard
            labelId="home-faq"
            title={translate('home.faq')}
            icon={MenuBookIcon}
            action={{ label: translate('home.faqAction'), to: '/docs' }}
          >
            <Typography color="text.secondary">{translate('home.faqText')}</Typography>
          </HomeCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <HomeCard labelId="home-feedback" title={translate('home.feedback')} icon={FeedbackIcon} action={feedback}>
            <Typography color="text.secondary">{translate('home.feedbackText')}</Typography>
          </HomeCard>
        </Grid>
      </Grid>
    </Box>
  );
}
