import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CardContent,
  CircularProgress,
  Link,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import KeyIcon from '@mui/icons-material/VpnKey';
import { describeError } from '../../providers/errors';
import type { SecondFactorCalls } from '../../providers/secondFactor';
import type { SecondStep } from '../../providers/session';
import LoginField from './LoginField';
import PasskeyEnrolment, { passkeyErrorKey } from './PasskeyEnrolment';
import TotpEnrolment, { RecoveryCodeList } from './TotpEnrolment';

/** Its texts (added to the language's messages when the step loads). */
export { default as messages } from './secondFactorMessages';

const T = 'login.secondFactor';

/**
 * The message of a refused code (server/tenancy/identity/secondFactorRoutes.ts: WRONG_CODE, CODE_USED,
 * both with their field), else null.
 */
export function codeErrorKey(error: unknown, prefix = T): string | null {
  const d = describeError(error);
  if (d.code === 'WRONG_CODE') return `${prefix}.wrongCode`;
  if (d.code === 'CODE_USED') return `${prefix}.usedCode`;
  if (d.code === 'BAD_USER_INPUT' && d.field) return d.messageKey;
  return null;
}

type Mode = 'passkey' | 'code' | 'recoveryCode';
/** The kinds of factor the enrolment a policy asks for offers (D320). */
type EnrolMethod = 'app' | 'passkey';

/**
 * The second step of a login (issue 38): a passkey (the browser's WebAuthn ceremony, its library loaded
 * only here, D293), a code from the authenticator app, or a recovery code, as the account has; or,
 * when the installation requires a second factor the account has not set up, its enrolment: the app
 * (QR code, key, first code) or a passkey (./PasskeyEnrolment.tsx, D320), chosen with two toggle
 * buttons, then the recovery codes, shown once. The field takes the focus, Enter submits, the
 * code field asks for digits (`inputmode=numeric`) and lets the system fill in a one-time code.
 */
