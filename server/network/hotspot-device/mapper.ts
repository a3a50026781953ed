// A stored device → the GraphQL HotspotDevice. `active` is the effective state (the switch and the
// active period, end inclusive); `activeSetting` the stored switch.
import type { DeviceType, HotspotDevice } from '../../graphql/generated/resolvers';
import { isDeviceActive } from '../../../src/domain/hotspotDevice';
import { toLoginTimePeriods } from '../../platform/periods';
import type { HotspotDeviceRow } from './table';

/**
 * A HotspotDevice without the fields its own resolvers answer (deviceConfiguration, location,
 * locationGroups, monitoring, and loginTimePeriods when inherited), plus what they need.
 */
export type HotspotDeviceModel = Omit<
  HotspotDevice,
  | 'deviceConfiguration'
  | 'location'
  | 'locationGroups'
  | 'monitoring'
  | 'loginTimePeriods'
  | 'loginTimePeriodsInherited'
> & { ownLoginTimePeriods: HotspotDeviceRow['loginTimePeriods'] };

export function toDevice(row: HotspotDeviceRow, now: number = Date.now()): HotspotDeviceModel {
  const activePeriod = row.activeFrom
    ? { start: row.activeFrom.toISOString(), end: row.activeUntil ? row.activeUntil.toISOString() : null }
    : null;
  return {
    _id: row.id,
    customerId: row.customerId,
    name: row.name,
    active: isDeviceActive({ active: row.active, activePeriod }, now),
    activeSetting: row.active,
    activePeriod,
    description: row.description,
    deviceType: row.deviceType as DeviceType,
    hotspotDeviceConfig: row.configId,
    geoLocation: row.geoLat !== null && row.geoLong !== null ? { lat: row.geoLat, long: row.geoLong } : null,
    keywords: row.keywords,
    lanMac: row.lanMac,
    mac: row.macs,
    locationId: row.locationId,
    monitoringConfig: { alias: row.monitoringAlias },
    timezone: row.timezone,
    ownLoginTimePeriods: row.loginTimePeriods,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export { toLoginTimePeriods };
