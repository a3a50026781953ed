import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyIcon from '@mui/icons-material/Key';
import { Link, useLogout, useNotify, useTranslate } from 'react-admin';
import { namedInvalid } from '../../../providers/fieldLabel';
import { LOGIN_PATH } from '../../../providers/authProvider';
import { describeError } from '../../../providers/errors';
import { required, type Invalid } from '../../../domain/validation';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import { NewPasswordFields, PasswordField, validateNewPassword, type NewPasswordErrors } from './PasswordParts';
import { profileApi } from './profileApi';

const P = 'portal.profile.password';

/** The login screen after a password change: it asks to log in with the new password (seed 000 §4). */
export const CHANGED_PASSWORD_LOGIN = `${LOGIN_PATH}?message=changedPassword`;

/** A refusal of the server as a field error or a message for the form. */
function refusal(error: unknown): { field?: 'currentPassword' | 'password' | 'passwordConfirm'; invalid: Invalid } {
  const d = describeError(error);
  if (d.code === 'WRONG_PASSWORD') {
    return { field: 'currentPassword', invalid: { message: 'messages.profile.wrongPassword', args: {} } };
  }
  if (d.code === 'BAD_USER_INPUT' && (d.field === 'password' || d.field === 'passwordConfirm')) {
    return {
      field: d.field,
      invalid: namedInvalid(d.field === 'password' ? 'newPassword' : d.field, {
        message: 'forms.validationMessages.password',
        args: {},
      })!,
    };
  }
  const known = d.code === 'RATE_LIMITED' || d.code === 'NETWORK' || d.code === 'UNAUTHENTICATED';
  return { invalid: { message: known ? d.messageKey : 'messages.profile.passwordChangeError', args: {} } };
}

/**
 * /profile/change-password (seed 001 §2): two steps — confirm the current password (checked by the
 * server, throttled like logins), then the new one twice under the policy shown live. Afterwards the
 * session ends everywhere and the login screen asks for the new password.
 */
export default function ChangePasswordPage({ route }: PageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const [step, setStep] = useState<0 | 1>(0);
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<Invalid | undefined>();
  const [values, setValues] = useState({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState<Invalid | undefined>();
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [focus, setFocus] = useState<{ n: number; field: 'currentPassword' | 'password' | 'passwordConfirm' } | null>(
    null,
  );
  useEffect(() => {
    if (!focus) return;
    ({ currentPassword: currentRef, password: passwordRef, passwordConfirm: confirmRef })[focus.field].current?.focus();
  }, [focus]);
  const focusOn = (field: 'currentPassword' | 'password' | 'passwordConfirm') =>
    setFocus((f) => ({ n: (f?.n ?? 0) + 1, field }));

  const checkCurrent = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    const empty = namedInvalid('currentPassword', required(current));
    setCurrentError(empty);
    if (empty) return focusOn('currentPassword');
    setBusy(true);
    try {
      await profileApi().checkPassword(current);
      setStep(1);
      focusOn('password');
    } catch (error) {
      const r = refusal(error);
      if (r.field === 'currentPassword') {
        setCurrentError(r.invalid);
        focusOn('currentPassword');
      } else setFormError(r.invalid);
    } finally {
      setBusy(false);
    }
  };

  const change = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    const found = validateNewPassword(values);
    setErrors(found);
    if (found.password || found.passwordConfirm) return focusOn(found.password ? 'password' : 'passwordConfirm');
    setBusy(true);
    try {
      await profileApi().changePassword({ currentPassword: current, ...values });
    } catch (error) {
      setBusy(false);
      const r = refusal(error);
      if (r.field === 'currentPassword') {
        // changed elsewhere meanwhile: back to step 1
        setStep(0);
        setCurrentError(r.invalid);
        focusOn('currentPassword');
      } else if (r.field) {
        setErrors({ [r.field]: r.invalid });
        focusOn(r.field);
      } else setFormError(r.invalid);
      return;
    }
    notify('messages.profile.passwordChanged', { type: 'success' });
    // Every session of the user has ended on the server; this one ends here.
    await logout({}, CHANGED_PASSWORD_LOGIN, false);
  };

  const setValue = (field: 'password' | 'passwordConfirm') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <Box sx={{ maxWidth: 560, mt: 1 }}>
      <PageHeader title={routeTitle(route)} icon={KeyIcon} />
      <Card>
        <CardContent>
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
            <Step completed={step > 0}>
              <StepLabel>{translate(`${P}.steps.current`)}</StepLabel>
            </Step>
            <Step>
              <StepLabel>{translate(`${P}.steps.next`)}</StepLabel>
            </Step>
          </Stepper>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${P}.intro`)}
          </Typography>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(formError.message, formError.args)}
            </Alert>
          )}
          {step === 0 ? (
            <Box component="form" noValidate onSubmit={checkCurrent} aria-label={translate(`${P}.steps.current`)}>
              <PasswordField
                name="currentPassword"
                label="forms.fields.currentPassword.label"
                value={current}
                onChange={(v) => {
                  setCurrent(v);
                  setCurrentError(undefined);
                }}
                error={currentError}
                autoComplete="current-password"
                autoFocus
                inputRef={currentRef}
                disabled={busy}
              />
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy}
                  startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  {translate(`${P}.continue`)}
                </Button>
                <Button component={Link} to="/profile" startIcon={<ArrowBackIcon />}>
                  {translate('portal.profile.edit.cancel')}
                </Button>
              </Box>
            </Box>
          ) : (
            <Box component="form" noValidate onSubmit={change} aria-label={translate(`${P}.steps.next`)}>
              <NewPasswordFields
                values={values}
                errors={errors}
                onChange={setValue}
                policyId="password-policy"
                passwordRef={passwordRef}
                confirmRef={confirmRef}
                disabled={busy}
              />
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy}
                  startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <KeyIcon />}
                >
                  {translate(`${P}.submit`)}
                </Button>
                <Button
                  onClick={() => {
                    setStep(0);
                    setValues({ password: '', passwordConfirm: '' });
                    setErrors({});
                  }}
                  disabled={busy}
                  startIcon={<ArrowBackIcon />}
                >
                  {translate(`${P}.back`)}
                </Button>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
