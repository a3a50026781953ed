// What the guest page of one device shows: its configuration's template bundle (templates by slot, the imprint) and the terms of use of the configuration's
// first login template. Read-only; inactive bundles, templates, imprints and terms are left out.
import { and, asc, eq, inArray } from 'drizzle-orm';
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
import type { LoginType, TemplateSlot } from '../../../src/domain/enums';
import { servedOnGuestPage } from '../../../src/domain/guestLogin';
import { customerPlugins, type PluginBlocks } from '../../tenancy/customer/table';

export interface GuestTemplate {
  texts: LocalizedTextValue[];
  cspDirectives: string[];
}

export interface GuestTerms {
  id: string;
  locales: TermsOfUseLocaleValue[];
}

/** A login template the page offers (active, a type it serves, its plugin active), in the config's order. */
export interface GuestLoginOption {
  id: string;
  loginType: LoginType;
  terms: GuestTerms | null;
  /**
   * EXTERNAL_LOGIN, APP_LOGIN: where the guest is sent; CIDAAS_LOGIN: the provider's issuer (the
   * page's form must be allowed to go there).
   */
  splashUrl: string | null;
}

export interface GuestSite {
  customerId: string;
  deviceId: string;
  templates: Partial<Record<TemplateSlot, GuestTemplate>>;
  imprint: LocalizedTextValue[] | null;
  /** The terms of the configuration's first login template (what a code login accepts). */
  terms: GuestTerms | null;
  logins: GuestLoginOption[];
  /** Whether the code form is shown: a code template is offered, or the device has no configuration's templates (codes need none). */
  codeForm: boolean;
  /** The wifi4eu plugin's network identifier (its snippet on every page), else null. */
  wifi4eu: { identifier: string } | null;
  /** The matomo plugin's tracking (site id, the Matomo origin), else null. */
  matomo: { siteId: string; origin: string } | null;
  /** The appLogin plugin's app name (APP_LOGIN's form names it). */
  appName: string | null;
  /** The voucherRedirect plugin: after a code, the device sends the guest to the page's status address. */
  voucherRedirect: boolean;
}

/** An https/http origin of a configured URL; null when it is none. */
function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** What the plugins put on the start page (wifi4eu, matomo), only while active and complete. */
function pagePlugins(
  plugins: PluginBlocks | null,
): Pick<GuestSite, 'wifi4eu' | 'matomo' | 'appName' | 'voucherRedirect'> {
  const w = plugins?.wifi4eu;
  const identifier = w?.active && typeof w.identifier === 'string' ? w.identifier.trim() : '';
  const m = plugins?.matomo;
  const origin = m?.active ? originOf(m.siteUrl) : null;
  const siteId = m?.active && m.siteId !== undefined && m.siteId !== null ? String(m.siteId).trim() : '';
  return {
    wifi4eu: identifier && /^[\w.-]{1,100}$/.test(identifier) ? { identifier } : null,
    matomo: origin && /^\d{1,10}$/.test(siteId) ? { siteId, origin } : null,
    appName: typeof plugins?.appLogin?.appName === 'string' ? plugins.appLogin.appName.trim() || null : null,
    voucherRedirect: plugins?.voucherRedirect?.active === true,
  };
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

/** The start page of a device: its config's bundle, the login templates it offers, the plugins' parts. */
export async function loadGuestSite(db: Db, device: LoginDevice): Promise<GuestSite> {
  const { customerId } = device;
  const [pluginRow] = await db
    .select({ plugins: customerPlugins.plugins })
    .from(customerPlugins)
    .where(eq(customerPlugins.customerId, customerId));
  const plugins = pluginRow?.plugins ?? null;
  const site: GuestSite = {
    customerId,
    deviceId: device.id,
    templates: {},
    imprint: null,
    terms: null,
    logins: [],
    codeForm: true,
    ...pagePlugins(plugins),
  };
  if (device.loginTemplateIds.length) {
    const rows = await db
      .select({
        id: hotspotLoginTemplates.id,
        active: hotspotLoginTemplates.active,
        loginType: hotspotLoginTemplates.loginType,
        config: hotspotLoginTemplates.loginTypeConfig,
        termsId: termsOfUses.id,
        termsActive: termsOfUses.active,
        locales: termsOfUses.locales,
      })
      .from(hotspotLoginTemplates)
      .leftJoin(
        termsOfUses,
        and(
          eq(termsOfUses.customerId, hotspotLoginTemplates.customerId),
          eq(termsOfUses.id, hotspotLoginTemplates.termsOfUseId),
        ),
      )
      .where(
        and(
          eq(hotspotLoginTemplates.customerId, customerId),
          inArray(hotspotLoginTemplates.id, device.loginTemplateIds),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const termsOf = (r: (typeof rows)[number]) =>
      r.termsId && r.termsActive && r.locales ? { id: r.termsId, locales: r.locales } : null;
    const first = byId.get(device.loginTemplateIds[0]!);
    if (first) site.terms = termsOf(first);
    const active = (plugin: string) => plugins?.[plugin]?.active === true;
    for (const id of device.loginTemplateIds) {
      const r = byId.get(id);
      if (!r?.active || !servedOnGuestPage(r.loginType as LoginType, active)) continue;
      site.logins.push({
        id,
        loginType: r.loginType as LoginType,
        terms: termsOf(r),
        splashUrl:
          r.loginType === 'CIDAAS_LOGIN'
            ? originOf(plugins?.cidaas?.apiUrl)
            : originOf(r.config?.splashUrl)
              ? r.config!.splashUrl!.trim()
              : null,
      });
    }
    site.codeForm = site.logins.some((l) => l.loginType === 'VOUCHER_LOGIN');
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
