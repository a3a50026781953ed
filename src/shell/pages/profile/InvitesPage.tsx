import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import MailIcon from '@mui/icons-material/Mail';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { routeTitle } from '../../areas';
import type { PageProps } from '../../routes';
import { INVITE_COUNT_QUERY_KEY, useInviteCount } from '../../layout/useShell';
import { PageHeader } from '../PageHeader';
import HomeButton from '../requirements/HomeButton';

/**
 * /profile/invites (the bell's target): the real count of my pending invites (the same poll as the
 * bell); the list and accepting them are a later issue, which the page says.
 */
export default function InvitesPage({ route }: PageProps) {
  const translate = useTranslate();
  const count = useInviteCount();
  const loading = useIsFetching({ queryKey: INVITE_COUNT_QUERY_KEY }) > 0 && count === 0;
  return (
    <Box sx={{ maxWidth: 720, mt: 1 }}>
      <PageHeader title={routeTitle(route)} icon={MailIcon} />
      {loading ? (
        <LinearProgress sx={{ mb: 2 }} aria-label={translate('shell.loading')} />
      ) : (
        <Typography sx={{ mb: 2 }} role="status">
          {count > 0 ? translate('pages.invites.count', { smart_count: count }) : translate('pages.invites.none')}
        </Typography>
      )}
      <Alert severity="info">{translate('pages.invites.pending')}</Alert>
      <Box sx={{ mt: 2 }}>
        <HomeButton />
      </Box>
    </Box>
  );
}
