import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { namedInvalid } from '../../../providers/fieldLabel';
import { email as emailRule, required, type Invalid } from '../../../domain/validation';
import { LOGIN_PATH } from '../../../providers/authProvider';
import { describeError } from '../../../providers/errors';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { profileApi } from '../profile/profileApi';
import AuthCard from './AuthCard';

/**
 * /auth/forgot-password (seed 001 §2): asks for the e-mail address and requests a reset link. The
 * answer is the same whether an account exists or not (the server's too), so the page always says
 * "if an account exists, we sent a link".
 */
export default function ForgotPasswordPage({ route }: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<Invalid | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'form') return;
    const address = email.trim();
    const invalid = namedInvalid('email', required(address) ?? emailRule(address));
    setError(invalid);
    setFailure(undefined);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setState('sending');
    try {
      await profileApi().forgotPassword(address, locale);
      setState('sent');
    } catch (e) {
      const d = describeError(e);
      setFailure(d.code === 'BAD_USER_INPUT' ? 'login.states.formError' : d.messageKey);
      setState('form');
    }
  };

  const back = (
    <Button
      component={Link}
      to={LOGIN_PATH}
      variant={state === 'sent' ? 'contained' : 'text'}
      startIcon={<ArrowBackIcon />}
    >
      {translate('login.forgot.backToLogin')}
    </Button>
  );

  if (state === 'sent') {
    return (
      <AuthCard title={routeTitle(route)} icon={LockResetIcon} actions={back}>
        <Alert severity="success" role="status">
          {translate('login.forgot.sent')}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={routeTitle(route)} icon={LockResetIcon} actions={back}>
      <Typography sx={{ mb: 2 }}>{translate('login.forgot.text')}</Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(failure)}
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          required
          inputRef={inputRef}
          label={translate('login.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
          error={!!error}
          helperText={error ? translate(error.message, error.args) : ' '}
          disabled={state === 'sending'}
          slotProps={{ htmlInput: { maxLength: 320 } }}
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={state === 'sending'}
          startIcon={state === 'sending' ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('login.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
