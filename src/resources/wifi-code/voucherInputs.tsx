import { useMemo } from 'react';
import { BooleanInput, DateTimeInput, NumberInput, useRecordContext, useResourceContext } from 'react-admin';
import { VOUCHER_RULES, type Validator } from '../../domain';
import { fieldRules } from '../../components/fieldRules';
import type { VoucherRecord } from './voucherRecord';

/** An expiry must lie ahead (an expired code is useless; the server refuses it too). */
const expiresRules = fieldRules('expires', VOUCHER_RULES.expires);
const simultaneousUseRules = fieldRules('simultaneousUse', VOUCHER_RULES.simultaneousUse);

const sameMoment = (a: unknown, b: unknown) =>
  !a || !b ? !a && !b : new Date(a as string).getTime() === new Date(b as string).getTime();

/**
 * The expiry rules of the form: a new or changed expiry must lie in the future, the one a code was
 * loaded with may have passed (the edit form sends only changed fields, and the server checks only
 * those) — otherwise an expired code could not even get a new description.
 */
function useExpiresRules(): Validator[] {
  const loaded = useRecordContext<VoucherRecord>()?.expires;
  return useMemo(
    () =>
      loaded
        ? expiresRules.map((rule) => {
            const unlessLoaded: Validator = (value, values) =>
              sameMoment(value, loaded) ? undefined : rule(value, values);
            return unlessLoaded;
          })
        : expiresRules,
    [loaded],
  );
}

/** Limits of a WiFi code, shared by the create and the edit form (validated like the server does). */
export function VoucherLimitInputs() {
  const resource = useResourceContext() ?? '';
  const expiresValidators = useExpiresRules();
  return (
    <>
      <BooleanInput source="deviceVoucher" helperText={`resources.${resource}.helper.deviceVoucher`} />
      <DateTimeInput
        source="expires"
        validate={expiresValidators}
        helperText={`resources.${resource}.helper.expires`}
      />
      <NumberInput
        source="simultaneousUse"
        validate={simultaneousUseRules}
        helperText={`resources.${resource}.helper.simultaneousUse`}
      />
    </>
  );
}

export const descriptionRules = fieldRules('description', VOUCHER_RULES.description);
