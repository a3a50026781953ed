// The sessions of a list context as a table (a card per session on phones), online now or the
// history: the list at /live-sessions and the panel on a code's, a device's and a device account's
// page show them through this one component.
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Button, DataTable, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatBytes, formatDateTime, formatDuration } from '../../i18n/formats';
import {
  DisconnectButton,
  DisconnectState,
  R,
  RefreshWhilePending,
  SessionEnd,
  useCanDisconnect,
  useGuestName,
  useLoginType,
  type SessionRow,
} from './sessionParts';

/** Columns give way as the page narrows (no sideways scrolling at 1024 px with the drawer open). */
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

export type SessionMode = 'online' | 'history';

export interface SessionTableProps {
  /**
   * Online now (with the last update and Disconnect), or the history (with the end, its cause and the
   * latest request's answer; Disconnect is on "online now", where the same search finds the guest).
   */
  mode: SessionMode;
  /**
   * What the page around already says: `guest` on a code's or a device account's page (the client
   * MAC names the guest then), `device` on a device's page.
   */
  omit?: 'guest' | 'device';
  /** Shown when there is no session. */
  empty: ReactNode;
}

/** The guest's client: the masked MAC, else the User-Name. */
const clientOf = (r: SessionRow) => r.clientMac ?? r.username ?? '–';

function Secondary({ children, nowrap = false }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      component="div"
      sx={nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}

/** Duration and bytes up / down. */
function Usage({ record }: { record: SessionRow }) {
  const [locale] = useLocaleState();
  return (
    <>
      {formatDuration(record.durationSeconds, locale)}
      <Secondary nowrap>
        ↑ {formatBytes(record.bytesUp, locale)} · ↓ {formatBytes(record.bytesDown, locale)}
      </Secondary>
    </>
  );
}

/** Phones: one card per session with the figures and the Disconnect button. */
function SessionCards({ mode, omit, canDisconnect }: Omit<SessionTableProps, 'empty'> & { canDisconnect: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const guest = useGuestName();
  const loginType = useLoginType();
  const { data = [] } = useListContext<SessionRow>();
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((r) => (
        <Card key={r.id} variant="outlined" data-testid="session-card">
          <CardContent sx={{ pb: '12px !important' }}>
            <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {omit === 'guest' ? clientOf(r) : guest(r)}
                </Typography>
                <Secondary>
                  {[omit === 'guest' ? null : r.clientMac, omit === 'device' ? null : r.hotspotDeviceName, loginType(r)]
                    .filter(Boolean)
                    .join(' · ')}
                </Secondary>
                <Secondary>
                  {translate(`${R}.values.${mode === 'online' ? 'since' : 'startedAt'}`, {
                    date: formatDateTime(r.startedAt, locale),
                  })}
                </Secondary>
                <Secondary>
                  {formatDuration(r.durationSeconds, locale)} · ↑ {formatBytes(r.bytesUp, locale)} · ↓{' '}
                  {formatBytes(r.bytesDown, locale)}
                </Secondary>
              </Box>
              {canDisconnect && mode === 'online' && <DisconnectButton record={r} name={guest(r)} />}
            </Stack>
            {(mode === 'history' || r.disconnect) && (
              <Stack direction="row" flexWrap="wrap" alignItems="center" gap={1} sx={{ mt: 1 }}>
                {mode === 'history' && <SessionEnd record={r} inline />}
                <DisconnectState record={r} />
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function SessionColumns({ mode, omit, canDisconnect }: Omit<SessionTableProps, 'empty'> & { canDisconnect: boolean }) {
  const guest = useGuestName();
  const loginType = useLoginType();
  const [locale] = useLocaleState();
  return (
    <DataTable<SessionRow> rowClick={false} bulkActionButtons={false}>
      <DataTable.Col<SessionRow>
        source={omit === 'guest' ? 'clientMac' : 'code'}
        label={`${R}.fields.${omit === 'guest' ? 'clientMac' : 'guest'}`}
        disableSort
        sx={{ minWidth: 96, overflowWrap: 'break-word' }}
        render={(r) =>
          omit === 'guest' ? (
            <Box sx={{ whiteSpace: 'nowrap' }}>{clientOf(r)}</Box>
          ) : (
            <>
              {guest(r)}
              {r.clientMac && <Secondary nowrap>{r.clientMac}</Secondary>}
            </>
          )
        }
      />
      {omit !== 'device' && (
        <DataTable.Col<SessionRow>
          source="hotspotDeviceName"
          label={`${R}.fields.deviceLogin`}
          disableSort
          sx={{ minWidth: 110, overflowWrap: 'break-word' }}
          render={(r) => (
            <>
              {r.hotspotDeviceName ?? '–'}
              <Secondary>{loginType(r)}</Secondary>
            </>
          )}
        />
      )}
      {omit === 'device' && (
        <DataTable.Col<SessionRow>
          source="loginType"
          label={`${R}.fields.loginType`}
          disableSort
          render={(r) => loginType(r) || '–'}
        />
      )}
      <DataTable.Col<SessionRow>
        source="startedAt"
        label={`${R}.fields.startedAt`}
        render={(r) => formatDateTime(r.startedAt, locale)}
      />
      {mode === 'history' ? (
        <DataTable.Col<SessionRow>
          source="stoppedAt"
          label={`${R}.fields.end`}
          disableSort
          render={(r) => (
            <Stack spacing={0.5} alignItems="flex-start">
              <Box>
                <SessionEnd record={r} />
              </Box>
              <DisconnectState record={r} />
            </Stack>
          )}
        />
      ) : (
        <DataTable.Col<SessionRow>
          source="lastUpdateAt"
          label={`${R}.fields.lastUpdateAt`}
          disableSort
          sx={FROM_LG}
          render={(r) => formatDateTime(r.lastUpdateAt, locale)}
        />
      )}
      <DataTable.Col<SessionRow>
        source="durationSeconds"
        label={`${R}.fields.durationTraffic`}
        disableSort
        render={(r) => <Usage record={r} />}
      />
      {mode === 'online' && (
        <DataTable.Col<SessionRow>
          source="disconnect"
          label={`${R}.fields.disconnect`}
          disableSort
          render={(r) => (
            <Stack spacing={0.5} alignItems="flex-end">
              <DisconnectState record={r} />
              {canDisconnect && <DisconnectButton record={r} name={guest(r)} />}
            </Stack>
          )}
        />
      )}
    </DataTable>
  );
}

/**
 * The sessions of the surrounding list context (a List or a ListBase of `live-sessions`): loading,
 * a failed read (with a retry), none (`empty`), or the sessions with Disconnect for who may.
 */
export default function SessionTable({ mode, omit, empty }: SessionTableProps) {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canDisconnect = useCanDisconnect();
  const { data, isPending, error, refetch } = useListContext<SessionRow>();
  if (isPending) return <LinearProgress aria-label={translate(`${R}.values.loading`)} sx={{ my: 2 }} />;
  if (error && !data?.length)
    return (
      <Alert
        severity="error"
        sx={{ my: 1 }}
        action={<Button label="ra.action.refresh" onClick={() => void refetch()} color="inherit" />}
      >
        {translate(`${R}.empty.error`)}
      </Alert>
    );
  if (!data?.length) return <>{empty}</>;
  return (
    <>
      <RefreshWhilePending />
      {isPhone ? (
        <SessionCards mode={mode} omit={omit} canDisconnect={canDisconnect} />
      ) : (
        <SessionColumns mode={mode} omit={omit} canDisconnect={canDisconnect} />
      )}
    </>
  );
}
