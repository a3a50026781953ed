// Account templates (seed 001 §3 "Account template", §5, §9 units): the field rules shared by the
// portal's forms and the server. Unset profile values mean "no limit".
import {
  date,
  dynamicExpires,
  integer,
  maxLength,
  maxValue,
  minValue,
  required,
  text,
  type Validator,
} from './validation';

export const ACCOUNT_TEMPLATE_NAME_MAX = 100;
export const ACCOUNT_TEMPLATE_DESCRIPTION_MAX = 500;

/**
 * The account profile's numeric limits with their units (seed 001 §9) and bounds. Decisions: every
 * limit is at least 1 (0 would lock the guest out; leave it empty for "no limit"); the maxima are far
 * beyond any hotspot and keep the values in a 32-bit integer.
 */
export const ACCOUNT_PROFILE_LIMITS = {
  idleTimeout: { unit: 'minutes', min: 1, max: 527_040 }, // 366 days
  maxSurftime: { unit: 'minutes', min: 1, max: 527_040 },
  maxBandwidthDown: { unit: 'kbit/s', min: 1, max: 100_000_000 }, // 100 Gbit/s
  maxBandwidthUp: { unit: 'kbit/s', min: 1, max: 100_000_000 },
  maxVolume: { unit: 'MB', min: 1, max: 1_000_000_000 }, // 1 PB
} as const;
export type AccountProfileLimit = keyof typeof ACCOUNT_PROFILE_LIMITS;
export const ACCOUNT_PROFILE_LIMIT_FIELDS = Object.keys(ACCOUNT_PROFILE_LIMITS) as AccountProfileLimit[];

const limitRules = (field: AccountProfileLimit): readonly Validator[] => [
  integer,
  minValue(ACCOUNT_PROFILE_LIMITS[field].min),
  maxValue(ACCOUNT_PROFILE_LIMITS[field].max),
];

/** The field rules of an account template (dotted names are nested inputs). */
export const ACCOUNT_TEMPLATE_RULES = {
  name: [required, text, maxLength(ACCOUNT_TEMPLATE_NAME_MAX)],
  description: [text, maxLength(ACCOUNT_TEMPLATE_DESCRIPTION_MAX)],
  'accountConfiguration.dynamicExpires': [text, dynamicExpires],
  'accountProfile.expires': [date],
  'accountProfile.idleTimeout': limitRules('idleTimeout'),
  'accountProfile.maxSurftime': limitRules('maxSurftime'),
  'accountProfile.maxBandwidthDown': limitRules('maxBandwidthDown'),
  'accountProfile.maxBandwidthUp': limitRules('maxBandwidthUp'),
  'accountProfile.maxVolume': limitRules('maxVolume'),
} as const satisfies Record<string, readonly Validator[]>;
