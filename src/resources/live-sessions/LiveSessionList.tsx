import { Box, Tab, Tabs, Typography } from '@mui/material';
import { List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import ExportButton, { enumColumn, type ExportColumnChoice } from '../../components/ExportButton';
import { ListPagination, useMessagePrefix, useSearchFilter } from '../../components/listParts';
import SessionTable, { type SessionMode } from '../../components/liveSessions/SessionTable';
import { R } from '../../components/liveSessions/sessionParts';
import { LOGIN_TYPES, SEARCH_DEBOUNCE_MS } from '../../domain';
import messages from './messages';
import RequireCustomer from '../../shell/RequireCustomer';

/**
 * The export's columns (server/access/session/export.ts), headed by the list's field labels; the login
 * type and the end's cause in the words the list shows.
 */
const EXPORT_COLUMNS: readonly ExportColumnChoice[] = [
  'startedAt',
  'stoppedAt',
  'lastUpdateAt',
  'online',
  'hotspotDeviceName',
  enumColumn('loginType', LOGIN_TYPES, (v) => `enums.loginType.${v}`),
  'code',
  'deviceAccountUsername',
  'username',
  'clientMac',
  'durationSeconds',
  'bytesUp',
  'bytesDown',
  enumColumn(
    'terminateCause',
    Object.keys(messages.de.resources['live-sessions'].terminateCauses),
    (v) => `${R}.terminateCauses.${v}`,
  ),
];

/** "Online now" or "History" (every session): the `history` filter of the list, kept in the address. */
function ModeTabs() {
  const R = useMessagePrefix();
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const mode: SessionMode = filterValues.history ? 'history' : 'online';
  return (
    <Tabs
      value={mode}
      onChange={(_, next: SessionMode) =>
        setFilters({ ...filterValues, history: next === 'history' || undefined }, displayedFilters)
      }
      aria-label={translate(`${R}.filters.mode`)}
      variant="fullWidth"
      sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
    >
      <Tab value="online" label={translate(`${R}.tabs.online`)} />
      <Tab value="history" label={translate(`${R}.tabs.history`)} />
    </Tabs>
  );
}

/** No session: nobody online, no history yet, or nothing found for the search. */
function NoSessions() {
  const R = useMessagePrefix();
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const key = filterValues.q ? 'noResults' : filterValues.history ? 'noHistory' : 'noneOnline';
  return (
    <Box sx={{ p: 2 }}>
      <Typography color="text.secondary">{translate(`${R}.empty.${key}`)}</Typography>
      {!filterValues.q && !filterValues.history && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate(`${R}.empty.text`)}
        </Typography>
      )}
    </Box>
  );
}

function Sessions() {
  const { filterValues } = useListContext();
  return (
    <>
      <ModeTabs />
      <SessionTable mode={filterValues.history ? 'history' : 'online'} empty={<NoSessions />} />
    </>
  );
}

/**
 * The active customer's guests online now, or the history of every session for support calls
 * ("when was this guest online, how much did they use"): searchable by code, username or the whole
 * client MAC, Disconnect per online guest.
 */
export default function LiveSessionList() {
  const R = useMessagePrefix();
  // Wide enough for the whole hint (code, username or whole MAC) at 1024 px.
  const search = useSearchFilter({ width: 360 });
  return (
    <RequireCustomer>
      <List
        title={`${R}.page.list`}
        sort={{ field: 'startedAt', order: 'DESC' }}
        perPage={25}
        // A history of more than 10,000 sessions reads "1–25 of more than 10,000" (issue 41).
        pagination={<ListPagination />}
        filters={[search]}
        // Nothing to create and no filter beyond the search and the tabs: only the export.
        actions={
          <TopToolbar>
            <ExportButton columns={EXPORT_COLUMNS} />
          </TopToolbar>
        }
        empty={false}
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
      >
        <Sessions />
      </List>
    </RequireCustomer>
  );
}
