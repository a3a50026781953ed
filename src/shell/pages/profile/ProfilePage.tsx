import { useCallback } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import MailIcon from '@mui/icons-material/Mail';
import PersonIcon from '@mui/icons-material/Person';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useTranslate } from 'react-admin';
import { initialsOf } from '../../../providers/authProvider';
import { isOperator } from '../../../domain/profile';
import { usePermissionsAcl } from '../../guards';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import HotspotConfigCard from './HotspotConfigCard';
import OutboxCard from './OutboxCard';
import SessionsCard from './SessionsCard';
import SecondFactorCard from './SecondFactorCard';
import PasskeysCard from './PasskeysCard';
import SmsOutboxCard from './SmsOutboxCard';
import { profileApi, type MyProfile } from './profileApi';

export const PROFILE_QUERY_KEY = ['portal', 'my-profile'] as const;

/** The own profile, shared by the profile page and its edit form. */
export function useMyProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => profileApi().profile(), staleTime: 0, retry: 1 });
}

const P = 'portal.profile';

function Row({ label, value, multiline }: { label: string; value: string | null | undefined; multiline?: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography
        component="dd"
        variant="body1"
        sx={{ m: 0, whiteSpace: multiline ? 'pre-line' : undefined, overflowWrap: 'anywhere' }}
        color={value ? 'text.primary' : 'text.secondary'}
      >
        {value || translate(`${P}.notSet`)}
      </Typography>
    </Box>
  );
}

function ProfileDetails({ profile }: { profile: MyProfile }) {
  const translate = useTranslate();
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
  const lang =
    profile.lang === 'de' || profile.lang === 'en' ? translate(`${P}.languages.${profile.lang}`) : profile.lang;
  return (
    <Card>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
            {initialsOf(profile.firstName, profile.lastName, profile.email)}
          </Avatar>
        }
        title={name || profile.email}
        subheader={profile.email}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Divider />
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {translate(`${P}.personal`)}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="forms.fields.firstName.label" value={profile.firstName} />
          <Row label="forms.fields.lastName.label" value={profile.lastName} />
          <Row label="forms.fields.email.label" value={profile.email} />
          <Row label="forms.fields.phone.label" value={profile.phone} />
          <Row label="forms.fields.address.label" value={profile.address} multiline />
          <Row label="forms.fields.description.label" value={profile.description} multiline />
          <Row label="forms.fields.lang.label" value={lang} />
          <Row label="forms.fields.timezone.label" value={profile.timezone} />
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /profile (seed 001 §2): the own profile, the ways to edit it and to change the password, the
 * hotspot configuration information of the active customer for who administers its hotspots, and
 * for operators the local mail outbox (docs/mail.md).
 */
export default function ProfilePage({ route }: PageProps) {
  const translate = useTranslate();
  const query = useMyProfile();
  const { acl } = usePermissionsAcl();
  const { hash } = useLocation();
  const scrollHere = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && hash === '#second-factor') node.scrollIntoView?.({ block: 'start' });
    },
    [hash],
  );
  return (
    <Box sx={{ maxWidth: 880, mt: 1 }}>
      <PageHeader title={routeTitle(route)} icon={PersonIcon}>
        <Button component={Link} to="/profile/edit" variant="contained" startIcon={<EditIcon />}>
          {translate(`${P}.actions.edit`)}
        </Button>
        <Button component={Link} to="/profile/change-password" variant="outlined" startIcon={<KeyIcon />}>
          {translate(`${P}.actions.changePassword`)}
        </Button>
        <Button component={Link} to="/profile/invites" startIcon={<MailIcon />}>
          {translate(`${P}.actions.invites`)}
        </Button>
        {isOperator(acl) && (
          <Button component={Link} to="/audit" startIcon={<FactCheckIcon />}>
            {translate('portal.audit.open')}
          </Button>
        )}
      </PageHeader>
      <Stack spacing={2}>
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
          <ProfileDetails profile={query.data} />
        )}
        <SessionsCard />
        {/* The way from a customer that requires a second factor leads here (/profile#second-factor, D294). */}
        <Stack spacing={2} id="second-factor" ref={scrollHere} sx={{ scrollMarginTop: 80 }}>
          <SecondFactorCard />
          <PasskeysCard />
        </Stack>
        <HotspotConfigCard />
        <OutboxCard />
        <SmsOutboxCard />
      </Stack>
    </Box>
  );
}
