// Demo leads of the demo partner: every status, open, approved and rejected ones, with comments of
// the partner and the vendor, so the partner portal and the vendor view have something to show.
import type { Db } from '../../platform/db/client';
import { partnerLeads } from './table';

const PARTNER = 'Paula Partner';
const VENDOR = 'Viktor Vendor';
const DAY = 86_400_000;

export async function seedPartnerLeads(
  db: Db,
  partnerId: string,
  objectId: () => string,
  now = Date.now(),
): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const said = (daysAgo: number, from: string, text: string) => ({ createdAt: at(daysAgo).toISOString(), from, text });
  const leads = [
    {
      company: 'Hotel Seeblick Starnberg',
      address: { street: 'Seepromenade 4', zip: '82319', city: 'Starnberg', country: 'Deutschland' },
      website: 'https://seeblick-starnberg.test',
      description: '80 Zimmer, Tagungsräume; Gäste-WLAN mit WiFi-Codes an der Rezeption gewünscht.',
      status: 0,
      approved: 0,
      messages: [said(2, PARTNER, 'Erstkontakt auf der Messe, Rückruf vereinbart.')],
      created: 3,
    },
    {
      company: 'Café Rathausplatz',
      address: { street: 'Rathausplatz 1', zip: '04109', city: 'Leipzig', country: 'Deutschland' },
      website: null,
      description: 'Kleines Café, ein Access Point, Login mit Nutzungsbedingungen.',
      status: 1,
      approved: 1,
      messages: [
        said(10, PARTNER, 'Termin vor Ort am Donnerstag.'),
        said(9, VENDOR, 'Lead freigegeben, Projektschutz 6 Monate.'),
      ],
      created: 12,
    },
    {
      company: 'Praxisgemeinschaft Dr. Wendt',
      address: { street: 'Lindenallee 22', zip: '01067', city: 'Dresden', country: 'Deutschland' },
      website: 'https://praxis-wendt.test',
      description: 'Wartezimmer-WLAN, getrennt vom Praxisnetz.',
      status: 2,
      approved: 1,
      messages: [
        said(20, PARTNER, 'Angebot über 3 Access Points verschickt.'),
        said(19, VENDOR, 'Freigegeben.'),
        said(5, PARTNER, 'Kunde prüft das Angebot bis Monatsende.'),
      ],
      created: 25,
    },
    {
      company: 'Camping Am Hafen',
      address: { street: 'Am Hafen 3', zip: '18055', city: 'Rostock', country: 'Deutschland' },
      website: 'https://camping-am-hafen.test',
      description: 'Platzweites WLAN, 12 Access Points, Saisonbetrieb.',
      status: 3,
      approved: 1,
      messages: [said(40, PARTNER, 'Auftrag erteilt.'), said(39, VENDOR, 'Glückwunsch, Lizenzen sind angelegt.')],
      created: 60,
    },
    {
      company: 'Fitnessstudio Nordlicht',
      address: { street: 'Bergstraße 9', zip: '24103', city: 'Kiel', country: 'Deutschland' },
      website: null,
      description: null,
      status: 4,
      approved: 0,
      messages: [said(30, PARTNER, 'Kunde hat sich für einen anderen Anbieter entschieden.')],
      created: 45,
    },
    {
      company: 'Autohaus Adler',
      address: { street: 'Hauptstraße 77', zip: '90403', city: 'Nürnberg', country: 'Deutschland' },
      website: 'https://autohaus-adler.test',
      description: 'Showroom und Werkstatt-Wartebereich.',
      status: 1,
      approved: 2,
      messages: [
        said(15, PARTNER, 'Interesse an Gäste-WLAN im Showroom.'),
        said(14, VENDOR, 'Abgelehnt: der Kunde wird bereits direkt betreut.'),
      ],
      created: 16,
    },
  ];
  await db.insert(partnerLeads).values(
    leads.map(({ created, messages, ...lead }) => ({
      ...lead,
      customerId: partnerId,
      id: objectId(),
      messages,
      createdAt: at(created),
      updatedAt: new Date(messages.at(-1)!.createdAt),
    })),
  );
}
