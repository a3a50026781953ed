import { BooleanInput, DateTimeInput, NumberInput } from 'react-admin';
import { VOUCHER_RULES } from '../../domain';

/** Limits of a WiFi code, shared by the create and the edit form (validated like the server does). */
export function VoucherLimitInputs() {
  return (
    <>
      <BooleanInput source="deviceVoucher" helperText="resources.wifi-code.helper.deviceVoucher" />
      <DateTimeInput source="expires" helperText="resources.wifi-code.helper.expires" />
      <NumberInput
        source="simultaneousUse"
        min={0}
        step={1}
        validate={[...VOUCHER_RULES.simultaneousUse]}
        helperText="resources.wifi-code.helper.simultaneousUse"
      />
    </>
  );
}

export const descriptionRules = [...VOUCHER_RULES.description];
