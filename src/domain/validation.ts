/**
 * Validators shared by the portal (react-admin `validate` prop) and the server (resolver input checks).
 *
 * A validator takes the value (and optionally all values of the record) and returns undefined when valid,
 * or `{ message, args }` where message is the i18n key `forms.validationMessages.<rule>` and args carries
 * the rule's parameters for interpolation (react-admin passes them to polyglot).
 *
 * Every validator except `required` accepts empty values (undefined, null, '', []): combine with
 * `required` when a value is mandatory. Factories (`minLength(8)`…) are memoised, so calling them
 * during render returns the same function each time.
 *
 * Compatibility note: react-admin's ValidationErrorMessageWithArgs declares `args` as REQUIRED, so
 * `Invalid.args` is always present here (an empty object when the rule has no parameter). This keeps
 * `validate={[required, mac]}` type-correct on react-admin inputs.
 */

import { parseDynamicExpires } from './dynamicExpires';
import { isIp, isLocallyAdministeredMac, isMac, normalizeMac } from './network';
import { invalid, optional, type Invalid, type Validator } from './validationCore';
import { CUSTOMER_ID_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIAL_CHARACTERS } from './constants';

/** The MAC / IP helpers are part of this module's API too. */
export { isIPv4, isIPv6, isIp, isLocallyAdministeredMac, isMac, isRealMac, normalizeMac, parseMac } from './network';

export const VALIDATION_RULES = [
  'required',
  'alpha',
  'email',
  'integer',
  'length',
  'max',
  'max_value',
  'min',
  'min_value',
  'customerId',
  'mac',
  'realMac',
  'macArray',
  'ip',
  'ipArray',
  'objectId',
  'arrayMaxSize',
  'password',
  'passwordConfirm',
  'phoneNumber',
  'unique',
  'url',
  'dynamicExpires',
  'voucherCode',
  'date',
  'futureDate',
  'text',
  'callingCode',
  'language',
  'oneDefault',
  'cspDirective',
  'time',
  'timeRange',
  'timeOverlap',
  'dateRange',
  'dateOverlap',
  'timezone',
  'callbackUrl',
  'analyticsRange',
  'analyticsGranularity',
  'ssid',
  'wifiPassphrase',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

export type { Invalid, Validator } from './validationCore';
export { email, invalid, isEmail, isEmpty, messageKey, required } from './validationCore';

/** Small memoiser for validator factories (react-admin re-renders must get the same function). */
function memo<A extends unknown[]>(factory: (...args: A) => Validator): (...args: A) => Validator {
  const cache = new Map<string, Validator>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let v = cache.get(key);
    if (!v) {
      v = factory(...args);
      cache.set(key, v);
    }
    return v;
  };
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** Length in Unicode code points (an emoji counts as one character). */
const textLength = (s: string): number => Array.from(s).length;

// ---------------------------------------------------------------------------------------------
// Generic rules
// ---------------------------------------------------------------------------------------------

/** Letters only (any script, e.g. German umlauts; no spaces, digits or punctuation). */
export const alpha: Validator = optional((value) => {
  const s = asText(value);
  return s !== undefined && /^\p{L}+$/u.test(s) ? undefined : invalid('alpha');
});

/** Integer: a safe integer number or a string of digits with an optional minus sign. */
export const integer: Validator = optional((value) => {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? undefined : invalid('integer');
  return typeof value === 'string' && /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value))
    ? undefined
    : invalid('integer');
});

const lengthOf = (value: unknown): number | undefined =>
  Array.isArray(value) ? value.length : typeof value === 'string' ? textLength(value) : undefined;

/** At least `min` characters (or items for arrays). Message `min` with {min}. */
export const minLength = memo((min: number): Validator =>
  optional((value) => {
    const len = lengthOf(value);
    return len !== undefined && len >= min ? undefined : invalid('min', { min });
  }),
);

