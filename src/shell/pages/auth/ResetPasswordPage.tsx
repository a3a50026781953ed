import { Alert, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PasswordIcon from '@mui/icons-material/Password';
import { Link, useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../../providers/authProvider';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import AuthCard from './AuthCard';

/**
 * /auth/reset-password: the server has no endpoint for it yet, so the page says so honestly (the
 * form with the password policy is a later issue) and leads back to the login.
 */
export default function ResetPasswordPage({ route }: PageProps) {
  const translate = useTranslate();
  return (
    <AuthCard
      title={routeTitle(route)}
      icon={PasswordIcon}
      actions={
        <Button component={Link} to={LOGIN_PATH} variant="contained" startIcon={<ArrowBackIcon />}>
          {translate('login.forgot.backToLogin')}
        </Button>
      }
    >
      <Alert severity="info" role="status">
        {translate('pages.auth.resetUnavailable')}
      </Alert>
    </AuthCard>
  );
}