export default function SecondFactorStep({
  step,
  calls,
  translate,
  onBack,
  onDone,
}: {
  step: SecondStep;
  calls: SecondFactorCalls;
  translate: (key: string, args?: Record<string, unknown>) => string;
  /** Back to the password (the challenge expired: with the message to show there). */
  onBack: (messageKey?: string) => void;
  /** Signed in: the tokens are kept. */
  onDone: () => Promise<void> | void;
}) {
  const hasPasskey = step.methods?.includes('passkey') ?? false;
  const hasTotp = step.methods ? step.methods.includes('totp') : true;
  const [mode, setMode] = useState<Mode>(hasPasskey ? 'passkey' : 'code');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [enrolMethod, setEnrolMethod] = useState<EnrolMethod>('app');
  const inputRef = useRef<HTMLInputElement>(null);
  // The field takes the focus back after a refusal, once it is enabled again (a disabled field cannot).
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus && !busy) inputRef.current?.focus();
  }, [refocus, busy]);
  const enrolling = step.secondFactor === 'enrol';

  const fail = (error: unknown) => {
    const d = describeError(error);
    if (d.code === 'UNAUTHENTICATED') return onBack(`${T}.expired`);
    const fieldKey = codeErrorKey(error);
    if (fieldKey) {
      setFieldError(fieldKey);
      setValue('');
      setRefocus((n) => n + 1);
      return;
    }
    setAlert(d.messageKey);
    setValue('');
    setRefocus((n) => n + 1);
  };

  useEffect(() => {
    if (!enrolling) return;
    let live = true;
    calls.startEnrolment(step.challenge).then(
      (e) => live && setEnrolment(e),
      (e) => live && fail(e),
    );
    return () => {
      live = false;
    };
    // Once per challenge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.challenge]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const given = value.trim();
    setAlert(null);
    if (!given) {
      setFieldError('forms.validationMessages.required');
      setRefocus((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      if (enrolling) {
        const { recoveryCodes: codes } = await calls.confirmEnrolment(step.challenge, given);
        setRecoveryCodes(codes);
      } else {
        await calls.verify(step.challenge, mode === 'code' ? { code: given } : { recoveryCode: given });
        await onDone();
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setValue('');
    setFieldError(null);
    setAlert(null);
  };

  const withPasskey = async () => {
    if (busy) return;
    setAlert(null);
    setBusy(true);
    try {
      const { browserSupportsWebAuthn, startAuthentication } = await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn()) {
        setAlert(`${T}.passkeyUnsupported`);
        return;
      }
      const optionsJSON = await calls.passkeyOptions(step.challenge);
      const response = await startAuthentication({ optionsJSON: optionsJSON as never });
      await calls.verifyPasskey(step.challenge, response);
      await onDone();
    } catch (error) {
      // The sign-in expired (its 401 names login.secondFactor.expired, not errors.UNAUTHENTICATED).
      if (describeError(error).code === 'UNAUTHENTICATED') return onBack(`${T}.expired`);
      setAlert(passkeyErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  /** The other ways of this step, as links. */
  const otherWays = (
    [
      hasPasskey && mode !== 'passkey' && (['passkey', `${T}.usePasskeyInstead`] as const),
      hasTotp && mode !== 'code' && (['code', `${T}.useAppCode`] as const),
      mode !== 'recoveryCode' && (['recoveryCode', `${T}.useRecoveryCode`] as const),
    ].filter(Boolean) as (readonly [Mode, string])[]
  ).map(([next, key]) => (
    <Link key={next} component="button" type="button" onClick={() => switchMode(next)}>
      {translate(key)}
    </Link>
  ));

  if (recoveryCodes) {
    return (
      <CardContent>
        <Heading text={translate(`${T}.recoveryTitle`)} />
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(`${T}.recoveryText`)}
        </Alert>
        <RecoveryCodeList codes={recoveryCodes} label={translate(`${T}.recoveryTitle`)} />
        <Button variant="contained" fullWidth size="large" autoFocus onClick={() => void onDone()} sx={{ mt: 2 }}>
          {translate(`${T}.continue`)}
        </Button>
      </CardContent>
    );
  }

  const backLink = (
    <Link component="button" type="button" onClick={() => onBack()} sx={{ ml: 'auto' }}>
      {translate(`${T}.back`)}
    </Link>
  );

  /** The enrolment's choice: the app or a passkey (buttons, each pressed or not; Tab and Space). */
  const methodChoice = enrolling && (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={enrolMethod}
      onChange={(_, next: EnrolMethod | null) => {
        if (!next || busy) return;
        setEnrolMethod(next);
        setFieldError(null);
        setAlert(null);
      }}
      aria-label={translate(`${T}.chooseMethod`)}
      sx={{ mb: 2 }}
    >
      <ToggleButton value="app">{translate(`${T}.methodApp`)}</ToggleButton>
      <ToggleButton value="passkey">{translate(`${T}.methodPasskey`)}</ToggleButton>
    </ToggleButtonGroup>
  );

  if (enrolling && enrolMethod === 'passkey') {
    return (
      <CardContent aria-labelledby="second-factor-title">
        <Heading text={translate(`${T}.enrolTitle`)} />
        {methodChoice}
        <PasskeyEnrolment
          challenge={step.challenge}
          calls={calls}
          translate={translate}
          onExpired={() => onBack(`${T}.expired`)}
          onEnrolled={(codes) => (codes.length ? setRecoveryCodes(codes) : void onDone())}
        />
        <Box sx={{ mt: 2, display: 'flex', typography: 'body2' }}>{backLink}</Box>
      </CardContent>
    );
  }

  if (mode === 'passkey' && !enrolling) {
    return (
      <CardContent aria-labelledby="second-factor-title">
        <Heading text={translate(`${T}.title`)} />
        <Alert severity={alert ? 'error' : 'info'} role={alert ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {alert ? `${translate('login.states.error')} – ${translate(alert)}` : translate(`${T}.passkeyPrompt`)}
        </Alert>
        <Button
          variant="contained"
          fullWidth
          size="large"
          autoFocus
          disabled={busy}
          onClick={() => void withPasskey()}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <KeyIcon />}
        >
          {translate(`${T}.usePasskey`)}
        </Button>
        <Box
          sx={{
            mt: 2,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 2,
            typography: 'body2',
          }}
        >
          {otherWays}
          {backLink}
        </Box>
      </CardContent>
    );
  }

  const label = translate(mode === 'code' ? `${T}.code` : `${T}.recoveryCode`);
  const named = fieldError ? `${label}: ${translate(fieldError)}` : ' ';
  return (
    <CardContent component="form" noValidate onSubmit={submit} aria-labelledby="second-factor-title">
      <Heading text={translate(enrolling ? `${T}.enrolTitle` : `${T}.title`)} />
      {methodChoice}
      <Alert severity={alert ? 'error' : 'info'} role={alert ? 'alert' : 'status'} sx={{ mb: 2 }}>
        {alert
          ? `${translate('login.states.error')} – ${translate(alert)}`
          : translate(enrolling ? `${T}.enrolText` : mode === 'code' ? `${T}.prompt` : `${T}.recoveryPrompt`)}
      </Alert>
      {enrolling &&
        (enrolment ? (
          <Box sx={{ mb: 2 }}>
            <TotpEnrolment
              otpauthUri={enrolment.otpauthUri}
              secret={enrolment.secret}
              qrAlt={translate(`${T}.qrAlt`)}
              secretLabel={translate(`${T}.secret`)}
            />
          </Box>
        ) : (
          <CircularProgress size={24} aria-label={translate('pages.loading')} sx={{ mb: 2 }} />
        ))}
      <Box sx={{ display: 'grid' }}>
        <LoginField
          key={mode}
          id={mode === 'code' ? 'login-code' : 'login-recovery-code'}
          name={mode}
          type="text"
          autoComplete={mode === 'code' ? 'one-time-code' : 'off'}
          autoFocus
          inputRef={inputRef}
          inputProps={
            mode === 'code'
              ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }
              : { autoCapitalize: 'characters', spellCheck: false, maxLength: 16 }
          }
          label={label}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setFieldError(null);
          }}
          error={!!fieldError}
          helperText={named}
          disabled={busy || (enrolling && !enrolment)}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={busy || (enrolling && !enrolment)}
        sx={{ mt: 2 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate(`${T}.submit`)}
      </Button>
      <Box
        sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, typography: 'body2' }}
      >
        {!enrolling && otherWays}
        {backLink}
      </Box>
    </CardContent>
  );
}

function Heading({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <PhonelinkLockIcon color="primary" />
      <Typography variant="h5" component="h1" id="second-factor-title">
        {text}
      </Typography>
    </Box>
  );
}
