// The parts of a live session that the customer-wide list (/live-sessions) and the panel on a code's,
// a device's and a device account's page share: the guest's name, the end of a session with its
// translated cause, the latest disconnect with the NAS's answer, the Disconnect button with its
// confirmation, and the refresh while an answer is awaited. Messages: `resources.live-sessions.*`.
import { useEffect, useState } from 'react';
import { Chip, Tooltip, Typography } from '@mui/material';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import {
  Button,
  Confirm,
  useCanAccess,
  useListContext,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { LiveSession } from '../../generated/graphql';
import { formatDateTime } from '../../i18n/formats';
import { liveSessionsApi } from './liveSessionsApi';

/** The resource of the sessions (src/resources/live-sessions): its messages and permission subject. */
export const LIVE_SESSIONS = 'live-sessions';
export const R = `resources.${LIVE_SESSIONS}`;

/** A session as the data provider answers it. */
export type SessionRow = LiveSession & { id: string };

/** While a disconnect is pending the list reads again every few seconds, to show the NAS's answer. */
export const PENDING_REFRESH_MS = 3000;

/** The latest request to the NAS (`disconnect`): a Disconnect-Request, or a CoA-Request (`kind` 'coa'). */
const isPending = (d: SessionRow['disconnect']) => d?.state === 'queued' || d?.state === 'sending';
/** A Disconnect is on its way (a pending CoA does not hold one back, as the server queues). */
const disconnectPending = (r: SessionRow) => isPending(r.disconnect) && r.disconnect?.kind !== 'coa';

/** The guest as support names them: the code, else the device account, else the User-Name. */
export function useGuestName() {
  const translate = useTranslate();
  return (r: SessionRow) =>
    r.code ??
    (r.deviceAccountUsername ? translate(`${R}.values.deviceAccount`, { name: r.deviceAccountUsername }) : null) ??
    r.username ??
    translate(`${R}.values.unknown`);
}

/** How the guest logged in, translated (empty when unknown). */
export function useLoginType() {
  const translate = useTranslate();
  return (r: SessionRow) => (r.loginType ? translate(`enums.loginType.${r.loginType}`, { _: r.loginType }) : '');
}

/** Who may disconnect: OnlineUsers update, or HotspotDevice update (who administers the hotspot), as the server checks. */
export function useCanDisconnect(): boolean {
  const { canAccess: mayOnlineUsers = false } = useCanAccess({ resource: LIVE_SESSIONS, action: 'update' });
  const { canAccess: mayHotspot = false } = useCanAccess({ resource: 'hotspot-device', action: 'update' });
  return mayOnlineUsers || mayHotspot;
}

/** Acct-Terminate-Cause (RFC 2866 §5.10, RFC 3580) in words; an unknown one as the NAS sent it. */
export function useTerminateCause() {
  const translate = useTranslate();
  return (cause: string | null | undefined) =>
    cause ? translate(`${R}.terminateCauses.${cause}`, { _: cause }) : translate(`${R}.values.noCause`);
}

/**
 * The end of a session: "Online" while it is; the moment and the cause when the NAS reported the
 * stop; a session that went silent without a stop says so, with its last update.
 */
export function SessionEnd({ record, inline = false }: { record: SessionRow; inline?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const cause = useTerminateCause();
  if (record.online) return <Chip size="small" color="success" label={translate(`${R}.values.online`)} />;
  if (inline)
    // One line of a phone's card: "Ended 29.11.2026, 09:42 · Idle too long".
    return (
      <Typography variant="body2" color="text.secondary">
        {record.stoppedAt
          ? `${translate(`${R}.values.endedAt`, { date: formatDateTime(record.stoppedAt, locale) })} · ${cause(record.terminateCause)}`
          : `${translate(`${R}.values.silent`)} · ${translate(`${R}.values.lastSeen`, { date: formatDateTime(record.lastUpdateAt, locale) })}`}
      </Typography>
    );
  if (record.stoppedAt)
    return (
      <>
        {formatDateTime(record.stoppedAt, locale)}
        <Typography variant="body2" color="text.secondary" component="div">
          {cause(record.terminateCause)}
        </Typography>
      </>
    );
  return (
    <>
      {translate(`${R}.values.silent`)}
      <Typography variant="body2" color="text.secondary" component="div">
        {translate(`${R}.values.lastSeen`, { date: formatDateTime(record.lastUpdateAt, locale) })}
      </Typography>
    </>
  );
}

/** The latest Disconnect- or CoA-Request of a session and the NAS's answer, as a chip with its explanation. */
export function DisconnectState({ record }: { record: SessionRow }) {
  const translate = useTranslate();
  const d = record.disconnect;
  if (!d) return null;
  const S = d.kind === 'coa' ? `${R}.coaStates` : `${R}.states`;
  const cause = d.errorCause ? translate(`${R}.errorCauses.${d.errorCause}`, { _: String(d.errorCause) }) : null;
  const label =
    d.state === 'nak'
      ? cause
        ? translate(`${S}.nak`, { cause })
        : translate(`${S}.nakNoCause`)
      : translate(`${S}.${d.state}`, { _: d.state });
  const color =
    d.state === 'ack'
      ? 'success'
      : d.state === 'nak' || d.state === 'failed'
        ? 'error'
        : d.state === 'timeout'
          ? 'warning'
          : 'info';
  const help = translate(`${R}.${d.kind === 'coa' ? 'coaStateHelp' : 'stateHelp'}.${d.state}`, {
    cause: String(d.errorCause ?? ''),
    tries: d.tries,
    _: '',
  });
  const reason = translate(`${R}.reasons.${d.reason}`, { _: d.reason });
  return (
    <Tooltip title={`${help} ${translate(`${R}.values.reason`, { reason })}`.trim()}>
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

/** Disconnect with a confirmation; the answer of the NAS shows on the session when it comes. */
export function DisconnectButton({ record, name }: { record: SessionRow; name: string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record.online) return null;
  const confirm = async () => {
    setOpen(false);
    setPending(true);
    try {
      const queued = await liveSessionsApi().disconnect(record._id);
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
        disabled={pending || disconnectPending(record)}
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

/** Reads the list again while a disconnect of a shown session awaits the NAS's answer. */
export function RefreshWhilePending() {
  const { data } = useListContext<SessionRow>();
  const refresh = useRefresh();
  const pending = (data ?? []).some((r) => isPending(r.disconnect));
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(refresh, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, refresh]);
  return null;
}
