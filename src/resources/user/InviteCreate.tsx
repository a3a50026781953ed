import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import {
  Form,
  TextInput,
  Title,
  useGetList,
  useLocaleState,
  useNotify,
  usePermissions,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FormDraft, draftKey, draftStore, useLeaveGuard, useSubmitOnce } from '../../components/formDraft';
import { can, type AclMap } from '../../domain/acl';
import { INVITE_BATCH_MAX, emailList, parseEmailList } from '../../domain/invite';
import { useActiveCustomer } from '../../providers/activeCustomer';
import RequireCustomer from '../../shell/RequireCustomer';
import { useNotifyError } from '../../shell/useNotifyError';
import { GrantInputs, OptionalInputs, permissionsFromForm } from './GrantInputs';
import { R, inviteGraphql, invitePath, usersPath } from './inviteParts';

const STEPS = ['emails', 'organisations', 'optional', 'permissions'] as const;
type StepName = (typeof STEPS)[number];
const STEP_FIELDS: Record<StepName, string[]> = {
  emails: ['emails'],
  organisations: ['customerIds'],
  optional: ['firstName', 'lastName', 'lang', 'timezone'],
  permissions: ['roles', 'groups', 'extra'],
};

interface Values {
  emails: string;
  customerIds: string[];
  firstName: string;
  lastName: string;
  lang: string;
  timezone: string;
  roles: string[];
  groups: string[];
  extra: string;
}

const validateEmails = (value: unknown) => {
  const list = parseEmailList(typeof value === 'string' ? value : '');
  if (list.length === 0) return { message: `${R}.errors.emailsRequired`, args: {} };
  if (list.length > INVITE_BATCH_MAX)
    return { message: 'forms.validationMessages.arrayMaxSize', args: { maxSize: INVITE_BATCH_MAX } };
  const bad = emailList(list);
  return bad ? { message: 'forms.validationMessages.email', args: bad.args } : undefined;
};

