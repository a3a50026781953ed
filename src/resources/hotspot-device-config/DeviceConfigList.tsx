import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  SimpleList,
  useCanAccess,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ListActions, NoResults, useMessagePrefix, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import EmptyState from '../../components/EmptyState';
import LocaleDateField from '../../components/LocaleDateField';
import { resourcePath } from '../../components/resourcePath';
import RequireCustomer from '../../shell/RequireCustomer';
import { RESOURCE, type DeviceConfigRecord } from './deviceConfigRecord';

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

const templatesCount = (record: DeviceConfigRecord) => String(record.hotspotLoginTemplates?.length ?? 0);

/** The device configurations of the active customer: search, active filter, sortable columns. */
export default function DeviceConfigList() {
  const R = useMessagePrefix();
  const resource = useResourceContext() ?? RESOURCE;
  const translate = useTranslate();
  const filters = useFilters();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'create' });
  const show = (id: string | number) => resourcePath(resource, id);
  return (
    <RequireCustomer>
      <List
        resource={resource}
        title={`${R}.page.list`}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        filters={filters}
        actions={<ListActions canCreate={canCreate} />}
        empty={<EmptyState canCreate={canCreate} />}
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
      >
        {isPhone ? (
          <SimpleList<DeviceConfigRecord>
            primaryText={(record) => record.name}
            secondaryText={(record) => `${translate(`${R}.fields.loginTemplatesCount`)}: ${templatesCount(record)}`}
            tertiaryText={(record) => (record.active ? '' : translate('ra.boolean.false'))}
            rowClick={(id) => show(id)}
            empty={<NoResults />}
          />
        ) : (
          <DataTable<DeviceConfigRecord> rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col source="name" sx={{ overflowWrap: 'anywhere' }}>
              <RecordLink source="name" to={show} />
            </DataTable.Col>
            <DataTable.Col source="active" field={BooleanField} />
            <DataTable.Col
              source="loginTemplatesCount"
              disableSort
              align="right"
              render={(record) => templatesCount(record as DeviceConfigRecord)}
            />
            <DataTable.Col source="description" disableSort sx={{ display: { xs: 'none', lg: 'table-cell' } }} />
            <DataTable.Col source="updatedAt" field={LocaleDateField} />
          </DataTable>
        )}
      </List>
    </RequireCustomer>
  );
}
