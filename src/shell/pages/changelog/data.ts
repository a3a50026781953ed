/**
 * The changelog (/changelog): what was delivered, taken from this project's history (git log), and
 * the roadmap of what comes next. German and English side by side; newest update first. A new
 * release adds one entry at the top of UPDATES.
 */

export interface LocalisedText {
  de: string;
  en: string;
}

export interface ChangelogEntry {
  /** Release day (ISO date). */
  date: string;
  /** Release name shown with the date. */
  version: string;
  title: LocalisedText;
  items: readonly LocalisedText[];
}

export type RoadmapStatus = 'inProgress' | 'planned';

export interface RoadmapEntry {
  status: RoadmapStatus;
  title: LocalisedText;
  text: LocalisedText;
}

export const UPDATES: readonly ChangelogEntry[] = [
  {
    date: '2026-11-24',
    version: '0.1.0-insights',
    title: { de: 'Analysen und DNS-Statistiken', en: 'Analytics and DNS statistics' },
    items: [
      {
        de: 'Basic- und Professional-Analysen: Sitzungen, Nutzer, Anmeldungen, Verweildauer, Datenmengen, Top und Flop der Hotspots und Standorte, mit Filtern und Download.',
        en: 'Basic and professional analytics: sessions, users, logins, dwell time, data transfer, top and flop of hotspots and locations, with filters and download.',
      },
      {
        de: 'DNS-Statistiken je Standort: Anfragen, blockierte Anfragen, Bedrohungen, Anwendungen, Kategorien und Domains.',
        en: 'DNS statistics per location: requests, blocked requests, threats, applications, categories and domains.',
      },
    ],
  },
  {
    date: '2026-11-23',
    version: '0.1.0-wifi-at-the-hotspot',
    title: { de: 'WLAN-Codes am Hotspot', en: 'WiFi codes at the hotspot' },
    items: [
      {
        de: 'Gäste melden sich über die Gast-Login-Seite und RADIUS an; QR-Codes auf gedruckten Karten füllen den Code vor.',
        en: 'Guests log in through the guest login page and RADIUS; QR codes on printed cards fill in the code.',
      },
      {
        de: 'Shortcuts für WLAN-Codes: mit einem Klick Codes mit festen Einstellungen erstellen und drucken (8, 12 oder 21 Karten je A4-Seite, mit Logo, Farbe und Text).',
        en: 'WiFi-code shortcuts: create and print codes with fixed settings in one click (8, 12 or 21 cards per A4 page, with logo, colour and text).',
      },
      {
        de: 'Hotspot-Konten unter jedem WLAN-Code und Gerätekonto: online-Status, Anmeldungen, Sperren einzelner Konten oder einer ganzen Gruppe.',
        en: 'Hotspot accounts under every WiFi code and device account: online state, logins, blocking one account or a whole group.',
      },
      {
        de: 'Die Lizenzkarte zählt gleichzeitige Nutzer aus den laufenden Sitzungen.',
        en: 'The licence card counts concurrent users from the running sessions.',
      },
    ],
  },
  {
    date: '2026-11-23',
    version: '0.1.0-hotspot-network',
    title: { de: 'Hotspot-Netz', en: 'Hotspot network' },
    items: [
      {
        de: 'Hotspot-Geräte mit Suche und Filtern, aktivem Zeitraum, MAC-Adressen, geerbten Login-Zeiten und Controller-Einstellungen.',
        en: 'Hotspot devices with search and filters, active period, MAC addresses, inherited login times and controller settings.',
      },
      {
        de: 'CSV-Import von Hotspot-Geräten in fünf Schritten, mit gespeicherten Spaltenzuordnungen und Korrektur ungültiger Zeilen direkt in der Tabelle.',
        en: 'CSV import of hotspot devices in five steps, with saved column mappings and fixing invalid rows right in the table.',
      },
      {
        de: 'Gerätekonfigurationen mit sortierten Login-Vorlagen, eigener Startseite mit Vorschau und Login-Zeiten mit Wochenübersicht.',
        en: 'Device configurations with ordered login templates, a custom start page with preview and login times with a week view.',
      },
      {
        de: 'Standorte und Regionen in einem Bereich: Adresse, Öffnungszeiten, verknüpfte Hotspots und IP-Adressen für den DNS-Inhaltsfilter.',
        en: 'Locations and regions in one area: address, opening hours, linked hotspots and IP addresses for the DNS content filter.',
      },
      {
        de: 'Aktivierungsschlüssel: neue Geräte richten sich selbst ein; jeder Versuch steht im Protokoll.',
        en: 'Enrollment keys: new devices set themselves up; every attempt appears in the log.',
      },
    ],
  },
  {
    date: '2026-11-23',
    version: '0.1.0-login-experience',
    title: { de: 'Login-Erlebnis', en: 'Login experience' },
    items: [
      {
        de: 'Kontovorlagen mit Surfzeit, Datenvolumen, Bandbreite und Ablaufregel samt Erklärung und berechnetem Zeitpunkt.',
        en: 'Account templates with surf time, data volume, bandwidth and an expiry formula with its explanation and computed moment.',
      },
      {
        de: 'Login-Vorlagen für zehn Login-Arten, mit Nutzungsbedingungen und Wiederanmelde-Sperre.',
        en: 'Login templates for ten login types, with terms of use and a re-login delay.',
      },
      {
        de: 'Hotspot-Startseiten: Nutzungsbedingungen, Impressen, Vorlagen und Vorlagenpakete je Sprache mit sicherer Vorschau.',
        en: 'Hotspot start pages: terms of use, imprints, templates and template bundles per language with a safe preview.',
      },
    ],
  },
  {
    date: '2026-11-23',
    version: '0.1.0-device-accounts',
    title: { de: 'Gerätekonten und robustere WLAN-Codes', en: 'Device accounts and sturdier WiFi codes' },
    items: [
      {
        de: 'Gerätekonten: Geräte melden sich automatisch an ihrer MAC-Adresse oder mit Benutzername und Passwort an.',
        en: 'Device accounts: devices log in automatically by their MAC address or with username and password.',
      },
      {
        de: 'Jede Eingabe wird im Browser und auf dem Server nach denselben Regeln geprüft; Fehlermeldungen nennen das Feld.',
        en: 'Every input is checked in the browser and on the server by the same rules; error messages name the field.',
      },
      {
        de: 'Die Liste der WLAN-Codes passt auf 1024 px breite Bildschirme und wird auf dem Telefon zur einfachen Liste.',
        en: 'The WiFi-code list fits 1024 px wide screens and becomes a simple list on a phone.',
      },
    ],
  },
  {
    date: '2026-11-21',
    version: '0.1.0-foundation',
    title: { de: 'Das Portal startet', en: 'The portal starts' },
    items: [
      {
        de: 'Anmeldung, Kundenwechsel mit Suche über tausende Kunden, Menü nach Berechtigungen, Lizenzkarte, Hinweise und Brotkrumen.',
        en: 'Login, customer switch with search over thousands of customers, menu by permissions, licence card, banners and breadcrumbs.',
      },
      {
        de: 'WLAN-Codes: erstellen (einzeln oder mehrere), suchen, filtern, bearbeiten sowie in einem Schritt deaktivieren oder löschen.',
        en: 'WiFi codes: create (one or several), search, filter, edit, and deactivate or delete in one step.',
      },
      {
        de: 'Deutsch und Englisch, helles und dunkles Design; beides bleibt nach dem Neuladen erhalten.',
        en: 'German and English, light and dark theme; both are kept across reloads.',
      },
    ],
  },
];

