// Demo device configurations: the hotel K100001 gets three (its login templates, its default bundle
// on one, login time periods on one) and one per login type of the guest page to try ("Demo: …",
// README), the café K100002 one. Runs after the login-template and start-page seeds (it reads their
// rows).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { normalizeLoginTimePeriods, type LoginTimePeriodsValue } from '../../../src/domain/loginTimePeriods';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import { templateBundles } from '../../templates/start-page/table';
import { hotspotDeviceConfigLoginTemplates, hotspotDeviceConfigs, type DeviceSettingsValue } from './table';

const HOTEL = 'K100001';
const CAFE = 'K100002';

interface DemoConfig {
  name: string;
  description: string;
  keywords: string[];
  /** The customer's login templates by name, in the order the guest page offers them. */
  templates: string[];
  bundle: boolean;
  active: boolean;
  deviceSettings: DeviceSettingsValue[];
  loginTimePeriods?: LoginTimePeriodsValue;
  /** The guest network printed on WiFi-code cards (issue 40). */
  ssid?: string;
  wifiPassphrase?: string;
}

const OMADA: DeviceSettingsValue = {
  deviceType: 'TP_LINK_OMADA_GATEWAY',
  api: { apiUrl: 'https://omada.hotel-demo.example.com:8043' },
  authApi: { apiUrl: 'https://omada.hotel-demo.example.com:8043/api', username: 'hotspot', password: 'Omada#Demo2026' },
  captivePortal: {
    callbackMethod: 'POST',
    callbackUrl: 'omada.hotel-demo.example.com:8043/portal/auth',
    redirectUrl: 'https://www.hotel-demo.example.com/',
    secureCallback: true,
  },
};
const MERAKI: DeviceSettingsValue = {
  deviceType: 'CISCO_MERAKI',
  captivePortal: { callbackMethod: 'GET', callbackUrl: 'n123.network-auth.com/splash/grant', secureCallback: true },
};
/** The RADIUS shared secret of the demo's Coova-Chilli boards (README, the guest-login browser tests). */
export const DEMO_COOVA_SECRET = 'chilli-demo-secret';
const COOVA: DeviceSettingsValue = { deviceType: 'FX_TP_LINK_COOVA_CHILLI', cipher: { secret: DEMO_COOVA_SECRET } };
const MIKROTIK: DeviceSettingsValue = {
  deviceType: 'MIKROTIK_ROUTEROS',
  captivePortal: { callbackMethod: 'POST', callbackUrl: 'hotspot.cafe-demo.example.com/login', secureCallback: false },
};

/**
 * A configuration to try one login type on the guest page: that type first, the hotel's start page,
 * Coova-Chilli boards (whose guest page hands over to the UAM port the redirect names). Its device is
 * "Demo …" in the hotspot-device seed.
 */
const tryOut = (name: string, description: string, templates: string[]): DemoConfig => ({
  name,
  description,
  keywords: ['demo'],
  templates,
  bundle: true,
  active: true,
  deviceSettings: [COOVA],
});

