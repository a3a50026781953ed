// Alerts (issue 37, docs/operations.md "Alerts"): what a customer is told about, and the rules of its
// alert settings, used by the portal's form and the server's alerts module alike. The texts are the
// alerts messages (`portal.alerts.*`), German and English.
import { arrayMaxSize, integer, invalid, isEmail, maxValue, minValue, required, type Validator } from './validation';

/** What the bell, the mails and the webhooks tell, in the order the settings list them. */
export const ALERT_KINDS = [
  'device.offline',
  'device.online',
  'licence.80',
  'licence.full',
  'webhook.failing',
  'webhook.recovered',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Minutes without a heartbeat before a hotspot counts as offline: default, lowest, highest. */
export const ALERT_OFFLINE_MINUTES = { default: 15, min: 5, max: 1440 } as const;
/** Recipients of a customer's alert mails. */
export const ALERT_RECIPIENTS_MAX = 10;
/** Entries the bell shows. */
export const ALERT_BELL_ENTRIES = 20;

/** Every item an e-mail address. */
const emailList: Validator = (value) =>
  Array.isArray(value) && !value.every((v) => typeof v === 'string' && isEmail(v)) ? invalid('email') : undefined;

/** The rules of a customer's alert settings (the form and the server). */
export const ALERT_SETTINGS_RULES = {
  recipients: [arrayMaxSize(ALERT_RECIPIENTS_MAX), emailList],
  offlineMinutes: [required, integer, minValue(ALERT_OFFLINE_MINUTES.min), maxValue(ALERT_OFFLINE_MINUTES.max)],
} as const satisfies Record<string, readonly Validator[]>;
