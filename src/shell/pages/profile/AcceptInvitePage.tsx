import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MailIcon from '@mui/icons-material/Mail';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useAuthProvider, useI18nProvider, useLocation, useNavigate, useTranslate } from 'react-admin';
import { LOCALES } from '../../../domain/constants';
import { INVITE_NAME_MAX, INVITE_TOKEN_PARAM, inviteOrganisation } from '../../../domain/invite';
import { LOGIN_PATH } from '../../../providers/authProvider';
import { describeError } from '../../../providers/errors';
import type { PortalI18nProvider } from '../../../providers/i18nProvider';
import { createGraphqlCall } from '../../../providers/restClient';
import { tokenStore, type TokenStore } from '../../../providers/tokenStore';
import type { PageProps } from '../../routes';
import AuthCard from '../auth/AuthCard';
import { NewPasswordFields, validateNewPassword, type NewPasswordErrors } from './PasswordParts';

const P = 'portal.invites.accept_page';
/** The route's title (a catalogue key: it shows before this page's messages have loaded). */
const TITLE = 'shell.breadcrumbs.invite';

interface TokenInvite {
  _id: string;
  customerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  lang: string | null;
  timezone: string | null;
  expired: boolean;
  invitingCustomer: { customerId: string; company: string } | null;
}

const BY_TOKEN = `query UserInvitesByToken { userInvitesByToken(take: 100) { totalCount data {
  _id customerId email firstName lastName lang timezone expired invitingCustomer { customerId company } } } }`;
const TAKE = `mutation TakeUserInvites($data: TakeUserInviteInput!) { takeUserInvites(data: $data) }`;

type State =
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'userExists' }
  | { kind: 'form'; invites: TokenInvite[] };

/** GraphQL with the invite token of the mail as the bearer token (schema/invite.graphql). */
const inviteCall = (token: string) =>
  createGraphqlCall({ getAccessToken: () => Promise.resolve(token) } as unknown as TokenStore);

/** This page's messages: it is public, the portal's page messages load only with the layout. */
function useInviteMessages(): boolean {
  const i18nProvider = useI18nProvider() as PortalI18nProvider;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void import('../../../i18n/portal/invites')
      .then((m) => i18nProvider.addMessages?.([m.default]))
      .finally(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [i18nProvider]);
  return ready;
}

type Errors = NewPasswordErrors & { firstName?: string; lastName?: string; customerIds?: string };

/**
 * /auth/invite?token=… (seed 001 §2 "Invite acceptance"): the link of the invite mail. A loader while
 * the link is checked ("invalid token link" and "expired" of seed 001 §8), then the form for the new
 * user (profile and password under the policy) with the organisation selection and the
 * accept-invitations button (takeUserInvites); afterwards the new user is logged in. A logged-in
 * visitor is sent to their invitations (takeOrganizationInvites there).
 */
