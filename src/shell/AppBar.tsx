import { Avatar, Box, Button, Tooltip, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { openCustomerChooser, useActiveCustomer } from '../providers/activeCustomer';

/** Avatar with the initials of first and last name (seed 000 §2). */
export function InitialsAvatar() {
  const { identity } = useGetIdentity();
  const initials = typeof identity?.initials === 'string' ? identity.initials : '';
  return (
    <Avatar
      sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'common.white', color: 'primary.dark', fontWeight: 700 }}
    >
      {initials}
    </Avatar>
  );
}

function CompanyName() {
  const translate = useTranslate();
  const { customerId, customer } = useActiveCustomer();
  const name = customer?.company ?? customerId ?? translate('shell.appName');
  return (
    <Typography variant="h6" component="div" noWrap sx={{ fontSize: '1.05rem', maxWidth: { xs: 160, md: 360 } }}>
      {name}
    </Typography>
  );
}

/**
 * Top bar (seed 000 §2): drawer toggle, the active customer's company name (otherwise the app
 * name), the page title, customer switch, language menu, theme switch and user menu.
 */
export default function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <>
          <Tooltip title={translate('shell.customerSwitch.open')}>
            <Button color="inherit" onClick={openCustomerChooser} startIcon={<BusinessIcon />}>
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {translate('shell.customerSwitch.open')}
              </Box>
            </Button>
          </Tooltip>
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
      userMenu={
        <UserMenu icon={<InitialsAvatar />}>
          <Logout />
        </UserMenu>
      }
    >
      <CompanyName />
      <Box component="span" sx={{ mx: 1, opacity: 0.6, display: { xs: 'none', sm: 'inline' } }}>
        ·
      </Box>
      <TitlePortal sx={{ display: { xs: 'none', sm: 'block' } }} />
    </RaAppBar>
  );
}
