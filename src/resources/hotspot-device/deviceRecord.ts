import type { RaRecord } from 'react-admin';
import { DEVICE_TYPES, type DeviceType } from '../../domain/enums';
import { normalizeMac } from '../../domain/network';
import type { LoginTimePeriodsValue, WeekdayHoursValue } from '../../domain/loginTimePeriods';

export const R = 'resources.hotspot-device';
export const DEVICE_CONFIGS = 'hotspot-device-config';
export const LOCATIONS = 'locations/location';
export const REGIONS = 'locations/group';

interface ControllerSettings {
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

/** A hotspot device as the portal reads it (`active` effective, `activeSetting` the switch). */
export interface DeviceRecord extends RaRecord {
  _id: string;
  customerId: string;
  name: string;
  active: boolean;
  activeSetting: boolean;
  activePeriod?: { start: string; end?: string | null } | null;
  description?: string | null;
  deviceType: DeviceType;
  hotspotDeviceConfig?: string | null;
  keywords: string[];
  lanMac?: string | null;
  mac: string[];
  locationId?: string | null;
  location?: { _id: string; name: string } | null;
  locationGroups?: { _id: string; name: string }[] | null;
  monitoringConfig: { alias: string };
  timezone?: string | null;
  geoLocation?: { lat: number; long: number } | null;
  loginTimePeriods?: (LoginTimePeriodsValue & { weekdayHours?: WeekdayHoursValue | null }) | null;
  loginTimePeriodsInherited?: boolean;
  monitoring?: { users?: number | null; updatedAt?: string | null; signal?: string | null } | null;
  deviceConfiguration?: ControllerSettings | null;
  createdAt: string;
  updatedAt: string;
}

export const DEVICE_TYPE_CHOICES = DEVICE_TYPES.map((type) => ({ id: type, name: `${R}.types.${type}` }));

/**
 * Why a device is (in)active: the server's effective `active` decides when it is given (the switch
 * and the period, end inclusive); the reason comes from the switch, then the period.
 */
export type DeviceState = 'active' | 'switchedOff' | 'expired' | 'notYet';
export function deviceState(
  device: Pick<DeviceRecord, 'activeSetting' | 'activePeriod'> & { active?: boolean },
  now: number = Date.now(),
): DeviceState {
  if (device.activeSetting === false) return 'switchedOff';
  const start = device.activePeriod?.start ? Date.parse(device.activePeriod.start) : null;
  const end = device.activePeriod?.end ? Date.parse(device.activePeriod.end) : null;
  if (device.active === true) return 'active';
  if (start !== null && now < start) return 'notYet';
  if (end !== null && now > end) return 'expired';
  if (device.active === false) {
    // The server's clock says outside the period, ours inside (clock skew): the nearer boundary.
    if (end === null) return 'notYet';
    if (start === null) return 'expired';
    return Math.abs(now - start) < Math.abs(end - now) ? 'notYet' : 'expired';
  }
  return 'active';
}

const trimmedOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

/** Form values of a device (edit starts with these): the switch as `active`, nested values plain. */
export function toEditValues(record: DeviceRecord): Record<string, unknown> {
  return {
    ...record,
    active: record.activeSetting ?? record.active,
    activePeriod: record.activePeriod
      ? { start: record.activePeriod.start, end: record.activePeriod.end ?? null }
      : null,
    geoLocation: record.geoLocation ? { lat: record.geoLocation.lat, long: record.geoLocation.long } : null,
    monitoringConfig: { alias: record.monitoringConfig?.alias ?? '' },
    mac: [...(record.mac ?? [])],
    keywords: [...(record.keywords ?? [])],
  };
}

/**
 * Form values → the data to send: trimmed texts, MACs in normal form (empty rows dropped), the
 * geo location only with both coordinates, the period only with a start, ids or null.
 */
export function toDeviceData(values: Record<string, unknown>): Record<string, unknown> {
  const {
    location: _location,
    locationGroups: _groups,
    loginTimePeriods: _periods,
    loginTimePeriodsInherited: _inherited,
    monitoring: _monitoring,
    deviceConfiguration: _settings,
    activeSetting: _switch,
    ...rest
  } = values;
  const period = values.activePeriod as { start?: unknown; end?: unknown } | null | undefined;
  const geo = values.geoLocation as { lat?: unknown; long?: unknown } | null | undefined;
  const lat = numberOrNull(geo?.lat);
  const long = numberOrNull(geo?.long);
  const alias = (values.monitoringConfig as { alias?: unknown } | null | undefined)?.alias;
  return {
    ...rest,
    name: typeof values.name === 'string' ? values.name.trim() : values.name,
    description: trimmedOrNull(values.description),
    mac: ((values.mac as unknown[] | null | undefined) ?? [])
      .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
      .map((m) => normalizeMac(m)),
    lanMac: trimmedOrNull(values.lanMac) ? normalizeMac(trimmedOrNull(values.lanMac)!) : null,
    keywords: ((values.keywords as unknown[] | null | undefined) ?? []).filter(
      (k): k is string => typeof k === 'string' && k.trim() !== '',
    ),
    activePeriod: period?.start ? { start: period.start, end: period.end || null } : null,
    geoLocation: lat !== null && long !== null ? { lat, long } : null,
    monitoringConfig: { alias: typeof alias === 'string' ? alias.trim() : '' },
    timezone: trimmedOrNull(values.timezone),
    hotspotDeviceConfig: trimmedOrNull(values.hotspotDeviceConfig),
    locationId: trimmedOrNull(values.locationId),
  };
}

/** The IANA time zones the browser knows (Intl), with UTC. */
export function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const list = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return list.includes('UTC') ? list : ['UTC', ...list];
}
