// Device accounts (seed 001 §3 "Device account", §5, §7): the field rules the portal's forms and the
// server check with the same lists, and the per-type criteria rule.
import type { DeviceAccountType } from './enums';
import {
  arrayMaxSize,
  date,
  invalid,
  isEmpty,
  maxLength,
  realMac,
  required,
  text,
  unique,
  validate,
  type Invalid,
  type Validator,
} from './validation';

export const DEVICE_ACCOUNT_NAME_MAX = 100;
export const DEVICE_ACCOUNT_DESCRIPTION_MAX = 500;
export const DEVICE_ACCOUNT_USERNAME_MAX = 64;
/** A device password (not a portal password: devices send what their owner configured). */
export const DEVICE_ACCOUNT_PASSWORD_MAX = 128;
export const KEYWORD_MAX = 50;
export const KEYWORDS_MAX = 50;

/** Every keyword a short text; the list bounded and without repeats. */
const keywordItems: Validator = (value) => {
  if (!Array.isArray(value)) return undefined;
  for (const item of value) {
    const bad = validate(item, [required, text, maxLength(KEYWORD_MAX)]);
    if (bad) return bad;
  }
  return undefined;
};
export const KEYWORD_RULES: readonly Validator[] = [arrayMaxSize(KEYWORDS_MAX), keywordItems, unique];

/** The field rules of a device account (dotted names are the criteria's fields). */
export const DEVICE_ACCOUNT_RULES = {
  name: [required, text, maxLength(DEVICE_ACCOUNT_NAME_MAX)],
  description: [text, maxLength(DEVICE_ACCOUNT_DESCRIPTION_MAX)],
  keywords: KEYWORD_RULES,
  expires: [date],
  'criteria.accountType': [required],
  'criteria.clientDeviceMac': [realMac],
  'criteria.username': [text, maxLength(DEVICE_ACCOUNT_USERNAME_MAX)],
  'criteria.password': [text, maxLength(DEVICE_ACCOUNT_PASSWORD_MAX)],
} as const satisfies Record<string, readonly Validator[]>;

/** Which criteria fields each account type needs (seed 001 §3, §5). */
export const CRITERIA_FIELDS: Readonly<
  Record<DeviceAccountType, readonly ('clientDeviceMac' | 'username' | 'password')[]>
> = {
  MAC: ['clientDeviceMac'],
  Username: ['username'],
  UsernamePassword: ['username', 'password'],
};

export interface CriteriaValues {
  accountType?: DeviceAccountType | null;
  clientDeviceMac?: string | null;
  username?: string | null;
  password?: string | null;
}

/**
 * The criteria a type needs, as field → Invalid (`criteria.<field>`: required). `keep` lists fields
 * that may stay empty because a stored value is kept (an edit leaves the MAC hash and the password
 * hash as they are unless a new value is typed).
 */
export function criteriaErrors(
  criteria: CriteriaValues | null | undefined,
  keep: readonly string[] = [],
): Record<string, Invalid> {
  const errors: Record<string, Invalid> = {};
  const type = criteria?.accountType;
  if (!type) {
    errors['criteria.accountType'] = invalid('required');
    return errors;
  }
  for (const field of CRITERIA_FIELDS[type] ?? []) {
    if (isEmpty(criteria?.[field]) && !keep.includes(field)) errors[`criteria.${field}`] = invalid('required');
  }
  return errors;
}
