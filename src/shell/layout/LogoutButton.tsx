import { IconButton, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link, useTranslate } from 'react-admin';

/** Logout: the logout page (/auth/logout, seed 000 §2) confirms, ends the session and leads to /auth/logged-out. */
export default function LogoutButton() {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('shell.logout')}>
      <IconButton component={Link} to="/auth/logout" color="inherit" aria-label={translate('shell.logout')}>
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
}
