// Demo hotspot devices: the hotel K100001 gets 19 devices of 8 types spread over the locations the
// location seed made (it runs first), with its device configs; one device's active period has
// ended, one is switched off, the FREDERIX (FX_*) devices have a LAN MAC; five "Demo …" boards, one
// per login type of the guest page, are there to try it (README). The café K100002 gets 3.
// The first devices take the ids the demo's online_users rows name, so that their monitoring shows.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { SeedScope } from '../../platform/module';
import { CAFE_ID, HOTEL_ID } from '../../platform/seed/ids';
import { hotspotDeviceConfigs } from '../device-config/table';
import { locations } from '../location/table';
import { searchTextOf } from './service';
import { hotspotDeviceMacs, hotspotDevices, onlineUsers } from './table';

const HOTEL = 'K100001';
const CAFE = 'K100002';

interface DemoDevice {
  name: string;
  type: string;
  macs: string[];
  lanMac?: string;
  /** The name of one of the customer's configs (device-config seed); null: none. */
  config: string | null;
  description?: string;
  keywords?: string[];
  active?: boolean;
  period?: { from: string; until: string | null };
  timezone?: string;
  geo?: [number, number];
}

/** A Coova-Chilli board to try one login type on the guest page: its config offers that type first. */
const tryOut = (name: string, config: string, mac: string): DemoDevice => ({
  name,
  type: 'FX_TP_LINK_COOVA_CHILLI',
  macs: [`14:cc:20:90:${mac}:01`],
  lanMac: `14:cc:20:90:${mac}:02`,
  config,
  keywords: ['demo'],
  description: 'Zum Ausprobieren der Gästeseite',
});

const DEMO: Record<string, DemoDevice[]> = {
  [HOTEL]: [
    {
      name: 'Lobby Gateway',
      type: 'TP_LINK_OMADA_GATEWAY',
      macs: ['f4:f2:6d:10:20:01'],
      config: 'Hotel Standard',
      keywords: ['lobby'],
      description: 'Hauptgateway am Empfang',
      geo: [48.1371, 11.5754],
    },
    {
      name: 'Lobby AP 1',
      type: 'TP_LINK_OMADA_EAP',
      macs: ['f4:f2:6d:10:20:11'],
      config: 'Hotel Standard',
      keywords: ['lobby'],
    },
    {
      name: 'Lobby AP 2',
      type: 'TP_LINK_OMADA_EAP',
      macs: ['f4:f2:6d:10:20:12'],
      config: 'Hotel Standard',
      keywords: ['lobby'],
    },
    {
      name: 'Etage 1 AP',
      type: 'CISCO_MERAKI',
      macs: ['00:18:0a:31:41:01'],
      config: 'Hotel Standard',
      keywords: ['zimmer'],
    },
    {
      name: 'Etage 2 AP',
      type: 'CISCO_MERAKI',
      macs: ['00:18:0a:31:41:02', '00:18:0a:31:41:82'],
      config: 'Hotel Standard',
      keywords: ['zimmer'],
    },
    {
      name: 'Etage 3 AP',
      type: 'CISCO_MERAKI',
      macs: ['00:18:0a:31:41:03'],
      config: 'Hotel Standard',
      keywords: ['zimmer'],
      active: false,
      description: 'Wegen Renovierung abgeschaltet',
    },
    {
      name: 'Konferenz Saal A',
      type: 'CISCO_MERAKI',
      macs: ['00:18:0a:31:42:0a'],
      config: 'Konferenzbereich',
      keywords: ['konferenz'],
    },
    {
      name: 'Konferenz Saal B',
      type: 'RUCKUS_SMART_ZONE_5',
      macs: ['d8:38:fc:52:60:0b'],
      config: 'Konferenzbereich',
      keywords: ['konferenz'],
    },
    {
      name: 'Restaurant AP',
      type: 'UBIQUITI',
      macs: ['24:a4:3c:70:80:01'],
      config: 'Hotel Standard',
      keywords: ['restaurant'],
    },
    {
      name: 'Bar AP',
      type: 'UBIQUITI',
      macs: ['24:a4:3c:70:80:02'],
      config: 'Hotel Standard',
      keywords: ['restaurant'],
      timezone: 'Europe/Berlin',
    },
    {
      name: 'Pool Hotspot',
      type: 'FX_TP_LINK_COOVA_CHILLI',
      macs: ['14:cc:20:90:a0:01'],
      lanMac: '14:cc:20:90:a0:02',
      config: 'Außenbereich (Saison)',
      keywords: ['außen'],
      period: { from: '2026-04-01T00:00:00.000Z', until: null },
    },
    {
      name: 'Terrasse Hotspot',
      type: 'FX_ALIXBOARD_COOVA_CHILLI',
      macs: ['00:0d:b9:44:55:01'],
      lanMac: '00:0d:b9:44:55:02',
      config: 'Außenbereich (Saison)',
      keywords: ['außen'],
      period: { from: '2025-05-01T00:00:00.000Z', until: '2025-09-30T23:59:59.000Z' },
      description: 'Saison 2025 beendet',
    },
    { name: 'Spa AP', type: 'LANCOM_LMC', macs: ['00:a0:57:21:31:41'], config: null, keywords: ['spa'] },
    tryOut('Demo WLAN-Code', 'Demo: WLAN-Code', 'd0'),
    tryOut('Demo Easy Login', 'Demo: Easy Login', 'd1'),
    tryOut('Demo Gerätekonto', 'Demo: Gerätekonto', 'd2'),
    tryOut('Demo Externer Login', 'Demo: Externer Login', 'd3'),
    tryOut('Demo App-Login', 'Demo: App-Login', 'd4'),
    tryOut('Demo SMS-Login', 'Demo: SMS-Login', 'd5'),
    tryOut('Demo CIDAAS-Login', 'Demo: CIDAAS-Login', 'd6'),
    tryOut('Demo REOS-Login', 'Demo: REOS-Login', 'd7'),
    tryOut('Demo Vorteilsclub', 'Demo: Vorteilsclub', 'd8'),
    {
      name: 'Tiefgarage',
      type: 'MIKROTIK_ROUTEROS',
      macs: ['00:0c:42:aa:bb:01'],
      config: null,
      description: 'Noch ohne Konfiguration',
    },
  ],
  [CAFE]: [
    {
      name: 'Café Theke',
      type: 'MIKROTIK_ROUTEROS',
      macs: ['00:0c:42:c0:ff:01'],
      config: 'Café Standard',
      keywords: ['theke'],
    },
    {
      name: 'Café Garten',
      type: 'MIKROTIK_ROUTEROS',
      macs: ['00:0c:42:c0:ff:02'],
      config: 'Café Standard',
      keywords: ['garten'],
    },
    { name: 'Café Lager', type: 'UBIQUITI', macs: ['24:a4:3c:c0:ff:03'], config: null },
  ],
};

