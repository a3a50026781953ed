import { Box, Typography } from '@mui/material';
import WifiIcon from '@mui/icons-material/Wifi';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FilterButton,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import RequireCustomer from '../../shell/RequireCustomer';
import VoucherBulkActions from './VoucherBulkActions';
import LocaleDateField from '../../components/LocaleDateField';
import { SimultaneousUseField } from './voucherFields';
import { useVoucherFilters } from './voucherFilters';
import { resourcePath } from '../../components/resourcePath';

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="resources.wifi-code.actions.create" />
    </TopToolbar>
  );
}

/** No codes at all yet (no filter set): say so and offer to create one. */
function VoucherEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 480 }}>
      <WifiIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.wifi-code.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.wifi-code.empty.text')}
      </Typography>
      <CreateButton variant="contained" label="resources.wifi-code.actions.create" />
    </Box>
  );
}

function NoResults() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('resources.wifi-code.empty.noResults')}
    </Typography>
  );
}

/** WiFi codes of the active customer: search, status filters, sortable columns, bulk actions. */
export default function VoucherList() {
  const filters = useVoucherFilters();
  const { canAccess: canUpdate = false } = useCanAccess({ resource: 'wifi-code', action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'wifi-code', action: 'delete' });
  return (
    <RequireCustomer>
      <List
        resource="wifi-code"
        title="resources.wifi-code.page.list"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        filters={filters}
        actions={<ListActions />}
        empty={<VoucherEmpty />}
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
      >
        <Datagrid
          rowClick={(id) => resourcePath('wifi-code', id)}
          bulkActionButtons={canUpdate || canDelete ? <VoucherBulkActions canUpdate={canUpdate} /> : false}
          empty={<NoResults />}
        >
          <TextField source="code" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }} />
          <TextField source="description" emptyText="–" />
          <BooleanField source="active" />
          <BooleanField source="valid" />
          <NumberField source="used" />
          <SimultaneousUseField label="resources.wifi-code.fields.simultaneousUse" />
          <LocaleDateField source="expires" emptyText="–" />
          <LocaleDateField source="createdAt" />
        </Datagrid>
      </List>
    </RequireCustomer>
  );
}
