import { IconButton, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';

/** Logout (no server call: the auth provider drops the tokens and goes to the login page). */
export default function LogoutButton() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Tooltip title={translate('shell.logout')}>
      <IconButton color="inherit" aria-label={translate('shell.logout')} onClick={() => void logout()}>
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
}
