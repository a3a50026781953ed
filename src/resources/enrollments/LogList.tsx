import { useEffect } from 'react';
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import {
  AutocompleteInput,
  DataTable,
  Link,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useLocation,
  useNavigate,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import EmptyState from '../../components/EmptyState';
import ExportButton, { enumColumn } from '../../components/ExportButton';
import LocaleDateField from '../../components/LocaleDateField';
import { NoResults, useSearchFilter } from '../../components/listParts';
import { resourcePath } from '../../components/resourcePath';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import { formatDateTime } from '../../i18n/formats';
import { AreaScreen, KEYS, LOGS, RL, useEnrollmentAccess } from './parts';
import type { EnrollmentLogRecord } from './records';

export function StatusChip() {
  const translate = useTranslate();
  const record = useRecordContext<EnrollmentLogRecord>();
  if (!record) return null;
  const ok = record.status === 'SUCCESS';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ok ? 'success' : 'error'}
      icon={ok ? <CheckCircleIcon /> : <ErrorIcon />}
      label={translate(`${RL}.status.${record.status}`)}
    />
  );
}

function LogText() {
  const translate = useTranslate();
  const record = useRecordContext<EnrollmentLogRecord>();
  const { devicesRead } = useEnrollmentAccess();
  if (!record) return null;
  return (
    <>
      <span style={{ overflowWrap: 'anywhere' }}>{record.log}</span>
      {record.hotspotDeviceId && devicesRead && (
        <>
          {' '}
          <Link to={resourcePath('hotspot-device', record.hotspotDeviceId)}>{translate(`${RL}.actions.device`)}</Link>
        </>
      )}
    </>
  );
}

const keyOption = (record: { name?: string } | undefined) => record?.name ?? '';

function useFilters() {
  const translate = useTranslate();
  return [
    useSearchFilter(),
    <ReferenceInput key="key" source="key" reference={KEYS} alwaysOn sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput
        label={`${RL}.fields.key`}
        optionText={keyOption}
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={`${RL}.fields.status`}
      choices={[
        { id: 'SUCCESS', name: translate(`${RL}.status.SUCCESS`) },
        { id: 'ERROR', name: translate(`${RL}.status.ERROR`) },
      ]}
    />,
  ];
}

/**
 * `?key=<id>` (the keys list's "Protokoll" action) becomes the list's key filter, in the address
 * react-admin keeps its filters in.
 */
function useKeyParam(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const key = params.get('key');
  useEffect(() => {
    if (!key) return;
    const next = new URLSearchParams(location.search);
    next.delete('key');
    next.set('filter', JSON.stringify({ key }));
    next.set('displayedFilters', JSON.stringify({}));
    next.set('page', '1');
    navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { replace: true });
  }, [key, location.pathname, location.search, navigate]);
  return !!key;
}

/** The columns of the export (docs/exports.md), headed by the list's labels. */
const EXPORT_COLUMNS = [
  'createdAt',
  enumColumn('status', ['SUCCESS', 'ERROR'], (v) => `${RL}.status.${v}`),
  'keyName',
  'log',
];

/** Every enrollment attempt of the active customer, newest first (tab "Protokoll"). */
function Logs() {
  const filters = useFilters();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (useKeyParam()) return null;
  return (
    <List
      resource={LOGS}
      title={`${RL}.page.list`}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={
        <TopToolbar>
          <ExportButton columns={EXPORT_COLUMNS} />
        </TopToolbar>
      }
      empty={<EmptyState canCreate={false} />}
      // The export is the server's (ExportButton), never react-admin's page-by-page exporter.
      exporter={false}
      debounce={SEARCH_DEBOUNCE_MS}
    >
      {isPhone ? (
        <SimpleList<EnrollmentLogRecord>
          primaryText={(record) => `${translate(`${RL}.status.${record.status}`)} · ${record.keyName}`}
          secondaryText={(record) => record.log}
          tertiaryText={(record) => formatDateTime(record.createdAt, locale)}
          rowClick={false}
          empty={<NoResults />}
        />
      ) : (
        <DataTable<EnrollmentLogRecord> rowClick={false} bulkActionButtons={false} empty={<NoResults />}>
          <DataTable.Col source="status" disableSort>
            <StatusChip />
          </DataTable.Col>
          <DataTable.Col source="keyName" disableSort />
          <DataTable.Col source="createdAt" field={LocaleDateField} />
          <DataTable.Col source="log" disableSort>
            <LogText />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

export default function LogList() {
  return (
    <AreaScreen resource={LOGS} tab="logs">
      <Logs />
    </AreaScreen>
  );
}
