import { BooleanInput, DateTimeInput, NumberInput } from 'react-admin';
import { VOUCHER_RULES } from '../../domain';
import { fieldRules } from '../../components/fieldRules';

/** An expiry must lie ahead (an expired code is useless; the server refuses it too). */
const expiresRules = fieldRules('expires', VOUCHER_RULES.expires);
const simultaneousUseRules = fieldRules('simultaneousUse', VOUCHER_RULES.simultaneousUse);

/** Limits of a WiFi code, shared by the create and the edit form (validated like the server does). */
export function VoucherLimitInputs() {
  return (
    <>
      <BooleanInput source="deviceVoucher" helperText="resources.wifi-code.helper.deviceVoucher" />
      <DateTimeInput source="expires" validate={expiresRules} helperText="resources.wifi-code.helper.expires" />
      <NumberInput
        source="simultaneousUse"
        validate={simultaneousUseRules}
        helperText="resources.wifi-code.helper.simultaneousUse"
      />
    </>
  );
}

export const descriptionRules = fieldRules('description', VOUCHER_RULES.description);