export async function seedHotspotDevices(db: Db, customerId: string, newId: () => string): Promise<void> {
  const demo = DEMO[customerId];
  if (!demo) return;
  const [configs, locs, online] = await Promise.all([
    db
      .select({ id: hotspotDeviceConfigs.id, name: hotspotDeviceConfigs.name })
      .from(hotspotDeviceConfigs)
      .where(eq(hotspotDeviceConfigs.customerId, customerId)),
    db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.customerId, customerId))
      .orderBy(asc(locations.name), asc(locations.id)),
    db
      .select({ deviceId: onlineUsers.hotspotDeviceId })
      .from(onlineUsers)
      .where(eq(onlineUsers.customerId, customerId))
      .orderBy(asc(onlineUsers.message)),
  ]);
  const configId = new Map(configs.map((c) => [c.name, c.id]));
  const rows = demo.map((d, i) => {
    const name = d.name;
    const description = d.description ?? null;
    const keywords = d.keywords ?? [];
    const lanMac = d.lanMac ?? null;
    return {
      customerId,
      id: online[i]?.deviceId ?? newId(),
      name,
      description,
      active: d.active ?? true,
      activeFrom: d.period ? new Date(d.period.from) : null,
      activeUntil: d.period?.until ? new Date(d.period.until) : null,
      deviceType: d.type,
      configId: d.config !== null ? (configId.get(d.config) ?? null) : null,
      // Spread over the locations (the last device of each customer stays without one).
      locationId: locs.length && i < demo.length - 1 ? locs[i % locs.length]!.id : null,
      geoLat: d.geo?.[0] ?? null,
      geoLong: d.geo?.[1] ?? null,
      keywords,
      lanMac,
      macs: d.macs,
      monitoringAlias: name,
      timezone: d.timezone ?? null,
      searchText: searchTextOf({ name, description, keywords, macs: d.macs, lanMac }),
    };
  });
  await db.insert(hotspotDevices).values(rows);
  await db
    .insert(hotspotDeviceMacs)
    .values(rows.flatMap((r) => r.macs.map((mac, position) => ({ customerId, mac, deviceId: r.id, position }))));
}

/** The demo's devices online now (the licence card's concurrent users), hotel and café. */
export async function seedOnlineUsers({ db, rng }: SeedScope): Promise<void> {
  const devices = (customerId: string, users: number[]) =>
    users.map((n, i) => ({
      customerId,
      id: rng.objectId(),
      hotspotDeviceId: rng.objectId(),
      users: n,
      signal: 'hotspot_online',
      severity: 1,
      message: `AP ${i + 1}`,
    }));
  await db.insert(onlineUsers).values([...devices(HOTEL_ID, [12, 9, 8, 5]), ...devices(CAFE_ID, [6, 3])]);
}
