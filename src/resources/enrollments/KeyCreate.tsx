import { useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import {
  AutocompleteInput,
  CreateBase,
  DateInput,
  Form,
  Link,
  ReferenceInput,
  TextInput,
  Title,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import CopyButton from '../../components/CopyButton';
import { OnceSaveButton, useMutationLock, useSaveOnce, type MutationLock } from '../../components/formDraft';
import { useFieldRules } from '../../components/fieldRules';
import { resourcePath } from '../../components/resourcePath';
import { ENROLLMENT_KEY_RULES } from '../../domain/location';
import { openCustomerChooser, useActiveCustomer } from '../../providers/activeCustomer';
import { useNotifyError } from '../../shell/useNotifyError';
import { AreaScreen, ENROLL_PATH, KEYS, KeyValue, R } from './parts';
import { useEnrollmentAccess } from './parts';
import type { EnrollmentKeyRecord } from './records';

const CONFIGS = 'hotspot-device-config';
const STEPS = ['organisation', 'config', 'info'] as const;
/** The fields each step validates before the next one opens. */
const STEP_FIELDS: Record<(typeof STEPS)[number], string[]> = {
  organisation: [],
  config: ['hotspotDeviceConfig'],
  info: ['name', 'description', 'expires'],
};

/** A date (YYYY-MM-DD) → the end of that day in the user's time zone; empty → no expiry. */
export function expiryOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const end = new Date(`${value.slice(0, 10)}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

function OrganisationStep() {
  const translate = useTranslate();
  const { customerId, customer, summary } = useActiveCustomer();
  const company = customer?.company ?? summary?.company;
  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        {company ? `${company} (${customerId})` : customerId}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {translate(`${R}.steps.organisationHelp`)}
      </Typography>
      <MuiButton startIcon={<BusinessIcon />} onClick={openCustomerChooser}>
        {translate(`${R}.steps.changeCustomer`)}
      </MuiButton>
    </Box>
  );
}

const configOption = (record: { name?: string } | undefined) => record?.name ?? '';

function ConfigStep({ hasConfigs }: { hasConfigs: boolean }) {
  const translate = useTranslate();
  const { configsCreate } = useEnrollmentAccess();
  const rules = useFieldRules('hotspotDeviceConfig', ENROLLMENT_KEY_RULES.hotspotDeviceConfig);
  if (!hasConfigs) {
    return (
      <Alert severity="info">
        {translate(`${R}.steps.${configsCreate ? 'noConfigs' : 'noConfigsNoRight'}`)}
        {configsCreate && (
          <Box sx={{ mt: 1 }}>
            <Link to={resourcePath(CONFIGS, undefined, 'create')}>{translate(`${R}.actions.createConfig`)}</Link>
          </Box>
        )}
      </Alert>
    );
  }
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.steps.configHelp`)}
      </Typography>
      <ReferenceInput source="hotspotDeviceConfig" reference={CONFIGS} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          label={`${R}.fields.hotspotDeviceConfig`}
          optionText={configOption}
          filterToQuery={(q: string) => ({ q })}
          validate={rules}
          sx={{ maxWidth: 480 }}
          fullWidth
        />
      </ReferenceInput>
    </Box>
  );
}

function InfoStep() {
  const nameRules = useFieldRules('name', ENROLLMENT_KEY_RULES.name);
  const descriptionRules = useFieldRules('description', ENROLLMENT_KEY_RULES.description);
  const expiresRules = useFieldRules('expires', ENROLLMENT_KEY_RULES.expires);
  return (
    <Box sx={{ maxWidth: 480 }}>
      <TextInput source="name" label={`${R}.fields.name`} validate={nameRules} fullWidth />
      <TextInput
        source="description"
        label={`${R}.fields.description`}
        validate={descriptionRules}
        multiline
        minRows={2}
        fullWidth
      />
      <DateInput
        source="expires"
        label={`${R}.fields.expires`}
        validate={expiresRules}
        helperText={`${R}.steps.expiresHelp`}
      />
    </Box>
  );
}

