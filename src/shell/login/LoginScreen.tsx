import { Suspense, lazy, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
// No react-admin and no MUI here: the login page loads this screen without the portal (main.tsx,
// standalone.tsx), and the portal shows the same screen through its own host (LoginPage.tsx). Its
// looks are the portal's dark theme in plain CSS (login.css; issue 41, D280).
// The domain by path, not through its barrel: the login page must not carry the rest of it.
import { LOGIN_REDIRECT_MS } from '../../domain/constants';
import { LOGIN_MESSAGES, type LoginMessage, type LoginState } from '../../domain/loginStates';
import { email as emailRule, required, type Invalid } from '../../domain/validationCore';
import { namedInvalid } from '../../providers/fieldLabel';
import { describeError } from '../../providers/errors';
import LanguageMenu from './LanguageMenu';
import { Alert, Field, Icon, Spinner, type Severity } from './loginParts';
import './login.css';
import type { SecondStep } from '../../providers/session';
import type { SecondFactorCalls } from '../../providers/secondFactor';

/** Message trees per language (src/providers/i18nProvider.ts `addMessages`). */
export type MessageTrees = { de: Record<string, unknown>; en: Record<string, unknown> };

/** What the login screen needs from the page it is shown in: the portal, or the login page alone. */
export interface LoginHost {
  translate: (key: string, args?: Record<string, unknown>) => string;
  /** The address's query: `?message=` and `?redirect=`. */
  search: string;
  /** The router state a guarded page left (`nextPathname`, `nextSearch`). */
  state: unknown;
  /** Resolves with the second step when the account has a second factor (src/providers/session.ts). */
  login: (credentials: { email: string; password: string }) => Promise<unknown>;
  /** Loads the calls of the second step (a code, a recovery code, the enrolment a policy asks for). */
  secondFactor?: () => Promise<SecondFactorCalls>;
  /** Adds message trees (the second step's texts load with it). */
  addMessages?: (trees: readonly MessageTrees[]) => Promise<void>;
  checkAuth: () => Promise<unknown>;
  /** Opens a page of the portal. */
  go: (path: string, options?: { replace?: boolean }) => void;
  /**
   * After a successful login, before the redirect delay (the portal drops old notifications; the
   * login page alone prepares the portal's page at `next`).
   */
  loggedIn?: (next: string) => Promise<void> | void;
  locale: string;
  changeLocale: (locale: string) => void;
}

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, Invalid>>;

function validateFields(values: Record<Field, string>): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = required(values.email) ?? emailRule(values.email.trim());
  if (emailError) errors.email = emailError;
  const passwordError = required(values.password);
  if (passwordError) errors.password = passwordError;
  return errors;
}

const FORGOT_PASSWORD_PATH = '/auth/forgot-password';

// The second step loads on demand with its texts (and MUI), after a right password: the login
// page's bundle has a budget (tests/e2e/bundle.e2e.test.ts).
const loadSecondFactorStep = () => import('./SecondFactorPanel');
const SecondFactorStep = lazy(loadSecondFactorStep);

const isSecondStep = (value: unknown): value is SecondStep =>
  !!value &&
  typeof (value as SecondStep).challenge === 'string' &&
  ((value as SecondStep).secondFactor === 'totp' || (value as SecondStep).secondFactor === 'enrol');

const SEVERITY: Record<LoginState, Severity> = {
  stale: 'info',
  loading: 'info',
  success: 'success',
  error: 'error',
  formError: 'warning',
};

/**
 * Login screen (seed 000 §4, seed 001 §4): states stale, loading, success (home after 500 ms),
 * error (access denied) and formError (check input); messages changedPassword and newUser come in
 * the `message` query parameter. Enter submits; errors are announced to screen readers.
 */
