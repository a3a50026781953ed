// Demo account templates (seed 001 §3): the limits behind the demo login templates of the hotel
// (day guests, hotel guests, conferences) and the café.
import type { Db } from '../../platform/db/client';
import { HOTEL_ID } from '../../platform/seed/ids';
import { hotspotAccountTemplates } from './table';

type Template = {
  name: string;
  description: string;
  dynamicExpires: string | null;
  maxBandwidthDown?: number;
  maxBandwidthUp?: number;
  idleTimeout?: number;
  maxVolume?: number;
};

const HOTEL: Template[] = [
  {
    name: 'Tagesgast',
    description: 'Gäste ohne Übernachtung: gültig bis 4 Uhr am nächsten Morgen',
    dynamicExpires: 'eod 4h',
    maxBandwidthDown: 10_000,
    maxBandwidthUp: 2_000,
    idleTimeout: 30,
  },
  {
    name: 'Hotelgast',
    description: 'Übernachtungsgäste: eine Woche mit voller Bandbreite',
    dynamicExpires: '1w',
    maxBandwidthDown: 50_000,
    maxBandwidthUp: 10_000,
  },
  {
    name: 'Konferenz',
    description: 'Tagungsteilnehmer: bis Tagesende, 2 GB Datenvolumen',
    dynamicExpires: 'eod',
    maxVolume: 2_000,
  },
];

const CAFE: Template[] = [
  {
    name: 'Kaffeehaus-Gast',
    description: 'Zwei Stunden surfen zum Kaffee',
    dynamicExpires: '2h',
    maxBandwidthDown: 8_000,
    maxBandwidthUp: 1_000,
  },
];

export async function seedAccountTemplates(db: Db, customerId: string, objectId: () => string): Promise<void> {
  const templates = customerId === HOTEL_ID ? HOTEL : CAFE;
  await db.insert(hotspotAccountTemplates).values(
    templates.map((t) => ({
      ...t,
      customerId,
      id: objectId(),
      searchText: `${t.name} ${t.description}`.toLowerCase(),
    })),
  );
}