export default function AcceptInvitePage(_props: PageProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const ready = useInviteMessages();
  const token = new URLSearchParams(location.search).get(INVITE_TOKEN_PARAM) ?? '';
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [values, setValues] = useState({ firstName: '', lastName: '', lang: 'de', password: '', passwordConfirm: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const loggedIn = tokenStore.get() !== null;

  useEffect(() => {
    let cancelled = false;
    if (!token) {
      setState({ kind: 'invalid' });
      return;
    }
    inviteCall(token)<{ userInvitesByToken: { totalCount: number; data: TokenInvite[] } }>(BY_TOKEN).then(
      ({ userInvitesByToken: { data } }) => {
        if (cancelled) return;
        const open = data.filter((i) => !i.expired);
        if (data.length === 0) return setState({ kind: 'invalid' });
        if (open.length === 0) return setState({ kind: 'expired' });
        const first = open[0]!;
        setValues((v) => ({
          ...v,
          firstName: first.firstName ?? '',
          lastName: first.lastName ?? '',
          lang: first.lang === 'en' ? 'en' : 'de',
        }));
        setChosen([...new Set(open.map((i) => i.customerId))]);
        setState({ kind: 'form', invites: open });
      },
      (e: unknown) => {
        if (cancelled) return;
        setFailure(describeError(e).messageKey);
        setState({ kind: 'invalid' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field as keyof Errors]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validateAll = (): Errors => {
    const found: Errors = { ...validateNewPassword(values) };
    const required = translate('forms.validationMessages.required');
    if (!values.firstName.trim()) found.firstName = required;
    if (!values.lastName.trim()) found.lastName = required;
    if (values.firstName.length > INVITE_NAME_MAX || values.lastName.length > INVITE_NAME_MAX) {
      found[values.firstName.length > INVITE_NAME_MAX ? 'firstName' : 'lastName'] = translate(
        'forms.validationMessages.max',
        { max: INVITE_NAME_MAX },
      );
    }
    if (chosen.length === 0) found.customerIds = translate(`${P}.organisationsRequired`);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || state.kind !== 'form') return;
    setFailure(undefined);
    const found = validateAll();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      if (found.password) passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    const email = state.invites[0]!.email;
    const timezone = state.invites[0]!.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
    try {
      await inviteCall(token)(TAKE, {
        data: {
          customerIds: chosen,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          lang: values.lang,
          password: values.password,
          timezone,
        },
      });
    } catch (e) {
      setBusy(false);
      const d = describeError(e);
      if (d.code === 'CONFLICT' && d.field === 'email') setState({ kind: 'userExists' });
      else if (d.field === 'token') setState({ kind: d.code === 'BAD_USER_INPUT' ? 'expired' : 'invalid' });
      else setFailure(d.messageKey);
      return;
    }
    try {
      // As the login screen does: log in, let react-admin ask for the session again, go home.
      await authProvider!.login({ email, password: values.password });
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      navigate('/', { replace: true });
    } catch {
      navigate(`${LOGIN_PATH}?message=newUser`, { replace: true });
    }
  };

  const toLogin = (
    <Button component={Link} to={LOGIN_PATH} startIcon={<ArrowBackIcon />}>
      {translate(`${P}.toLogin`)}
    </Button>
  );

  if (!ready || state.kind === 'checking') {
    return (
      <AuthCard title={TITLE} icon={MailIcon} actions={null}>
        <CircularProgress aria-label={ready ? translate(`${P}.checking`) : translate('pages.loading')} />
      </AuthCard>
    );
  }

  if (state.kind !== 'form') {
    return (
      <AuthCard title={TITLE} icon={MailIcon} actions={toLogin}>
        <Alert severity={state.kind === 'userExists' ? 'info' : 'error'} role="alert">
          {translate(`${P}.${state.kind}`)}
        </Alert>
        {failure && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate(failure)}
          </Typography>
        )}
      </AuthCard>
    );
  }

  if (loggedIn) {
    return (
      <AuthCard
        title={TITLE}
        icon={MailIcon}
        actions={
          <Button component={Link} to="/profile/invites" variant="contained">
            {translate(`${P}.toMyInvites`)}
          </Button>
        }
      >
        <Alert severity="info">{translate(`${P}.loggedIn`)}</Alert>
      </AuthCard>
    );
  }

  const email = state.invites[0]!.email;
  const organisations = [...new Map(state.invites.map((i) => [i.customerId, i])).values()];
  return (
    <AuthCard title={TITLE} icon={MailIcon} actions={toLogin}>
      <Typography sx={{ mb: 2 }}>{translate(`${P}.text`, { email })}</Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {translate(failure)}
        </Alert>
      )}
      <form id="accept-invite-form" noValidate onSubmit={(e) => void submit(e)}>
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <FormControl component="fieldset" error={!!errors.customerIds} sx={{ mb: 2 }} fullWidth>
          <FormLabel component="legend">{translate(`${P}.organisations`)}</FormLabel>
          <FormGroup>
            {organisations.map((i) => (
              <FormControlLabel
                key={i.customerId}
                control={
                  <Checkbox
                    checked={chosen.includes(i.customerId)}
                    disabled={busy}
                    onChange={() => {
                      setChosen((c) =>
                        c.includes(i.customerId) ? c.filter((x) => x !== i.customerId) : [...c, i.customerId],
                      );
                      setErrors((e) => ({ ...e, customerIds: undefined }));
                    }}
                  />
                }
                label={inviteOrganisation(i)}
              />
            ))}
          </FormGroup>
          {errors.customerIds && <FormHelperText role="alert">{errors.customerIds}</FormHelperText>}
        </FormControl>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {translate(`${P}.profile`)}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField
            id="invite-firstName"
            name="firstName"
            label={translate(`${P}.firstName`)}
            value={values.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
            error={!!errors.firstName}
            helperText={errors.firstName ? `${translate(`${P}.firstName`)}: ${errors.firstName}` : ' '}
            autoComplete="given-name"
            required
            disabled={busy}
            margin="dense"
          />
          <TextField
            id="invite-lastName"
            name="lastName"
            label={translate(`${P}.lastName`)}
            value={values.lastName}
            onChange={(e) => set('lastName')(e.target.value)}
            error={!!errors.lastName}
            helperText={errors.lastName ? `${translate(`${P}.lastName`)}: ${errors.lastName}` : ' '}
            autoComplete="family-name"
            required
            disabled={busy}
            margin="dense"
          />
        </Box>
        <TextField
          select
          id="invite-lang"
          name="lang"
          label={translate(`${P}.language`)}
          value={values.lang}
          onChange={(e) => set('lang')(e.target.value)}
          disabled={busy}
          margin="dense"
          fullWidth
        >
          {LOCALES.map((l) => (
            <MenuItem key={l} value={l}>
              {translate(`${P}.languages.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <NewPasswordFields
          values={values}
          errors={errors}
          onChange={set}
          policyId="invite-password-policy"
          passwordRef={passwordRef}
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
          {translate(`${P}.submit`)}
        </Button>
      </form>
    </AuthCard>
  );
}
