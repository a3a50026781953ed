import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, List, SimpleList, useCanAccess, useResourceContext, useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS, isVoucherExpired } from '../../domain';
import EmptyState from '../../components/EmptyState';
import ExportButton from '../../components/ExportButton';
import { ListActions, ListPagination, NoResults } from '../../components/listParts';
import { NamedSelectionBody, NamedSelectionHead, RecordLink } from '../../components/listRows';
import LocaleDateField from '../../components/LocaleDateField';
import { resourcePath } from '../../components/resourcePath';
import RequireCustomer from '../../shell/RequireCustomer';
import VoucherBulkActions from './VoucherBulkActions';
import { BatchesButton } from './batches/BatchLinks';
import ImportButton from './import/ImportButton';
import { CodeDialogButton } from './CodeDialog';
import ShortcutWidget from './shortcuts/ShortcutWidget';
import { SimultaneousUseField, ValidNow } from './voucherFields';
import { useVoucherFilters } from './voucherFilters';
import { VOUCHER_LIST } from './listDefaults';
import type { VoucherRecord } from './voucherRecord';

type Row = VoucherRecord & { description?: string | null; used?: number };

/** Columns that give way below 1200 px (1024 px with the drawer open must not scroll sideways). */
const WIDE = { display: { xs: 'none', lg: 'table-cell' } } as const;

/** The columns of the export (docs/exports.md), headed by the list's labels. */
const EXPORT_COLUMNS = [
  'code',
  'description',
  'active',
  'valid',
  'used',
  'simultaneousUse',
  'deviceVoucher',
  'expires',
  'createdAt',
] as const;

/** WiFi codes of the active customer: search, status filters, sortable columns, bulk actions. */
export default function VoucherList() {
  const filters = useVoucherFilters();
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canUpdate = false } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource, action: 'delete' });
  const link = (record: Row) => resourcePath(resource, record.id);
  return (
    <RequireCustomer>
      <ShortcutWidget variant="list" />
      <List
        title={`resources.${resource}.page.list`}
        sort={VOUCHER_LIST.sort}
        perPage={VOUCHER_LIST.perPage}
        filters={filters}
        actions={
          <ListActions canCreate={canCreate} views>
            <ExportButton columns={EXPORT_COLUMNS} />
            <BatchesButton />
            {canCreate && <ImportButton />}
          </ListActions>
        }
        empty={<EmptyState canCreate={canCreate} />}
        // The export is the server's (ExportButton), never react-admin's page-by-page exporter.
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
        pagination={<ListPagination />}
      >
        {phone ? (
          // On a phone: one line per code instead of a table scrolling sideways.
          <SimpleList<Row>
            primaryText={(record) => record.code}
            secondaryText={(record) => record.description ?? ''}
            tertiaryText={(record) =>
              !record.active
                ? translate(`resources.${resource}.values.deactivated`)
                : isVoucherExpired(record)
                  ? translate(`resources.${resource}.values.expired`)
                  : ''
            }
            linkType={false}
            rowClick={(id) => resourcePath(resource, id)}
            empty={<NoResults />}
          />
        ) : (
          <DataTable<Row>
            rowClick={(_id, _resource, record) => link(record as Row)}
            body={NamedSelectionBody}
            head={NamedSelectionHead}
            bulkActionButtons={canUpdate || canDelete ? <VoucherBulkActions canUpdate={canUpdate} /> : false}
            empty={<NoResults />}
          >
            <DataTable.Col
              source="code"
              sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}
              render={(record) => (
                <>
                  <RecordLink to={() => link(record as Row)}>{record.code}</RecordLink>
                  <CodeDialogButton code={record.code} />
                </>
              )}
            />
            <DataTable.Col source="description" render={(record) => record.description || '–'} />
            <DataTable.Col source="active" field={BooleanField} />
            <DataTable.Col source="valid" render={(record) => <ValidNow record={record as Row} />} />
            <DataTable.NumberCol source="used" sx={WIDE} />
            <DataTable.Col source="simultaneousUse" sx={WIDE}>
              <SimultaneousUseField />
            </DataTable.Col>
            <DataTable.Col source="expires">
              <LocaleDateField source="expires" emptyText="–" />
            </DataTable.Col>
            <DataTable.Col source="createdAt" sx={WIDE}>
              <LocaleDateField source="createdAt" />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </RequireCustomer>
  );
}
