import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  DeleteButton,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import RecordNotFound from '../../components/RecordNotFound';
import ShowActions from '../../components/ShowActions';
import RequireCustomer from '../../shell/RequireCustomer';
import CopyButton from '../../components/CopyButton';
import { CodeDialogButton } from './CodeDialog';
import LocaleDateField from '../../components/LocaleDateField';
import { ActiveChip, SimultaneousUseField, ValidNow } from './voucherFields';
import { resourcePath } from '../../components/resourcePath';
import HotspotAccountsPanel from '../../components/hotspotAccounts/HotspotAccountsPanel';
import LiveSessionsPanel from '../../components/liveSessions/LiveSessionsPanel';
import type { VoucherRecord } from './voucherRecord';
import { CodeBatchLink } from './batches/BatchLinks';

/** The labels of the login figures (hotspot-account messages: they arrived with the accounts). */
const A = 'resources.hotspot-account.voucher';

/** The code's hotspot accounts (by the code's object id; the route id is the code). */
function VoucherAccounts() {
  const record = useRecordContext<VoucherRecord & { _id?: string }>();
  if (!record?._id) return null;
  return <HotspotAccountsPanel filter={{ voucherIds: [record._id] }} />;
}

/** The code's sessions: online now with Disconnect, and the history (by the code's object id). */
function VoucherSessions() {
  const record = useRecordContext<VoucherRecord & { _id?: string }>();
  if (!record?._id) return null;
  return <LiveSessionsPanel filter={{ voucherId: record._id }} />;
}

/**
 * Delete one code, undoably (issue 39): back to the list at once, and nothing is sent until the
 * notification "WLAN-Code wird gelöscht – Rückgängig" closes; its Undo sends nothing.
 */
export function VoucherDeleteButton() {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext<VoucherRecord>();
  // Offered only to users who may delete the code (the server refuses the others anyway).
  const { canAccess: canDelete = false } = useCanAccess({ resource, action: 'delete', record });
  if (!record || !canDelete) return null;
  return (
    <DeleteButton
      mutationMode="undoable"
      redirect={resourcePath(resource)}
      successMessage={`resources.${resource}.notifications.deleting`}
    />
  );
}

/**
 * The code's first login: its moment; a code counted as used without a recorded moment (codes
 * imported or made before the moment was kept) says that it was used and how often, never
 * "not logged in yet" (issue 40); only a code with no login at all says that.
 */
function FirstLogin() {
  const translate = useTranslate();
  const record = useRecordContext<VoucherRecord & { firstLoginAt?: string | null; used?: number | null }>();
  if (!record) return null;
  if (record.firstLoginAt) return <LocaleDateField source="firstLoginAt" />;
  const used = typeof record.used === 'number' ? record.used : 0;
  return (
    <Typography variant="body2" data-testid="first-login">
      {used > 0 ? translate(`${A}.usedWithoutFirstLogin`, { smart_count: used }) : translate(`${A}.noLogin`)}
    </Typography>
  );
}

function CodeHeader() {
  const record = useRecordContext<VoucherRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography variant="h5" component="h1" sx={{ fontFamily: 'monospace', letterSpacing: 2 }}>
        {record.code}
      </Typography>
      <CopyButton text={record.code} />
      <CodeDialogButton code={record.code} />
      <ActiveChip active={record.active} />
    </Stack>
  );
}

function DeactivatedNotice() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext<VoucherRecord>();
  return record && !record.active ? (
    <Alert severity="info">{translate(`resources.${resource}.helper.deactivated`)}</Alert>
  ) : null;
}

/** Details of one WiFi code (/wifi-code/{code}). */
export default function VoucherShow() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <RequireCustomer>
      <Show
        actions={
          <ShowActions>
            <VoucherDeleteButton />
          </ShowActions>
        }
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        <SimpleShowLayout>
          <CodeHeader />
          <DeactivatedNotice />
          <TextField source="voucherCode" />
          <TextField source="description" emptyText="–" />
          <CodeBatchLink />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
            <Labeled source="active">
              <BooleanField source="active" />
            </Labeled>
            <Labeled source="valid">
              <FunctionField<VoucherRecord> render={(record) => <ValidNow record={record} />} />
            </Labeled>
            <Labeled source="deviceVoucher">
              <BooleanField source="deviceVoucher" />
            </Labeled>
            <Labeled source="simultaneousUse">
              <SimultaneousUseField />
            </Labeled>
            <Labeled source="used">
              <NumberField source="used" />
            </Labeled>
            <Labeled source="connectedDevices">
              <FunctionField<VoucherRecord> render={(record) => record.connectedDevices?.length ?? 0} />
            </Labeled>
            <Labeled source="onlineAccounts" label={`${A}.onlineAccounts`}>
              <NumberField source="onlineAccounts" emptyText="–" />
            </Labeled>
            <Labeled source="loginTemplateId" label={`${A}.loginTemplate`}>
              <ReferenceField
                source="loginTemplateId"
                reference="hotspot-login-template"
                link={(template) => resourcePath('hotspot-login-template', template.id)}
                emptyText={translate(`${A}.loginTemplateDefault`)}
              />
            </Labeled>
            <Labeled source="dynamicExpires" label={`${A}.dynamicExpires`}>
              <TextField source="dynamicExpires" emptyText="–" />
            </Labeled>
            <Labeled source="firstLoginAt" label={`${A}.firstLoginAt`}>
              <FirstLogin />
            </Labeled>
          </Box>
          <LocaleDateField source="expires" emptyText={translate(`resources.${resource}.values.never`)} />
          <LocaleDateField source="createdAt" />
          <LocaleDateField source="updatedAt" />
          <VoucherSessions />
          <VoucherAccounts />
        </SimpleShowLayout>
      </Show>
    </RequireCustomer>
  );
}
