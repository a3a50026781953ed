import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceField,
  SelectInput,
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
import LocaleDateField from '../../components/LocaleDateField';
import { resourcePath } from '../../components/resourcePath';
import RequireCustomer from '../../shell/RequireCustomer';
import { ACCOUNT_TEMPLATES } from './LoginTemplateInputs';
import { LOGIN_TYPE_CHOICES, type LoginTemplateRecord } from './loginTemplateRecord';

/** Below lg (1024 px with the drawer) the account template column gives way. */
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

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
    <SelectInput key="type" source="type" label={`${R}.fields.type`} choices={LOGIN_TYPE_CHOICES} />,
  ];
}

const linkToAccountTemplate = (record: { id: string | number }) => resourcePath(ACCOUNT_TEMPLATES, record.id);

/** The login templates of the active customer: search, active and type filters, sortable columns. */
export default function LoginTemplateList() {
  const R = useMessagePrefix();
  const resource = useResourceContext() ?? 'hotspot-login-template';
  const translate = useTranslate();
  const filters = useFilters();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'create' });
  const show = (id: string | number) => resourcePath(resource, id);
  const type = (record: LoginTemplateRecord) => translate(`${R}.types.${record.loginType}`);
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
          <SimpleList<LoginTemplateRecord>
            primaryText={(record) => record.name}
            secondaryText={(record) => type(record)}
            rowClick={(id) => show(id)}
            empty={<NoResults />}
          />
        ) : (
          <DataTable<LoginTemplateRecord> rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col source="name" sx={{ overflowWrap: 'anywhere' }}>
              <RecordLink source="name" to={show} />
            </DataTable.Col>
            <DataTable.Col source="loginType" render={(record) => type(record as LoginTemplateRecord)} />
            <DataTable.Col source="hotspotAccountTemplateId" disableSort sx={FROM_LG}>
              <ReferenceField
                source="hotspotAccountTemplateId"
                reference={ACCOUNT_TEMPLATES}
                link={linkToAccountTemplate}
              >
                <TextField source="name" />
              </ReferenceField>
            </DataTable.Col>
            <DataTable.Col source="active" field={BooleanField} />
            <DataTable.Col source="updatedAt" field={LocaleDateField} />
          </DataTable>
        )}
      </List>
    </RequireCustomer>
  );
}
