import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Chip, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import {
  BooleanInput,
  Button,
  Confirm,
  DataTable,
  List,
  useCanAccess,
  useListContext,
  useLocaleState,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { LiveSession } from '../../generated/graphql';
import { ListActions, NoResults, useMessagePrefix, useSearchFilter } from '../../components/listParts';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import EmptyState from '../../components/EmptyState';
import LocaleDateField from '../../components/LocaleDateField';
import RequireCustomer from '../../shell/RequireCustomer';
import { disconnectLiveSession } from './api';

type Row = LiveSession & { id: string };

/** Columns give way as the page narrows (no sideways scrolling at 1024 px with the drawer open). */
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };
const FROM_XL = { display: { xs: 'none', xl: 'table-cell' } };

/** While a disconnect is pending the list reads again every few seconds, to show the NAS's answer. */
const PENDING_REFRESH_MS = 3000;

function useFilters() {
  const R = useMessagePrefix();
  return [useSearchFilter(), <BooleanInput key="history" source="history" label={`${R}.filters.history`} alwaysOn />];
}

/** "1 h 05 min", "12 min", "45 s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return `${h} h ${String(m % 60).padStart(2, '0')} min`;
}

/** Octets in B, kB, MB, GB (decimal units), in the locale's number format. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let v = Math.max(0, bytes);
  let u = 0;
  while (v >= 1000 && u < units.length - 1) {
    v /= 1000;
    u++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: u === 0 ? 0 : 1 }).format(v)} ${units[u]}`;
}

function useGuestName() {
  const R = useMessagePrefix();
  const translate = useTranslate();
  return (r: Row) =>
    r.code ??
    (r.deviceAccountUsername ? translate(`${R}.values.deviceAccount`, { name: r.deviceAccountUsername }) : null) ??
    r.username ??
    translate(`${R}.values.unknown`);
}

/** The latest disconnect of a session and the NAS's answer, as a chip with its explanation. */
function DisconnectState({ record }: { record: Row }) {
  const R = useMessagePrefix();
  const translate = useTranslate();
  const d = record.disconnect;
  if (!d) return null;
  const cause = d.errorCause ? translate(`${R}.errorCauses.${d.errorCause}`, { _: String(d.errorCause) }) : null;
  const label =
    d.state === 'nak'
      ? cause
        ? translate(`${R}.states.nak`, { cause })
        : translate(`${R}.states.nakNoCause`)
      : translate(`${R}.states.${d.state}`, { _: d.state });
  const color =
    d.state === 'ack'
      ? 'success'
      : d.state === 'nak' || d.state === 'failed'
        ? 'error'
        : d.state === 'timeout'
          ? 'warning'
          : 'info';
  return (
    <Tooltip title={translate(`${R}.stateHelp.${d.state}`, { cause: d.errorCause ?? '', tries: d.tries, _: '' })}>
      <Chip
        size="small"
        color={color}
        variant={d.state === 'ack' ? 'filled' : 'outlined'}
        label={label}
        // A long refusal wraps instead of widening the table (1024 px with the drawer open).
        sx={{
          maxWidth: 130,
          height: 'auto',
          py: 0.25,
          '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center' },
        }}
      />
    </Tooltip>
  );
}

/** Disconnect with a confirmation; the answer of the NAS shows on the row when it comes. */
function DisconnectButton({ record, name }: { record: Row; name: string }) {
  const R = useMessagePrefix();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const busy = record.disconnect?.state === 'queued' || record.disconnect?.state === 'sending';
  if (!record.online) return null;
  const confirm = async () => {
    setOpen(false);
    setPending(true);
    try {
      const queued = await disconnectLiveSession(record._id);
      notify(`${R}.notifications.${queued ? 'queued' : 'notOnline'}`, { type: queued ? 'info' : 'warning' });
    } catch {
      notify(`${R}.notifications.failed`, { type: 'error' });
    } finally {
      setPending(false);
      refresh();
    }
  };
  return (
    <>
      <Button
        label={`${R}.actions.disconnect`}
        color="error"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        disabled={pending || busy}
      >
        <PowerSettingsNewIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`${R}.confirm.title`}
        titleTranslateOptions={{ name }}
        content={`${R}.confirm.content`}
        confirm={`${R}.actions.disconnect`}
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Reads the list again while a disconnect of a shown row awaits the NAS's answer. */
function RefreshWhilePending() {
  const { data } = useListContext<Row>();
  const refresh = useRefresh();
  const pending = (data ?? []).some((r) => r.disconnect?.state === 'queued' || r.disconnect?.state === 'sending');
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(refresh, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, refresh]);
  return null;
}

