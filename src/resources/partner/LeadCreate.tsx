import { useMemo } from 'react';
import { Create, Loading, SelectInput, TextInput, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { LEAD_COMMENT_RULES, PARTNER_LEAD_RULES } from '../../domain/partnerLead';
import { activeCustomer } from '../../providers/activeCustomer';
import { fieldRules } from '../../components/fieldRules';
import { SaveOnceForm } from '../../components/ResourceForms';
import { useMutationLock } from '../../components/formDraft';
import { useNotifyError } from '../../shell/useNotifyError';
import LeadInputs from './LeadInputs';
import { PARTNER_RESOURCE, R, ToListButton, leadPath, useLeadRole, type LeadRecord } from './leadParts';

const customerIdRules = fieldRules('customerId', PARTNER_LEAD_RULES.customerId);
const commentRules = fieldRules(
  'comment',
  LEAD_COMMENT_RULES.filter((rule) => !('isRequired' in rule)),
);

type Values = Record<string, unknown> & { comment?: string | null };

/** The first comment goes in as the lead's first message (the server dates and signs it). */
const transform = ({ comment, ...values }: Values) => ({
  ...values,
  messages: comment?.trim() ? [{ text: comment.trim() }] : undefined,
});

/** The partner customer number: chosen among the user's, typed by operators (who may use any). */
function CustomerIdInput({ keys }: { keys: '*' | string[] }) {
  if (keys === '*')
    return <TextInput source="customerId" validate={customerIdRules} helperText={`${R}.helper.customerId`} fullWidth />;
  return (
    <SelectInput
      source="customerId"
      choices={keys.map((id) => ({ id, name: id }))}
      validate={customerIdRules}
      readOnly={keys.length === 1}
      helperText={`${R}.helper.customerId`}
      fullWidth
    />
  );
}

/** /partner/partner-lead/create: a new lead of the partner, optionally with a first comment. */
export default function LeadCreate() {
  const role = useLeadRole();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyError = useNotifyError();
  // one submission at a time until the mutation settles (issue 40)
  const lock = useMutationLock();
  const onError = (error: unknown) => {
    lock.unlock();
    notifyError(error);
  };
  const keys = role.createKeys;
  const active = activeCustomer.getId();
  const customerId = keys === '*' ? (active ?? '') : keys.includes(active ?? '') ? active : keys[0];
  // One object per preset: a new one on every render would make react-admin's form reset what was typed.
  const defaultValues = useMemo(() => ({ customerId, status: 0 }), [customerId]);
  if (!role.ready) return <Loading />;
  const onSuccess = (data: LeadRecord) => {
    notify(`resources.${PARTNER_RESOURCE}.notifications.created`, {
      type: 'success',
      messageArgs: { name: data.company },
    });
    redirect(() => leadPath(String(data.id)));
  };
  return (
    <Create
      resource={PARTNER_RESOURCE}
      disableAuthentication
      title={`resources.${PARTNER_RESOURCE}.page.create`}
      redirect={false}
      transform={transform}
      actions={
        <TopToolbar>
          <ToListButton />
        </TopToolbar>
      }
      mutationOptions={{ onSuccess, onError }}
    >
      <SaveOnceForm defaultValues={defaultValues} lock={lock} noValidate sx={{ maxWidth: 720 }}>
        <CustomerIdInput keys={keys} />
        <LeadInputs />
        <TextInput
          source="comment"
          label={`resources.${PARTNER_RESOURCE}.fields.comment`}
          validate={commentRules}
          helperText={`${R}.helper.comment`}
          multiline
          minRows={2}
          fullWidth
        />
      </SaveOnceForm>
    </Create>
  );
}
