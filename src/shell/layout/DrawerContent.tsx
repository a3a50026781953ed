import { Box, Divider, Stack } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import Menu from '../Menu';
import LicencePanel from '../licence/LicencePanel';
import LanguageMenu from './LanguageMenu';
import LogoutButton from './LogoutButton';
import PartnerLogo from './PartnerLogo';
import ProfileLink from './ProfileLink';
import ThemeSwitch from './ThemeSwitch';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../theme';

/**
 * The left drawer of the default layout (seed 000 §2): partner logo, profile link, language and
 * theme controls, logout, the licence card and the menu. Collapsed, it keeps the avatar, the
 * controls (stacked) and the menu icons.
 */
export default function DrawerContent() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Box
      data-testid="drawer-content"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100%',
        pb: 2,
        width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
        boxSizing: 'border-box',
      }}
    >
      {open && <PartnerLogo />}
      <Box sx={{ px: open ? 1 : 0.5, pt: open ? 0 : 1 }}>
        <ProfileLink compact={!open} />
      </Box>
      <Stack
        direction={open ? 'row' : 'column'}
        alignItems="center"
        justifyContent={open ? 'flex-start' : 'center'}
        spacing={open ? 0.5 : 0}
        sx={{ px: open ? 1.5 : 0, py: 0.5, color: 'text.secondary' }}
      >
        <LanguageMenu />
        <ThemeSwitch />
        <LogoutButton />
      </Stack>
      {open && (
        <Box sx={{ px: 1.5, pt: 1 }}>
          <LicencePanel />
        </Box>
      )}
      <Divider sx={{ mt: 1.5 }} />
      <Box component="nav" aria-label={translate('shell.mainMenu')}>
        <Menu />
      </Box>
    </Box>
  );
}