const DEMO: Record<string, DemoConfig[]> = {
  [HOTEL]: [
    {
      name: 'Hotel Standard',
      description: 'Gäste-WLAN in Zimmern und Lobby',
      keywords: ['hotel', 'standard'],
      templates: ['Gäste-WLAN', 'Tagesgast Easy Login', 'Gerätekonten'],
      bundle: true,
      active: true,
      deviceSettings: [OMADA, MERAKI, COOVA],
      ssid: 'Alpenhotel Gäste',
    },
    {
      name: 'Konferenzbereich',
      description: 'Tagungsräume: Login nur zu den Veranstaltungszeiten',
      keywords: ['konferenz'],
      templates: ['Gäste-WLAN'],
      bundle: false,
      active: true,
      deviceSettings: [MERAKI],
      ssid: 'Alpenhotel Tagung',
      wifiPassphrase: 'Tagung#2026',
      loginTimePeriods: {
        weekdays: [
          { weekday: 'monday', times: [{ startTime: '08:00', endTime: '18:00' }] },
          { weekday: 'tuesday', times: [{ startTime: '08:00', endTime: '18:00' }] },
          { weekday: 'wednesday', times: [{ startTime: '08:00', endTime: '18:00' }] },
          { weekday: 'thursday', times: [{ startTime: '08:00', endTime: '18:00' }] },
          { weekday: 'friday', times: [{ startTime: '08:00', endTime: '14:00' }] },
        ],
        specialDates: [
          { startDate: '2026-12-24', endDate: '2026-12-26', times: [] },
          { startDate: '2026-12-31', endDate: '2026-12-31', times: [{ startTime: '10:00', endTime: '16:00' }] },
        ],
      },
    },
    {
      name: 'Außenbereich (Saison)',
      description: 'Terrasse und Pool, nur im Sommer in Betrieb',
      keywords: ['außen', 'saison'],
      templates: ['Tagesgast Easy Login', 'Gäste-WLAN'],
      bundle: false,
      active: false,
      deviceSettings: [COOVA],
    },
    tryOut('Demo: WLAN-Code', 'Zum Ausprobieren: Anmeldung mit WLAN-Code', ['Gäste-WLAN']),
    tryOut('Demo: Easy Login', 'Zum Ausprobieren: Anmeldung mit einem Tipp', ['Tagesgast Easy Login']),
    tryOut('Demo: Gerätekonto', 'Zum Ausprobieren: Anmeldung mit Benutzername und Passwort', ['Gerätekonten']),
    tryOut('Demo: Externer Login', 'Zum Ausprobieren: Anmeldung über die Partnerseite', ['Externer Login']),
    tryOut('Demo: App-Login', 'Zum Ausprobieren: Anmeldung mit der App', ['App-Login']),
    tryOut('Demo: SMS-Login', 'Zum Ausprobieren: WLAN-Code per SMS', ['SMS-Login']),
    tryOut('Demo: CIDAAS-Login', 'Zum Ausprobieren: Anmeldung beim Identitätsanbieter (OpenID Connect)', [
      'cidaas-Login',
    ]),
    tryOut('Demo: REOS-Login', 'Zum Ausprobieren: Zimmer-Login mit dem Zimmersystem', ['REOS-Login', 'REOS-Freunde']),
    tryOut('Demo: Vorteilsclub', 'Zum Ausprobieren: Anmeldung als Mitglied im Vorteilsclub', ['Vorteilsclub-Login']),
  ],
  [CAFE]: [
    {
      name: 'Café Standard',
      description: 'Gast-WLAN im Café',
      keywords: ['café'],
      templates: ['Café WLAN-Code', 'Café Easy Login'],
      bundle: true,
      active: true,
      deviceSettings: [MIKROTIK],
      ssid: 'Café Gast',
    },
  ],
};

export async function seedDeviceConfigs(db: Db, customerId: string, newId: () => string): Promise<void> {
  const demo = DEMO[customerId];
  if (!demo) return;
  const templates = await db
    .select({ id: hotspotLoginTemplates.id, name: hotspotLoginTemplates.name })
    .from(hotspotLoginTemplates)
    .where(eq(hotspotLoginTemplates.customerId, customerId));
  const byName = new Map(templates.map((t) => [t.name, t.id]));
  const [bundle] = await db
    .select({ id: templateBundles.id })
    .from(templateBundles)
    .where(and(eq(templateBundles.customerId, customerId), eq(templateBundles.isDefault, true)))
    .limit(1);
  for (const c of demo) {
    const templateIds = c.templates.flatMap((name) => byName.get(name) ?? []);
    if (!templateIds.length) continue; // a config needs at least one login template
    const id = newId();
    await db.insert(hotspotDeviceConfigs).values({
      customerId,
      id,
      name: c.name,
      description: c.description,
      active: c.active,
      keywords: c.keywords,
      deviceSettings: c.deviceSettings,
      templateBundleId: c.bundle && bundle ? bundle.id : null,
      loginTimePeriods: c.loginTimePeriods ? normalizeLoginTimePeriods(c.loginTimePeriods) : null,
      ssid: c.ssid ?? null,
      wifiPassphrase: c.wifiPassphrase ?? null,
      searchText: [c.name, c.description, ...c.keywords].join(' ').toLowerCase(),
    });
    await db
      .insert(hotspotDeviceConfigLoginTemplates)
      .values(
        templateIds.map((loginTemplateId, position) => ({ customerId, configId: id, loginTemplateId, position })),
      );
  }
}
