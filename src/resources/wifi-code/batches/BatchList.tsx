/**
 * The batches of WiFi codes of the active customer (/wifi-code/batches, issue 39): name, who made it
 * and when, how many codes, how many are left and active, the login template; each row opens the
 * code list of the batch and has its actions (reprint, export, deactivate, delete: BatchActions).
 */
import { Box, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Button,
  DataTable,
  Link,
  List,
  SearchInput,
  useCanAccess,
  useListContext,
  useLocaleState,
  useTranslate,
  type Identifier,
} from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import ListIcon from '@mui/icons-material/List';
import { SEARCH_DEBOUNCE_MS } from '../../../domain';
import EmptyState from '../../../components/EmptyState';
import LocaleDateField from '../../../components/LocaleDateField';
import { ListActions, ListPagination, NoResults } from '../../../components/listParts';
import { RecordLink } from '../../../components/listRows';
import { resourcePath } from '../../../components/resourcePath';
import RequireCustomer from '../../../shell/RequireCustomer';
import BatchActions from './BatchActions';
import { BATCHES } from './api';
import { useBatchName, type BatchRecord } from './batchRecord';
import { OnlyBatchChip } from './BatchLinks';

const R = `resources.${BATCHES}`;
/** Columns that give way below 1200 px (1024 px with the drawer open must not scroll sideways). */
const WIDE = { display: { xs: 'none', lg: 'table-cell' } } as const;

/** The code list filtered by the batch. */
export const batchCodesPath = (id: Identifier) =>
  `${resourcePath('wifi-code')}&filter=${encodeURIComponent(JSON.stringify({ batchId: id }))}`;

function BatchName({ record }: { record: BatchRecord }) {
  return <>{useBatchName(record)}</>;
}

/** "980 aktiv von 1.000 (1.000 erstellt)", numbers in the UI language. */
function Counts({ record }: { record: BatchRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const n = (v: number | null | undefined) => (typeof v === 'number' ? v.toLocaleString(locale) : '–');
  return (
    <>{translate(`${R}.values.counts`, { active: n(record.active), live: n(record.live), amount: n(record.amount) })}</>
  );
}

/** A count in the UI language; a dash where the record has none (a row still loading its counts). */
const Num = ({ value }: { value: number | null | undefined }) => {
  const [locale] = useLocaleState();
  return <>{typeof value === 'number' ? value.toLocaleString(locale) : '–'}</>;
};

function Creator({ record }: { record: BatchRecord }) {
  const translate = useTranslate();
  return <>{record.createdByName || translate(`${R}.values.unknownCreator`)}</>;
}

function Template({ record }: { record: BatchRecord }) {
  const translate = useTranslate();
  return <>{record.loginTemplateName || translate(`${R}.values.defaultTemplate`)}</>;
}

/** On a phone: one card per batch with its figures and its actions. */
function BatchCards() {
  const { data, isPending } = useListContext<BatchRecord>();
  if (isPending || !data) return null;
  if (!data.length) return <NoResults />;
  return (
    <Stack spacing={1} sx={{ p: 1 }} component="ul" style={{ listStyle: 'none', margin: 0 }}>
      {data.map((record) => (
        <Card key={record.id} variant="outlined" component="li">
          <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, '&:last-child': { pb: 2 } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link to={batchCodesPath(record.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <BatchName record={record as BatchRecord} />
              </Link>
              <Typography variant="body2" color="text.secondary">
                <Counts record={record} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Creator record={record} /> · {new Date(record.createdAt).toLocaleDateString()}
              </Typography>
            </Box>
            <BatchActions record={record} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The empty list: where batches come from, and the way to make one. */
function NoBatches() {
  const translate = useTranslate();
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'wifi-code', action: 'create' });
  return (
    <EmptyState canCreate={false}>
      {canCreate && (
        <Button
          component={Link}
          to={resourcePath('wifi-code', undefined, 'create')}
          variant="contained"
          label={translate(`${R}.actions.create`)}
        >
          <AddIcon />
        </Button>
      )}
    </EmptyState>
  );
}

export default function BatchList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const placeholder = translate(`${R}.filters.searchPlaceholder`);
  // The search of the batches (the view sits in the WiFi codes' resource context: its own words).
  const search = (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={placeholder}
      slotProps={{ htmlInput: { 'aria-label': placeholder } }}
    />
  );
  return (
    <RequireCustomer>
      <List
        resource={BATCHES}
        title={`${R}.page.list`}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        filters={[search]}
        actions={
          <ListActions canCreate={false}>
            <OnlyBatchChip />
            <Button component={Link} to={resourcePath('wifi-code')} label={translate('resources.wifi-code.page.list')}>
              <ListIcon />
            </Button>
          </ListActions>
        }
        empty={<NoBatches />}
        exporter={false}
        debounce={SEARCH_DEBOUNCE_MS}
        pagination={<ListPagination />}
      >
        {phone ? (
          <BatchCards />
        ) : (
          <DataTable<BatchRecord> rowClick={(id) => batchCodesPath(id)} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col
              source="name"
              sx={{ minWidth: '10em', overflowWrap: 'anywhere' }}
              render={(record) => (
                <RecordLink to={() => batchCodesPath(record.id)}>
                  <BatchName record={record as BatchRecord} />
                </RecordLink>
              )}
            />
            <DataTable.Col
              source="createdByName"
              disableSort
              sx={WIDE}
              render={(record) => <Creator record={record as BatchRecord} />}
            />
            <DataTable.Col source="createdAt">
              <LocaleDateField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="amount" align="right" render={(record) => <Num value={record.amount} />} />
            <DataTable.Col source="live" align="right" disableSort render={(record) => <Num value={record.live} />} />
            <DataTable.Col
              source="active"
              align="right"
              disableSort
              render={(record) => <Num value={record.active} />}
            />
            <DataTable.Col
              source="loginTemplateName"
              disableSort
              sx={WIDE}
              render={(record) => <Template record={record as BatchRecord} />}
            />
            <DataTable.Col
              source="actions"
              label={translate(`${R}.fields.actions`)}
              disableSort
              sx={{ width: 48, textAlign: 'right' }}
              render={(record) => <BatchActions record={record as BatchRecord} />}
            />
          </DataTable>
        )}
      </List>
    </RequireCustomer>
  );
}
