// Demo login templates (seed 001 §3): for the hotel one of each login type it has plugins for, for the
// café its voucher and easy logins. They read the customer's account templates and terms of use (the
// start-page seed runs first) and point plugin references at the customer's plugins row.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { customerPlugins } from '../../tenancy/customer/table';
import { HOTEL_ID } from '../../platform/seed/ids';
import { hotspotAccountTemplates } from '../account-template/table';
import { termsOfUses } from '../start-page/table';
import { hotspotLoginTemplates, type CooldownValue, type LoginTypeConfigValue } from './table';

type Template = {
  name: string;
  description: string;
  loginType: string;
  accountTemplate: string;
  /** `portal`: the portal's public address (the stand-ins of docs/external-login.md live there). */
  loginTypeConfig?: (pluginsId: string, portal: string) => LoginTypeConfigValue;
  cooldown?: (pluginsId: string) => CooldownValue;
};

const HOTEL: Template[] = [
  {
    name: 'Gäste-WLAN',
    description: 'Anmeldung mit WLAN-Code von der Rezeption',
    loginType: 'VOUCHER_LOGIN',
    accountTemplate: 'Hotelgast',
  },
  {
    name: 'Tagesgast Easy Login',
    description: 'Anmeldung mit einem Klick, danach ein Tag Pause',
    loginType: 'EASY_LOGIN',
    accountTemplate: 'Tagesgast',
    cooldown: (id) => ({
      cooldownPluginId: id,
      dynamicExpires: '1d',
      conditionalCooldowns: [{ property: 'maxVolume', accountCreatedBefore: null, dynamicExpires: '4h' }],
    }),
  },
  {
    name: 'Gerätekonten',
    description: 'Automatische Anmeldung hinterlegter Geräte',
    loginType: 'DEVICE_ACCOUNT_LOGIN',
    accountTemplate: 'Hotelgast',
    loginTypeConfig: (id) => ({ deviceAccountPluginId: id }),
  },
  {
    // The tagungsportal is the portal's stand-in partner page (docs/external-login.md), so that the
    // demo's external login can be tried.
    name: 'Externer Login',
    description: 'Anmeldung über das Tagungsportal',
    loginType: 'EXTERNAL_LOGIN',
    accountTemplate: 'Konferenz',
    loginTypeConfig: (id, portal) => ({
      externalLoginPluginId: id,
      splashUrl: `${portal}/stand-in/external-login`,
      successUrl: 'https://www.alpenhotel.example.com/willkommen',
      errorUrl: `${portal}/stand-in/external-login/failed`,
    }),
  },
  {
    // The hotel's app is the portal's stand-in app (docs/external-login.md).
    name: 'App-Login',
    description: 'Anmeldung mit der Alpenhotel-App',
    loginType: 'APP_LOGIN',
    accountTemplate: 'Hotelgast',
    loginTypeConfig: (id, portal) => ({
      pluginId: id,
      splashUrl: `${portal}/stand-in/app`,
      successUrl: 'https://www.alpenhotel.example.com/willkommen',
      errorUrl: `${portal}/stand-in/external-login/failed`,
    }),
  },
  {
    // Codes by SMS (docs/sms.md): to the local SMS outbox unless SMS_SMPP_URL names an SMSC.
    name: 'SMS-Login',
    description: 'WLAN-Code per SMS aufs Handy',
    loginType: 'VOUCHER_SMS_LOGIN',
    accountTemplate: 'Tagesgast',
    loginTypeConfig: (id) => ({ voucherSmsPluginId: id, defaultCountryCallingCode: '+49' }),
  },
  {
    // OpenID Connect at the hotel's identity provider (docs/oidc-login.md): the portal's stand-in
    // provider unless the cidaas plugin names a real issuer.
    name: 'cidaas-Login',
    description: 'Anmeldung mit dem Gästekonto beim Identitätsanbieter',
    loginType: 'CIDAAS_LOGIN',
    accountTemplate: 'Tagesgast',
    loginTypeConfig: (id) => ({ pluginId: id, successUrl: 'https://www.alpenhotel.example.com/willkommen' }),
  },
  {
    // Room login at the hotel's REOS (docs/reos.md): the local REOS stand-in unless the reos plugin
    // names the hotel's own; the room's devices share a VLAN until check-out.
    name: 'REOS-Login',
    description: 'Anmeldung mit Zimmernummer und Nachname',
    loginType: 'REOS_LOGIN',
    accountTemplate: 'Hotelgast',
    loginTypeConfig: (id) => ({ reosPluginId: id }),
  },
  {
    // The hotel's loyalty club (docs/boostcom.md): the portal's stand-in club unless BOOSTCOM_API_URL
    // names the club's API. Start, success and error URL are not used.
    name: 'Vorteilsclub-Login',
    description: 'Mitglied im Vorteilsclub werden und surfen',
    loginType: 'BOOSTCOM_LOGIN',
    accountTemplate: 'Tagesgast',
    loginTypeConfig: (id, portal) => ({
      pluginId: id,
      splashUrl: `${portal}/stand-in/boostcom`,
      successUrl: 'https://www.alpenhotel.example.com/willkommen',
      errorUrl: `${portal}/stand-in/boostcom`,
    }),
  },
  {
    name: 'REOS-Freunde',
    description: 'Weiteres Gerät des Zimmers mit dem Freundes-Code',
    loginType: 'REOS_FRIEND_LOGIN',
    accountTemplate: 'Hotelgast',
    loginTypeConfig: (id) => ({ reosPluginId: id }),
  },
];

