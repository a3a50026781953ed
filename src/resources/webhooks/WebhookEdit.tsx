import { Alert } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ResourceEdit } from '../../components/ResourceForms';
import { WebhookInputs } from './WebhookInputs';
import type { WebhookRecord } from './webhookRecord';

const toValues = (record: RaRecord) => ({
  url: record.url,
  events: record.events ?? [],
  active: record.active,
  description: record.description ?? '',
});

/** The plugin's endpoint is changed in the plugin settings: its form says so instead. */
function Inputs() {
  const translate = useTranslate();
  const record = useRecordContext<WebhookRecord>();
  if (record?.source === 'plugin')
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('resources.webhooks.plugin.note')}
      </Alert>
    );
  return <WebhookInputs />;
}

/** Edit an endpoint (URL, events, active, description). */
export default function WebhookEdit() {
  return (
    <ResourceEdit toValues={toValues} nameOf={(record) => String(record.url ?? '')}>
      <Inputs />
    </ResourceEdit>
  );
}
