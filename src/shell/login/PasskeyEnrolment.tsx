import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import KeyIcon from '@mui/icons-material/VpnKey';
import { PASSKEY_NAME_MAX } from '../../domain/passkey';
import { describeError } from '../../providers/errors';
import type { SecondFactorCalls } from '../../providers/secondFactor';
import LoginField from './LoginField';

const T = 'login.secondFactor';

/**
 * Whether the browser has WebAuthn at all, as @simplewebauthn/browser's `browserSupportsWebAuthn`
 * checks it, without loading the library (it loads with the ceremony only, D293).
 */
export const webAuthnAvailable = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The message of a failed passkey ceremony: the browser's (cancelled, unsupported) or the server's. */
export function passkeyErrorKey(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return `${T}.passkeyCancelled`;
  if (name === 'NotSupportedError' || name === 'SecurityError') return `${T}.passkeyUnsupported`;
  const d = describeError(error);
  // CONFLICT: an authenticator registered already (the profile's text is not loaded here).
  return d.code === 'PASSKEY_REFUSED' || d.code === 'CONFLICT' ? `${T}.passkeyRefused` : d.messageKey;
}

/**
 * The enrolment a policy asks for after the password, with a passkey (issue 38, D320): a name, then
 * the browser's registration ceremony bound to this sign-in; the tokens are kept and the recovery
 * codes handed on (shown once by the step). Without WebAuthn it says so and offers nothing to press;
 * a cancelled or refused ceremony is named and the name field takes the focus back (Enter retries).
 */
export default function PasskeyEnrolment({
  challenge,
  calls,
  translate,
  onExpired,
  onEnrolled,
}: {
  challenge: string;
  calls: SecondFactorCalls;
  translate: (key: string, args?: Record<string, unknown>) => string;
  /** The sign-in expired (or a factor was set up since): back to the password. */
  onExpired: () => void;
  /** Registered and signed in: the recovery codes (none when the account still had some). */
  onEnrolled: (recoveryCodes: string[]) => void;
}) {
  const supported = webAuthnAvailable();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The field takes the focus back after a refusal, once it is enabled again (a disabled field cannot).
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus && !busy) inputRef.current?.focus();
  }, [refocus, busy]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const given = name.trim();
    if (!given) {
      setNameError('forms.validationMessages.required');
      setRefocus((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn()) {
        setAlert(`${T}.passkeyEnrolUnsupported`);
        return;
      }
      const optionsJSON = await calls.passkeyEnrolmentOptions(challenge);
      const response = await startRegistration({ optionsJSON: optionsJSON as never });
      const { recoveryCodes } = await calls.enrolPasskey(challenge, given, response);
      onEnrolled(recoveryCodes);
    } catch (error) {
      const d = describeError(error);
      if (d.code === 'UNAUTHENTICATED') return onExpired();
      if (d.code === 'BAD_USER_INPUT' && d.field === 'name')
        setNameError(d.messageKey === 'forms.validationMessages.required' ? d.messageKey : `${T}.passkeyNameInvalid`);
      else setAlert(passkeyErrorKey(error));
      setRefocus((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  if (!supported)
    return (
      <Alert severity="warning" role="alert">
        {translate(`${T}.passkeyEnrolUnsupported`)}
      </Alert>
    );

  const label = translate(`${T}.passkeyName`);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate(`${T}.methodPasskey`)}>
      <Alert severity={alert ? 'error' : 'info'} role={alert ? 'alert' : 'status'} sx={{ mb: 2 }}>
        {alert ? `${translate('login.states.error')} – ${translate(alert)}` : translate(`${T}.passkeyEnrolText`)}
      </Alert>
      <Box sx={{ display: 'grid' }}>
        <LoginField
          id="login-passkey-name"
          name="passkeyName"
          type="text"
          autoComplete="off"
          autoFocus
          inputRef={inputRef}
          inputProps={{ maxLength: PASSKEY_NAME_MAX }}
          label={label}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
          error={!!nameError}
          helperText={nameError ? `${label}: ${translate(nameError)}` : translate(`${T}.passkeyNameHint`)}
          disabled={busy}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={busy}
        sx={{ mt: 2 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <KeyIcon />}
      >
        {translate(`${T}.passkeyRegister`)}
      </Button>
    </Box>
  );
}
