import { memo, type ReactNode } from 'react';
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

// react-admin's root is `min-width: fit-content`: one wide table widened the whole page past the
// screen (issue 40); wide content scrolls in its own container instead (ScrollRegion).
const LAYOUT_SX = { minWidth: 0, '& .RaLayout-content': { px: { xs: 1, sm: 2 }, minWidth: 0 } } as const;
const COLUMN_SX = { display: 'flex', flexDirection: 'column', flex: '1 0 auto', minWidth: 0 } as const;
const TITLE_SX = { flex: '0 0 auto', mt: 0.5, mb: 0, '&:empty': { display: 'none' } } as const;
const PAGE_SX = { flex: '1 0 auto', minWidth: 0 } as const;

// The parts that do not depend on the page, memoized: react-admin renders its layout again at every
// change of the address (its routes follow the location), and with it everything the layout holds;
// a menu click rendered the app bar, the drawer and its menu, the banners and the footer before the
// page. Now they render for their own state only (the breadcrumbs and the menu's links follow the
// location themselves; D350).
const LayoutAppBar = memo(AppBar);
const LayoutDrawer = memo(DrawerContent);
const LayoutLoadingBar = memo(LoadingBar);
const LayoutFooter = memo(Footer);
const LayoutCustomerChooser = memo(CustomerChooser);
const AbovePage = memo(function AbovePage() {
  return (
    <>
      <Banners />
      <Breadcrumbs />
      <TitlePortal variant="h5" component="h1" sx={TITLE_SX} />
    </>
  );
});

/**
 * Default layout for logged-in users (seed 000 §2): react-admin's layout with the portal's top bar
 * and drawer; above the page the loading bar, the banners (offline, partner support, work in
 * progress), the breadcrumbs and the page title; below it the footer. The page itself sits in the
 * customer boundary (details of the active customer, auto-selection) and the route guard
 * (organization parameter, permission, plugins); the customer switch panel is mounted beside it.
 */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={LayoutAppBar} menu={LayoutDrawer} sx={LAYOUT_SX}>
      <LayoutLoadingBar />
      <Box sx={COLUMN_SX}>
        <AbovePage />
        <Box sx={PAGE_SX}>
          <CustomerBoundary>{children}</CustomerBoundary>
        </Box>
        <LayoutFooter />
      </Box>
      <LayoutCustomerChooser />
    </RaLayout>
  );
}
