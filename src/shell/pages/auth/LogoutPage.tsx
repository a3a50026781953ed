import { useState } from 'react';
import { Button, CircularProgress, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useNavigate, useTranslate } from 'react-admin';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { LOGGED_OUT_PATH } from '../errorStatus';
import { errorState } from '../errorState';
import AuthCard from './AuthCard';

/**
 * /auth/logout: asks for confirmation, then ends the session — locally, there is no logout call to
 * a server (seed 000 §4) — and shows /auth/logged-out. Cancel goes back where the user came from.
 */
export default function LogoutPage({ route }: PageProps) {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    errorState.clear();
    await logout({}, LOGGED_OUT_PATH, false);
  };
  const cancel = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };
  return (
    <AuthCard
      title={routeTitle(route)}
      icon={LogoutIcon}
      actions={
        <>
          <Button
            variant="contained"
            onClick={() => void confirm()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <LogoutIcon />}
          >
            {translate('logout.title')}
          </Button>
          <Button onClick={cancel} disabled={busy}>
            {translate('pages.auth.cancel')}
          </Button>
        </>
      }
    >
      <Typography>{translate('logout.confirm')}</Typography>
    </AuthCard>
  );
}
