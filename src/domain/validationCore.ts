/**
 * The validators' core (see validation.ts, which exports all of this too): the types, `invalid`,
 * `optional`, and the two rules the login page checks (`required`, `email`). A module of its own so
 * that the login page, which loads without the portal, does not carry every rule of the portal.
 */

import type { ValidationRule } from './validation';

export type Invalid = { message: string; args: Record<string, unknown> };
export type Validator = (value: unknown, values?: Record<string, unknown>) => Invalid | undefined;

export const messageKey = (rule: ValidationRule): string => `forms.validationMessages.${rule}`;

/** Builds an Invalid for a rule. */
export const invalid = (rule: ValidationRule, args: Record<string, unknown> = {}): Invalid => ({
  message: messageKey(rule),
  args,
});

/** undefined, null, '' and [] are empty. */
export const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Wraps a check so that empty values pass. */
export const optional =
  (check: Validator): Validator =>
  (value, values) =>
    isEmpty(value) ? undefined : check(value, values);

/**
 * Required. Empty = undefined, null, '', [] and (decision) a string of whitespace only. false and 0
 * are values. Flagged `isRequired` so react-admin shows the asterisk.
 */
export const required: Validator & { isRequired: true } = Object.assign(
  (value: unknown): Invalid | undefined =>
    isEmpty(value) || (typeof value === 'string' && value.trim() === '') ? invalid('required') : undefined,
  { isRequired: true as const },
);

/**
 * E-mail: local@domain.tld. The local part uses the HTML5 characters without leading, trailing or
 * doubled dots; the domain has at least two labels of letters, digits and inner hyphens, the last one
 * alphabetic (2+ letters); at most 254 characters. No quoted local parts, no IP-literal domains.
 */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const isEmail = (value: string): boolean =>
  value.length <= 254 && EMAIL_PATTERN.test(value) && value.split('@')[0]!.length <= 64;
export const email: Validator = optional((value) =>
  typeof value === 'string' && isEmail(value) ? undefined : invalid('email'),
);