/** At most `max` characters (or items for arrays). Message `max` with {max}. */
export const maxLength = memo((max: number): Validator =>
  optional((value) => {
    const len = lengthOf(value);
    return len !== undefined && len <= max ? undefined : invalid('max', { max });
  }),
);

/**
 * Length between min and max inclusive (characters or items). With one argument: exactly that length.
 * Message `length` with {min, max, length} (length = the exact length when min === max).
 */
export const length = memo((min: number, max?: number): Validator => {
  const upper = max ?? min;
  return optional((value) => {
    const len = lengthOf(value);
    return len !== undefined && len >= min && len <= upper
      ? undefined
      : invalid('length', { min, max: upper, length: min === upper ? min : undefined });
  });
});

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

/** Number >= min (numbers or numeric strings). Message `min_value` with {min}. */
export const minValue = memo((min: number): Validator =>
  optional((value) => (asNumber(value) >= min ? undefined : invalid('min_value', { min }))),
);

/** Number <= max (numbers or numeric strings). Message `max_value` with {max}. */
export const maxValue = memo((max: number): Validator =>
  optional((value) => (asNumber(value) <= max ? undefined : invalid('max_value', { max }))),
);

// ---------------------------------------------------------------------------------------------
// Identifiers
// ---------------------------------------------------------------------------------------------

export const isCustomerId = (value: unknown): value is string =>
  typeof value === 'string' && CUSTOMER_ID_PATTERN.test(value);

/** customerId: capital K plus exactly six digits (K123456). */
export const customerId: Validator = optional((value) => (isCustomerId(value) ? undefined : invalid('customerId')));

export const isObjectId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-fA-F]{24}$/.test(value);

/** Object id: exactly 24 hex characters (either case). */
export const objectId: Validator = optional((value) => (isObjectId(value) ? undefined : invalid('objectId')));

// ---------------------------------------------------------------------------------------------
// MAC addresses
// ---------------------------------------------------------------------------------------------

/** Valid MAC in one of the accepted notations (see the MAC decisions in network.ts). */
export const mac: Validator = optional((value) => (isMac(value) ? undefined : invalid('mac')));

/** Valid MAC that is not locally administered. An invalid MAC reports `mac`, a private one `realMac`. */
export const realMac: Validator = optional((value) =>
  !isMac(value) ? invalid('mac') : isLocallyAdministeredMac(value) ? invalid('realMac') : undefined,
);

/** Every item a valid MAC. Message `macArray` with {index, value} of the first invalid item. */
export const macArray: Validator = optional((value) => {
  if (!Array.isArray(value)) return invalid('macArray', { index: 0, value });
  const index = value.findIndex((item) => !isMac(item));
  return index < 0 ? undefined : invalid('macArray', { index, value: value[index] });
});

/**
 * Every item a real MAC. An invalid item reports `macArray`, a locally administered one `realMac`,
 * both with {index, value}.
 */
export const realMacArray: Validator = optional((value) => {
  const bad = macArray(value);
  if (bad) return bad;
  const list = value as unknown[];
  const index = list.findIndex((item) => isLocallyAdministeredMac(item));
  return index < 0 ? undefined : invalid('realMac', { index, value: list[index] });
});

// ---------------------------------------------------------------------------------------------
// IP addresses
// ---------------------------------------------------------------------------------------------

/** Dotted IPv4 or IPv6 (see the IP decisions in network.ts). */
export const ip: Validator = optional((value) => (isIp(value) ? undefined : invalid('ip')));

/** Every item an IPv4 or IPv6 address. Message `ipArray` with {index, value} of the first invalid item. */
export const ipArray: Validator = optional((value) => {
  if (!Array.isArray(value)) return invalid('ipArray', { index: 0, value });
  const index = value.findIndex((item) => !isIp(item));
  return index < 0 ? undefined : invalid('ipArray', { index, value: value[index] });
});

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

/** At most maxSize items. Message `arrayMaxSize` with {maxSize}. Non-arrays are not this rule's concern. */
export const arrayMaxSize = memo((maxSize: number): Validator =>
  optional((value) =>
    Array.isArray(value) && value.length > maxSize ? invalid('arrayMaxSize', { maxSize }) : undefined,
  ),
);

