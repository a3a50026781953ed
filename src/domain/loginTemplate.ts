// Login templates (seed 001 §3 "Login template", §5, §9 login types): the field rules shared by the
// portal's forms and the server, which config fields each login type uses and needs, and the cooldown
// rules. What a type does not use is never stored (configForType).
import type { ConditionalCooldownProperty, LoginType, PluginKey } from './enums';
import { CONDITIONAL_COOLDOWN_PROPERTIES, isOneOf } from './enums';
import {
  arrayMaxSize,
  dynamicExpires,
  invalid,
  isEmpty,
  maxLength,
  objectId,
  required,
  text,
  url,
  validate,
  type Invalid,
  type Validator,
} from './validation';

export const LOGIN_TEMPLATE_NAME_MAX = 100;
export const LOGIN_TEMPLATE_DESCRIPTION_MAX = 500;
export const LOGIN_TEMPLATE_URL_MAX = 2000;
export const CONDITIONAL_COOLDOWNS_MAX = 10;

export type LoginTypeConfigField =
  | 'defaultCountryCallingCode'
  | 'pluginId'
  | 'splashUrl'
  | 'successUrl'
  | 'errorUrl'
  | 'externalLoginPluginId'
  | 'deviceAccountPluginId'
  | 'reosPluginId'
  | 'voucherSmsPluginId';

/** A config field of a login type: a plugin reference (to the plugin block it needs), a URL or a calling code. */
export type LoginTypeConfigSpec =
  | { field: LoginTypeConfigField; kind: 'plugin'; plugin: PluginKey }
  | { field: LoginTypeConfigField; kind: 'url' | 'callingCode' };

const URLS: LoginTypeConfigSpec[] = [
  { field: 'splashUrl', kind: 'url' },
  { field: 'successUrl', kind: 'url' },
  { field: 'errorUrl', kind: 'url' },
];

/**
 * The config of each login type (seed 001 §3 "LoginTypeConfig fields"); every listed field is required.
 * Decisions where the seed lists fields without "req": app and Boostcom logins need their plugin and
 * the three URLs (the guest is sent there); the cidaas login its plugin and the success URL (the
 * provider's pages come from its discovery document, D240); voucher SMS needs its plugin and the
 * calling code numbers without one get. Easy and voucher logins have no config.
 */
export const LOGIN_TYPE_CONFIG: Readonly<Record<LoginType, readonly LoginTypeConfigSpec[]>> = {
  APP_LOGIN: [{ field: 'pluginId', kind: 'plugin', plugin: 'appLogin' }, ...URLS],
  BOOSTCOM_LOGIN: [{ field: 'pluginId', kind: 'plugin', plugin: 'boostcom' }, ...URLS],
  // The provider's pages come from its discovery document: only where the guest goes once online.
  CIDAAS_LOGIN: [
    { field: 'pluginId', kind: 'plugin', plugin: 'cidaas' },
    { field: 'successUrl', kind: 'url' },
  ],
  DEVICE_ACCOUNT_LOGIN: [{ field: 'deviceAccountPluginId', kind: 'plugin', plugin: 'deviceAccount' }],
  EASY_LOGIN: [],
  EXTERNAL_LOGIN: [{ field: 'externalLoginPluginId', kind: 'plugin', plugin: 'externalLogin' }, ...URLS],
  REOS_FRIEND_LOGIN: [{ field: 'reosPluginId', kind: 'plugin', plugin: 'reos' }],
  REOS_LOGIN: [{ field: 'reosPluginId', kind: 'plugin', plugin: 'reos' }],
  VOUCHER_LOGIN: [],
  VOUCHER_SMS_LOGIN: [
    { field: 'voucherSmsPluginId', kind: 'plugin', plugin: 'voucherSms' },
    { field: 'defaultCountryCallingCode', kind: 'callingCode' },
  ],
};

/** The plugin block a login type needs (none for easy and voucher login). */
export const pluginOfLoginType = (type: LoginType): PluginKey | undefined => {
  const spec = LOGIN_TYPE_CONFIG[type]?.find((s) => s.kind === 'plugin');
  return spec && spec.kind === 'plugin' ? spec.plugin : undefined;
};

