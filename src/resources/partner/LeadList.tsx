import { Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  DataTable,
  FilterButton,
  Link,
  List,
  Loading,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import { LEAD_APPROVAL_NAMES, LEAD_STATUS_NAMES } from '../../domain/partnerLead';
import EmptyState from '../../components/EmptyState';
import ExportButton, { enumColumn, type ExportColumnChoice } from '../../components/ExportButton';
import LocaleDateField from '../../components/LocaleDateField';
import { RecordLink } from '../../components/listRows';
import { ApprovalChip, PARTNER_RESOURCE, R, StatusChip, leadPath, useLeadRole, type LeadRecord } from './leadParts';

const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

function useFilters(resource: string) {
  const translate = useTranslate();
  const search = translate(`resources.${resource}.filters.searchPlaceholder`);
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={search}
      slotProps={{ htmlInput: { 'aria-label': search } }}
    />,
    <NullableBooleanInput
      key="active"
      source="active"
      trueLabel={`resources.${resource}.filters.activeOnly`}
      falseLabel={`resources.${resource}.filters.inactiveOnly`}
    />,
  ];
}

/** The export's columns (server/tenancy/partner-lead/export.ts), headed by the list's field labels. */
const EXPORT_COLUMNS: readonly ExportColumnChoice[] = [
  'company',
  'addressLine',
  'website',
  'description',
  enumColumn('status', LEAD_STATUS_NAMES, (v) => `${R}.status.${v}`),
  enumColumn('approved', LEAD_APPROVAL_NAMES, (v) => `${R}.approval.${v}`),
  'createdAt',
  'updatedAt',
  'customerId',
];

function Actions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      <ExportButton columns={EXPORT_COLUMNS} />
      {canCreate && <CreateLink />}
    </TopToolbar>
  );
}

/**
 * The create link (react-admin's CreateButton asks canAccess for the active customer, which need not
 * be the partner's own number: the role decides here, the server on saving).
 */
function CreateLink({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to={leadPath(undefined, 'create')}
      variant={variant}
      size={variant === 'text' ? 'small' : 'medium'}
      startIcon={<AddIcon />}
    >
      {translate(`resources.${PARTNER_RESOURCE}.actions.create`)}
    </Button>
  );
}

function NoResults({ resource }: { resource: string }) {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(`resources.${resource}.empty.noResults`)}
    </Typography>
  );
}

/**
 * /partner: the partner's leads (partnerLeads), or for a vendor every partner's leads
 * (vendorPartnerLeads) with the partner column. Search, open/closed filter, status and approval
 * chips, newest change first.
 */
export default function LeadList() {
  const role = useLeadRole();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useFilters(role.resource);
  if (!role.ready) return <Loading />;
  const canCreate = !role.isVendor && (role.createKeys === '*' || role.createKeys.length > 0);
  const showPartner = role.isVendor || role.createKeys === '*' || role.createKeys.length > 1;
  const show = (id: string | number) => leadPath(String(id));
  const partnerOf = (record: LeadRecord) => record.customer?.company ?? record.customerId;
  return (
    <List
      resource={role.resource}
      disableAuthentication
      title={role.isVendor ? `${R}.page.vendor` : `${R}.page.list`}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={<Actions canCreate={canCreate} />}
      empty={<EmptyState canCreate={false}>{canCreate && <CreateLink variant="contained" />}</EmptyState>}
      exporter={false}
      debounce={SEARCH_DEBOUNCE_MS}
      storeKey={role.resource}
    >
      {isPhone ? (
        <SimpleList<LeadRecord>
          primaryText={(record) => record.company}
          secondaryText={(record) => (
            <Stack component="span" spacing={0.5} sx={{ display: 'flex', mt: 0.5 }}>
              {showPartner && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {partnerOf(record)}
                </Typography>
              )}
              <Stack direction="row" spacing={0.5} component="span" useFlexGap flexWrap="wrap">
                <StatusChip value={record.status} />
                <ApprovalChip value={record.approved} />
              </Stack>
            </Stack>
          )}
          rowClick={(id) => show(id)}
          empty={<NoResults resource={role.resource} />}
        />
      ) : (
        <DataTable<LeadRecord>
          rowClick={(id) => show(id)}
          bulkActionButtons={false}
          empty={<NoResults resource={role.resource} />}
        >
          <DataTable.Col source="company" sx={{ overflowWrap: 'break-word', minWidth: 140 }}>
            <RecordLink source="company" to={show} />
          </DataTable.Col>
          {showPartner && (
            <DataTable.Col
              source="customerId"
              label={`resources.${role.resource}.fields.customer`}
              render={(record) => (
                <>
                  {partnerOf(record as LeadRecord)}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {(record as LeadRecord).customerId}
                  </Typography>
                </>
              )}
            />
          )}
          <DataTable.Col source="status" render={(record) => <StatusChip value={(record as LeadRecord).status} />} />
          <DataTable.Col
            source="approved"
            render={(record) => <ApprovalChip value={(record as LeadRecord).approved} />}
          />
          <DataTable.Col
            source="messages"
            disableSort
            sx={FROM_LG}
            render={(record) => String((record as LeadRecord).messages?.length ?? 0)}
          />
          <DataTable.Col source="createdAt" sx={FROM_LG} field={LocaleDateField} />
          <DataTable.Col source="updatedAt" field={LocaleDateField} />
        </DataTable>
      )}
    </List>
  );
}
