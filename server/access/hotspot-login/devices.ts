// The hotspot device of a login (RADIUS request or guest page), before the customer is known: by its
// id (NAS-Identifier) or by one of its WAN MACs (Called-Station-Id). A MAC is unique per customer
// only, so a lookup may give several devices; RADIUS picks the one whose secret verifies.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import type { LoginTimePeriodsValue } from '../../../src/domain/loginTimePeriods';
import { hotspotDeviceMacs, hotspotDevices } from '../../network/hotspot-device/table';
import {
  hotspotDeviceConfigLoginTemplates,
  hotspotDeviceConfigs,
  type DeviceSettingsValue,
} from '../../network/device-config/table';
import { radiusSecrets } from '../session/table';
import { effectiveActive, stationMac } from './rules';

export interface LoginDevice {
  customerId: string;
  id: string;
  name: string;
  deviceType: string;
  timezone: string | null;
  /** WAN MACs in normal form. */
  macs: string[];
  configId: string | null;
  /** Effective: the stored switch and the active period, at lookup time. */
  active: boolean;
  /** The stored switch alone (a cached device works out `active` again at use: server/access/radius/deviceIndex.ts). */
  storedActive?: boolean;
  activeFrom: Date | null;
  activeUntil: Date | null;
  /** Effective: the device's own, else its config's; null: no restriction. */
  loginTimePeriods: LoginTimePeriodsValue | null;
  /** The config's login templates in display order. */
  loginTemplateIds: string[];
  /** The config's captive-portal settings for the device's type; null: none. */
  captivePortal: NonNullable<DeviceSettingsValue['captivePortal']> | null;
  /** Coova-Chilli style (a Coova type, or a cipher block for the type): the guest page hands over by UAM. */
  uam: boolean;
  /** The config's start page (template bundle); null: none. */
  templateBundleId: string | null;
  /** RADIUS shared secret: the config's cipher.secret for the type, else the customer's. */
  secret: string | null;
}

/** The customer's RADIUS secret, created (24 url-safe characters) on first use. */
export async function customerRadiusSecret(db: Db | Tx, customerId: string): Promise<string> {
  const [row] = await db.select().from(radiusSecrets).where(eq(radiusSecrets.customerId, customerId));
  if (row) return row.secret;
  await db
    .insert(radiusSecrets)
    .values({ customerId, secret: randomBytes(18).toString('base64url') })
    .onConflictDoNothing();
  const [stored] = await db.select().from(radiusSecrets).where(eq(radiusSecrets.customerId, customerId));
  return stored!.secret;
}

/** The device rows with their config's settings, login templates and the customer's secret: one query. */
function selectDevices(db: Db | Tx) {
  const d = hotspotDevices;
  const c = hotspotDeviceConfigs;
  const l = hotspotDeviceConfigLoginTemplates;
  return db
    .select({
      device: d,
      deviceSettings: c.deviceSettings,
      configPeriods: c.loginTimePeriods,
      templateBundleId: c.templateBundleId,
      loginTemplateIds: sql<
        string[]
      >`array(select ${l.loginTemplateId} from ${l} where ${l.customerId} = ${d.customerId} and ${l.configId} = ${d.configId} order by ${l.position})`,
      customerSecret: radiusSecrets.secret,
    })
    .from(d)
    .leftJoin(c, and(eq(c.customerId, d.customerId), eq(c.id, d.configId)))
    .leftJoin(radiusSecrets, eq(radiusSecrets.customerId, d.customerId));
}

type SelectedDevice = Awaited<ReturnType<ReturnType<typeof selectDevices>['where']>>[number];

async function toLoginDevices(db: Db | Tx, rows: SelectedDevice[], now = new Date()): Promise<LoginDevice[]> {
  const out: LoginDevice[] = [];
  // A customer's secret is made once (not per device) when many devices are read at once.
  const made = new Map<string, Promise<string>>();
  const customerSecretOf = (customerId: string) => {
    let secret = made.get(customerId);
    if (!secret) made.set(customerId, (secret = customerRadiusSecret(db, customerId)));
    return secret;
  };
  for (const { device: d, deviceSettings, configPeriods, templateBundleId, loginTemplateIds, customerSecret } of rows) {
    const settings = deviceSettings?.find((x) => x.deviceType === d.deviceType);
    const own = settings?.cipher?.secret;
    out.push({
      customerId: d.customerId,
      id: d.id,
      name: d.name,
      deviceType: d.deviceType,
      timezone: d.timezone,
      macs: d.macs,
      configId: d.configId,
      active: effectiveActive(d, now),
      storedActive: d.active,
      activeFrom: d.activeFrom,
      activeUntil: d.activeUntil,
      loginTimePeriods: d.loginTimePeriods ?? configPeriods ?? null,
      loginTemplateIds: d.configId ? (loginTemplateIds ?? []) : [],
      captivePortal: settings?.captivePortal ?? null,
      uam: /COOVA/i.test(d.deviceType) || Boolean(settings?.cipher),
      templateBundleId: templateBundleId ?? null,
      secret: own ? own : (customerSecret ?? (await customerSecretOf(d.customerId))),
    });
  }
  return out;
}

/** Every device of every customer (the RADIUS server's in-memory index, server/access/radius/deviceIndex.ts). */
export async function allDevices(db: Db | Tx): Promise<LoginDevice[]> {
  return toLoginDevices(db, await selectDevices(db));
}

/** Devices with this id (NAS-Identifier), across customers (0..n). */
export async function deviceById(db: Db | Tx, id: string): Promise<LoginDevice[]> {
  if (!id) return [];
  const rows = await selectDevices(db).where(eq(hotspotDevices.id, id.trim())).limit(10);
  return toLoginDevices(db, rows);
}

/** Devices with this WAN MAC (Called-Station-Id, any delimiter, ":SSID" suffix allowed), across customers. */
export async function devicesByMac(db: Db | Tx, value: string): Promise<LoginDevice[]> {
  const mac = stationMac(value);
  if (!mac) return [];
  const rows = await selectDevices(db)
    .innerJoin(
      hotspotDeviceMacs,
      and(
        eq(hotspotDeviceMacs.customerId, hotspotDevices.customerId),
        eq(hotspotDeviceMacs.deviceId, hotspotDevices.id),
      ),
    )
    .where(eq(hotspotDeviceMacs.mac, mac))
    .limit(10);
  return toLoginDevices(db, rows);
}
