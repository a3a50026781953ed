/** Messages of the guest-data page (`resources.guest-data.*`): German first, English typed against it. */
import type { Shape } from '../../i18n/catalogue';

const de = {
  'guest-data': {
    name: 'Gästedaten |||| Gästedaten',
    page: {
      list: 'Gästedaten',
      intro:
        'Auskunft (DSGVO Art. 15) und Löschung (Art. 17) für einen Gast dieses Kunden: suchen, sehen was gespeichert ist, exportieren oder löschen.',
    },
    fields: {
      kind: 'Suchen nach',
      value: 'Kennung des Gastes',
    },
    kinds: {
      CLIENT_MAC: 'Geräte-MAC',
      CODE: 'WLAN-Code',
      DEVICE_ACCOUNT: 'Gerätekonto',
      PHONE: 'Telefonnummer',
      EMAIL: 'E-Mail-Adresse',
    },
    placeholders: {
      CLIENT_MAC: 'z. B. A4:83:E7:12:34:56',
      CODE: 'z. B. ABCD2345',
      DEVICE_ACCOUNT: 'Benutzername oder Name',
      PHONE: 'international, z. B. +49 151 23456789',
      EMAIL: 'z. B. gast@example.org',
    },
    held: {
      title: 'Gespeichert über diesen Gast',
      hotspotAccounts: 'Hotspot-Konten',
      sessions: 'Sitzungen',
      acceptedTerms: 'Akzeptierte Nutzungsbedingungen',
      smsSent: 'Gesendete SMS',
      deviceAccounts: 'Gerätekonten',
      otherRecords: 'Weitere Spuren (Login-Tickets, Hinweise, Webhooks)',
    },
    actions: {
      search: 'Suchen',
      exportJson: 'Export als JSON',
      exportCsv: 'Export als CSV',
      erase: 'Daten löschen …',
    },
    erase: {
      title: 'Daten dieses Gastes löschen?',
      intro:
        'Alle personenbezogenen Daten zu „%{value}“ werden endgültig gelöscht oder anonymisiert. Das kann nicht rückgängig gemacht werden:',
      accounts: '%{n} Hotspot-Konten (mit akzeptierten Nutzungsbedingungen) werden gelöscht',
      sessions: '%{n} Sitzungen verlieren MAC, Benutzername und Konto',
      sms: '%{n} SMS-Logins werden gelöscht',
      deviceAccounts: '%{n} Gerätekonten werden gelöscht',
      other: '%{n} weitere Spuren werden gelöscht',
      analytics:
        'Die Statistik bleibt unverändert: Sitzungen behalten Dauer und Datenmenge, aber ohne Bezug zur Person. Ist der Gast gerade online, wird zuerst seine Sitzung getrennt.',
      confirmLabel: 'Zur Bestätigung „%{word}“ oder die Kennung eingeben',
      confirm: 'Endgültig löschen',
      done: 'Gelöscht: %{accounts} Konten, %{sessions} Sitzungen anonymisiert.',
      erased: 'Die Daten des Gastes wurden gelöscht. Der Vorgang steht im Audit-Log (ohne die gelöschten Daten).',
    },
    empty: {
      idle: 'Geben Sie eine Kennung des Gastes ein. Gesucht wird nur beim gewählten Kunden.',
      notFound: 'Zu dieser Kennung ist bei diesem Kunden nichts gespeichert.',
    },
    errors: {
      search: 'Die Suche ist fehlgeschlagen.',
      export: 'Der Export ist fehlgeschlagen.',
      erase: 'Die Löschung ist fehlgeschlagen. Es wurde nichts gelöscht.',
      online:
        'Der Gast ist gerade online. Seine Sitzung wird getrennt; löschen Sie erneut, sobald sie beendet ist. Es wurde nichts gelöscht.',
    },
    values: {
      loading: 'Wird gesucht',
    },
  },
};

const en: Shape<typeof de> = {
  'guest-data': {
    name: 'Guest data |||| Guest data',
    page: {
      list: 'Guest data',
      intro:
        'Access (GDPR Art. 15) and erasure (Art. 17) for one guest of this customer: search, see what is held, export or erase.',
    },
    fields: {
      kind: 'Search by',
      value: 'Guest identifier',
    },
    kinds: {
      CLIENT_MAC: 'Device MAC',
      CODE: 'WiFi code',
      DEVICE_ACCOUNT: 'Device account',
      PHONE: 'Phone number',
      EMAIL: 'E-mail address',
    },
    placeholders: {
      CLIENT_MAC: 'e.g. A4:83:E7:12:34:56',
      CODE: 'e.g. ABCD2345',
      DEVICE_ACCOUNT: 'Username or name',
      PHONE: 'international, e.g. +49 151 23456789',
      EMAIL: 'e.g. guest@example.org',
    },
    held: {
      title: 'Held about this guest',
      hotspotAccounts: 'Hotspot accounts',
      sessions: 'Sessions',
      acceptedTerms: 'Accepted terms of use',
      smsSent: 'SMS sent',
      deviceAccounts: 'Device accounts',
      otherRecords: 'Other traces (login tickets, hints, webhooks)',
    },
    actions: {
      search: 'Search',
      exportJson: 'Export as JSON',
      exportCsv: 'Export as CSV',
      erase: 'Erase data …',
    },
    erase: {
      title: 'Erase this guest’s data?',
      intro: 'All personal data about “%{value}” will be deleted or anonymised for good. This cannot be undone:',
      accounts: '%{n} hotspot accounts (with accepted terms of use) are deleted',
      sessions: '%{n} sessions lose MAC, username and account',
      sms: '%{n} SMS logins are deleted',
      deviceAccounts: '%{n} device accounts are deleted',
      other: '%{n} other traces are deleted',
      analytics:
        'Analytics stay unchanged: sessions keep their duration and traffic, but without the person. If the guest is online now, their session is disconnected first.',
      confirmLabel: 'Type “%{word}” or the identifier to confirm',
      confirm: 'Erase for good',
      done: 'Erased: %{accounts} accounts, %{sessions} sessions anonymised.',
      erased: 'The guest’s data was erased. The audit log records it (without the erased data).',
    },
    empty: {
      idle: 'Enter an identifier of the guest. Only the selected customer is searched.',
      notFound: 'Nothing is held about this identifier at this customer.',
    },
    errors: {
      search: 'The search failed.',
      export: 'The export failed.',
      erase: 'The erasure failed. Nothing was erased.',
      online:
        'The guest is online now. Their session is being disconnected; erase again once it has ended. Nothing was erased.',
    },
    values: {
      loading: 'Searching',
    },
  },
};

export default { de: { resources: de }, en: { resources: en } };
