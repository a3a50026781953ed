import { useMemo } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PersonIcon from '@mui/icons-material/Person';
import { useQueryClient } from '@tanstack/react-query';
import {
  AutocompleteInput,
  Form,
  Link,
  SaveButton,
  SelectInput,
  TextInput,
  useLocaleState,
  useNavigate,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { fieldRules } from '../../../components/fieldRules';
import { LOCALES } from '../../../domain/constants';
import { PROFILE_FIELDS, PROFILE_RULES, type ProfileField } from '../../../domain/profile';
import { describeError, formError } from '../../../providers/errors';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import { PROFILE_QUERY_KEY, useMyProfile } from './ProfilePage';
import { profileApi, type MyProfile, type ProfileValues } from './profileApi';

const P = 'portal.profile';
const label = (field: string) => `forms.fields.${field}.label`;

const RULES = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, fieldRules(f, PROFILE_RULES[f])])) as Record<
  ProfileField,
  ReturnType<typeof fieldRules>
>;

/** The IANA time zones the browser knows (Intl), with UTC. */
function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const list = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return list.includes('UTC') ? list : ['UTC', ...list];
}

/** The values sent: every editable field, trimmed, empty as null. */
function toBody(values: Record<string, unknown>): ProfileValues {
  const body: ProfileValues = {};
  for (const field of PROFILE_FIELDS) {
    const v = values[field];
    body[field] = typeof v === 'string' && v.trim() ? v.trim() : null;
  }
  return body;
}

function ProfileForm({ profile }: { profile: MyProfile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [locale, setLocale] = useLocaleState();
  const zones = useMemo(() => {
    const list = timeZones();
    // a stored zone the browser does not list stays choosable
    if (profile.timezone && !list.includes(profile.timezone)) list.unshift(profile.timezone);
    return list.map((tz) => ({ id: tz, name: tz }));
  }, [profile.timezone]);
  const languages = LOCALES.map((id) => ({ id, name: translate(`${P}.languages.${id}`) }));
  const record = { ...profile, id: profile._id } as RaRecord;

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await profileApi().updateProfile(toBody(values));
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      // the drawer's name and initials
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      if ((saved.lang === 'de' || saved.lang === 'en') && saved.lang !== locale) setLocale(saved.lang);
      notify(`${P}.edit.saved`, { type: 'success' });
      navigate('/profile');
    } catch (error) {
      const d = describeError(error);
      if (d.code === 'BAD_USER_INPUT' && d.field && (PROFILE_FIELDS as readonly string[]).includes(d.field)) {
        return { [d.field]: formError({ ...d, messageKey: 'messages.badRequest' }) };
      }
      notify(d.code === 'NETWORK' || d.code === 'RATE_LIMITED' ? d.messageKey : 'messages.profile.updateError', {
        type: 'error',
      });
    }
    return undefined;
  };

  return (
    <Form record={record} onSubmit={save} noValidate>
      <Stack spacing={0} sx={{ width: '100%' }}>
        <TextInput
          source="email"
          label={label('email')}
          disabled
          helperText={`${P}.edit.emailHelper`}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <TextInput
            source="firstName"
            label={label('firstName')}
            validate={RULES.firstName}
            autoComplete="given-name"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextInput
            source="lastName"
            label={label('lastName')}
            validate={RULES.lastName}
            autoComplete="family-name"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Stack>
        <TextInput
          source="phone"
          label={label('phone')}
          validate={RULES.phone}
          type="tel"
          autoComplete="tel"
          helperText={`${P}.edit.phoneHelper`}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
        />
        <TextInput
          source="address"
          label={label('address')}
          validate={RULES.address}
          multiline
          minRows={2}
          autoComplete="street-address"
        />
        <TextInput
          source="description"
          label={label('description')}
          validate={RULES.description}
          multiline
          minRows={2}
        />
        <SelectInput
          source="lang"
          label={label('lang')}
          choices={languages}
          translateChoice={false}
          validate={RULES.lang}
          helperText={`${P}.edit.langHelper`}
          emptyText={`${P}.notSet`}
        />
        <AutocompleteInput
          source="timezone"
          label={label('timezone')}
          choices={zones}
          translateChoice={false}
          validate={RULES.timezone}
          helperText={`${P}.edit.timezoneHelper`}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <SaveButton alwaysEnable />
          <Button component={Link} to="/profile" startIcon={<CloseIcon />}>
            {translate(`${P}.edit.cancel`)}
          </Button>
        </Box>
      </Stack>
    </Form>
  );
}

/** /profile/edit (seed 001 §2, §3 MyProfileResponse): the own profile's data; email is read-only. */
export default function ProfileEditPage({ route }: PageProps) {
  const translate = useTranslate();
  const query = useMyProfile();
  return (
    <Box sx={{ maxWidth: 720, mt: 1 }}>
      <PageHeader title={routeTitle(route)} icon={PersonIcon} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`${P}.edit.title`)}
          </Typography>
          {query.isPending ? (
            <LinearProgress aria-label={translate(`${P}.loading`)} />
          ) : query.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                  {translate(`${P}.retry`)}
                </Button>
              }
            >
              {translate('messages.profile.fetchError')}
            </Alert>
          ) : (
            <ProfileForm profile={query.data} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
