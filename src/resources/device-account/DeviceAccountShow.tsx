import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import LocaleDateField from '../../components/LocaleDateField';
import ConfirmDeleteButton from '../../components/ConfirmDeleteButton';
import RecordNotFound from '../../components/RecordNotFound';
import ShowActions from '../../components/ShowActions';
import HotspotAccountsPanel from '../../components/hotspotAccounts/HotspotAccountsPanel';
import LiveSessionsPanel from '../../components/liveSessions/LiveSessionsPanel';
import RequireCustomer from '../../shell/RequireCustomer';
import type { DeviceAccountRecord } from './deviceAccountRecord';

/** Delete one device account, after a confirmation naming it. */
function Keywords({ record }: { record: DeviceAccountRecord }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'device-account';
  const keywords = record.keywords ?? [];
  if (keywords.length === 0) return <>{translate(`resources.${resource}.values.none`)}</>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {keywords.map((keyword) => (
        <Chip key={keyword} label={keyword} size="small" />
      ))}
    </Stack>
  );
}

function Criteria() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'device-account';
  const record = useRecordContext<DeviceAccountRecord>();
  const type = record?.criteria?.accountType;
  if (!record || !type) return null;
  const R = `resources.${resource}`;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
      <Labeled label={`${R}.fields.criteria.accountType`}>
        <Typography variant="body2">{translate(`${R}.types.${type}`)}</Typography>
      </Labeled>
      {type === 'MAC' ? (
        <Labeled label={`${R}.fields.criteria.clientDeviceMac`}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.values.macHidden`)}
          </Typography>
        </Labeled>
      ) : (
        <Labeled label={`${R}.fields.criteria.username`}>
          <TextField source="criteria.username" />
        </Labeled>
      )}
    </Box>
  );
}

/** The hotspot accounts the device account's logins created. */
function DeviceAccountAccounts() {
  const record = useRecordContext<DeviceAccountRecord>();
  if (!record) return null;
  return <HotspotAccountsPanel filter={{ deviceAccountIds: [String(record.id)] }} />;
}

/** The device account's sessions: online now with Disconnect, and the history. */
function DeviceAccountSessions() {
  const record = useRecordContext<DeviceAccountRecord>();
  if (!record) return null;
  return <LiveSessionsPanel filter={{ deviceAccountId: String(record.id) }} />;
}

function NameHeader() {
  const record = useRecordContext<DeviceAccountRecord>();
  if (!record) return null;
  return (
    <Typography variant="h5" component="h2">
      {record.name}
    </Typography>
  );
}

/** Details of one device account (/device-account/{id}). */
export default function DeviceAccountShow() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'device-account';
  const R = `resources.${resource}`;
  return (
    <RequireCustomer>
      <Show
        resource={resource}
        actions={
          <ShowActions>
            <ConfirmDeleteButton />
          </ShowActions>
        }
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        <SimpleShowLayout>
          <NameHeader />
          <TextField source="description" emptyText={translate(`${R}.values.none`)} />
          <Criteria />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
            <Labeled source="active">
              <BooleanField source="active" />
            </Labeled>
            <Labeled source="showTermsOfUse">
              <BooleanField source="showTermsOfUse" />
            </Labeled>
            <Labeled source="expires">
              <LocaleDateField source="expires" emptyText={translate(`${R}.values.never`)} />
            </Labeled>
          </Box>
          <FunctionField<DeviceAccountRecord> source="keywords" render={(record) => <Keywords record={record} />} />
          <TextField source="loginTemplate" emptyText={translate(`${R}.values.none`)} />
          <LocaleDateField source="createdAt" />
          <LocaleDateField source="updatedAt" />
          <DeviceAccountSessions />
          <DeviceAccountAccounts />
        </SimpleShowLayout>
      </Show>
    </RequireCustomer>
  );
}
