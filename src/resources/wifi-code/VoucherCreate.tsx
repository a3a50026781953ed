import { useMemo, useState } from 'react';
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

function CreateToolbar({ disabled }: { disabled: boolean }) {
  return (
    <Toolbar>
      <SaveButton label="ra.action.create" disabled={disabled} alwaysEnable={!disabled} />
    </Toolbar>
  );
}

/** Create one WiFi code (own code optional) or a batch of up to MAX_BATCH_AMOUNT codes. */
export default function VoucherCreate() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const licence = useVoucherLicence();
  const [batch, setBatch] = useState<BatchResult | null>(null);
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
        transform={toCreateData}
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
        <SimpleForm
          noValidate
          defaultValues={DEFAULTS}
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
