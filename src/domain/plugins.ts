// Customer plugins (seed 001 §3 "Plugin settings", seed 000 §3): the fields of every plugin block,
// their rules and units, and which fields are credentials. Used by the portal's plugin forms and by
// the server's customer-plugins module with the same lists. Imported by path (not from the domain
// index): the tables are built at module load, which the login page must not pay for.
import { ANALYTICS_TIERS, CMS_TIERS, PLUGIN_KEYS, SLA_LEVELS, SLA_OPTIONS, isOneOf, type PluginKey } from './enums';
import {
  arrayMaxSize,
  email,
  getField,
  integer,
  invalid,
  isEmpty,
  maxLength,
  maxValue,
  minValue,
  required,
  text,
  unique,
  url,
  validate,
  type Invalid,
  type Validator,
} from './validation';

/** How a field is edited and stored. */
export type PluginFieldKind = 'text' | 'url' | 'email' | 'int' | 'bool' | 'enum' | 'enumList' | 'textList' | 'secret';

/** Units shown next to numbers (seed 001 §9: storage in MB; counts; VLAN ids). */
export type PluginUnit = 'mb' | 'users' | 'vouchers' | 'accounts' | 'locations' | 'vlan';

export interface PluginField {
  name: string;
  kind: PluginFieldKind;
  required?: boolean;
  unit?: PluginUnit;
  /** Values of an enum / enum list, and the i18n group of their names (`enums.<group>.<value>`). */
  options?: readonly string[];
  enumGroup?: string;
  /** -1 means unlimited (licence figures). */
  unlimited?: boolean;
  /** Extra rules after the kind's own. */
  rules?: readonly Validator[];
}

export const PLUGIN_TEXT_MAX = 200;
export const PLUGIN_URL_MAX = 2000;
export const PLUGIN_SECRET_MAX = 500;
export const MAIL_DOMAINS_MAX = 50;
/** IEEE 802.1Q: VLAN ids 1 to 4094 are assignable. */
export const VLAN_MIN = 1;
export const VLAN_MAX = 4094;
/** An alphanumeric SMS sender is at most 11 characters (GSM 03.38), a numeric one at most 16 digits. */
export const SMS_SENDER_MAX = 11;
export const SMS_SENDER_NUMBER_MAX = 16;
/** Largest number a plugin setting takes (a GraphQL Int is 32 bits). */
export const PLUGIN_INT_MAX = 2_147_483_647;

/** Module-owned messages (resources.customer-plugins.errors.*) of the rules below. */
export const PLUGIN_ERRORS = {
  vlanRange: 'resources.customer-plugins.errors.vlanRange',
  smsSenderName: 'resources.customer-plugins.errors.smsSenderName',
  mailDomain: 'resources.customer-plugins.errors.mailDomain',
} as const;

/** The highest VLAN id is not below the lowest (reos: "lowest and highest assignable VLAN"). */
export const vlanRange: Validator = (value, values) => {
  const min = getField(values ?? {}, 'reos.minVlanId');
  if (isEmpty(value) || isEmpty(min)) return undefined;
  return Number(value) >= Number(min) ? undefined : { message: PLUGIN_ERRORS.vlanRange, args: { min } };
};

/** Alphanumeric sender (letters, digits, space, dot, dash; 1–11) or a number (optional +, up to 16 digits). */
export const smsSenderName: Validator = (value) => {
  if (isEmpty(value) || typeof value !== 'string') return undefined;
  const s = value.trim();
  const ok =
    new RegExp(`^\\+?\\d{1,${SMS_SENDER_NUMBER_MAX}}$`).test(s) ||
    (new RegExp(`^[A-Za-z0-9 .-]{1,${SMS_SENDER_MAX}}$`).test(s) && /[A-Za-z]/.test(s));
  return ok ? undefined : { message: PLUGIN_ERRORS.smsSenderName, args: { max: SMS_SENDER_MAX } };
};

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** Every item a mail domain (support.example.com), without '@'. */
export const mailDomains: Validator = (value) => {
  if (!Array.isArray(value)) return undefined;
  for (const item of value) {
    if (typeof item !== 'string' || !DOMAIN.test(item.trim()))
      return { message: PLUGIN_ERRORS.mailDomain, args: { value: item } };
  }
  return undefined;
};

