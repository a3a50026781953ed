import { useEffect, useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Link, useAuthState, useLogout, useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../providers/authProvider';
import { LOGGED_OUT_PATH, errorMessageKey } from './errorStatus';
import { errorState } from './errorState';
import { PageHeader } from './PageHeader';

export interface ErrorPageProps {
  status: number;
  /** i18n key of the headline; default error.{status} or error.generic. */
  messageKey?: string;
  /** Offer a reload (render errors). */
  reload?: () => void;
}

/**
 * The error page (seed 000 §2, §8): the message of the status, the status code and a link home
 * (logged in) or to the login. On 403 the error is recorded (errorState) and the user is logged out;
 * the logged-out page then shows why.
 */
export default function ErrorPage({ status, messageKey = errorMessageKey(status), reload }: ErrorPageProps) {
  const translate = useTranslate();
  const { authenticated } = useAuthState(undefined, false);
  const logout = useLogout();
  const loggedOut = useRef(false);
  useEffect(() => {
    if (status !== 403 || loggedOut.current) return;
    loggedOut.current = true;
    errorState.set({ message: messageKey, status });
    void logout({}, LOGGED_OUT_PATH, false);
  }, [status, messageKey, logout]);

  const home = authenticated && status !== 403;
  return (
    <Box sx={{ maxWidth: 720, mt: 1 }} role="alert" aria-live="assertive">
      <PageHeader title={messageKey} icon={ErrorOutlineIcon} />
      <Typography color="text.secondary" gutterBottom>
        {translate('error.code', { status })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {home ? (
          <Button component={Link} to="/" variant="contained">
            {translate('error.backHome')}
          </Button>
        ) : (
          <Button component={Link} to={LOGIN_PATH} variant="contained">
            {translate('error.backToLogin')}
          </Button>
        )}
        {reload && <Button onClick={reload}>{translate('pages.error.reload')}</Button>}
      </Stack>
    </Box>
  );
}

/** Unknown path inside the layout: 404 'This page could not be found'. */
export function NotFoundPage() {
  return <ErrorPage status={404} messageKey="error.notFoundPage" />;
}