const CAFE: Template[] = [
  {
    name: 'Café WLAN-Code',
    description: 'Anmeldung mit dem WLAN-Code vom Kassenbon',
    loginType: 'VOUCHER_LOGIN',
    accountTemplate: 'Kaffeehaus-Gast',
  },
  {
    name: 'Café Easy Login',
    description: 'Anmeldung mit einem Klick',
    loginType: 'EASY_LOGIN',
    accountTemplate: 'Kaffeehaus-Gast',
  },
];

export async function seedLoginTemplates(
  db: Db,
  customerId: string,
  objectId: () => string,
  publicUrl = 'http://localhost:3000',
): Promise<void> {
  const accountTemplates = await db
    .select({ id: hotspotAccountTemplates.id, name: hotspotAccountTemplates.name })
    .from(hotspotAccountTemplates)
    .where(eq(hotspotAccountTemplates.customerId, customerId));
  const [terms] = await db
    .select({ id: termsOfUses.id })
    .from(termsOfUses)
    .where(eq(termsOfUses.customerId, customerId))
    .orderBy(asc(termsOfUses.name))
    .limit(1);
  const [plugins] = await db
    .select({ id: customerPlugins.id })
    .from(customerPlugins)
    .where(eq(customerPlugins.customerId, customerId));
  const rows = (customerId === HOTEL_ID ? HOTEL : CAFE).flatMap((t) => {
    const accountTemplate = accountTemplates.find((a) => a.name === t.accountTemplate);
    if (!accountTemplate || (!plugins && (t.loginTypeConfig || t.cooldown))) return [];
    return [
      {
        customerId,
        id: objectId(),
        name: t.name,
        description: t.description,
        loginType: t.loginType,
        loginTypeConfig: t.loginTypeConfig?.(plugins!.id, publicUrl.replace(/\/+$/, '')) ?? null,
        accountTemplateId: accountTemplate.id,
        termsOfUseId: terms?.id ?? null,
        cooldown: t.cooldown?.(plugins!.id) ?? null,
        searchText: `${t.name} ${t.description}`.toLowerCase(),
      },
    ];
  });
  if (rows.length) await db.insert(hotspotLoginTemplates).values(rows);
}
