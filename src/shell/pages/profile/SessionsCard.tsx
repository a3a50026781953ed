import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, Divider } from '@mui/material';
import DevicesIcon from '@mui/icons-material/Devices';
import LogoutIcon from '@mui/icons-material/Logout';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useLogout, useTranslate } from 'react-admin';
import type { MySession } from '../../../generated/graphql';
import { formatDateTime } from '../../../i18n/formats';
import { createGraphqlCall } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';
import { useNotifyError } from '../../useNotifyError';
import { ConfirmRemoveDialog, DatedList, LoadState } from './ProfileCardParts';

const S = 'portal.profile.sessions';

/** The own sessions (schema/member.graphql: mySessions, signOutEverywhere). */
export interface SessionsApi {
  list: () => Promise<MySession[]>;
  signOutEverywhere: () => Promise<void>;
}

const defaultApi = (): SessionsApi => {
  const graphql = createGraphqlCall(tokenStore);
  return {
    list: async () =>
      (
        await graphql<{ mySessions: MySession[] }>(
          'query MySessions { mySessions { _id createdAt lastUsedAt expiresAt userAgent } }',
        )
      ).mySessions,
    signOutEverywhere: async () => {
      await graphql('mutation SignOutEverywhere { signOutEverywhere }');
    },
  };
};

let api: SessionsApi | null = null;
/** Replace the calls (tests); `null` restores the real ones. */
export function setSessionsApi(next: SessionsApi | null): void {
  api = next;
}
const sessionsApi = () => (api ??= defaultApi());

/** A short name of the browser and system of a User-Agent ("Firefox · Windows"), else the text itself. */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return browser || system ? [browser, system].filter(Boolean).join(' · ') : userAgent.slice(0, 80);
}

/**
 * "Sessions and devices" on the profile (issue 38): where the user is signed in (a sign-in and its
 * renewals), and "sign out everywhere" after a confirmation — every session ends, this one too.
 */
export default function SessionsCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const logout = useLogout();
  const notifyError = useNotifyError();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = useQuery({ queryKey: ['portal', 'my-sessions'], queryFn: () => sessionsApi().list(), retry: 1 });
  const sessions = query.data ?? [];

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await sessionsApi().signOutEverywhere();
      setConfirming(false);
      await logout();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="sessions-title">
      <CardHeader
        avatar={<DevicesIcon color="primary" aria-hidden />}
        title={translate(`${S}.title`)}
        subheader={translate(`${S}.intro`)}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'sessions-title' } }}
        action={
          <Button
            color="error"
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={() => setConfirming(true)}
            disabled={query.isPending || busy}
          >
            {translate(`${S}.signOutEverywhere`)}
          </Button>
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Divider />
      <CardContent>
        <LoadState prefix={S} pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()}>
          {() => (
            <DatedList
              label={translate(`${S}.title`)}
              icon={<DevicesIcon fontSize="small" aria-hidden />}
              empty={translate(`${S}.empty`)}
              entries={sessions.map((session) => ({
                id: session._id,
                primary: deviceName(session.userAgent) ?? translate(`${S}.unknownDevice`),
                dates: [
                  { label: translate(`${S}.fields.createdAt`), value: formatDateTime(session.createdAt, locale) },
                  { label: translate(`${S}.fields.lastUsedAt`), value: formatDateTime(session.lastUsedAt, locale) },
                ],
              }))}
            />
          )}
        </LoadState>
      </CardContent>
      <ConfirmRemoveDialog
        open={confirming}
        busy={busy}
        title={translate(`${S}.confirm.title`)}
        content={translate(`${S}.confirm.content`, { count: Math.max(1, sessions.length) })}
        confirm={`${S}.signOutEverywhere`}
        onConfirm={() => void signOutEverywhere()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