function EmailsStep() {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.steps.emailsHelp`)}
      </Typography>
      <TextInput
        source="emails"
        label={`${R}.fields.emails`}
        validate={[validateEmails]}
        multiline
        minRows={3}
        fullWidth
        autoFocus
      />
    </Box>
  );
}

type CustomerOption = { id: string | number; customerId: string; company: string };

/** The organisations: the active one preselected; others the user may invite for can be searched and added. */
function OrganisationsStep({ acl }: { acl: AclMap | undefined }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { field, fieldState } = useController<Values, 'customerIds'>({
    name: 'customerIds',
    rules: { validate: (v) => (v.length > 0 ? true : translate(`${R}.errors.organisationsRequired`)) },
  });
  const [names, setNames] = useState<Record<string, string>>({});
  const { customerId, customer, summary } = useActiveCustomer();
  const { data = [], isPending } = useGetList<CustomerOption>('customer', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'company', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  const allowed = data.filter((c) => can(acl, 'UserInvite', 'create', c.customerId));
  const label = (id: string) => names[id] ?? (id === customerId ? (customer?.company ?? summary?.company ?? id) : id);
  const toggle = (c: CustomerOption) => {
    setNames((n) => ({ ...n, [c.customerId]: c.company }));
    field.onChange(
      field.value.includes(c.customerId)
        ? field.value.filter((v) => v !== c.customerId)
        : [...field.value, c.customerId],
    );
  };
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.steps.organisationsHelp`)}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        sx={{ mb: 2 }}
        aria-label={translate(`${R}.fields.customerIds`)}
      >
        {field.value.map((id) => (
          <Chip
            key={id}
            label={`${label(id)} (${id})`}
            onDelete={() => field.onChange(field.value.filter((v) => v !== id))}
          />
        ))}
      </Stack>
      {fieldState.error && (
        <FormHelperText error role="alert" sx={{ mb: 1 }}>
          {fieldState.error.message}
        </FormHelperText>
      )}
      <MuiTextField
        type="search"
        size="small"
        label={translate('ra.action.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        fullWidth
        sx={{ mb: 1 }}
      />
      {isPending ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          {allowed.map((c) => (
            <FormControlLabel
              key={c.customerId}
              control={<Checkbox checked={field.value.includes(c.customerId)} onChange={() => toggle(c)} />}
              label={`${c.company} (${c.customerId})`}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function PermissionsStep({ acl }: { acl: AclMap | undefined }) {
  const customerIds = useWatch<Values, 'customerIds'>({ name: 'customerIds' });
  return <GrantInputs acl={acl} customerIds={customerIds} />;
}

/** The draft of the invitation (issue 40): the typed values (FormDraft) and the step. */
const DRAFT = 'user/invite';
const stepKey = () => `${draftKey(DRAFT)}:step`;

function StepperForm({
  busy,
  failure,
  guard,
}: {
  busy: boolean;
  failure: string | null;
  guard: (dirty: boolean) => void;
}) {
  const translate = useTranslate();
  const [active, setActive] = useState(0);
  const { trigger } = useFormContext<Values>();
  const { isDirty } = useFormState<Values>();
  useEffect(() => guard(isDirty), [guard, isDirty]);
  // the step goes with the draft: stored while there is one, restored with it
  useEffect(() => {
    if (isDirty) draftStore.write(stepKey(), active);
  }, [isDirty, active]);
  const restoreStep = () => {
    const stored = Number(draftStore.read(stepKey()) ?? 0);
    if (Number.isInteger(stored)) setActive(Math.min(Math.max(0, stored), STEPS.length - 1));
  };
  const discard = () => {
    draftStore.remove(stepKey());
    setActive(0);
  };
  const { permissions: acl } = usePermissions<AclMap>();
  const step = STEPS[active]!;
  const last = active === STEPS.length - 1;
  const next = async () => {
    if (await trigger(STEP_FIELDS[step] as (keyof Values)[])) setActive(active + 1);
  };
  return (
    <>
      <Stepper
        activeStep={active}
        aria-label={translate(`${R}.steps.label`)}
        sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}
      >
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{translate(`${R}.steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <FormDraft storageKey={draftKey(DRAFT)} onRestore={restoreStep} onDiscard={discard} />
      <Box role="group" aria-label={translate(`${R}.steps.${step}`)} sx={{ minHeight: 140 }}>
        {step === 'emails' && <EmailsStep />}
        {step === 'organisations' && <OrganisationsStep acl={acl} />}
        {step === 'optional' && <OptionalInputs />}
        {step === 'permissions' && <PermissionsStep acl={acl} />}
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
        <MuiButton disabled={active === 0 || busy} onClick={() => setActive(active - 1)}>
          {translate(`${R}.actions.back`)}
        </MuiButton>
        {last ? (
          // Own keys: React must not turn the clicked "next" button into the submit button.
          <MuiButton
            key="submit"
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(`${R}.actions.submit`)}
          </MuiButton>
        ) : (
          <MuiButton key="next" variant="contained" onClick={() => void next()}>
            {translate(`${R}.actions.next`)}
          </MuiButton>
        )}
      </Box>
    </>
  );
}

/** /user/invite/new: the stepper e-mails → organisations → optional data → permissions (seed 001 §2). */
function NewInvite() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  const { customerId } = useActiveCustomer();
  const [failure, setFailure] = useState<string | null>(null);
  // asks before leaving with typed input; the redirect after sending goes without asking
  const [dirty, setDirty] = useState(false);
  const { release } = useLeaveGuard(dirty);
  const sent = () => {
    draftStore.remove(draftKey(DRAFT));
    draftStore.remove(stepKey());
    release();
  };
  const send = async (raw: Record<string, unknown>) => {
    const values = raw as unknown as Values;
    const emails = parseEmailList(values.emails);
    const roles = values.roles ?? [];
    const permissions = permissionsFromForm(values.groups, values.extra);
    if (roles.length === 0 && permissions.length === 0) {
      setFailure(translate(`${R}.errors.noGrant`));
      return;
    }
    const common = {
      firstName: values.firstName || null,
      lastName: values.lastName || null,
      lang: values.lang || null,
      timezone: values.timezone || null,
      roles,
      permissions,
    };
    setFailure(null);
    try {
      if (emails.length === 1 && values.customerIds.length === 1) {
        const { createUserInvite: id } = await inviteGraphql<{ createUserInvite: string }>(
          'mutation CreateUserInvite($data: CreateUserInviteInput!) { createUserInvite(data: $data) }',
          { data: { ...common, customerId: values.customerIds[0], email: emails[0] } },
        );
        sent();
        markDone();
        notify(`${R}.notifications.created`, { type: 'success' });
        redirect(values.customerIds[0] === customerId ? invitePath(id) : usersPath());
      } else {
        await inviteGraphql(
          'mutation CreateUserInviteBatch($data: CreateUserInviteBatchInput!) { createUserInviteBatch(data: $data) }',
          { data: { ...common, customerIds: values.customerIds, emails } },
        );
        sent();
        markDone();
        notify(`${R}.notifications.createdMany`, { type: 'success' });
        redirect(usersPath());
      }
    } catch (error) {
      notifyError(error);
    }
  };
  // one submission at a time (issue 40: a double click sent the invitation twice)
  const { run: submit, busy, markDone } = useSubmitOnce(send);
  return (
    <Card sx={{ mt: 1, maxWidth: 900 }}>
      <Title title={`${R}.page.create`} />
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(`${R}.page.create`)}
        </Typography>
        <Form
          key={customerId}
          onSubmit={(v: Record<string, unknown>) => void submit(v)}
          defaultValues={{
            emails: '',
            customerIds: customerId ? [customerId] : [],
            firstName: '',
            lastName: '',
            lang: locale === 'en' ? 'en' : 'de',
            timezone: '',
            roles: [],
            groups: [],
            extra: '',
          }}
          noValidate
        >
          <StepperForm busy={busy} failure={failure} guard={setDirty} />
        </Form>
      </CardContent>
    </Card>
  );
}

export default function InviteCreate() {
  return (
    <RequireCustomer>
      <NewInvite />
    </RequireCustomer>
  );
}