/** '+' and 1 to 4 digits, no leading zero (ITU E.164 country codes, e.g. '+49', '+1', '+1246'). */
export const isCallingCode = (value: unknown): boolean => typeof value === 'string' && /^\+[1-9]\d{0,3}$/.test(value);
export const callingCode: Validator = (value) =>
  isEmpty(value) || isCallingCode(value) ? undefined : invalid('callingCode');

const RULES_BY_KIND: Record<LoginTypeConfigSpec['kind'], readonly Validator[]> = {
  plugin: [required, objectId],
  url: [required, text, maxLength(LOGIN_TEMPLATE_URL_MAX), url],
  callingCode: [required, callingCode],
};

export type LoginTypeConfigValues = Partial<Record<LoginTypeConfigField, string | null>>;

/** Errors of the config of a type, keyed `loginTypeConfig.<field>`. */
export function loginTypeConfigErrors(
  type: LoginType | null | undefined,
  config: LoginTypeConfigValues | null | undefined,
): Record<string, Invalid> {
  const errors: Record<string, Invalid> = {};
  if (!type || !LOGIN_TYPE_CONFIG[type]) return errors;
  for (const spec of LOGIN_TYPE_CONFIG[type]) {
    const bad = validate(config?.[spec.field], RULES_BY_KIND[spec.kind]);
    if (bad) errors[`loginTypeConfig.${spec.field}`] = bad;
  }
  return errors;
}

/** Only the fields the type uses, trimmed; null when the type has no config. */
export function configForType(
  type: LoginType,
  config: LoginTypeConfigValues | null | undefined,
): LoginTypeConfigValues | null {
  const specs = LOGIN_TYPE_CONFIG[type] ?? [];
  if (specs.length === 0) return null;
  return Object.fromEntries(specs.map((s) => [s.field, config?.[s.field]?.trim() || null]));
}

/** The field rules of a login template (the config and cooldowns by the functions below). */
export const LOGIN_TEMPLATE_RULES = {
  name: [required, text, maxLength(LOGIN_TEMPLATE_NAME_MAX)],
  description: [text, maxLength(LOGIN_TEMPLATE_DESCRIPTION_MAX)],
  loginType: [required],
  hotspotAccountTemplateId: [required, objectId],
  termsOfUseId: [objectId],
  'cooldown.dynamicExpires': [text, dynamicExpires],
  'cooldown.conditionalCooldowns': [arrayMaxSize(CONDITIONAL_COOLDOWNS_MAX)],
} as const satisfies Record<string, readonly Validator[]>;

export interface ConditionalCooldownValues {
  property?: ConditionalCooldownProperty | null;
  accountCreatedBefore?: string | null;
  dynamicExpires?: string | null;
}

/**
 * Errors of conditional cooldowns, keyed `cooldown.conditionalCooldowns.<i>.<field>`: a property of
 * the enum, an optional createdBefore formula and a required duration formula. Two entries for the same
 * property and createdBefore would contradict each other: the later one is `unique`.
 */
export function conditionalCooldownErrors(
  items: readonly ConditionalCooldownValues[] | null | undefined,
): Record<string, Invalid> {
  const errors: Record<string, Invalid> = {};
  const seen = new Set<string>();
  (items ?? []).forEach((item, i) => {
    const at = (f: string) => `cooldown.conditionalCooldowns.${i}.${f}`;
    if (!isOneOf(CONDITIONAL_COOLDOWN_PROPERTIES, item?.property)) errors[at('property')] = invalid('required');
    const before = validate(item?.accountCreatedBefore, [text, dynamicExpires]);
    if (before) errors[at('accountCreatedBefore')] = before;
    const duration = validate(item?.dynamicExpires, [required, text, dynamicExpires]);
    if (duration) errors[at('dynamicExpires')] = duration;
    const key = `${item?.property}|${(item?.accountCreatedBefore ?? '').trim()}`;
    if (seen.has(key) && !errors[at('property')]) errors[at('property')] = invalid('unique');
    seen.add(key);
  });
  return errors;
}
