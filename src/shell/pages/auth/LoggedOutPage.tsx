import { Alert, Button } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link, useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../../providers/authProvider';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { errorState, useLastError } from '../errorState';
import AuthCard from './AuthCard';

/**
 * /auth/logged-out (seed 000 §2): the confirmation that the session ended, with the re-login
 * action. When the session ended because of an error (403 on the error page), it says why.
 */
export default function LoggedOutPage({ route }: PageProps) {
  const translate = useTranslate();
  const lastError = useLastError();
  return (
    <AuthCard
      title={routeTitle(route)}
      icon={LogoutIcon}
      actions={
        <Button
          component={Link}
          to={LOGIN_PATH}
          onClick={() => errorState.clear()}
          variant="contained"
          startIcon={<LoginIcon />}
        >
          {translate('logout.relogin')}
        </Button>
      }
    >
      {lastError && (
        <Alert severity="warning">
          {translate('pages.auth.lastError', { message: translate(lastError.message, { _: lastError.message }) })}
        </Alert>
      )}
    </AuthCard>
  );
}
