import { Box, Button, Tooltip, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { AppBar as RaAppBar, useTranslate } from 'react-admin';
import { openCustomerChooser, useActiveCustomer } from '../providers/activeCustomer';
import AlertBell from './layout/AlertBell';
import GlobalSearch from './layout/GlobalSearch';
import InviteBell from './layout/InviteBell';
import SupportLink from './layout/SupportLink';

/** The active customer's company name, otherwise the app name (seed 000 §2). */
function CompanyName() {
  const translate = useTranslate();
  const { customerId, customer } = useActiveCustomer();
  const name = (customer?.customerId === customerId ? customer?.company : null) || translate('shell.appName');
  return (
    <Typography
      variant="h6"
      component="div"
      noWrap
      data-testid="appbar-company"
      sx={{ fontSize: '1.05rem', flex: '1 1 auto', minWidth: 0 }}
    >
      {name}
    </Typography>
  );
}

/**
 * Top bar (seed 000 §2): drawer toggle (react-admin's), the active customer's company name, the
 * search over the active customer's records (Ctrl+K, issue 39), the support link when configured,
 * the bell with the pending-invite count, the active customer's alerts (issue 37) and the customer
 * switch.
 * Page titles are shown under the breadcrumbs in the content area, not here.
 */
export default function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="primary"
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pr: 1 }}>
          <GlobalSearch />
          <SupportLink />
          <InviteBell />
          <AlertBell />
          <Tooltip title={translate('shell.customerSwitch.open')}>
            <Button
              color="inherit"
              onClick={openCustomerChooser}
              startIcon={<BusinessIcon />}
              aria-label={translate('shell.customerSwitch.open')}
              sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
            >
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {translate('shell.customerSwitch.open')}
              </Box>
            </Button>
          </Tooltip>
        </Box>
      }
    >
      <CompanyName />
    </RaAppBar>
  );
}
