import { useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import {
  Button,
  Form,
  Labeled,
  ListButton,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { INVITE_VALIDITY_DAYS } from '../../domain';
import type { AclMap } from '../../domain/acl';
import ConfirmDeleteButton from '../../components/ConfirmDeleteButton';
import LocaleDateField from '../../components/LocaleDateField';
import RecordNotFound from '../../components/RecordNotFound';
import RequireCustomer from '../../shell/RequireCustomer';
import { useNotifyError } from '../../shell/useNotifyError';
import { GrantInputs, OptionalInputs, permissionsFromForm, permissionsToForm } from './GrantInputs';
import { GrantChips, R, RESOURCE, StatusChip, inviteGraphql, usersPath, type InviteRecord } from './inviteParts';

/** Changes an invite's optional data and grants in a dialog (updateUserInvite, with its updatedAt). */
function EditButton() {
  const translate = useTranslate();
  const record = useRecordContext<InviteRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { permissions: acl } = usePermissions<AclMap>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { canAccess = false } = useCanAccess({ resource: RESOURCE, action: 'edit', record });
  if (!record || !canAccess) return null;
  const save = async (values: Record<string, unknown>) => {
    const permissions = permissionsFromForm(values.groups as string[], values.extra as string);
    const roles = (values.roles as string[]) ?? [];
    setBusy(true);
    try {
      await inviteGraphql(
        'mutation UpdateUserInvite($data: UpdateUserInviteInput!) { updateUserInvite(data: $data) }',
        {
          data: {
            _id: record._id,
            updatedAt: record.updatedAt,
            firstName: (values.firstName as string) || null,
            lastName: (values.lastName as string) || null,
            lang: (values.lang as string) || null,
            timezone: (values.timezone as string) || null,
            roles,
            permissions,
          },
        },
      );
      notify(`${R}.notifications.updated`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={`${R}.actions.edit`} onClick={() => setOpen(true)}>
        <EditIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        fullWidth
        maxWidth="md"
        aria-labelledby="invite-edit-title"
      >
        <Form
          onSubmit={(v: Record<string, unknown>) => void save(v)}
          defaultValues={{
            firstName: record.firstName ?? '',
            lastName: record.lastName ?? '',
            lang: record.lang ?? '',
            timezone: record.timezone ?? '',
            roles: record.roles,
            ...permissionsToForm(record.permissions),
          }}
          noValidate
        >
          <DialogTitle id="invite-edit-title">
            {translate(`${R}.actions.editTitle`, { email: record.email })}
          </DialogTitle>
          <DialogContent dividers>
            <OptionalInputs />
            <GrantInputs acl={acl} customerIds={[record.customerId]} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={busy}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy}>
              {translate('ra.action.save')}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** Sends the invite again: a new link, valid for another 5 days (renews an expired invite). */
function ResendButton() {
  const record = useRecordContext<InviteRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { canAccess = false } = useCanAccess({ resource: RESOURCE, action: 'create' });
  if (!record || !canAccess) return null;
  const resend = async () => {
    setBusy(true);
    try {
      await inviteGraphql('mutation ResendUserInvite($id: ID!) { resendUserInvite(_id: $id) }', { id: record._id });
      notify(`${R}.notifications.resent`, { type: 'success', messageArgs: { days: INVITE_VALIDITY_DAYS } });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={`${R}.actions.${record.expired ? 'renew' : 'resend'}`}
      onClick={() => void resend()}
      disabled={busy}
      variant={record.expired ? 'contained' : 'text'}
    >
      {busy ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
    </Button>
  );
}

function Header() {
  const translate = useTranslate();
  const record = useRecordContext<InviteRecord>();
  if (!record) return null;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {record.email}
        </Typography>
        <StatusChip expired={record.expired} />
      </Box>
      {name && <Typography color="text.secondary">{name}</Typography>}
      <Alert severity={record.expired ? 'warning' : 'info'} sx={{ mt: 1 }}>
        {translate(`${R}.details.${record.expired ? 'expiredHint' : 'pendingHint'}`)}
      </Alert>
    </Box>
  );
}

function Details() {
  const translate = useTranslate();
  const record = useRecordContext<InviteRecord>();
  if (!record) return null;
  const none = translate(`${R}.values.none`);
  const value = (v: string | null | undefined) => <Typography variant="body2">{v || none}</Typography>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      <Labeled label={`${R}.fields.customerId`}>{value(record.customerId)}</Labeled>
      <Labeled label={`${R}.fields.invitingCustomer`}>
        {value(
          record.invitingCustomer ? `${record.invitingCustomer.company} (${record.invitingCustomer.customerId})` : null,
        )}
      </Labeled>
      <Labeled label={`${R}.fields.lang`}>
        {value(record.lang ? translate(`${R}.languages.${record.lang}`, { _: record.lang }) : null)}
      </Labeled>
      <Labeled label={`${R}.fields.timezone`}>{value(record.timezone)}</Labeled>
      <Labeled label={`${R}.fields.createdAt`}>
        <LocaleDateField source="createdAt" showTime />
      </Labeled>
      <Labeled label={`${R}.fields.updatedAt`}>
        <LocaleDateField source="updatedAt" showTime />
      </Labeled>
    </Box>
  );
}

function Grants() {
  const record = useRecordContext<InviteRecord>();
  if (!record) return null;
  return (
    <Labeled label={`${R}.fields.roles`}>
      <GrantChips roles={record.roles} permissions={record.permissions} />
    </Labeled>
  );
}

/** /user/invite/{id}: an invite's details; resend (renews an expired one) and delete after a confirmation. */
export default function InviteShow() {
  return (
    <RequireCustomer>
      <Show
        resource={RESOURCE}
        title={`${R}.page.list`}
        actions={
          <TopToolbar>
            <ListButton to={usersPath()} />
            <EditButton />
            <ResendButton />
            <ConfirmDeleteButton nameOf={(r) => String(r.email)} />
          </TopToolbar>
        }
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        <SimpleShowLayout>
          <Header />
          <Grants />
          <Details />
        </SimpleShowLayout>
      </Show>
    </RequireCustomer>
  );
}
