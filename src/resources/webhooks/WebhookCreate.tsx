import type { RaRecord } from 'react-admin';
import { ResourceCreate } from '../../components/ResourceForms';
import { WebhookInputs } from './WebhookInputs';
import { rememberSecret } from './webhooksCalls';

const DEFAULTS = { url: '', events: ['login.accepted', 'session.started', 'session.stopped'], active: true };

/** The new endpoint's secret goes to its details page, which shows it once. */
const nameOf = (record: RaRecord) => {
  rememberSecret(String(record.id), record.secret as string | null | undefined);
  return String(record.url ?? '');
};

/** Add an endpoint: URL, events, active, description; its signing secret is shown once afterwards. */
export default function WebhookCreate() {
  return (
    <ResourceCreate defaultValues={DEFAULTS} nameOf={nameOf}>
      <WebhookInputs />
    </ResourceCreate>
  );
}