/** Only the enumeration's values (the GraphQL enum refuses others first; the forms offer only these). */
const enumItems =
  (options: readonly string[]): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const items = Array.isArray(value) ? value : [value];
    return items.every((v) => isOneOf(options, v)) ? undefined : invalid('required');
  };

const textItems: Validator = (value) => {
  if (!Array.isArray(value)) return undefined;
  for (const item of value) {
    const bad = validate(item, [required, text, maxLength(PLUGIN_TEXT_MAX)]);
    if (bad) return bad;
  }
  return undefined;
};

const f = (name: string, kind: PluginFieldKind, extra: Omit<PluginField, 'name' | 'kind'> = {}): PluginField => ({
  name,
  kind,
  ...extra,
});
const count = (name: string, unit: PluginUnit, extra: Omit<PluginField, 'name' | 'kind'> = {}) =>
  f(name, 'int', { unit, unlimited: true, ...extra });

/**
 * The fields of every plugin block besides `active` (seed 001 §3), in form order. Required as the
 * seed says ("(all required)", "(req)"); decisions: a VLAN range within 1–4094, an SLA needs its
 * level, numbers are whole and not negative (licence figures: -1 = unlimited).
 */
export const PLUGIN_FIELDS: Readonly<Record<PluginKey, readonly PluginField[]>> = {
  analytics: [f('productTier', 'enum', { required: true, options: ANALYTICS_TIERS, enumGroup: 'analyticsTier' })],
  appLogin: [
    f('appId', 'text'),
    f('appName', 'text'),
    f('inStoreServices', 'bool'),
    f('locations', 'int', { unit: 'locations', rules: [minValue(0)] }),
  ],
  boostcom: [
    f('communityId', 'text'),
    f('loyaltyClubSlug', 'text'),
    f('token', 'secret'),
    f('analyticsToken', 'secret'),
  ],
  cidaas: [
    f('apiUrl', 'url', { required: true }),
    f('clientId', 'text', { required: true }),
    f('clientSecret', 'secret', { required: true }),
  ],
  cms: [
    f('initialEmail', 'email', { required: true }),
    f('productTier', 'enum', { required: true, options: CMS_TIERS, enumGroup: 'productTier' }),
    f('storageSizeMb', 'int', { required: true, unit: 'mb', rules: [minValue(1)] }),
    f('poweredBy', 'text'),
  ],
  concurrentUser: [count('value', 'users')],
  cooldown: [],
  deviceAccount: [count('maxAccounts', 'accounts')],
  dnsAnalytics: [f('organizationId', 'int', { rules: [minValue(1)] })],
  dnsFilter: [f('organizationId', 'int', { required: true, rules: [minValue(1)] })],
  externalLogin: [],
  matomo: [f('siteId', 'int', { rules: [minValue(1)] }), f('siteUrl', 'url')],
  monitoring: [],
  reos: [
    f('apiUrl', 'url', { required: true }),
    f('tokenRequestUrl', 'url'),
    f('accessRequestUrl', 'url'),
    f('clientId', 'text'),
    f('clientSecret', 'secret', { required: true }),
    f('scope', 'text'),
    f('domain', 'text'),
    f('username', 'text'),
    f('password', 'secret'),
    f('minVlanId', 'int', { required: true, unit: 'vlan', rules: [minValue(VLAN_MIN), maxValue(VLAN_MAX)] }),
    f('maxVlanId', 'int', {
      required: true,
      unit: 'vlan',
      rules: [minValue(VLAN_MIN), maxValue(VLAN_MAX), vlanRange],
    }),
  ],
  slaStatus: [
    f('level', 'enum', { required: true, options: SLA_LEVELS, enumGroup: 'slaLevel' }),
    f('slaOptions', 'enumList', { options: SLA_OPTIONS, enumGroup: 'slaOption' }),
    f('partner', 'text'),
    f('hotline', 'text'),
    f('email', 'email'),
    f('supportPortal', 'url'),
    f('mailDomains', 'textList', { rules: [arrayMaxSize(MAIL_DOMAINS_MAX), mailDomains] }),
  ],
  voucher: [count('maxVouchers', 'vouchers', { required: true })],
  voucherRedirect: [],
  voucherSms: [f('smsSenderName', 'text', { required: true, rules: [smsSenderName] })],
  webhook: [f('apiUrl', 'url', { required: true }), f('token', 'secret', { required: true })],
  wifi4eu: [f('identifier', 'text', { required: true })],
};

