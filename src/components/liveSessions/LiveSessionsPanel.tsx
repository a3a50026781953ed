import { Box, Typography } from '@mui/material';
import { ListBase, ResourceContextProvider, useCanAccess, useTranslate } from 'react-admin';
import { ListPagination } from '../listParts';
import SessionTable, { type SessionMode } from './SessionTable';
import { LIVE_SESSIONS, R } from './sessionParts';

/** Sessions per page of each part of the panel. */
export const SESSIONS_PER_PAGE = 10;

/** The sessions of one code, one hotspot device or one device account (the server's list filters). */
export type LiveSessionsFilter = { voucherId: string } | { hotspotDeviceId: string } | { deviceAccountId: string };

function Part({ mode, filter }: { mode: SessionMode; filter: LiveSessionsFilter }) {
  const translate = useTranslate();
  const id = `live-sessions-${mode}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 1.5 }}>
      <Typography id={id} variant="subtitle1" component="h3">
        {translate(`${R}.panel.${mode}`)}
      </Typography>
      <ListBase
        resource={LIVE_SESSIONS}
        filter={{ ...filter, history: mode === 'history' }}
        sort={{ field: 'startedAt', order: 'DESC' }}
        perPage={SESSIONS_PER_PAGE}
        disableSyncWithLocation
        storeKey={false}
      >
        <SessionTable
          mode={mode}
          omit={'hotspotDeviceId' in filter ? 'device' : 'guest'}
          empty={
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {translate(`${R}.panel.${mode === 'online' ? 'noneOnline' : 'noHistory'}`)}
            </Typography>
          }
        />
        {/* A device's history of more than 10,000 sessions: "of more than 10,000" (issue 41). */}
        <ListPagination rowsPerPageOptions={[SESSIONS_PER_PAGE, 25, 50]} />
      </ListBase>
    </Box>
  );
}

/**
 * The guest sessions of a code, a hotspot device or a device account on its page (issue 36): who is
 * online now, with Disconnect (confirmation, the NAS's answer on the session), and below the
 * history (every session, newest first, paged) with start, end and its cause, duration and data.
 * Shown to users who may read live sessions (OnlineUsers), nothing for the others.
 */
export default function LiveSessionsPanel({ filter }: { filter: LiveSessionsFilter }) {
  const translate = useTranslate();
  const { canAccess = false, isPending } = useCanAccess({ resource: LIVE_SESSIONS, action: 'list' });
  if (isPending || !canAccess) return null;
  return (
    <Box component="section" aria-labelledby="live-sessions-title" sx={{ mt: 2, width: '100%' }}>
      <Typography id="live-sessions-title" variant="h6" component="h2">
        {translate(`${R}.panel.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.panel.help`)}
      </Typography>
      <ResourceContextProvider value={LIVE_SESSIONS}>
        <Part mode="online" filter={filter} />
        <Part mode="history" filter={filter} />
      </ResourceContextProvider>
    </Box>
  );
}
