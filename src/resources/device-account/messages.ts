/** Messages of the device accounts (`resources.device-account.*`): German first, English typed against it. */
import type { Shape } from '../../i18n/catalogue';

const de = {
  'device-account': {
    name: 'Gerätekonto |||| Gerätekonten',
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      active: 'Aktiv',
      keywords: 'Schlagwörter',
      expires: 'Gültig bis',
      showTermsOfUse: 'Nutzungsbedingungen anzeigen',
      loginTemplate: 'Login-Vorlage',
      customerId: 'Kundennummer',
      createdAt: 'Erstellt am',
      updatedAt: 'Geändert am',
      q: 'Suche',
      criteria: {
        accountType: 'Kontotyp',
        clientDeviceMac: 'MAC-Adresse des Geräts',
        username: 'Benutzername',
        password: 'Passwort',
      },
    },
    types: {
      MAC: 'MAC-Adresse',
      Username: 'Benutzername',
      UsernamePassword: 'Benutzername und Passwort',
    },
    typeHelp: {
      MAC: 'Das Gerät wird an seiner MAC-Adresse erkannt und ohne Eingabe angemeldet.',
      Username: 'Das Gerät meldet sich mit einem Benutzernamen an.',
      UsernamePassword: 'Das Gerät meldet sich mit Benutzername und Passwort an.',
    },
    page: {
      list: 'Gerätekonten',
      create: 'Gerätekonto erstellen',
      edit: 'Gerätekonto %{recordRepresentation} bearbeiten',
      show: 'Gerätekonto %{recordRepresentation}',
    },
    filters: {
      searchPlaceholder: 'Name, Beschreibung, Schlagwort oder Benutzername',
      activeOnly: 'Nur aktive',
      inactiveOnly: 'Nur inaktive',
    },
    errors: {
      unknownLoginTemplate: 'Diese Login-Vorlage gibt es in dieser Organisation nicht (mehr)',
    },
    values: {
      never: 'Unbegrenzt gültig',
      macHidden: 'Als Hash gespeichert, nicht anzeigbar',
      none: '–',
    },
    helper: {
      expires: 'Einschließlich: Das Konto funktioniert bis zu diesem Zeitpunkt. Leer lassen für unbegrenzt.',
      loginTemplate: 'Login-Vorlagen folgen später; optional die ID einer Vorlage (24 Hexadezimalzeichen).',
      showTermsOfUse: 'Die Nutzungsbedingungen werden bei der ersten Anmeldung einmal angezeigt.',
      keywords: 'Zum Suchen und Ordnen der Konten.',
      clientDeviceMac:
        'Die echte MAC-Adresse des Geräts, z. B. 00:1A:2B:3C:4D:5E. Zufällige (private) MACs sind nicht erlaubt.',
      macStored: 'Gesetzt (als Hash gespeichert); geben Sie eine neue MAC-Adresse ein, um sie zu ersetzen.',
      passwordStored: 'Gesetzt; geben Sie ein neues Passwort ein, um es zu ersetzen.',
    },
    empty: {
      title: 'Noch keine Gerätekonten',
      text: 'Gerätekonten melden Geräte wie Fernseher oder Kassen automatisch am Hotspot an.',
      noResults: 'Keine Gerätekonten gefunden. Ändern Sie die Suche oder die Filter.',
    },
    actions: {
      create: 'Gerätekonto erstellen',
    },
    confirm: {
      deleteTitle: 'Gerätekonto „%{name}“ löschen?',
      deleteContent:
        'Das Gerät wird danach nicht mehr automatisch angemeldet. Das kann nicht rückgängig gemacht werden.',
    },
    notFound: {
      title: 'Gerätekonto nicht gefunden',
      text: 'Das Gerätekonto „%{id}“ gibt es bei diesem Kunden nicht (mehr).',
      back: 'Zu den Gerätekonten',
    },
    notifications: {
      created: 'Gerätekonto „%{name}“ wurde erstellt',
      updated: 'Gerätekonto „%{name}“ wurde gespeichert',
      deleted: 'Gerätekonto wurde gelöscht',
    },
  },
};

const en: Shape<typeof de> = {
  'device-account': {
    name: 'Device account |||| Device accounts',
    fields: {
      name: 'Name',
      description: 'Description',
      active: 'Active',
      keywords: 'Keywords',
      expires: 'Valid until',
      showTermsOfUse: 'Show terms of use',
      loginTemplate: 'Login template',
      customerId: 'Customer number',
      createdAt: 'Created',
      updatedAt: 'Updated',
      q: 'Search',
      criteria: {
        accountType: 'Account type',
        clientDeviceMac: 'Device MAC address',
        username: 'Username',
        password: 'Password',
      },
    },
    types: {
      MAC: 'MAC address',
      Username: 'Username',
      UsernamePassword: 'Username and password',
    },
    typeHelp: {
      MAC: 'The device is recognised by its MAC address and logged in without any input.',
      Username: 'The device logs in with a username.',
      UsernamePassword: 'The device logs in with a username and a password.',
    },
    page: {
      list: 'Device accounts',
      create: 'Create device account',
      edit: 'Edit device account %{recordRepresentation}',
      show: 'Device account %{recordRepresentation}',
    },
    filters: {
      searchPlaceholder: 'Name, description, keyword or username',
      activeOnly: 'Active only',
      inactiveOnly: 'Inactive only',
    },
    errors: {
      unknownLoginTemplate: 'This login template does not exist (any more) in this organisation',
    },
    values: {
      never: 'Never expires',
      macHidden: 'Stored as a hash, not displayable',
      none: '–',
    },
    helper: {
      expires: 'Inclusive: the account works through this moment. Leave empty for no expiry.',
      loginTemplate: 'Login templates arrive later; optionally the id of a template (24 hexadecimal characters).',
      showTermsOfUse: 'The terms of use are shown once, on the first login.',
      keywords: 'For finding and grouping accounts.',
      clientDeviceMac: "The device's real MAC address, e.g. 00:1A:2B:3C:4D:5E. Random (private) MACs are not allowed.",
      macStored: 'Set (stored as a hash); enter a new MAC to replace it.',
      passwordStored: 'Set; enter a new one to replace it.',
    },
    empty: {
      title: 'No device accounts yet',
      text: 'Device accounts log devices such as TVs or tills in to the hotspot automatically.',
      noResults: 'No device accounts found. Change the search or the filters.',
    },
    actions: {
      create: 'Create device account',
    },
    confirm: {
      deleteTitle: 'Delete device account "%{name}"?',
      deleteContent: 'The device will no longer be logged in automatically. This cannot be undone.',
    },
    notFound: {
      title: 'Device account not found',
      text: 'The device account "%{id}" does not exist (any more) for this customer.',
      back: 'To the device accounts',
    },
    notifications: {
      created: 'Device account "%{name}" was created',
      updated: 'Device account "%{name}" was saved',
      deleted: 'Device account was deleted',
    },
  },
};

export default { de: { resources: de }, en: { resources: en } };
