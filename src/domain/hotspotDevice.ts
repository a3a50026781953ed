// Hotspot devices and device configurations (seed 001 §3 "Hotspot device", "Hotspot device config",
// §5, §8): the field rules the portal's forms, the CSV import's check step and the server share, the
// controller-settings rules per device type, and the active period. Imported by path.
import { KEYWORD_RULES } from './deviceAccount';
import { DEVICE_TYPES, isOneOf, type DeviceType } from './enums';
import { normalizeMac } from './network';
import {
  arrayMaxSize,
  date,
  invalid,
  isEmpty,
  isHttpUrl,
  maxLength,
  maxValue,
  minValue,
  objectId,
  parseIsoDate,
  realMac,
  realMacArray,
  required,
  text,
  uniqueMacs,
  url,
  type Invalid,
  type Validator,
} from './validation';

export const DEVICE_NAME_MAX = 100;
export const DEVICE_DESCRIPTION_MAX = 500;
export const DEVICE_ALIAS_MAX = 100;
/** WAN MACs of one device. */
export const DEVICE_MACS_MAX = 16;
export const DEVICE_CONFIG_NAME_MAX = 100;
export const DEVICE_CONFIG_DESCRIPTION_MAX = 500;
/** Login templates one config offers. */
export const CONFIG_LOGIN_TEMPLATES_MAX = 20;
export const CONTROLLER_TEXT_MAX = 500;
/** Rows one import call may carry (the portal sends a 10,000-row file in batches of this size). */
export const IMPORT_BATCH_MAX = 500;

/** The device types whose import needs the LAN MAC (FREDERIX devices, seed 001 §5). */
export const needsLanMac = (type: unknown): boolean => typeof type === 'string' && type.startsWith('FX_');

/** An IANA time-zone name the runtime knows ('Europe/Berlin', 'UTC'). */
export function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const timezone: Validator = (value) => (isEmpty(value) || isTimeZone(value) ? undefined : invalid('timezone'));

export const deviceType: Validator = (value) =>
  isEmpty(value) || isOneOf(DEVICE_TYPES, value) ? undefined : invalid('required');

/** host[:port][/path][?query]: letters, digits and the URL characters a controller's path needs, no fragment. */
const CALLBACK_URL = /^[a-z0-9.-]+(:\d{1,5})?(\/[\w\-./~%@+=:,]*)?(\?[\w\-./~%@+=:,&]*)?$/i;

/**
 * A captive-portal callback URL: host[:port][/path][?query], without 'http://' or 'https://' (seed 001
 * §5), no credentials, no fragment, nothing to escape. The guest page's hand-over posts the guest's
 * code to `http(s)://<callbackUrl>` only when this holds, and the device configuration stores only
 * what it holds (issue 33: one rule for saving and using it).
 */
export function isCallbackUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  return CALLBACK_URL.test(v) && isHttpUrl(`https://${v}`);
}
export const callbackUrl: Validator = (value) =>
  isEmpty(value) || isCallbackUrl(value) ? undefined : invalid('callbackUrl');

export const latitude: Validator[] = [minValue(-90), maxValue(90)];
export const longitude: Validator[] = [minValue(-180), maxValue(180)];

/** The field rules of a device (dotted names are nested inputs). */
export const DEVICE_RULES = {
  name: [required, text, maxLength(DEVICE_NAME_MAX)],
  description: [text, maxLength(DEVICE_DESCRIPTION_MAX)],
  deviceType: [required, deviceType],
  mac: [required, arrayMaxSize(DEVICE_MACS_MAX), realMacArray, uniqueMacs],
  lanMac: [realMac],
  keywords: KEYWORD_RULES,
  hotspotDeviceConfig: [objectId],
  'monitoringConfig.alias': [required, text, maxLength(DEVICE_ALIAS_MAX)],
  timezone: [timezone],
  'activePeriod.start': [date],
  'activePeriod.end': [date],
  'geoLocation.lat': latitude,
  'geoLocation.long': longitude,
} as const satisfies Record<string, readonly Validator[]>;

/** The active period: a start when a period is given, an (inclusive) end not before it. */
export function activePeriodErrors(
  period: { start?: unknown; end?: unknown } | null | undefined,
): Record<string, Invalid> {
  if (!period) return {};
  if (isEmpty(period.start)) return { 'activePeriod.start': invalid('required') };
  const start = parseIsoDate(period.start);
  const end = isEmpty(period.end) ? null : parseIsoDate(period.end);
  if (start !== null && end !== null && end < start) return { 'activePeriod.end': invalid('dateRange') };
  return {};
}

