/** Messages of the search over the active customer's records (`portal.search.*`, Ctrl+K). */
import type { Shape } from '../catalogue';

const de = {
  search: {
    open: 'Suchen (Strg+K)',
    title: 'Suche im aktiven Kunden',
    placeholder: 'WLAN-Code, Gerät, Standort, Gerätekonto oder Mitglied …',
    results: 'Suchergebnisse',
    searching: 'Suche läuft',
    hint: 'Mindestens %{min} Zeichen eingeben.',
    empty: 'Nichts gefunden für „%{term}“.',
    failed: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    partlyFailed: 'Nicht durchsucht werden konnten: %{kinds}.',
    noCustomer: 'Wählen Sie zuerst einen Kunden.',
    keys: '↑ ↓ auswählen · Enter öffnen · Esc schließen',
    kinds: {
      codes: 'WLAN-Codes',
      devices: 'Hotspot-Geräte',
      locations: 'Standorte',
      deviceAccounts: 'Gerätekonten',
      members: 'Mitglieder',
    },
  },
};

const en: Shape<typeof de> = {
  search: {
    open: 'Search (Ctrl+K)',
    title: 'Search the active customer',
    placeholder: 'Wi-Fi code, device, location, device account or member …',
    results: 'Search results',
    searching: 'Searching',
    hint: 'Type at least %{min} characters.',
    empty: 'Nothing found for “%{term}”.',
    failed: 'The search failed. Please try again.',
    partlyFailed: 'Could not be searched: %{kinds}.',
    noCustomer: 'Choose a customer first.',
    keys: '↑ ↓ choose · Enter open · Esc close',
    kinds: {
      codes: 'Wi-Fi codes',
      devices: 'Hotspot devices',
      locations: 'Locations',
      deviceAccounts: 'Device accounts',
      members: 'Members',
    },
  },
};

export default { de: { portal: de }, en: { portal: en } };
