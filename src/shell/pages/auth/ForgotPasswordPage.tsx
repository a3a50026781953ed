import { Alert, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Link, useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../../providers/authProvider';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import AuthCard from './AuthCard';

/**
 * /auth/forgot-password: the server has no endpoint for it yet, so the page says so honestly (the
 * request form is a later issue) and leads back to the login.
 */
export default function ForgotPasswordPage({ route }: PageProps) {
  const translate = useTranslate();
  return (
    <AuthCard
      title={routeTitle(route)}
      icon={LockResetIcon}
      actions={
        <Button component={Link} to={LOGIN_PATH} variant="contained" startIcon={<ArrowBackIcon />}>
          {translate('login.forgot.backToLogin')}
        </Button>
      }
    >
      <Alert severity="info" role="status">
        {translate('pages.auth.forgotUnavailable')}
      </Alert>
    </AuthCard>
  );
}
