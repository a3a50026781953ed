// Demo start-page content of one customer (the hotel K100001 and the café K100002): terms of use, a
// default imprint, default templates of five screens and a default bundle holding them. Runs before
// the account and login templates, which read the terms of use by name.
import type { Db } from '../../platform/db/client';
import { HOTEL_ID } from '../../platform/seed/ids';
import { imprints, templateBundles, templateBundleTemplates, templates, termsOfUses } from './table';

const IMAGE_CSP = 'img-src https://images.example.com';
/** A 1×1 transparent GIF: the data: image the base policy always allows. */
const DOT = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type Slot = 'Welcome' | 'WelcomeBack' | 'Success' | 'Error' | 'VoucherCheckFail';

const SCREENS: Record<Slot, { label: string; de: [string, string]; en: [string, string]; color: string }> = {
  Welcome: {
    label: 'Begrüßung',
    de: ['Willkommen im %s', 'Melden Sie sich an, um das kostenlose WLAN zu nutzen.'],
    en: ['Welcome to %s', 'Log in to use the free WiFi.'],
    color: '#1b5e20',
  },
  WelcomeBack: {
    label: 'Wiederkehrende Gäste',
    de: ['Schön, dass Sie wieder da sind', 'Mit einem Klick sind Sie wieder online.'],
    en: ['Welcome back', 'One click and you are online again.'],
    color: '#0d47a1',
  },
  Success: {
    label: 'Anmeldung erfolgreich',
    de: ['Sie sind online', 'Viel Spaß beim Surfen im %s.'],
    en: ['You are online', 'Enjoy the WiFi at %s.'],
    color: '#2e7d32',
  },
  Error: {
    label: 'Fehler',
    de: ['Das hat nicht geklappt', 'Bitte versuchen Sie es erneut oder fragen Sie unser Personal.'],
    en: ['Something went wrong', 'Please try again or ask our staff.'],
    color: '#b71c1c',
  },
  VoucherCheckFail: {
    label: 'WLAN-Code ungültig',
    de: ['WLAN-Code ungültig', 'Bitte prüfen Sie den Code auf Ihrem Beleg.'],
    en: ['Invalid WiFi code', 'Please check the code on your receipt.'],
    color: '#e65100',
  },
};

function screenHtml(place: string, [heading, body]: [string, string], color: string, image: string, extra = '') {
  const fill = (s: string) => s.replace('%s', place);
  return (
    `<h1 style="color: ${color}">${fill(heading)}</h1>\n<p style="font-size: 1.1em">${fill(body)}</p>\n` +
    `<img src="${image}" alt="" width="320" height="120">${extra}`
  );
}

export async function seedStartPages(db: Db, customerId: string, objectId: () => string): Promise<void> {
  const hotel = customerId === HOTEL_ID;
  const place = hotel ? 'Alpenhotel' : 'Stadtcafé';
  const now = new Date();

  await db.insert(termsOfUses).values({
    customerId,
    id: objectId(),
    name: 'Standard-Nutzungsbedingungen',
    description: `Nutzungsbedingungen des Gäste-WLANs im ${place}`,
    active: true,
    locales: [
      {
        lang: 'de',
        default: true,
        terms:
          `<h2>Nutzungsbedingungen</h2>\n<p>Das WLAN des ${place} steht Gästen kostenlos zur Verfügung.</p>\n` +
          '<p>Untersagt sind rechtswidrige Inhalte, das Versenden von Spam und Angriffe auf andere Geräte.</p>\n' +
          '<p>Es besteht kein Anspruch auf ständige Verfügbarkeit.</p>',
        privacy:
          '<h2>Datenschutz</h2>\n<p>Wir speichern die Geräteadresse und die Dauer Ihrer Sitzung für 7 Tage, ' +
          'um den Betrieb zu sichern.</p>',
      },
      {
        lang: 'en',
        default: false,
        terms:
          `<h2>Terms of use</h2>\n<p>The WiFi of the ${place} is free for guests.</p>\n` +
          '<p>Unlawful content, spam and attacks on other devices are not allowed.</p>\n' +
          '<p>Availability is not guaranteed.</p>',
        privacy:
          '<h2>Privacy</h2>\n<p>We keep the device address and the duration of your session for 7 days ' +
          'to run the service.</p>',
      },
    ],
    searchText: `standard-nutzungsbedingungen nutzungsbedingungen des gäste-wlans im ${place}`.toLowerCase(),
    createdAt: now,
    updatedAt: now,
  });

  const imprintId = objectId();
  const imprintDescription = `Impressum ${place}`;
  const address = hotel
    ? 'Alpenhotel GmbH, Bergstraße 1, 6020 Innsbruck'
    : 'Stadtcafé OHG, Marktplatz 5, 80331 München';
  await db.insert(imprints).values({
    customerId,
    id: imprintId,
    description: imprintDescription,
    active: true,
    isDefault: true,
    texts: [
      { lang: 'de', default: true, text: `<p><strong>Impressum</strong><br>${address}</p>` },
      { lang: 'en', default: false, text: `<p><strong>Legal notice</strong><br>${address}</p>` },
    ],
    searchText: imprintDescription.toLowerCase(),
    createdAt: now,
    updatedAt: now,
  });

  const rows = (Object.keys(SCREENS) as Slot[]).map((slot) => {
    const screen = SCREENS[slot];
    // The hotel's images come from its image host (named in the CSP directives), the café's inline.
    const image = hotel ? `https://images.example.com/${place.toLowerCase()}/${slot.toLowerCase()}.jpg` : DOT;
    // Deliberately unsafe: the sanitised preview shows that scripts and handlers are stripped.
    const unsafe = hotel && slot === 'Welcome';
    const extra = unsafe ? '\n<script>alert(1)</script>\n<img src="x" onerror="alert(2)" alt="">' : '';
    const description = unsafe
      ? `${screen.label} ${place} (enthält absichtlich <script> und onerror: die Vorschau entfernt sie)`
      : `${screen.label} ${place}`;
    return {
      customerId,
      id: objectId(),
      slot,
      description,
      active: true,
      isDefault: true,
      texts: [
        { lang: 'de', default: true, text: screenHtml(place, screen.de, screen.color, image, extra) },
        { lang: 'en', default: false, text: screenHtml(place, screen.en, screen.color, image, extra) },
      ],
      cspDirectives: hotel ? [IMAGE_CSP] : [],
      imprintId,
      searchText: description.toLowerCase(),
      createdAt: now,
      updatedAt: now,
    };
  });
  await db.insert(templates).values(rows);

  const bundleId = objectId();
  const bundleDescription = `Startseite ${place}`;
  await db.insert(templateBundles).values({
    customerId,
    id: bundleId,
    description: bundleDescription,
    active: true,
    isDefault: true,
    imprintId,
    searchText: bundleDescription.toLowerCase(),
    createdAt: now,
    updatedAt: now,
  });
  await db
    .insert(templateBundleTemplates)
    .values(rows.map((t, position) => ({ customerId, bundleId, templateId: t.id, slot: t.slot, position })));
}