const itemKey = (item: unknown): unknown => (item !== null && typeof item === 'object' ? JSON.stringify(item) : item);

/**
 * Items distinct after mapping each through `keyOf` (e.g. `uniqueBy(normalizeMac)` treats
 * AA-BB-… and aa:bb:… as the same MAC). Message `unique` with {value} of the first repeated item.
 */
export const uniqueBy = (keyOf: (item: unknown) => unknown): Validator =>
  optional((value) => {
    if (!Array.isArray(value)) return undefined;
    const seen = new Set<unknown>();
    for (const item of value as unknown[]) {
      const key = itemKey(keyOf(item));
      if (seen.has(key)) return invalid('unique', { value: item });
      seen.add(key);
    }
    return undefined;
  });

/** List items distinct: primitives by strict equality (case-sensitive), objects by their JSON text. */
export const unique: Validator = uniqueBy((item) => item);

/** MAC list without duplicates in normal form. */
export const uniqueMacs: Validator = uniqueBy((item) => (typeof item === 'string' ? normalizeMac(item) : item));

// ---------------------------------------------------------------------------------------------
// Password
// ---------------------------------------------------------------------------------------------

export type PasswordRules = { length: boolean; digit: boolean; lower: boolean; upper: boolean; special: boolean };

/**
 * Which parts of the policy a password meets (for showing the policy next to the field).
 * Decisions: length is counted in Unicode code points; lower/upper are Unicode letters (ä, Ä count);
 * digit is 0-9; special is one of !@#$%^&*()_=[]{};':"\|,<>/?+- only. Other characters (space, '.',
 * '~', umlauts…) are allowed in a password but do not satisfy the special-character rule.
 */
export function passwordRules(pw: string): PasswordRules {
  const s = typeof pw === 'string' ? pw : '';
  const len = textLength(s);
  return {
    length: len >= PASSWORD_MIN && len <= PASSWORD_MAX,
    digit: /[0-9]/.test(s),
    lower: /\p{Ll}/u.test(s),
    upper: /\p{Lu}/u.test(s),
    special: Array.from(s).some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  };
}

export const isStrongPassword = (pw: string): boolean => Object.values(passwordRules(pw)).every(Boolean);

/** Password policy. Message `password` with {min, max, failed: names of the unmet PasswordRules}. */
export const password: Validator = optional((value) => {
  if (typeof value !== 'string') {
    return invalid('password', { min: PASSWORD_MIN, max: PASSWORD_MAX, failed: ['length'] });
  }
  const rules = passwordRules(value);
  const failed = (Object.keys(rules) as (keyof PasswordRules)[]).filter((k) => !rules[k]);
  return failed.length === 0 ? undefined : invalid('password', { min: PASSWORD_MIN, max: PASSWORD_MAX, failed });
});

/**
 * Equal to values[targetField]. Empty confirmation passes like every rule (pair with `required`).
 * Message `passwordConfirm` with {target}.
 */
export const passwordConfirm = memo((targetField: string = 'password'): Validator =>
  optional((value, values) =>
    values?.[targetField] === value ? undefined : invalid('passwordConfirm', { target: targetField }),
  ),
);

// ---------------------------------------------------------------------------------------------
// Phone, URL, dynamic expiry
// ---------------------------------------------------------------------------------------------

/** Phone number: ASCII digits only (no '+', spaces or separators). */
export const phoneNumber: Validator = optional((value) => {
  const s = asText(value);
  return s !== undefined && /^\d+$/.test(s) ? undefined : invalid('phoneNumber');
});

