import { useCallback, useMemo, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Alert, AlertTitle, CircularProgress } from '@mui/material';
import {
  BooleanInput,
  Create,
  FormDataConsumer,
  ListButton,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRedirect,
  useResourceContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { MAX_BATCH_AMOUNT, VOUCHER_RULES, maxValue, voucherCode } from '../../domain';
import { fieldRules } from '../../components/fieldRules';
import RequireCustomer from '../../shell/RequireCustomer';
import { useNotifyError } from '../../shell/useNotifyError';
import BatchResultDialog, { type BatchResult } from './BatchResultDialog';
import { descriptionRules, VoucherLimitInputs } from './voucherInputs';
import { resourcePath } from '../../components/resourcePath';
import { useVoucherLicence, type VoucherLicenceState } from './useVoucherLicence';

type Mode = 'single' | 'batch';

const modes = (resource: string) => [
  { id: 'single', name: `resources.${resource}.mode.single` },
  { id: 'batch', name: `resources.${resource}.mode.batch` },
];

const DEFAULTS = { mode: 'single' as Mode, active: true, deviceVoucher: false, simultaneousUse: 0, amount: 10 };
const codeRules = fieldRules('code', [voucherCode]);

/** The form's values → the create input: one code (optional own code) or a batch (amount). */
export function toCreateData(values: Record<string, unknown>): Record<string, unknown> {
  const { mode, code, amount, ...rest } = values;
  if (mode === 'batch') return { ...rest, amount: Number(amount) };
  return typeof code === 'string' && code.trim() !== '' ? { ...rest, code: code.trim() } : rest;
}

function LicenceInfo({ licence }: { licence: VoucherLicenceState }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  if (licence.isPending) {
    return (
      <Alert severity="info" icon={<CircularProgress size={18} />} sx={{ mb: 1, width: '100%' }}>
        {translate(`resources.${resource}.licence.loading`)}
      </Alert>
    );
  }
  if (!licence.licence) return null;
  if (licence.exhausted) {
    return (
      <Alert severity="error" sx={{ mb: 1, width: '100%' }}>
        <AlertTitle>{translate(`resources.${resource}.licence.title`)}</AlertTitle>
        {translate(`resources.${resource}.licence.exhausted`)}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 1, width: '100%' }}>
      {licence.unlimited
        ? translate(`resources.${resource}.licence.unlimited`)
        : translate(`resources.${resource}.licence.left`, {
            left: licence.licence.left,
            allowed: licence.licence.allowed,
          })}
    </Alert>
  );
}

/**
 * A random id of one form submission (decision D203): the server creates the codes of a request
 * repeated with it only once. Not randomUUID: that needs a secure context.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * "Erstellen": enabled on an untouched form (the defaults make a valid request), disabled while the
 * request runs (issue 40: a double click created the codes twice).
 */
function CreateToolbar({ disabled }: { disabled: boolean }) {
  const { isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  const busy = isSubmitting || !!saving;
  return (
    <Toolbar>
      <SaveButton label="ra.action.create" disabled={disabled || busy} alwaysEnable={!disabled && !busy} />
    </Toolbar>
  );
}

type CreateFormProps = { licence: VoucherLicenceState; maxAmount: number; amountRules: ReturnType<typeof fieldRules> };

/**
 * The form inside <Create>: submits through the save context, but never a second time while the
 * first submission runs (a click or Enter before the button shows it is busy).
 */
function VoucherCreateForm({ licence, maxAmount, amountRules }: CreateFormProps) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { save } = useSaveContext();
  const running = useRef(false);
  const submit = useCallback(
    async (values: Record<string, unknown>) => {
      if (running.current || !save) return;
      running.current = true;
      try {
        return await save(values);
      } finally {
        running.current = false;
      }
    },
    [save],
  );
  return (
    <SimpleForm
      noValidate
      defaultValues={DEFAULTS}
      onSubmit={submit}
      toolbar={<CreateToolbar disabled={licence.exhausted} />}
      sx={{ maxWidth: 640 }}
    >
      <LicenceInfo licence={licence} />
      <RadioButtonGroupInput source="mode" choices={modes(resource)} row />
      <FormDataConsumer<{ mode?: Mode }>>
        {({ formData }) =>
          formData.mode === 'batch' ? (
            <NumberInput
              source="amount"
              validate={amountRules}
              helperText={translate(`resources.${resource}.helper.amount`, { max: maxAmount })}
            />
          ) : (
            <TextInput
              source="code"
              validate={codeRules}
              helperText={`resources.${resource}.helper.code`}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
          )
        }
      </FormDataConsumer>
      <TextInput source="description" multiline minRows={2} validate={descriptionRules} />
      <BooleanInput source="active" helperText={`resources.${resource}.helper.active`} />
      <VoucherLimitInputs />
    </SimpleForm>
  );
}

/** Create one WiFi code (own code optional) or a batch of up to MAX_BATCH_AMOUNT codes. */
export default function VoucherCreate() {
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const licence = useVoucherLicence();
  const [batch, setBatch] = useState<BatchResult | null>(null);
  // One key per submission of the form: a repeated request (double click, retry) carries the same
  // one; a new one after each success.
  const idempotencyKey = useRef(newIdempotencyKey());
  const maxAmount = Math.min(MAX_BATCH_AMOUNT, licence.left);
  // The domain's amount rules, and no more than the licence leaves (the server checks both).
  const amountRules = useMemo(
    () => fieldRules('amount', [...VOUCHER_RULES.amount, maxValue(Math.max(1, maxAmount))]),
    [maxAmount],
  );

  const onSuccess = (
    data: { id: string; code?: string; batch?: boolean } & Partial<BatchResult>,
    variables?: { data?: { expires?: string | null } },
  ) => {
    idempotencyKey.current = newIdempotencyKey();
    licence.refetch();
    if (data.batch) {
      setBatch({
        amount: data.amount ?? data.codes?.length ?? 0,
        codes: data.codes ?? [],
        license: data.license,
        expires: variables?.data?.expires ?? null,
      });
      notify(`resources.${resource}.notifications.batchCreated`, {
        type: 'success',
        messageArgs: { smart_count: data.amount ?? 0 },
      });
      return;
    }
    notify(`resources.${resource}.notifications.created`, { type: 'success', messageArgs: { code: data.code } });
    redirect(() => resourcePath(resource, data.id));
  };

  return (
    <RequireCustomer>
      <Create
        redirect={false}
        transform={(values: Record<string, unknown>) => ({
          ...toCreateData(values),
          idempotencyKey: idempotencyKey.current,
        })}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath(resource)} />
          </TopToolbar>
        }
        mutationOptions={{
          onSuccess,
          onError: notifyError,
        }}
      >
        <VoucherCreateForm licence={licence} maxAmount={maxAmount} amountRules={amountRules} />
      </Create>
      <BatchResultDialog
        result={batch}
        onClose={() => {
          setBatch(null);
          redirect(() => resourcePath(resource));
        }}
      />
    </RequireCustomer>
  );
}
