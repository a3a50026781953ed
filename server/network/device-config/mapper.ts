// A stored device config → the GraphQL HotspotDeviceConfig (controller secrets are never read back).
import type {
  HotspotDeviceConfig,
  HotspotDeviceControllerSettings,
  DeviceType,
} from '../../graphql/generated/resolvers';
import { toLoginTimePeriods } from '../../platform/periods';
import type { DeviceSettingsValue, HotspotDeviceConfigRow } from './table';

/** A HotspotDeviceConfig without the fields its own resolvers answer. */
export type HotspotDeviceConfigModel = Omit<HotspotDeviceConfig, 'hotspotDevices' | 'boundTemplateBundle'>;

/** Controller settings as the portal may read them: passwords and secrets blanked (write-only). */
export function toControllerSettings(s: DeviceSettingsValue): HotspotDeviceControllerSettings {
  return {
    deviceType: s.deviceType as DeviceType,
    api: s.api ? { apiUrl: s.api.apiUrl ?? null } : null,
    authApi: s.authApi
      ? { apiUrl: s.authApi.apiUrl ?? null, username: s.authApi.username ?? null, password: null }
      : null,
    captivePortal: s.captivePortal
      ? {
          callbackMethod: s.captivePortal.callbackMethod ?? null,
          callbackUrl: s.captivePortal.callbackUrl ?? null,
          redirectUrl: s.captivePortal.redirectUrl ?? null,
          secureCallback: s.captivePortal.secureCallback ?? null,
        }
      : null,
    cipher: s.cipher ? { secret: null } : null,
  };
}

export function toDeviceConfig(row: HotspotDeviceConfigRow, loginTemplateIds: string[]): HotspotDeviceConfigModel {
  return {
    _id: row.id,
    customerId: row.customerId,
    name: row.name,
    active: row.active,
    description: row.description,
    keywords: row.keywords,
    deviceSettings: row.deviceSettings.map(toControllerSettings),
    templateBundle: row.templateBundleId,
    hotspotLoginTemplates: loginTemplateIds,
    loginTimePeriods: toLoginTimePeriods(row.loginTimePeriods),
    ssid: row.ssid ?? null,
    wifiPassphrase: row.wifiPassphrase ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