export const ROADMAP: readonly RoadmapEntry[] = [
  {
    status: 'inProgress',
    title: { de: 'Benutzer und Einladungen', en: 'Users and invites' },
    text: {
      de: 'Einladungen per E-Mail mit Rollen und Rechten, Annahme mit eigenem Passwort, Übersicht offener Einladungen.',
      en: 'Invites by e-mail with roles and rights, acceptance with an own password, overview of pending invites.',
    },
  },
  {
    status: 'inProgress',
    title: { de: 'Profil und Passwörter', en: 'Profile and passwords' },
    text: {
      de: 'Profil bearbeiten, Passwort ändern, Passwort vergessen mit Link per E-Mail, Hotspot-Konfigurationsdaten für Techniker.',
      en: 'Edit the profile, change the password, forgotten password with a link by e-mail, hotspot configuration data for technicians.',
    },
  },
  {
    status: 'inProgress',
    title: { de: 'Plugins, Partner und Anbieter', en: 'Plugins, partner and vendor' },
    text: {
      de: 'Plugins je Kunde verwalten; Leads erfassen, kommentieren und freigeben.',
      en: 'Manage plugins per customer; record, comment on and approve leads.',
    },
  },
  {
    status: 'inProgress',
    title: { de: 'Dokumentation und Neuigkeiten', en: 'Documentation and changelog' },
    text: {
      de: 'Anleitungen im Portal mit Suche, diese Seite mit Feedback an den Support, Übersetzungsexport und Diagnose.',
      en: 'Guides in the portal with search, this page with feedback to support, translation export and diagnostics.',
    },
  },
];