function StepperForm({ hasConfigs, busy }: { hasConfigs: boolean; busy: boolean }) {
  const translate = useTranslate();
  const [active, setActive] = useState(0);
  const { trigger } = useFormContext();
  const step = STEPS[active]!;
  const last = active === STEPS.length - 1;
  const next = async () => {
    if (await trigger(STEP_FIELDS[step])) setActive(active + 1);
  };
  return (
    <>
      <Stepper activeStep={active} aria-label={translate(`${R}.steps.label`)} sx={{ mb: 3, flexWrap: 'wrap' }}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{translate(`${R}.steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box role="group" aria-label={translate(`${R}.steps.${step}`)} sx={{ minHeight: 120 }}>
        {step === 'organisation' && <OrganisationStep />}
        {step === 'config' && <ConfigStep hasConfigs={hasConfigs} />}
        {step === 'info' && <InfoStep />}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
        <MuiButton disabled={active === 0} onClick={() => setActive(active - 1)}>
          {translate(`${R}.actions.back`)}
        </MuiButton>
        {last ? (
          <OnceSaveButton label={`${R}.actions.submit`} icon={<></>} busy={busy} />
        ) : (
          <MuiButton variant="contained" onClick={() => void next()} disabled={step === 'config' && !hasConfigs}>
            {translate(`${R}.actions.next`)}
          </MuiButton>
        )}
      </Box>
    </>
  );
}

/** The new key once more, with its copy button and how a device presents it. */
export function CreatedKey({ record, onAnother }: { record: EnrollmentKeyRecord; onAnother: () => void }) {
  const translate = useTranslate();
  const example = `curl -X POST ${window.location.origin}${ENROLL_PATH} \\
  -H 'content-type: application/json' \\
  -d '{"key":"${record.key}","mac":["00:1a:2b:3c:4d:5e"],"deviceType":"<Gerätetyp>"}'`;
  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {translate(`${R}.created.title`, { name: record.name })}
        </Typography>
        {translate(`${R}.created.text`)}
      </Alert>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`${R}.fields.key`)}
      </Typography>
      <KeyValue value={record.key} revealed />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, fontWeight: 500 }}>
        {translate(`${R}.created.howTitle`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.created.howText`, { path: ENROLL_PATH })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            flex: 1,
            overflowX: 'auto',
            fontSize: '0.8125rem',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {example}
        </Box>
        <CopyButton text={example} label={`${R}.actions.copyExample`} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        <MuiButton variant="contained" component={Link} to={resourcePath(KEYS)}>
          {translate(`${R}.actions.toList`)}
        </MuiButton>
        <MuiButton onClick={onAnother}>{translate(`${R}.actions.another`)}</MuiButton>
      </Box>
    </Box>
  );
}

/** The key's form: one submission at a time (issue 40). */
function KeyForm({ hasConfigs, lock }: { hasConfigs: boolean; lock: MutationLock }) {
  const { run, busy } = useSaveOnce(lock);
  return (
    <Form defaultValues={{ name: '', description: '', expires: '', hotspotDeviceConfig: '' }} onSubmit={run} noValidate>
      <StepperForm hasConfigs={hasConfigs} busy={busy} />
    </Form>
  );
}

function NewKey() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const lock = useMutationLock();
  const onError = (error: unknown) => {
    lock.unlock();
    notifyError(error);
  };
  const { customerId } = useActiveCustomer();
  const [created, setCreated] = useState<EnrollmentKeyRecord | null>(null);
  const [round, setRound] = useState(0);
  const { total, isPending } = useGetList(CONFIGS, { pagination: { page: 1, perPage: 1 } });
  const hasConfigs = isPending || (total ?? 0) > 0;
  return (
    <Card sx={{ mt: 1, maxWidth: 800 }}>
      <Title title={`${R}.page.create`} />
      <CardContent>
        {created ? (
          <CreatedKey
            record={created}
            onAnother={() => {
              setCreated(null);
              setRound(round + 1);
            }}
          />
        ) : (
          <CreateBase
            key={`${customerId}:${round}`}
            resource={KEYS}
            redirect={false}
            transform={(data) => ({ ...data, expires: expiryOf(data.expires) })}
            mutationOptions={{
              onSuccess: (data: EnrollmentKeyRecord) => {
                notify(`${R}.notifications.created`, { type: 'success', messageArgs: { name: data.name } });
                setCreated(data);
                lock.unlock(); // the next key ("another") starts unlocked
              },
              onError,
            }}
          >
            <KeyForm hasConfigs={hasConfigs} lock={lock} />
          </CreateBase>
        )}
      </CardContent>
    </Card>
  );
}

/** /enrollments/new: the stepper organisation → device configuration → optional information. */
export default function KeyCreate() {
  return (
    <AreaScreen resource={KEYS}>
      <NewKey />
    </AreaScreen>
  );
}
