import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AlertTitle,
  Box,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import {
  BooleanField,
  Button,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useGetList,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import ConfirmDeleteButton from '../../components/ConfirmDeleteButton';
import CopyButton from '../../components/CopyButton';
import LocaleDateField from '../../components/LocaleDateField';
import RecordNotFound from '../../components/RecordNotFound';
import ShowActions from '../../components/ShowActions';
import { formatDateTime } from '../../i18n/formats';
import RequireCustomer from '../../shell/RequireCustomer';
import { useNotifyError } from '../../shell/useNotifyError';
import { eventLabelKey, type WebhookDeliveryRecord, type WebhookRecord } from './webhookRecord';
import { takeSecret, webhooksCalls } from './webhooksCalls';

const R = 'resources.webhooks';
const STATUS_COLOR = { pending: 'warning', delivered: 'success', failed: 'error' } as const;
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };

/** The signing secret of an endpoint created a moment ago: shown this once. */
function FreshSecret() {
  const translate = useTranslate();
  const record = useRecordContext<WebhookRecord>();
  const [secret] = useState(() => (record ? takeSecret(String(record.id)) : null));
  if (!secret) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      <AlertTitle>{translate(`${R}.secret.title`)}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`${R}.secret.once`)}
      </Typography>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="webhook-secret">
          {secret}
        </Box>
        <CopyButton text={secret} label={`${R}.secret.copy`} />
      </Stack>
    </Alert>
  );
}

function Events() {
  const translate = useTranslate();
  const record = useRecordContext<WebhookRecord>();
  if (!record) return null;
  if (record.source === 'plugin') return <Typography variant="body2">{translate(`${R}.values.allEvents`)}</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {(record.events ?? []).map((type) => (
        <Chip key={type} size="small" label={translate(eventLabelKey(type))} />
      ))}
    </Stack>
  );
}

/** "Send a test event", for who may manage the endpoints. */
function SendTestButton({ onSent }: { onSent: () => void }) {
  const record = useRecordContext<WebhookRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const { canAccess = false } = useCanAccess({ resource: 'webhooks', action: 'edit', record });
  if (!record || !canAccess) return null;
  const send = async () => {
    setBusy(true);
    try {
      await webhooksCalls().sendTest(String(record.id));
      notify(`${R}.notifications.testQueued`, { type: 'success' });
      onSent();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={`${R}.actions.sendTest`} onClick={send} disabled={busy || !record.active}>
      <SendIcon />
    </Button>
  );
}

function StatusChip({ delivery }: { delivery: WebhookDeliveryRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[delivery.status]}
      variant={delivery.status === 'pending' ? 'outlined' : 'filled'}
      label={translate(`${R}.status.${delivery.status}`)}
    />
  );
}