/**
 * URL: must start with http:// or https:// (case-insensitive), parse with the WHATWG URL parser and have
 * a host, without credentials (`user:password@`: a saved URL is shown and followed, a password in it
 * would leak), whitespace or control characters. 'javascript:', 'ftp://', 'www.example.com' (no
 * scheme), 'https://admin:pw@host/' are invalid. Every URL setting is checked with it on save (issue 33).
 */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value) || /[\s\p{Cc}]/u.test(value)) return false;
  try {
    const u = new URL(value);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && u.username === '' && u.password === ''
    );
  } catch {
    return false;
  }
}
export const url: Validator = optional((value) => (isHttpUrl(value) ? undefined : invalid('url')));

/** A dynamic expiry formula (see dynamicExpires.ts for the grammar). */
export const dynamicExpires: Validator = optional((value) =>
  typeof value === 'string' && parseDynamicExpires(value) !== null ? undefined : invalid('dynamicExpires'),
);

// ---------------------------------------------------------------------------------------------
// Dates and text
// ---------------------------------------------------------------------------------------------

/** Earliest and latest moment a date input may name (1970-01-01 to 9999-12-31, UTC). */
export const MIN_DATE_MS = Date.UTC(1970, 0, 1);
export const MAX_DATE_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The moment of an ISO-8601 date or date-time (or a Date), or null when it does not exist:
 * malformed, a calendar day that does not exist (2024-02-30, 2023-02-29), hours over 23, or outside
 * 1970–9999. `Date.parse` alone rolls 2024-02-30 over to March 1st, so the parts are checked.
 */
export function parseIsoDate(value: unknown): number | null {
  if (value instanceof Date) {
    const t = value.getTime();
    return Number.isFinite(t) && t >= MIN_DATE_MS && t <= MAX_DATE_MS ? t : null;
  }
  if (typeof value !== 'string') return null;
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', sec = '0'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59) return null;
  const t = Date.parse(value.trim());
  return Number.isFinite(t) && t >= MIN_DATE_MS && t <= MAX_DATE_MS ? t : null;
}

/** A date that exists, between 1970 and 9999. Message `date` with {min, max}. */
export const date: Validator = optional((value) =>
  parseIsoDate(value) === null ? invalid('date', { min: '1970-01-01', max: '9999-12-31' }) : undefined,
);

/**
 * A valid date that is not yet past (an expiry). `now` is injectable for tests; the default is the
 * moment of the check. An invalid date reports `date`.
 */
export const futureDate = (now: () => number = Date.now): Validator =>
  optional((value) => {
    const t = parseIsoDate(value);
    if (t === null) return invalid('date', { min: '1970-01-01', max: '9999-12-31' });
    return t <= now() ? invalid('futureDate') : undefined;
  });

/**
 * Text without NUL bytes or other C0 control characters except tab, line feed and carriage return
 * (PostgreSQL cannot store NUL in text; the others are invisible in every screen).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlChars = (value: string): boolean => CONTROL_CHARS.test(value);
export const text: Validator = optional((value) =>
  typeof value === 'string' && hasControlChars(value) ? invalid('text') : undefined,
);

// ---------------------------------------------------------------------------------------------
// Running validators
// ---------------------------------------------------------------------------------------------

/** The first Invalid of the validators, in order; undefined when all pass. */
export function validate(
  value: unknown,
  validators: readonly Validator[],
  values?: Record<string, unknown>,
): Invalid | undefined {
  for (const v of validators) {
    const result = v(value, values);
    if (result) return result;
  }
  return undefined;
}

/** Reads a field; dotted paths ('address.city') walk into nested objects. */
export function getField(record: Record<string, unknown>, field: string): unknown {
  if (field in record) return record[field];
  let current: unknown = record;
  for (const part of field.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Validates a record against a schema of field → validators. Returns field → first Invalid, only for the
 * invalid fields; an empty object when the record is valid. Dotted field names read nested values.
 */
export function validateRecord(
  record: Record<string, unknown>,
  schema: Record<string, readonly Validator[]>,
): Record<string, Invalid> {
  const errors: Record<string, Invalid> = {};
  const values = record ?? {};
  for (const [field, validators] of Object.entries(schema)) {
    const result = validate(getField(values, field), validators, values);
    if (result) errors[field] = result;
  }
  return errors;
}
