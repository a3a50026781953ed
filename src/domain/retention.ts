// Retention of personal data (issue 38, docs/privacy.md "Retention"): per customer, how many months
// after their last activity sessions, guest accounts and SMS login records are kept. The portal's form
// and the server (updateCustomerRetention) validate with the same rules.
import { integer, maxValue, minValue, required, type Invalid, type Validator } from './validation';

export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;
/** 13 months after the last activity, unless the customer sets otherwise. */
export const RETENTION_MONTHS_DEFAULT = 13;

export const retentionMonthsRules: readonly Validator[] = [
  required,
  integer,
  minValue(RETENTION_MONTHS_MIN),
  maxValue(RETENTION_MONTHS_MAX),
];

/** The first rule retentionMonths breaks, else undefined. */
export function retentionMonthsError(value: unknown): Invalid | undefined {
  for (const rule of retentionMonthsRules) {
    const error = rule(value);
    if (error) return error;
  }
  return undefined;
}