/** The endpoint's deliveries, newest first, with "send again" per row. */
function Deliveries({ onChange }: { onChange: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dateTime = (value: string) => formatDateTime(value, locale);
  const record = useRecordContext<WebhookRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { canAccess: canSend = false } = useCanAccess({ resource: 'webhooks', action: 'edit', record });
  const { data, isPending, error, refetch } = useGetList<WebhookDeliveryRecord>(
    'webhook-deliveries',
    {
      filter: { endpointId: record ? String(record.id) : '' },
      pagination: { page: 1, perPage: 50 },
    },
    { enabled: !!record, refetchInterval: 5000 },
  );
  if (!record) return null;
  const resend = async (id: string) => {
    try {
      await webhooksCalls().resend(id);
      notify(`${R}.notifications.resendQueued`, { type: 'success' });
      onChange();
    } catch (e) {
      notifyError(e);
    }
  };
  let body;
  if (isPending)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
      </Box>
    );
  else if (error) body = <Alert severity="error">{translate(`${R}.deliveries.error`)}</Alert>;
  else if (!data?.length)
    body = (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate(`${R}.deliveries.empty`)}
      </Typography>
    );
  else
    body = (
      <Table size="small" aria-label={translate(`${R}.deliveries.title`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${R}.deliveries.time`)}</TableCell>
            <TableCell>{translate(`${R}.deliveries.event`)}</TableCell>
            <TableCell>{translate(`${R}.deliveries.status`)}</TableCell>
            <TableCell align="right">{translate(`${R}.deliveries.attempts`)}</TableCell>
            <TableCell sx={FROM_MD}>{translate(`${R}.deliveries.response`)}</TableCell>
            {canSend && <TableCell padding="checkbox" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((d) => (
            <TableRow key={d.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(d.lastAttemptAt ?? d.createdAt)}</TableCell>
              <TableCell>{translate(eventLabelKey(d.type), { _: d.type })}</TableCell>
              <TableCell>
                <StatusChip delivery={d} />
                {d.status === 'pending' && d.nextAttemptAt && d.attempts > 0 && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate(`${R}.deliveries.next`, { time: dateTime(d.nextAttemptAt) })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{d.attempts}</TableCell>
              <TableCell sx={{ ...FROM_MD, overflowWrap: 'anywhere', maxWidth: 280 }}>
                {d.lastStatusCode ?? (d.lastError ? '' : translate(`${R}.values.none`))}
                {d.lastError && d.lastStatusCode == null ? (
                  <Typography variant="caption" color="text.secondary">
                    {d.lastError}
                  </Typography>
                ) : null}
              </TableCell>
              {canSend && (
                <TableCell padding="checkbox">
                  <Tooltip title={translate(`${R}.actions.resend`)}>
                    <IconButton
                      size="small"
                      aria-label={translate(`${R}.actions.resend`)}
                      onClick={() => void resend(String(d.id))}
                    >
                      <ReplayIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h3">
          {translate(`${R}.deliveries.title`)}
        </Typography>
        <Tooltip title={translate(`${R}.deliveries.refresh`)}>
          <IconButton size="small" aria-label={translate(`${R}.deliveries.refresh`)} onClick={() => void refetch()}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {body}
    </Box>
  );
}

function UrlHeader() {
  const translate = useTranslate();
  const record = useRecordContext<WebhookRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {record.url}
      </Typography>
      <Chip size="small" variant="outlined" label={translate(`${R}.source.${record.source}`)} />
    </Stack>
  );
}

function PluginNote() {
  const translate = useTranslate();
  const record = useRecordContext<WebhookRecord>();
  if (record?.source !== 'plugin') return null;
  return <Alert severity="info">{translate(`${R}.plugin.note`)}</Alert>;
}

function Actions({ onSent }: { onSent: () => void }) {
  const record = useRecordContext<WebhookRecord>();
  return (
    <ShowActions>
      <SendTestButton onSent={onSent} />
      {record?.source === 'portal' && <ConfirmDeleteButton nameOf={(r) => String(r.url)} />}
    </ShowActions>
  );
}

/** One endpoint (/webhooks/{id}): its settings, its secret once after creation, its delivery log. */
export default function WebhookShow() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  // The log is read again (its rows stay shown meanwhile).
  const bump = () => void queryClient.invalidateQueries({ queryKey: ['webhook-deliveries'] });
  return (
    <RequireCustomer>
      <Show resource="webhooks" actions={<Actions onSent={bump} />} error={<RecordNotFound />} redirectOnError={false}>
        <SimpleShowLayout>
          <UrlHeader />
          <FreshSecret />
          <PluginNote />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
            <Labeled source="active">
              <BooleanField source="active" />
            </Labeled>
            <Labeled source="createdAt">
              <LocaleDateField source="createdAt" />
            </Labeled>
            <Labeled source="updatedAt">
              <LocaleDateField source="updatedAt" />
            </Labeled>
          </Box>
          <TextField source="description" emptyText={translate(`${R}.values.none`)} />
          <Labeled source="events">
            <Events />
          </Labeled>
          <Deliveries onChange={bump} />
        </SimpleShowLayout>
      </Show>
    </RequireCustomer>
  );
}
