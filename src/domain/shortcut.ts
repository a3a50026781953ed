/**
 * WiFi-code shortcuts (code templates, seed 001 §2 "shortcuts (code templates)"): a name, a text, a
 * colour and a logo for the printed cards, and the settings of the codes one click creates. Stored in
 * the UI settings store (namespace SHORTCUT_NAMESPACE, owner = customerId, key = the shortcut's id);
 * the form and the server validate the stored value with the same rules (SHORTCUT_RULES).
 *
 * Expiry (decision): `expiry` is a dynamic-expiry formula; `expiryMode` says what it counts from —
 * 'creation': the codes get `expires` = applyDynamicExpires(expiry, now) when the shortcut is used;
 * 'firstLogin': the codes get `dynamicExpires` = expiry, applied by the RADIUS server at the first login.
 * No formula: the codes do not expire.
 */
import { applyDynamicExpires } from './dynamicExpires';
import {
  dynamicExpires,
  integer,
  invalid,
  isEmpty,
  maxLength,
  maxValue,
  minValue,
  objectId,
  required,
  text,
  validateRecord,
  type Invalid,
  type Validator,
} from './validation';
import { MAX_BATCH_AMOUNT, VOUCHER_RULES } from './voucherCode';

export const SHORTCUT_NAMESPACE = 'wifi-code-shortcuts';
export const SHORTCUT_NAME_MAX = 100;
export const SHORTCUT_TEXT_MAX = 500;
/** A logo as a data URL: at most this many bytes of image (the decoded file). */
export const SHORTCUT_LOGO_MAX_BYTES = 200 * 1024;
export const SHORTCUT_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const SHORTCUT_EXPIRY_MODES = ['creation', 'firstLogin'] as const;
export type ShortcutExpiryMode = (typeof SHORTCUT_EXPIRY_MODES)[number];
export const SHORTCUT_DEFAULT_COLOR = '#1565c0';

export interface Shortcut {
  name: string;
  text?: string | null;
  /** #rrggbb */
  color?: string | null;
  /** data:image/png|jpeg|svg+xml;base64,… */
  logo?: string | null;
  amount: number;
  /** Dynamic-expiry formula; empty: the codes do not expire. */
  expiry?: string | null;
  expiryMode: ShortcutExpiryMode;
  simultaneousUse?: number | null;
  deviceVoucher?: boolean | null;
  loginTemplateId?: string | null;
}

/** Message keys of the rules that have no generic validation message (in the WiFi-code messages). */
export const SHORTCUT_MESSAGES = {
  color: 'resources.wifi-code.shortcuts.validation.color',
  logoType: 'resources.wifi-code.shortcuts.validation.logoType',
  expiryMode: 'resources.wifi-code.shortcuts.validation.expiryMode',
  boolean: 'resources.wifi-code.shortcuts.validation.boolean',
} as const;
export const FILE_TOO_LARGE = 'forms.validationMessages.fileTooLarge';

const custom = (message: string, args: Record<string, unknown> = {}): Invalid => ({ message, args });

/** Bytes of a size in the units a person reads: "200 kB". */
export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 102.4) / 10} MB` : `${Math.round(bytes / 1024)} kB`;

const DATA_URL = /^data:(image\/(?:png|jpeg|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

/** Decoded size of a base64 data URL's payload; null when it is not one of the allowed images. */
export function logoBytes(value: string): number | null {
  const m = DATA_URL.exec(value);
  if (!m) return null;
  const b64 = m[2];
  if (b64.length % 4 !== 0) return null;
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return (b64.length / 4) * 3 - padding;
}

export const color: Validator = (value) =>
  isEmpty(value) || (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value))
    ? undefined
    : custom(SHORTCUT_MESSAGES.color);

export const logo: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const bytes = typeof value === 'string' ? logoBytes(value) : null;
  if (bytes === null) return custom(SHORTCUT_MESSAGES.logoType);
  return bytes > SHORTCUT_LOGO_MAX_BYTES
    ? custom(FILE_TOO_LARGE, { maxSize: formatBytes(SHORTCUT_LOGO_MAX_BYTES) })
    : undefined;
};

const expiryMode: Validator = (value) =>
  (SHORTCUT_EXPIRY_MODES as readonly unknown[]).includes(value) ? undefined : custom(SHORTCUT_MESSAGES.expiryMode);

const boolean: Validator = (value) =>
  isEmpty(value) || typeof value === 'boolean' ? undefined : custom(SHORTCUT_MESSAGES.boolean);

/** The rules of a stored shortcut, field by field (form and server). */
export const SHORTCUT_RULES = {
  name: [required, text, maxLength(SHORTCUT_NAME_MAX)],
  text: [text, maxLength(SHORTCUT_TEXT_MAX)],
  color: [color],
  logo: [logo],
  amount: [required, integer, minValue(1), maxValue(MAX_BATCH_AMOUNT)],
  expiry: [text, dynamicExpires],
  expiryMode: [expiryMode],
  simultaneousUse: VOUCHER_RULES.simultaneousUse,
  deviceVoucher: [boolean],
  loginTemplateId: [objectId],
} as const satisfies Record<keyof Shortcut, readonly Validator[]>;

export const SHORTCUT_FIELDS = Object.keys(SHORTCUT_RULES) as (keyof Shortcut)[];

/**
 * The first problem of a stored value: `{ field, ...Invalid }`, or undefined when it is a valid
 * shortcut. Not an object, or a field the shortcut does not have, is a problem of `value`.
 */
export function shortcutProblem(value: unknown): ({ field: string } & Invalid) | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { field: 'value', ...invalid('required') };
  }
  const record = value as Record<string, unknown>;
  const unknownField = Object.keys(record).find((key) => !(SHORTCUT_FIELDS as string[]).includes(key));
  if (unknownField) return { field: unknownField, ...invalid('text') };
  const errors = validateRecord(record, SHORTCUT_RULES);
  const field = SHORTCUT_FIELDS.find((f) => errors[f]);
  return field ? { field, ...errors[field]! } : undefined;
}

/** The createVoucherBatch input a shortcut gives at `now` (the customer is added by the caller). */
export function shortcutBatchInput(shortcut: Shortcut, now: Date = new Date(), timeZone?: string) {
  const formula = shortcut.expiry?.trim() || null;
  return {
    amount: shortcut.amount,
    active: true,
    description: shortcut.name,
    simultaneousUse: shortcut.simultaneousUse ?? 0,
    deviceVoucher: !!shortcut.deviceVoucher,
    ...(shortcut.loginTemplateId ? { loginTemplateId: shortcut.loginTemplateId } : {}),
    ...(formula && shortcut.expiryMode === 'creation'
      ? { expires: applyDynamicExpires(formula, now, timeZone).toISOString() }
      : {}),
    ...(formula && shortcut.expiryMode === 'firstLogin' ? { dynamicExpires: formula } : {}),
  };
}
