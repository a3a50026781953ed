// What the guest page of one device shows: its configuration's template bundle (templates by slot, the imprint) and the terms of use of the configuration's
// first login template. Read-only; inactive bundles, templates, imprints and terms are left out.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { deviceById, type LoginDevice } from '../hotspot-login';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import {
  imprints,
  templateBundleTemplates,
  templateBundles,
  templates,
  termsOfUses,
  type LocalizedTextValue,
  type TermsOfUseLocaleValue,
} from '../../templates/start-page/table';
import type { TemplateSlot } from '../../../src/domain/enums';

export interface GuestTemplate {
  texts: LocalizedTextValue[];
  cspDirectives: string[];
}

export interface GuestSite {
  customerId: string;
  deviceId: string;
  templates: Partial<Record<TemplateSlot, GuestTemplate>>;
  imprint: LocalizedTextValue[] | null;
  terms: { id: string; locales: TermsOfUseLocaleValue[] } | null;
}

/** Device ids are ObjectIds (24 hex digits); anything else is not looked up. */
export const isDeviceId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

/**
 * The device of a guest page: the login decision's own lookup (server/access/hotspot-login), so the page and
 * the check read the same device. Ids are global in practice (ObjectIds); should two customers hold
 * one, the first customer's wins.
 */
export async function guestDevice(db: Db, deviceId: string): Promise<LoginDevice | null> {
  if (!isDeviceId(deviceId)) return null;
  const devices = await deviceById(db, deviceId);
  return devices.sort((x, y) => x.customerId.localeCompare(y.customerId))[0] ?? null;
}

/** The start page of a device (its config's bundle) and the terms of its first login template. */
export async function loadGuestSite(db: Db, device: LoginDevice): Promise<GuestSite> {
  const { customerId } = device;
  const site: GuestSite = { customerId, deviceId: device.id, templates: {}, imprint: null, terms: null };
  const firstLoginTemplateId = device.loginTemplateIds[0];
  if (firstLoginTemplateId) {
    const [terms] = await db
      .select({ id: termsOfUses.id, locales: termsOfUses.locales, active: termsOfUses.active })
      .from(hotspotLoginTemplates)
      .innerJoin(
        termsOfUses,
        and(
          eq(termsOfUses.customerId, hotspotLoginTemplates.customerId),
          eq(termsOfUses.id, hotspotLoginTemplates.termsOfUseId),
        ),
      )
      .where(and(eq(hotspotLoginTemplates.customerId, customerId), eq(hotspotLoginTemplates.id, firstLoginTemplateId)));
    if (terms?.active) site.terms = { id: terms.id, locales: terms.locales };
  }

  if (!device.templateBundleId) return site;
  const [bundle] = await db
    .select()
    .from(templateBundles)
    .where(and(eq(templateBundles.customerId, customerId), eq(templateBundles.id, device.templateBundleId)));
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
