// What the guest page of one device shows: the device, its configuration's captive-portal settings,
// the template bundle (templates by slot, the imprint) and the terms of use of the configuration's
// first login template. Read-only; inactive bundles, templates, imprints and terms are left out.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hotspotDevices } from '../modules/hotspot-device/table';
import { hotspotDeviceConfigLoginTemplates, hotspotDeviceConfigs } from '../modules/device-config/table';
import type { DeviceSettingsValue } from '../modules/device-config/table';
import { hotspotLoginTemplates } from '../modules/login-template/table';
import {
  imprints,
  templateBundleTemplates,
  templateBundles,
  templates,
  termsOfUses,
  type LocalizedTextValue,
  type TermsOfUseLocaleValue,
} from '../modules/start-page/table';
import type { TemplateSlot } from '../../src/domain/enums';

export interface GuestTemplate {
  texts: LocalizedTextValue[];
  cspDirectives: string[];
}

export interface GuestSite {
  customerId: string;
  deviceId: string;
  deviceName: string;
  deviceType: string;
  settings: DeviceSettingsValue | null;
  /** Coova-Chilli style: the device type's settings carry a `cipher` (UAM hand-over), or a Coova type. */
  coova: boolean;
  templates: Partial<Record<TemplateSlot, GuestTemplate>>;
  imprint: LocalizedTextValue[] | null;
  terms: { id: string; locales: TermsOfUseLocaleValue[] } | null;
}

/** Device ids are ObjectIds (24 hex digits); anything else is not looked up. */
export const isDeviceId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

export async function loadGuestSite(db: Db, deviceId: string): Promise<GuestSite | null> {
  if (!isDeviceId(deviceId)) return null;
  // The id is global in practice (ObjectIds); should two customers hold it, the oldest customer's wins.
  const [device] = await db
    .select({
      customerId: hotspotDevices.customerId,
      id: hotspotDevices.id,
      name: hotspotDevices.name,
      deviceType: hotspotDevices.deviceType,
      configId: hotspotDevices.configId,
    })
    .from(hotspotDevices)
    .where(eq(hotspotDevices.id, deviceId))
    .orderBy(asc(hotspotDevices.customerId))
    .limit(1);
  if (!device) return null;
  const { customerId } = device;
  const site: GuestSite = {
    customerId,
    deviceId: device.id,
    deviceName: device.name,
    deviceType: device.deviceType,
    settings: null,
    coova: /COOVA/i.test(device.deviceType),
    templates: {},
    imprint: null,
    terms: null,
  };
  if (!device.configId) return site;
  const [config] = await db
    .select()
    .from(hotspotDeviceConfigs)
    .where(and(eq(hotspotDeviceConfigs.customerId, customerId), eq(hotspotDeviceConfigs.id, device.configId)));
  if (!config) return site;
  site.settings = config.deviceSettings.find((s) => s.deviceType === device.deviceType) ?? null;
  if (site.settings?.cipher) site.coova = true;

  const [firstLogin] = await db
    .select({ termsOfUseId: hotspotLoginTemplates.termsOfUseId })
    .from(hotspotDeviceConfigLoginTemplates)
    .innerJoin(
      hotspotLoginTemplates,
      and(
        eq(hotspotLoginTemplates.customerId, hotspotDeviceConfigLoginTemplates.customerId),
        eq(hotspotLoginTemplates.id, hotspotDeviceConfigLoginTemplates.loginTemplateId),
      ),
    )
    .where(
      and(
        eq(hotspotDeviceConfigLoginTemplates.customerId, customerId),
        eq(hotspotDeviceConfigLoginTemplates.configId, config.id),
      ),
    )
    .orderBy(asc(hotspotDeviceConfigLoginTemplates.position))
    .limit(1);
  if (firstLogin?.termsOfUseId) {
    const [terms] = await db
      .select({ id: termsOfUses.id, locales: termsOfUses.locales, active: termsOfUses.active })
      .from(termsOfUses)
      .where(and(eq(termsOfUses.customerId, customerId), eq(termsOfUses.id, firstLogin.termsOfUseId)));
    if (terms?.active) site.terms = { id: terms.id, locales: terms.locales };
  }

  if (!config.templateBundleId) return site;
  const [bundle] = await db
    .select()
    .from(templateBundles)
    .where(and(eq(templateBundles.customerId, customerId), eq(templateBundles.id, config.templateBundleId)));
  if (!bundle?.active) return site;
  const rows = await db
    .select({
      slot: templateBundleTemplates.slot,
      texts: templates.texts,
      cspDirectives: templates.cspDirectives,
      active: templates.active,
      imprintId: templates.imprintId,
    })
    .from(templateBundleTemplates)
    .innerJoin(
      templates,
      and(
        eq(templates.customerId, templateBundleTemplates.customerId),
        eq(templates.id, templateBundleTemplates.templateId),
      ),
    )
    .where(and(eq(templateBundleTemplates.customerId, customerId), eq(templateBundleTemplates.bundleId, bundle.id)))
    .orderBy(asc(templateBundleTemplates.position));
  let templateImprint: string | null = null;
  for (const r of rows) {
    if (!r.active) continue;
    site.templates[r.slot as TemplateSlot] = { texts: r.texts, cspDirectives: r.cspDirectives };
    if (r.slot === 'Welcome') templateImprint = r.imprintId;
  }
  // The bundle's imprint, else the welcome template's.
  const imprintId = bundle.imprintId ?? templateImprint;
  if (imprintId) {
    const [imprint] = await db
      .select({ texts: imprints.texts, active: imprints.active })
      .from(imprints)
      .where(and(eq(imprints.customerId, customerId), eq(imprints.id, imprintId)));
    if (imprint?.active) site.imprint = imprint.texts;
  }
  return site;
}
