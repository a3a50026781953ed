import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PasswordIcon from '@mui/icons-material/Password';
import { Link, useLocation, useNavigate, useTranslate } from 'react-admin';
import { namedInvalid } from '../../../providers/fieldLabel';
import { RESET_TOKEN_PARAM } from '../../../domain/profile';
import { LOGIN_PATH } from '../../../providers/authProvider';
import { describeError } from '../../../providers/errors';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { NewPasswordFields, validateNewPassword, type NewPasswordErrors } from '../profile/PasswordParts';
import { profileApi } from '../profile/profileApi';
import AuthCard from './AuthCard';

type State = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'form'; email: string };

/**
 * /auth/reset-password?token=… (seed 001 §2): the link of the reset mail. The link is checked first
 * (unknown, used or expired: one clear message and the way to a new link), then the new password
 * for the address is set under the policy shown live; the login screen then asks for it.
 */
export default function ResetPasswordPage({ route }: PageProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const token = new URLSearchParams(location.search).get(RESET_TOKEN_PARAM) ?? '';
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [values, setValues] = useState({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let cancelled = false;
    if (!token) {
      setState({ kind: 'invalid' });
      return;
    }
    profileApi()
      .checkResetToken(token)
      .then(
        ({ email }) => !cancelled && setState({ kind: 'form', email }),
        (e: unknown) => {
          if (cancelled) return;
          const d = describeError(e);
          if (d.code === 'BAD_USER_INPUT') setState({ kind: 'invalid' });
          else {
            // offline or throttled: the link may well be fine, let the user try to save anyway
            setFailure(d.messageKey);
            setState({ kind: 'form', email: '' });
          }
        },
      );
    return () => {
      cancelled = true;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const found = validateNewPassword(values);
    setErrors(found);
    if (found.password || found.passwordConfirm) {
      (found.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await profileApi().resetPassword({ token, ...values });
      navigate(`${LOGIN_PATH}?message=changedPassword`, { replace: true });
    } catch (e) {
      setBusy(false);
      const d = describeError(e);
      if (d.code === 'BAD_USER_INPUT' && d.field === 'token') setState({ kind: 'invalid' });
      else if (d.code === 'BAD_USER_INPUT' && (d.field === 'password' || d.field === 'passwordConfirm')) {
        setErrors({
          [d.field]: namedInvalid(d.field === 'password' ? 'newPassword' : d.field, {
            message: 'forms.validationMessages.password',
            args: {},
          }),
        });
      } else setFailure(d.messageKey);
    }
  };

  const setValue = (field: 'password' | 'passwordConfirm') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const backToLogin = (
    <Button component={Link} to={LOGIN_PATH} startIcon={<ArrowBackIcon />}>
      {translate('login.forgot.backToLogin')}
    </Button>
  );

  if (state.kind !== 'form') {
    return (
      <AuthCard
        title={routeTitle(route)}
        icon={PasswordIcon}
        actions={
          state.kind === 'invalid' ? (
            <>
              <Button component={Link} to="/auth/forgot-password" variant="contained">
                {translate('login.forgot.submit')}
              </Button>
              {backToLogin}
            </>
          ) : (
            backToLogin
          )
        }
      >
        {state.kind === 'checking' ? (
          <CircularProgress aria-label={translate('pages.loading')} />
        ) : (
          <Alert severity="error" role="alert">
            {translate('login.reset.invalidLink')}
          </Alert>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={routeTitle(route)} icon={PasswordIcon} actions={backToLogin}>
      {state.email && <Typography sx={{ mb: 1 }}>{translate('login.reset.text', { email: state.email })}</Typography>}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {translate(failure)}
        </Alert>
      )}
      <form id="reset-password-form" noValidate onSubmit={submit}>
        {/* the account the new password belongs to, for password managers */}
        <input type="hidden" name="username" autoComplete="username" value={state.email} />
        <NewPasswordFields
          values={values}
          errors={errors}
          onChange={setValue}
          policyId="password-policy"
          passwordRef={passwordRef}
          confirmRef={confirmRef}
          autoFocus
          disabled={busy}
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={busy}
          sx={{ mt: 1 }}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('login.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
