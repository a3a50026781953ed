// Demo locations and regions: the hotel K100001 has four locations (one with opening hours, one with
// DNS filter IPs from the documentation ranges) in two regions, the café K100002 one location in one
// region. Positions are estimated from the address like the service does.
import type { Db } from '../../platform/db/client';
import { CAFE_ID, HOTEL_ID } from '../../platform/seed/ids';
import { normalizeIp } from '../../../src/domain/location';
import type { OpeningHoursValue } from '../../../src/domain/loginTimePeriods';
import { estimatePosition } from './geoEstimate';
import { dnsNetworkIdOf } from './service';
import * as store from './store';
import { locationDnsIps } from './table';

interface DemoLocation {
  name: string;
  description: string;
  externalId: string;
  street: string;
  zip: string;
  city: string;
  state: string;
  country: string;
  openingHours?: OpeningHoursValue;
  ips?: string[];
}

const day = (startTime: string, endTime: string) => [{ startTime, endTime }];

const RECEPTION_HOURS: OpeningHoursValue = {
  weekdays: {
    monday: day('07:00', '22:00'),
    tuesday: day('07:00', '22:00'),
    wednesday: day('07:00', '22:00'),
    thursday: day('07:00', '22:00'),
    friday: day('07:00', '23:00'),
    saturday: day('08:00', '23:00'),
    sunday: day('08:00', '20:00'),
  },
  specialDates: [{ startDate: '2026-12-24', endDate: '2026-12-26', times: day('10:00', '18:00') }],
};

const DEMO: Record<
  string,
  { locations: DemoLocation[]; regions: { name: string; description: string; members: number[] }[] }
> = {
  [HOTEL_ID]: {
    locations: [
      {
        name: 'Haupthaus',
        description: 'Rezeption, Lobby und Zimmer',
        externalId: 'AH-001',
        street: 'Zugspitzstraße 2',
        zip: '82467',
        city: 'Garmisch-Partenkirchen',
        state: 'Bayern',
        country: 'Deutschland',
        openingHours: RECEPTION_HOURS,
      },
      {
        name: 'Chalet am Kurpark',
        description: 'Suiten und Wellnessbereich',
        externalId: 'AH-002',
        street: 'Richard-Strauss-Platz 2',
        zip: '82467',
        city: 'Garmisch-Partenkirchen',
        state: 'Bayern',
        country: 'Deutschland',
        ips: ['192.0.2.10', '192.0.2.11', '2001:db8::10'],
      },
      {
        name: 'Gästehaus Mittenwald',
        description: 'Ferienwohnungen',
        externalId: 'AH-003',
        street: 'Obermarkt 1',
        zip: '82481',
        city: 'Mittenwald',
        state: 'Bayern',
        country: 'Deutschland',
      },
      {
        name: 'Stadtbüro München',
        description: 'Verkauf und Verwaltung',
        externalId: 'AH-004',
        street: 'Marienplatz 8',
        zip: '80331',
        city: 'München',
        state: 'Bayern',
        country: 'Deutschland',
      },
    ],
    regions: [
      { name: 'Werdenfelser Land', description: 'Häuser im Werdenfelser Land', members: [0, 1, 2] },
      { name: 'Oberbayern', description: 'Alle Standorte in Oberbayern', members: [0, 1, 2, 3] },
    ],
  },
  [CAFE_ID]: {
    locations: [
      {
        name: 'Stadtcafé am Markt',
        description: 'Café mit Terrasse',
        externalId: 'SC-1',
        street: 'Marktplatz 1',
        zip: '69117',
        city: 'Heidelberg',
        state: 'Baden-Württemberg',
        country: 'Deutschland',
      },
    ],
    regions: [{ name: 'Innenstadt', description: 'Filialen in der Innenstadt', members: [0] }],
  },
};

export async function seedLocations(db: Db, customerId: string, newId: () => string): Promise<void> {
  const demo = DEMO[customerId];
  if (!demo) return;
  const active = await store.dnsFilterActive(db, customerId);
  const ids: string[] = [];
  for (const l of demo.locations) {
    const id = newId();
    ids.push(id);
    const geo = estimatePosition(l);
    const ips = (l.ips ?? []).map(normalizeIp);
    await store.insertLocation(db, {
      customerId,
      id,
      name: l.name,
      description: l.description,
      externalId: l.externalId,
      street: l.street,
      zip: l.zip,
      city: l.city,
      state: l.state,
      country: l.country,
      geoLat: geo?.lat ?? null,
      geoLong: geo?.long ?? null,
      geoEstimated: geo !== null,
      openingHours: l.openingHours ?? null,
      dnsNetworkId: ips.length && active ? dnsNetworkIdOf(customerId, id) : null,
      dnsFailures:
        ips.length && !active
          ? [{ error: 'NoActivePlugin', message: 'The dnsFilter plugin is not active', at: new Date().toISOString() }]
          : [],
      searchText: [l.name, l.description, l.street, l.zip, l.city, l.state, l.country].join(' ').toLowerCase(),
    });
    if (ips.length) await db.insert(locationDnsIps).values(ips.map((ip) => ({ ip, customerId, locationId: id })));
  }
  for (const r of demo.regions) {
    const id = newId();
    await store.insertLocationGroup(db, {
      customerId,
      id,
      name: r.name,
      description: r.description,
      searchText: `${r.name} ${r.description}`.toLowerCase(),
    });
    await db.transaction((tx) =>
      store.setGroupLocations(
        tx,
        customerId,
        id,
        r.members.map((i) => ids[i]!),
      ),
    );
  }
}