/** Every plugin key, in the order of the plugin-type enumeration. */
export const PLUGIN_BLOCKS: readonly PluginKey[] = PLUGIN_KEYS;

export const isPluginKey = (value: unknown): value is PluginKey => isOneOf(PLUGIN_KEYS, value);

/** The credential fields of a block: write-only, never answered (the portal shows them as set). */
export const secretFields = (key: PluginKey): string[] =>
  PLUGIN_FIELDS[key].filter((field) => field.kind === 'secret').map((field) => field.name);

/** `block.field` of every credential of every block. */
export const SECRET_PATHS: readonly string[] = PLUGIN_KEYS.flatMap((key) =>
  secretFields(key).map((n) => `${key}.${n}`),
);

const KIND_RULES: Record<PluginFieldKind, readonly Validator[]> = {
  text: [text, maxLength(PLUGIN_TEXT_MAX)],
  url: [text, maxLength(PLUGIN_URL_MAX), url],
  email: [text, email],
  int: [integer, minValue(-PLUGIN_INT_MAX), maxValue(PLUGIN_INT_MAX)],
  bool: [],
  enum: [],
  enumList: [unique],
  textList: [textItems, unique],
  secret: [text, maxLength(PLUGIN_SECRET_MAX)],
};

/** The rules of one field (with `required` unless `optional` says the value may stay empty). */
export function fieldRulesOf(field: PluginField, optional = false): Validator[] {
  const rules: Validator[] = [];
  if (field.required && !optional) rules.push(required);
  rules.push(...KIND_RULES[field.kind]);
  if (field.options) rules.push(enumItems(field.options));
  if (field.unlimited) rules.push(minValue(-1));
  rules.push(...(field.rules ?? []));
  return rules;
}

/** The rules of a block by dotted path (`reos.maxVlanId`), for forms whose values hold the block. */
export function blockRules(key: PluginKey, keepSecrets: readonly string[] = []): Record<string, Validator[]> {
  const out: Record<string, Validator[]> = {};
  for (const field of PLUGIN_FIELDS[key]) {
    out[`${key}.${field.name}`] = fieldRulesOf(field, field.kind === 'secret' && keepSecrets.includes(field.name));
  }
  return out;
}

/**
 * The invalid fields (`block.field` → Invalid) of the blocks given in `values` (an omitted or null
 * block is not checked). `keep`: credentials (`block.field`) that are stored and may be left empty
 * (an update keeps them). Which fields a block has is the GraphQL input type's business.
 */
export function pluginErrors(values: Record<string, unknown>, keep: readonly string[] = []): Record<string, Invalid> {
  const errors: Record<string, Invalid> = {};
  for (const key of PLUGIN_KEYS) {
    const block = values[key];
    if (block === undefined || block === null) continue;
    if (typeof block !== 'object' || Array.isArray(block)) {
      errors[key] = invalid('required');
      continue;
    }
    const b = block as Record<string, unknown>;
    if (typeof b.active !== 'boolean')
      errors[`${key}.active`] = { message: 'forms.validationMessages.required', args: {} };
    for (const field of PLUGIN_FIELDS[key]) {
      const path = `${key}.${field.name}`;
      const rules = fieldRulesOf(field, field.kind === 'secret' && keep.includes(path));
      const failed = validate(b[field.name], rules, values);
      if (failed) errors[path] = failed;
    }
  }
  return errors;
}

/** What a block summary shows: the number fields with their units and the enum values. */
export function blockSummary(key: PluginKey, block: Record<string, unknown> | null | undefined) {
  if (!block) return [];
  return PLUGIN_FIELDS[key]
    .filter((field) => field.kind === 'int' || field.kind === 'enum')
    .filter((field) => !isEmpty(block[field.name]))
    .map((field) => ({ field, value: block[field.name] }));
}
