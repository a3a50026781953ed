// A fresh hotspot for RADIUS and guest-page tests, written straight into the database: an account
// template (limits) per login template, the login templates in order, a configuration with the
// device type's secret, and a device (Coova-Chilli unless told otherwise) with one WAN MAC. And the
// customer's plugins switched per test.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/platform/db/client';
import { newObjectId } from '../../server/platform/ids';
import { hotspotAccountTemplates } from '../../server/templates/account-template/table';
import {
  hotspotLoginTemplates,
  type CooldownValue,
  type LoginTypeConfigValue,
} from '../../server/templates/login-template/table';
import { hotspotDeviceConfigLoginTemplates, hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { hotspotDeviceMacs, hotspotDevices } from '../../server/network/hotspot-device/table';
import { customerPlugins } from '../../server/tenancy/customer/table';
import type { LoginType } from '../../src/domain/enums';

export interface Hotspot {
  customerId: string;
  deviceId: string;
  mac: string;
  secret: string;
  /** The first login template (what a code without its own gets). */
  loginTemplateId: string;
  loginTemplateIds: string[];
  accountTemplateIds: string[];
}

export interface HotspotLogin {
  loginType?: LoginType;
  profile?: Partial<typeof hotspotAccountTemplates.$inferInsert>;
  /** The plain re-login delay, or the whole cooldown value. */
  cooldown?: string | CooldownValue;
  termsOfUseId?: string | null;
  config?: LoginTypeConfigValue | null;
}

let seq = 0x10;

export async function makeHotspot(
  db: Db,
  customerId: string,
  opts: {
    secret?: string;
    /** One login template per entry, in the configuration's order (default: one VOUCHER_LOGIN). */
    logins?: HotspotLogin[];
    device?: Partial<typeof hotspotDevices.$inferInsert>;
  } = {},
): Promise<Hotspot> {
  const n = seq++;
  const configId = newObjectId();
  const deviceId = newObjectId();
  const mac = `02:00:00:${(n >> 8).toString(16).padStart(2, '0')}:01:${(n & 0xff).toString(16).padStart(2, '0')}`;
  const secret = opts.secret ?? `secret-${n}`;
  const loginTemplateIds: string[] = [];
  const accountTemplateIds: string[] = [];
  for (const [i, login] of (opts.logins ?? [{}]).entries()) {
    const accountTemplateId = newObjectId();
    const loginTemplateId = newObjectId();
    await db.insert(hotspotAccountTemplates).values({
      customerId,
      id: accountTemplateId,
      name: `at-${n}-${i}`,
      ...login.profile,
    });
    const cooldown =
      typeof login.cooldown === 'string'
        ? { cooldownPluginId: null, dynamicExpires: login.cooldown, conditionalCooldowns: [] }
        : (login.cooldown ?? null);
    await db.insert(hotspotLoginTemplates).values({
      customerId,
      id: loginTemplateId,
      name: `lt-${n}-${i}`,
      loginType: login.loginType ?? 'VOUCHER_LOGIN',
      accountTemplateId,
      termsOfUseId: login.termsOfUseId ?? null,
      loginTypeConfig: login.config ?? null,
      cooldown,
    });
    loginTemplateIds.push(loginTemplateId);
    accountTemplateIds.push(accountTemplateId);
  }
  await db.insert(hotspotDeviceConfigs).values({
    customerId,
    id: configId,
    name: `cfg-${n}`,
    // The secret for the device's type (a Coova-Chilli unless the test says otherwise).
    deviceSettings: [{ deviceType: opts.device?.deviceType ?? 'FX_ALIXBOARD_COOVA_CHILLI', cipher: { secret } }],
  });
  await db
    .insert(hotspotDeviceConfigLoginTemplates)
    .values(loginTemplateIds.map((loginTemplateId, position) => ({ customerId, configId, loginTemplateId, position })));
  await db.insert(hotspotDevices).values({
    customerId,
    id: deviceId,
    name: `dev-${n}`,
    deviceType: 'FX_ALIXBOARD_COOVA_CHILLI',
    configId,
    macs: [mac],
    monitoringAlias: `dev-${n}`,
    timezone: 'Europe/Berlin',
    ...opts.device,
  });
  await db.insert(hotspotDeviceMacs).values({ customerId, mac, deviceId, position: 0 });
  return {
    customerId,
    deviceId,
    mac,
    secret,
    loginTemplateId: loginTemplateIds[0]!,
    loginTemplateIds,
    accountTemplateIds,
  };
}

/** Merges plugin blocks into a customer's plugins (a block given replaces that block). */
export async function setPlugins(
  db: Db,
  customerId: string,
  blocks: Record<string, { active: boolean } & Record<string, unknown>>,
): Promise<void> {
  await db
    .insert(customerPlugins)
    .values({ customerId, id: newObjectId(), plugins: blocks })
    .onConflictDoUpdate({
      target: customerPlugins.customerId,
      set: { plugins: sql`${customerPlugins.plugins} || ${JSON.stringify(blocks)}::jsonb` },
    });
}
