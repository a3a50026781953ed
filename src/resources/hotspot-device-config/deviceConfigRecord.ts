/**
 * A device configuration as the portal reads it, the form values of its editor and the data sent
 * (write-only secrets only when typed; the custom start page switch decides the bundle; login time
 * periods as the GraphQL input).
 */
import { DEVICE_TYPES, type DeviceType } from '../../domain/enums';
import { CONTROLLER_BLOCKS } from '../../domain/hotspotDevice';
import type { LoginTimePeriodsValue, WeekdayHoursValue } from '../../domain/loginTimePeriods';
import { loginTimePeriodsOf, toLoginTimePeriodsInput } from '../../components/timePeriods/values';

export const RESOURCE = 'hotspot-device-config';
export const R = `resources.${RESOURCE}`;
export const LOGIN_TEMPLATES = 'hotspot-login-template';
export const BUNDLES = 'start-pages/bundles';
export const TEMPLATES = 'start-pages/templates';
export const DEVICES = 'hotspot-device';

export interface ControllerSettings {
  deviceType: DeviceType;
  api?: { apiUrl?: string | null } | null;
  authApi?: { apiUrl?: string | null; username?: string | null; password?: string | null } | null;
  captivePortal?: {
    callbackMethod?: 'POST' | 'GET' | null;
    callbackUrl?: string | null;
    redirectUrl?: string | null;
    secureCallback?: boolean | null;
  } | null;
  cipher?: { secret?: string | null } | null;
}

export interface DeviceConfigRecord {
  id: string;
  _id: string;
  customerId: string;
  name: string;
  active: boolean;
  description?: string | null;
  keywords: string[];
  hotspotLoginTemplates: string[];
  templateBundle?: string | null;
  deviceSettings?: ControllerSettings[];
  loginTimePeriods?: (LoginTimePeriodsValue & { weekdayHours?: WeekdayHoursValue }) | null;
  /** The guest network's name (issue 40), printed on WiFi-code cards. */
  ssid?: string | null;
  /** WPA passphrase of a closed guest network; null: open. */
  wifiPassphrase?: string | null;
  createdAt: string;
  updatedAt: string;
}

export const DEVICE_TYPE_CHOICES = DEVICE_TYPES.map((type) => ({
  id: type,
  name: `resources.hotspot-device.types.${type}`,
}));

type Rec = Record<string, unknown>;
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value === '');

/** Settings without the (always blank) write-only fields of the record: the form never shows them. */
function withoutSecrets(settings: readonly ControllerSettings[] | null | undefined): ControllerSettings[] {
  return (settings ?? []).map((s) => {
    const out: ControllerSettings = { ...s };
    if (s.authApi) {
      const { password: _password, ...rest } = s.authApi;
      out.authApi = rest;
    }
    if (s.cipher) out.cipher = {};
    return out;
  });
}

/** The edit form's values of a record. */
export function toEditValues(record: DeviceConfigRecord): Rec {
  return {
    ...record,
    customStartPage: !!record.templateBundle,
    deviceSettings: withoutSecrets(record.deviceSettings),
    loginTimePeriods: record.loginTimePeriods ? loginTimePeriodsOf(record.loginTimePeriods) : null,
  };
}

/**
 * The settings sent: every block the device type uses (a block left out would drop its stored
 * secret on the server), empty texts as null, a secret only when typed (else the stored one stays).
 */
function settingsData(settings: unknown): ControllerSettings[] {
  return (Array.isArray(settings) ? (settings as ControllerSettings[]) : []).map((s) => {
    const blocks = CONTROLLER_BLOCKS[s.deviceType] ?? [];
    const out: Rec = { deviceType: s.deviceType };
    if (blocks.includes('api')) out.api = { apiUrl: s.api?.apiUrl || null };
    if (blocks.includes('authApi')) {
      const authApi: Rec = { apiUrl: s.authApi?.apiUrl || null, username: s.authApi?.username || null };
      if (!isBlank(s.authApi?.password)) authApi.password = s.authApi!.password;
      out.authApi = authApi;
    }
    if (blocks.includes('captivePortal')) {
      out.captivePortal = {
        callbackMethod: s.captivePortal?.callbackMethod || null,
        callbackUrl: s.captivePortal?.callbackUrl || null,
        redirectUrl: s.captivePortal?.redirectUrl || null,
        secureCallback: s.captivePortal?.secureCallback ?? null,
      };
    }
    if (blocks.includes('cipher')) out.cipher = isBlank(s.cipher?.secret) ? {} : { secret: s.cipher!.secret };
    return out as unknown as ControllerSettings;
  });
}

/** The data sent for create and update (the data provider keeps only the mapped fields). */
export function toDeviceConfigData(data: Rec): Rec {
  const { customStartPage, ...rest } = data;
  const out: Rec = { ...rest, templateBundle: customStartPage ? (data.templateBundle ?? null) : null };
  if ('deviceSettings' in data) out.deviceSettings = settingsData(data.deviceSettings);
  if ('loginTimePeriods' in data) out.loginTimePeriods = toLoginTimePeriodsInput(data.loginTimePeriods);
  return out;
}