/** Whether a device is active at `now`: its switch on and now inside its period (end inclusive). */
export function isDeviceActive(
  device: { active: boolean; activePeriod?: { start?: string | null; end?: string | null } | null },
  now: number = Date.now(),
): boolean {
  const start = device.activePeriod?.start ? Date.parse(device.activePeriod.start) : null;
  const end = device.activePeriod?.end ? Date.parse(device.activePeriod.end) : null;
  return deviceActiveAt({ active: device.active, activeFrom: start, activeUntil: end }, now);
}

/** The same for a stored device (the server's rows: instants as Dates or epoch milliseconds). */
export function deviceActiveAt(
  d: { active: boolean; activeFrom: Date | number | null; activeUntil: Date | number | null },
  now: Date | number,
): boolean {
  if (!d.active) return false;
  const at = Number(now);
  return (
    (d.activeFrom === null || at >= Number(d.activeFrom)) && (d.activeUntil === null || at <= Number(d.activeUntil))
  );
}

/** The controller-settings field rules (per block; a block is optional as a whole). */
export const CONTROLLER_RULES = {
  'api.apiUrl': [url, maxLength(CONTROLLER_TEXT_MAX)],
  'authApi.apiUrl': [url, maxLength(CONTROLLER_TEXT_MAX)],
  'authApi.username': [text, maxLength(CONTROLLER_TEXT_MAX)],
  'authApi.password': [text, maxLength(CONTROLLER_TEXT_MAX)],
  'captivePortal.callbackUrl': [callbackUrl, maxLength(CONTROLLER_TEXT_MAX)],
  'captivePortal.redirectUrl': [url, maxLength(CONTROLLER_TEXT_MAX)],
  'cipher.secret': [text, maxLength(CONTROLLER_TEXT_MAX)],
} as const satisfies Record<string, readonly Validator[]>;

/**
 * Which controller-settings blocks a device type uses (decision, docs/decisions.md: the spec lists the
 * blocks, not which controller needs which): controllers reached over an HTTP API get `api`/`authApi`,
 * captive-portal gateways get `captivePortal`, RADIUS-shared-secret devices (Coova-Chilli) `cipher`.
 */
export type ControllerBlock = 'api' | 'authApi' | 'captivePortal' | 'cipher';
export const CONTROLLER_BLOCKS: Readonly<Record<DeviceType, readonly ControllerBlock[]>> = {
  AEROHIVE_HIVEOS_6: ['captivePortal'],
  ALCATEL_LUCENT_ALE: ['captivePortal'],
  ARUBA_OS_8: ['captivePortal'],
  ASTEAS_IAC_BOX: ['captivePortal'],
  CAMBIUM_CNPILOT_3: ['captivePortal'],
  CISCO_MERAKI: ['captivePortal'],
  FX_ALIXBOARD_COOVA_CHILLI: ['cipher'],
  FX_TP_LINK_COOVA_CHILLI: ['cipher'],
  HUAWEI_AGILE_CONTROLLER: ['api', 'authApi', 'captivePortal'],
  LANCOM_LMC: ['captivePortal'],
  MIKROTIK_ROUTEROS: ['captivePortal'],
  NET_MODULE: ['captivePortal'],
  RUCKUS_SMART_ZONE_5: ['api', 'authApi', 'captivePortal'],
  RUCKUS_UNLEASHED: ['captivePortal'],
  TP_LINK_OMADA_EAP: ['api', 'authApi', 'captivePortal'],
  TP_LINK_OMADA_GATEWAY: ['api', 'authApi', 'captivePortal'],
  UBIQUITI: ['api', 'authApi', 'captivePortal'],
  ZYXEL_NEBULA: ['captivePortal'],
};

/** The field rules of a device configuration. */
export const DEVICE_CONFIG_RULES = {
  name: [required, text, maxLength(DEVICE_CONFIG_NAME_MAX)],
  description: [text, maxLength(DEVICE_CONFIG_DESCRIPTION_MAX)],
  keywords: KEYWORD_RULES,
  hotspotLoginTemplates: [required, arrayMaxSize(CONFIG_LOGIN_TEMPLATES_MAX)],
  templateBundle: [objectId],
} as const satisfies Record<string, readonly Validator[]>;

/** The MACs of a list in normal form (for duplicate checks across rows and devices). */
export const normalMacs = (macs: readonly string[] | null | undefined): string[] =>
  (macs ?? []).map((m) => normalizeMac(m));