/** Phones: one card per guest with the figures and the Disconnect button. */
function SessionCards({ canDisconnect }: { canDisconnect: boolean }) {
  const R = useMessagePrefix();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const guest = useGuestName();
  const { data, isPending } = useListContext<Row>();
  if (isPending) return null;
  if (!data?.length) return <NoResults />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((r) => (
        <Card key={r.id} variant="outlined">
          <CardContent sx={{ pb: '12px !important' }}>
            <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{guest(r)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[r.hotspotDeviceName, r.clientMac].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDuration(r.durationSeconds)} · ↑ {formatBytes(r.bytesUp, locale)} · ↓{' '}
                  {formatBytes(r.bytesDown, locale)}
                </Typography>
                {!r.online && (
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${R}.values.ended`)}
                  </Typography>
                )}
              </Box>
              {canDisconnect && <DisconnectButton record={r} name={guest(r)} />}
            </Stack>
            {r.disconnect && (
              <Box sx={{ mt: 1 }}>
                <DisconnectState record={r} />
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The online guests of the active customer (or their history): search, Disconnect per guest. */
export default function LiveSessionList() {
  const R = useMessagePrefix();
  const resource = useResourceContext() ?? 'live-sessions';
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const filters = useFilters();
  const guest = useGuestName();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: mayOnlineUsers = false } = useCanAccess({ resource, action: 'update' });
  const { canAccess: mayHotspot = false } = useCanAccess({ resource: 'hotspot-device', action: 'update' });
  const canDisconnect = mayOnlineUsers || mayHotspot;
  return (
    <RequireCustomer>
      <List
        resource={resource}
        title={`${R}.page.list`}
        sort={{ field: 'startedAt', order: 'DESC' }}
        perPage={25}
        filters={filters}
        filterDefaultValues={{ history: false }}
        actions={<ListActions canCreate={false} />}
        empty={<EmptyState canCreate={false} />}
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
      >
        <RefreshWhilePending />
        {isPhone ? (
          <SessionCards canDisconnect={canDisconnect} />
        ) : (
          <DataTable<Row> rowClick={false} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col
              source="code"
              label={`${R}.fields.guest`}
              disableSort
              sx={{ minWidth: 96, overflowWrap: 'break-word' }}
              render={(r) => (
                <>
                  {guest(r as Row)}
                  {(r as Row).clientMac && (
                    <Typography variant="body2" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                      {(r as Row).clientMac}
                    </Typography>
                  )}
                </>
              )}
            />
            <DataTable.Col source="hotspotDeviceName" disableSort sx={{ minWidth: 110, overflowWrap: 'break-word' }} />
            <DataTable.Col
              source="loginType"
              disableSort
              sx={FROM_XL}
              render={(r) =>
                (r as Row).loginType
                  ? translate(`enums.loginType.${(r as Row).loginType}`, { _: (r as Row).loginType! })
                  : ''
              }
            />
            <DataTable.Col source="startedAt" field={LocaleDateField} />
            <DataTable.Col
              source="durationSeconds"
              label={`${R}.fields.durationTraffic`}
              disableSort
              sx={{ whiteSpace: 'nowrap' }}
              render={(r) => {
                const row = r as Row;
                return (
                  <>
                    {row.online ? formatDuration(row.durationSeconds) : translate(`${R}.values.ended`)}
                    <Typography variant="body2" color="text.secondary" component="div">
                      ↑ {formatBytes(row.bytesUp, locale)} · ↓ {formatBytes(row.bytesDown, locale)}
                    </Typography>
                  </>
                );
              }}
            />
            <DataTable.Col source="lastUpdateAt" disableSort sx={FROM_LG}>
              <LocaleDateField source="lastUpdateAt" />
            </DataTable.Col>
            <DataTable.Col
              source="disconnect"
              disableSort
              render={(r) => (
                <Stack spacing={0.5} alignItems="flex-end">
                  <DisconnectState record={r as Row} />
                  {canDisconnect && <DisconnectButton record={r as Row} name={guest(r as Row)} />}
                </Stack>
              )}
            />
          </DataTable>
        )}
      </List>
    </RequireCustomer>
  );
}