export default function LoginScreen({ host }: { host: LoginHost }) {
  const { translate, go: navigate } = host;
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<LoginState>('stale');
  const [detail, setDetail] = useState<string | undefined>(undefined);
  const [showPassword, setShowPassword] = useState(false);
  /** After a right password, when a second factor follows (issue 38): the challenge and the calls. */
  const [secondStep, setSecondStep] = useState<{ step: SecondStep; calls: SecondFactorCalls } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Keyboard users continue where the problem is: the first invalid field, or the password.
  const [failure, setFailure] = useState<{ count: number; field: Field } | null>(null);
  useEffect(() => {
    if (failure) (failure.field === 'email' ? emailRef : passwordRef).current?.focus();
  }, [failure]);
  const failed = (field: Field) => setFailure((f) => ({ count: (f?.count ?? 0) + 1, field }));

  const messageParam = new URLSearchParams(host.search).get('message');
  const message = (LOGIN_MESSAGES as readonly string[]).includes(messageParam ?? '')
    ? (messageParam as LoginMessage)
    : null;
  // Where to go after the login: react-admin's state (a guarded page sent the user here), else a
  // `?redirect=` path of this app (never another origin: only "/…", not "//…"), else home.
  const next = (() => {
    const st = host.state as { nextPathname?: string; nextSearch?: string } | null;
    const target = st?.nextPathname
      ? `${st.nextPathname}${st.nextSearch ?? ''}`
      : (new URLSearchParams(host.search).get('redirect') ?? '');
    const local = /^\/(?![/\\])/.test(target) && !/^\/(auth(\/|$|\?)|login(\/|$|\?))/.test(target);
    return local ? target : '/';
  })();

  // Already logged in (a valid session): no login form, straight on to where the user was going.
  const [checking, setChecking] = useState(true);
  useEffect(() => {
    let cancelled = false;
    Promise.resolve(host.checkAuth())
      .then(() => {
        if (!cancelled) navigate(next, { replace: true });
      })
      .catch(() => {
        if (!cancelled) setChecking(false);
      });
    return () => {
      cancelled = true;
    };
    // Only on arrival: a login submitted here navigates by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'loading' || state === 'success') return;
    const fieldErrors = validateFields(values);
    setErrors(fieldErrors);
    setDetail(undefined);
    if (Object.keys(fieldErrors).length > 0) {
      setState('formError');
      failed(fieldErrors.email ? 'email' : 'password');
      return;
    }
    setState('loading');
    try {
      const result = await host.login({ email: values.email.trim(), password: values.password });
      if (isSecondStep(result)) {
        if (!host.secondFactor) throw new Error('no second step here');
        const [calls, module] = await Promise.all([host.secondFactor(), loadSecondFactorStep()]);
        await host.addMessages?.([module.messages]);
        setValues((v) => ({ ...v, password: '' }));
        setState('stale');
        setSecondStep({ step: result, calls });
        return;
      }
      await succeeded();
    } catch (error) {
      const d = describeError(error);
      if (d.code === 'BAD_USER_INPUT') {
        if (d.field === 'email' || d.field === 'password')
          setErrors({ [d.field]: { message: 'login.states.formError', args: {} } });
        setState('formError');
        failed(d.field === 'password' ? 'password' : 'email');
        return;
      }
      setState('error');
      if (d.code === 'RATE_LIMITED' || d.code === 'NETWORK' || d.code === 'INTERNAL') setDetail(d.messageKey);
      setValues((v) => ({ ...v, password: '' }));
      failed('password');
    }
  };

  async function succeeded() {
    await host.loggedIn?.(next);
    setState('success');
    timer.current = setTimeout(() => navigate(next), LOGIN_REDIRECT_MS);
  }

  // A plain click opens the page in place; with a modifier key the browser opens a new tab.
  const openForgotPassword = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(FORGOT_PASSWORD_PATH);
  };

  const stateText =
    state === 'stale' && message ? translate(`login.states.${message}`) : translate(`login.states.${state}`);
  const busy = state === 'loading' || state === 'success';
  const errorText = (field: Field) => {
    // named like every validation message (seed 000 §5): "E-Mail-Adresse: …"
    const e = namedInvalid(field, errors[field]);
    return e ? translate(e.message, e.args) : ' ';
  };

  return (
    <div className="hpl-root">
      <header className="hpl-top">
        <LanguageMenu locale={host.locale} onChange={host.changeLocale} />
      </header>
      <main className="hpl-main">
        {checking ? (
          <Spinner label={translate('pages.loading')} />
        ) : secondStep ? (
          <div className={secondStep.step.secondFactor === 'enrol' ? 'hpl-card hpl-wide' : 'hpl-card'}>
            <Suspense fallback={<Spinner label={translate('pages.loading')} />}>
              <SecondFactorStep
                step={secondStep.step}
                calls={secondStep.calls}
                translate={translate}
                onBack={(messageKey) => {
                  setSecondStep(null);
                  setState(messageKey ? 'error' : 'stale');
                  setDetail(messageKey);
                  failed('password');
                }}
                onDone={async () => {
                  setSecondStep(null);
                  await succeeded();
                }}
              />
            </Suspense>
          </div>
        ) : (
          <div className="hpl-card">
            <form className="hpl-content" noValidate onSubmit={submit} aria-labelledby="login-title">
              <div className="hpl-heading">
                <Icon name="lock" className="hpl-icon-primary" />
                <h1 id="login-title">{translate('login.title')}</h1>
              </div>
              <p className="hpl-sub">{translate('shell.appName')}</p>
              <Alert severity={SEVERITY[state]} role={state === 'error' || state === 'formError' ? 'alert' : 'status'}>
                {stateText}
                {detail ? ` – ${translate(detail)}` : ''}
              </Alert>
              <Field
                id="login-email"
                name="email"
                type="email"
                autoComplete="username"
                autoFocus
                inputRef={emailRef}
                label={translate('login.email')}
                value={values.email}
                onChange={change('email')}
                error={!!errors.email}
                helperText={errorText('email')}
                disabled={busy}
              />
              <Field
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                inputRef={passwordRef}
                label={translate('login.password')}
                value={values.password}
                onChange={change('password')}
                error={!!errors.password}
                helperText={errorText('password')}
                disabled={busy}
                endAdornment={
                  <button
                    type="button"
                    className="hpl-iconbutton"
                    onClick={() => setShowPassword((s) => !s)}
                    aria-label={translate(
                      showPassword ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
                    )}
                  >
                    <Icon name={showPassword ? 'visibilityOff' : 'visibility'} />
                  </button>
                }
              />
              <button type="submit" className="hpl-submit" disabled={busy}>
                {state === 'loading' && <Spinner size={18} />}
                {translate('login.submit')}
              </button>
              <div className="hpl-links">
                <a className="hpl-link" href={FORGOT_PASSWORD_PATH} onClick={openForgotPassword}>
                  {translate('login.forgotPassword')}
                </a>
              </div>
            </form>
          </div>
        )}
      </main>
      <footer className="hpl-footer">
        {translate('shell.footer.copyright', { year: String(new Date().getFullYear()) })}
      </footer>
    </div>
  );
}
