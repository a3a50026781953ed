import { Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import EmptyState from '../../components/EmptyState';
import LocaleDateField from '../../components/LocaleDateField';
import { NoResults } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { resourcePath } from '../../components/resourcePath';
import RequireCustomer from '../../shell/RequireCustomer';
import type { WebhookRecord } from './webhookRecord';

const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

/** "All events" for the plugin's endpoint, else how many it receives. */
export function useEventsSummary() {
  const translate = useTranslate();
  return (record: WebhookRecord) =>
    record.source === 'plugin'
      ? translate('resources.webhooks.values.allEvents')
      : translate('resources.webhooks.values.eventCount', { smart_count: (record.events ?? []).length });
}

function SourceChip({ record }: { record: WebhookRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={record.source === 'plugin' ? 'outlined' : 'filled'}
      label={translate(`resources.webhooks.source.${record.source}`)}
    />
  );
}

/** The customer's webhook endpoints: the plugin's first, then by creation. */
export default function WebhookList() {
  const resource = useResourceContext() ?? 'webhooks';
  const R = `resources.${resource}`;
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'edit' });
  const summary = useEventsSummary();
  const show = (id: string | number) => resourcePath(resource, id);
  return (
    <RequireCustomer>
      <List
        resource={resource}
        title={`${R}.page.list`}
        perPage={25}
        actions={
          <TopToolbar>
            {canCreate && (
              <CreateButton label={`${R}.actions.create`} to={resourcePath(resource, undefined, 'create')} />
            )}
          </TopToolbar>
        }
        empty={<EmptyState canCreate={canCreate} />}
        exporter={false}
        pagination={false}
      >
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2, pb: 1 }}>
          {translate(`${R}.intro`)}
        </Typography>
        {isPhone ? (
          <SimpleList<WebhookRecord>
            primaryText={(record) => record.url}
            secondaryText={(record) => summary(record)}
            rowClick={(id) => show(id)}
            empty={<NoResults />}
          />
        ) : (
          <DataTable<WebhookRecord> rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
            <DataTable.Col source="url" disableSort sx={{ overflowWrap: 'anywhere' }}>
              <RecordLink source="url" to={show} />
            </DataTable.Col>
            <DataTable.Col
              source="source"
              disableSort
              render={(record) => <SourceChip record={record as WebhookRecord} />}
            />
            <DataTable.Col source="events" disableSort render={(record) => summary(record as WebhookRecord)} />
            <DataTable.Col source="active" field={BooleanField} disableSort />
            <DataTable.Col source="description" field={TextField} disableSort sx={FROM_LG} />
            <DataTable.Col source="createdAt" field={LocaleDateField} disableSort sx={FROM_LG} />
          </DataTable>
        )}
      </List>
    </RequireCustomer>
  );
}
