import { BooleanInput, CheckboxGroupInput, TextInput, useTranslate } from 'react-admin';
import { useFieldRules } from '../../components/fieldRules';
import { WEBHOOK_ENDPOINT_RULES, WEBHOOK_EVENT_TYPES } from '../../domain/webhook';
import { eventLabelKey } from './webhookRecord';

/** The inputs of an endpoint (create and edit), checked with the rules the server uses. */
export function WebhookInputs() {
  const translate = useTranslate();
  const rules = {
    url: useFieldRules('url', WEBHOOK_ENDPOINT_RULES.url),
    events: useFieldRules('events', WEBHOOK_ENDPOINT_RULES.events),
    description: useFieldRules('description', WEBHOOK_ENDPOINT_RULES.description),
  };
  const choices = WEBHOOK_EVENT_TYPES.map((type) => ({
    id: type,
    name: translate(eventLabelKey(type)),
  }));
  return (
    <>
      <TextInput
        source="url"
        fullWidth
        validate={rules.url}
        helperText="resources.webhooks.helper.url"
        inputProps={{ inputMode: 'url', autoComplete: 'off' }}
      />
      <CheckboxGroupInput
        source="events"
        choices={choices}
        validate={rules.events}
        helperText="resources.webhooks.helper.events"
        row={false}
        sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } }}
      />
      <BooleanInput source="active" />
      <TextInput source="description" fullWidth validate={rules.description} />
    </>
  );
}
