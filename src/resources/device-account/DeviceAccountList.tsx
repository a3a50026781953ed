import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  SimpleList,
  TextField,
  useCanAccess,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ListActions, NoResults, useMessagePrefix, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import EmptyState from '../../components/EmptyState';
import ExportButton from '../../components/ExportButton';
import LocaleDateField from '../../components/LocaleDateField';
import { resourcePath } from '../../components/resourcePath';
import RequireCustomer from '../../shell/RequireCustomer';
import type { DeviceAccountRecord } from './deviceAccountRecord';

/**
 * Columns give way as the page narrows, so the table never scrolls sideways: at md (1024 px with the
 * drawer open) expires and keywords are hidden, below md the username too.
 */
// break-word, not anywhere: a header such as "Benutzername" must not split mid-word at 1024 px.
const FROM_MD = { display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'break-word' };
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

/** The columns of the export (docs/exports.md), headed by the list's labels. */
const EXPORT_COLUMNS = [
  'name',
  'description',
  'criteria.accountType',
  'criteria.username',
  'active',
  'expires',
  'keywords',
  'createdAt',
  'updatedAt',
] as const;

function useFilters() {
  const R = useMessagePrefix();
  return [
    useSearchFilter(),
    <NullableBooleanInput
      key="active"
      source="active"
      trueLabel={`${R}.filters.activeOnly`}
      falseLabel={`${R}.filters.inactiveOnly`}
    />,
  ];
}

/** At most three keywords as chips, then "+n". */
function Keywords({ keywords }: { keywords?: string[] | null }) {
  const list = keywords ?? [];
  if (list.length === 0) return null;
  const shown = list.slice(0, 3);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {shown.map((keyword) => (
        <Chip key={keyword} label={keyword} size="small" />
      ))}
      {list.length > shown.length && <Chip label={`+${list.length - shown.length}`} size="small" variant="outlined" />}
    </Stack>
  );
}

/** The device accounts of the active customer: search, active filter, sortable columns. */
export default function DeviceAccountList() {
  const R = useMessagePrefix();
  const resource = useResourceContext() ?? 'device-account';
  const translate = useTranslate();
  const filters = useFilters();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'create' });
  const show = (id: string | number) => resourcePath(resource, id);
  const accountType = (record: DeviceAccountRecord) => {
    const type = record.criteria?.accountType;
    return translate(type ? `${R}.types.${type}` : `${R}.values.none`);
  };
  return (
    <RequireCustomer>
      <List
        resource={resource}
        title={`${R}.page.list`}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        filters={filters}
        actions={
          <ListActions canCreate={canCreate} views>
            <ExportButton columns={EXPORT_COLUMNS} />
          </ListActions>
        }
        empty={<EmptyState canCreate={canCreate} />}
        // The export is the server's (ExportButton), never react-admin's page-by-page exporter.
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
      >
        {isPhone ? (
          <SimpleList<DeviceAccountRecord>
            primaryText={(record) => record.name}
            secondaryText={(record) => [accountType(record), record.criteria?.username].filter(Boolean).join(' · ')}
            rowClick={(id) => show(id)}
            empty={<NoResults />}
          />
        ) : (
          <DataTable<DeviceAccountRecord> rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col source="name" sx={{ overflowWrap: 'anywhere' }}>
              <RecordLink source="name" to={show} />
            </DataTable.Col>
            <DataTable.Col
              source="criteria.accountType"
              label={`${R}.fields.criteria.accountType`}
              disableSort
              render={(record) => accountType(record as DeviceAccountRecord)}
            />
            <DataTable.Col
              source="criteria.username"
              label={`${R}.fields.criteria.username`}
              disableSort
              sx={FROM_MD}
              field={TextField}
            />
            <DataTable.Col source="active" field={BooleanField} />
            <DataTable.Col source="expires" sx={FROM_LG}>
              <LocaleDateField source="expires" emptyText={translate(`${R}.values.never`)} />
            </DataTable.Col>
            <DataTable.Col
              source="keywords"
              disableSort
              sx={FROM_LG}
              render={(record) => <Keywords keywords={(record as DeviceAccountRecord).keywords} />}
            />
            <DataTable.Col source="updatedAt" field={LocaleDateField} />
          </DataTable>
        )}
      </List>
    </RequireCustomer>
  );
}
