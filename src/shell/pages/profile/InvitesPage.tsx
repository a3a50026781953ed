import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import MailIcon from '@mui/icons-material/Mail';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { createGraphqlCall } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';
import { formatDate } from '../../../i18n/formats';
import { routeTitle } from '../../areas';
import { refreshPermissions } from '../../guards';
import { INVITE_COUNT_QUERY_KEY } from '../../layout/useShell';
import type { PageProps } from '../../routes';
import { useNotifyError } from '../../useNotifyError';
import { PageHeader } from '../PageHeader';

const P = 'portal.invites';

export interface MyInvite {
  _id: string;
  customerId: string;
  roles: string[];
  permissions: string[];
  expired: boolean;
  createdAt: string;
  invitingCustomer: { customerId: string; company: string } | null;
}

export const MY_INVITES_QUERY_KEY = ['profile', 'myInvites'] as const;

const MY_INVITES = `query MyInvites { myInvites(take: 100) { totalCount data {
  _id customerId roles permissions expired createdAt invitingCustomer { customerId company } } } }`;
const TAKE = `mutation TakeOrganizationInvites($data: TakeOrganizationInviteInput!) { takeOrganizationInvites(data: $data) }`;

const graphql = createGraphqlCall(tokenStore);

// Not from src/domain/invite.ts: this page shares the shell pages' chunk, which must stay small.
const inviteOrganisation = (i: MyInvite) =>
  i.invitingCustomer?.customerId === i.customerId ? `${i.invitingCustomer.company} (${i.customerId})` : i.customerId;

/**
 * /profile/invites (the bell's target, seed 001 §2): the caller's pending invites (myInvites) with
 * the organisation, the inviting organisation and the roles; chosen ones are accepted at once
 * (takeOrganizationInvites). The bell's count and the permissions refresh right away.
 */
export default function InvitesPage({ route }: PageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const [selected, setSelected] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: MY_INVITES_QUERY_KEY,
    queryFn: () => graphql<{ myInvites: { totalCount: number; data: MyInvite[] } }>(MY_INVITES),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  const invites = query.data?.myInvites.data ?? [];
  // Every organisation preselected until the user chooses.
  const chosen = selected ?? [...new Set(invites.map((i) => i.customerId))];
  const toggle = (customerId: string) =>
    setSelected(chosen.includes(customerId) ? chosen.filter((c) => c !== customerId) : [...chosen, customerId]);

  const accept = async () => {
    setBusy(true);
    try {
      await graphql(TAKE, { data: { customerIds: chosen } });
      notify(`${P}.accepted`, { type: 'success' });
      setSelected(null);
      await Promise.all([
        query.refetch(),
        queryClient.invalidateQueries({ queryKey: INVITE_COUNT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['customer'] }),
        refreshPermissions(),
      ]);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const date = (iso: string) => formatDate(iso, locale);
  return (
    <Box sx={{ maxWidth: 800, mt: 1 }}>
      <PageHeader title={routeTitle(route)} icon={MailIcon} />
      {query.isPending ? (
        <LinearProgress sx={{ mb: 2 }} aria-label={translate('shell.loading')} />
      ) : query.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate(`${P}.retry`)}
            </Button>
          }
        >
          {translate(`${P}.loadFailed`)}
        </Alert>
      ) : invites.length === 0 ? (
        <Alert severity="info" role="status">
          {translate(`${P}.none`)}
        </Alert>
      ) : (
        <Card>
          <CardContent>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {translate(`${P}.intro`)}
            </Typography>
            <List aria-label={routeTitle(route) ? translate(routeTitle(route)) : undefined}>
              {invites.map((invite) => (
                <ListItem key={invite._id} divider disableGutters sx={{ alignItems: 'flex-start' }}>
                  <FormControlLabel
                    sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
                    control={
                      <Checkbox
                        checked={chosen.includes(invite.customerId)}
                        onChange={() => toggle(invite.customerId)}
                        disabled={busy}
                      />
                    }
                    label={
                      <Box sx={{ pt: 1 }}>
                        <Typography sx={{ fontWeight: 500 }}>{inviteOrganisation(invite)}</Typography>
                        {invite.invitingCustomer && invite.invitingCustomer.customerId !== invite.customerId && (
                          <Typography variant="body2" color="text.secondary">
                            {translate(`${P}.invitedBy`, { company: invite.invitingCustomer.company })}
                          </Typography>
                        )}
                        <Typography variant="body2" color="text.secondary">
                          {translate(`${P}.sentAt`, { date: date(invite.createdAt) })}
                        </Typography>
                        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                          {/* the users area's names of roles and groups (its messages load with the layout) */}
                          {invite.roles.map((r) => (
                            <Chip key={r} label={translate(`resources.user.roles.${r}`, { _: r })} size="small" />
                          ))}
                          {invite.permissions.map((p) => (
                            <Chip key={p} label={translate(`resources.user.groups.${p}`, { _: p })} size="small" />
                          ))}
                        </Box>
                      </Box>
                    }
                  />
                </ListItem>
              ))}
            </List>
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              onClick={() => void accept()}
              disabled={busy || chosen.length === 0}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DoneAllIcon />}
            >
              {translate(`${P}.accept`)}
            </Button>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
