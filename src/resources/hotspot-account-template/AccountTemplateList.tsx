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
import type { AccountTemplateRecord } from './accountTemplateRecord';
import { useLimitText } from './AccountTemplateShow';

/** Columns give way as the page narrows: below lg (1024 px with the drawer) the limits are hidden. */
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
  ];
}

/** The account templates of the active customer: search, active filter, sortable columns. */
export default function AccountTemplateList() {
  const R = useMessagePrefix();
  const resource = useResourceContext() ?? 'hotspot-account-template';
  const translate = useTranslate();
  const filters = useFilters();
  const limit = useLimitText();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'create' });
  const show = (id: string | number) => resourcePath(resource, id);
  const formula = (record: AccountTemplateRecord) =>
    record.accountConfiguration?.dynamicExpires ?? translate(`${R}.values.none`);
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
          <SimpleList<AccountTemplateRecord>
            primaryText={(record) => record.name}
            secondaryText={(record) => formula(record)}
            rowClick={(id) => show(id)}
            empty={<NoResults />}
          />
        ) : (
          <DataTable<AccountTemplateRecord> rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col source="name" sx={{ overflowWrap: 'anywhere' }}>
              <RecordLink source="name" to={show} />
            </DataTable.Col>
            <DataTable.Col
              source="accountConfiguration.dynamicExpires"
              label={`${R}.fields.accountConfiguration.dynamicExpires`}
              disableSort
              render={(record) => formula(record as AccountTemplateRecord)}
            />
            <DataTable.Col
              source="accountProfile.maxBandwidthDown"
              label={`${R}.fields.accountProfile.maxBandwidthDown`}
              disableSort
              sx={FROM_LG}
              render={(record) => limit('maxBandwidthDown', (record as AccountTemplateRecord).accountProfile)}
            />
            <DataTable.Col
              source="accountProfile.maxVolume"
              label={`${R}.fields.accountProfile.maxVolume`}
              disableSort
              sx={FROM_LG}
              render={(record) => limit('maxVolume', (record as AccountTemplateRecord).accountProfile)}
            />
            <DataTable.Col source="active" field={BooleanField} />
            <DataTable.Col source="updatedAt" field={LocaleDateField} />
          </DataTable>
        )}
      </List>
    </RequireCustomer>
  );
}
