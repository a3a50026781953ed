import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout, TitlePortal } from 'react-admin';
import AppBar from '../AppBar';
import CustomerBoundary from '../CustomerBoundary';
import CustomerChooser from '../CustomerChooser';
import Banners from './Banners';
import Breadcrumbs from './Breadcrumbs';
import DrawerContent from './DrawerContent';
import Footer from './Footer';
import LoadingBar from './LoadingBar';

/**
 * Default layout for logged-in users (seed 000 §2): react-admin's layout with the portal's top bar
 * and drawer; above the page the loading bar, the banners (offline, partner support, work in
 * progress), the breadcrumbs and the page title; below it the footer. The page itself sits in the
 * customer boundary (details of the active customer, auto-selection) and the route guard
 * (organization parameter, permission, plugins); the customer switch panel is mounted beside it.
 */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <RaLayout
      appBar={AppBar}
      menu={DrawerContent}
      // react-admin's root is `min-width: fit-content`: one wide table widened the whole page past
      // the screen (issue 40); wide content scrolls in its own container instead (ScrollRegion).
      sx={{ minWidth: 0, '& .RaLayout-content': { px: { xs: 1, sm: 2 }, minWidth: 0 } }}
    >
      <LoadingBar />
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: '1 0 auto', minWidth: 0 }}>
        <Banners />
        <Breadcrumbs />
        <TitlePortal
          variant="h5"
          component="h1"
          sx={{ flex: '0 0 auto', mt: 0.5, mb: 0, '&:empty': { display: 'none' } }}
        />
        <Box sx={{ flex: '1 0 auto', minWidth: 0 }}>
          <CustomerBoundary>{children}</CustomerBoundary>
        </Box>
        <Footer />
      </Box>
      <CustomerChooser />
    </RaLayout>
  );
}
