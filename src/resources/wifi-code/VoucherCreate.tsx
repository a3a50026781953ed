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

const MODES = [
  { id: 'single', name: 'resources.wifi-code.mode.single' },
  { id: 'batch', name: 'resources.wifi-code.mode.batch' },
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
  if (licence.isPending) {
    return (
      <Alert severity="info" icon={<CircularProgress size={18} />} sx={{ mb: 1, width: '100%' }}>
        {translate('resources.wifi-code.licence.loading')}
      </Alert>
    );
  }
  if (!licence.licence) return null;
  if (licence.exhausted) {
    return (
      <Alert severity="error" sx={{ mb: 1, width: '100%' }}>
        <AlertTitle>{translate('resources.wifi-code.licence.title')}</AlertTitle>
        {translate('resources.wifi-code.licence.exhausted')}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 1, width: '100%' }}>
      {licence.unlimited
        ? translate('resources.wifi-code.licence.unlimited')
        : translate('resources.wifi-code.licence.left', {
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

  const onSuccess = (data: { id: string; code?: string; batch?: boolean } & Partial<BatchResult>) => {
    licence.refetch();
    if (data.batch) {
      setBatch({ amount: data.amount ?? data.codes?.length ?? 0, codes: data.codes ?? [], license: data.license });
      notify('resources.wifi-code.notifications.batchCreated', {
        type: 'success',
        messageArgs: { smart_count: data.amount ?? 0 },
      });
      return;
    }
    notify('resources.wifi-code.notifications.created', { type: 'success', messageArgs: { code: data.code } });
    redirect(() => resourcePath('wifi-code', data.id));
  };

  return (
    <RequireCustomer>
      <Create
        redirect={false}
        transform={toCreateData}
        actions={
          <TopToolbar>
            <ListButton to={resourcePath('wifi-code')} />
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
          <RadioButtonGroupInput source="mode" choices={MODES} row label="resources.wifi-code.fields.mode" />
          <FormDataConsumer<{ mode?: Mode }>>
            {({ formData }) =>
              formData.mode === 'batch' ? (
                <NumberInput
                  source="amount"
                  validate={amountRules}
                  helperText={translate('resources.wifi-code.helper.amount', { max: maxAmount })}
                />
              ) : (
                <TextInput
                  source="code"
                  validate={codeRules}
                  helperText="resources.wifi-code.helper.code"
                  slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                />
              )
            }
          </FormDataConsumer>
          <TextInput source="description" multiline minRows={2} validate={descriptionRules} />
          <BooleanInput source="active" helperText="resources.wifi-code.helper.active" />
          <VoucherLimitInputs />
        </SimpleForm>
      </Create>
      <BatchResultDialog
        result={batch}
        onClose={() => {
          setBatch(null);
          redirect(() => resourcePath('wifi-code'));
        }}
      />
    </RequireCustomer>
  );
}
