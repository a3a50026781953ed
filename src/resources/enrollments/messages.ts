/** Messages of the enrollments (`resources.enrollments.*`, `resources.enrollments/logs.*`): German first, English typed against it. */
import type { Shape } from '../../i18n/catalogue';

const keys = {
  /** Refusals the server names by key (extensions.i18n). */
  errors: {
    unknownConfig: 'Diese Gerätekonfiguration gibt es in dieser Organisation nicht',
  },
  name: 'Aktivierungsschlüssel |||| Aktivierungsschlüssel',
  page: { list: 'Aktivierungsschlüssel', create: 'Neuer Aktivierungsschlüssel' },
  tabs: { label: 'Aktivierungsschlüssel und Protokoll', keys: 'Schlüssel', logs: 'Protokoll' },
  fields: {
    name: 'Name',
    key: 'Schlüssel',
    hotspotDeviceConfig: 'Gerätekonfiguration',
    used: 'Versuche',
    success: 'Erfolgreich',
    error: 'Fehlgeschlagen',
    lastUsed: 'Zuletzt verwendet',
    expires: 'Gültig bis',
    description: 'Beschreibung',
    createdAt: 'Erstellt am',
    customer: 'Organisation',
    q: 'Suche',
  },
  filters: { searchPlaceholder: 'Name oder Beschreibung' },
  actions: {
    create: 'Neuer Schlüssel',
    logs: 'Protokoll',
    showKey: 'Schlüssel anzeigen',
    hideKey: 'Schlüssel verbergen',
    copyKey: 'Schlüssel kopieren',
    copyExample: 'Beispiel kopieren',
    delete: 'Schlüssel löschen',
    next: 'Weiter',
    back: 'Zurück',
    submit: 'Schlüssel erstellen',
    toList: 'Zur Schlüsselliste',
    another: 'Weiteren Schlüssel erstellen',
    createConfig: 'Gerätekonfiguration anlegen',
  },
  values: {
    never: 'Nie',
    noExpiry: 'Unbegrenzt',
    expired: 'Abgelaufen',
    noConfigAccess: 'Keine Berechtigung',
  },
  steps: {
    label: 'Schritte zum neuen Schlüssel',
    organisation: 'Organisation',
    config: 'Gerätekonfiguration',
    info: 'Optionale Informationen',
    organisationHelp:
      'Der Schlüssel gehört zur aktiven Organisation. Geräte, die sich damit aktivieren, werden in dieser Organisation angelegt. Eine andere Organisation wählen Sie über die Organisationsauswahl oben.',
    changeCustomer: 'Organisation wechseln',
    configHelp: 'Geräte, die sich mit diesem Schlüssel aktivieren, erhalten diese Gerätekonfiguration.',
    noConfigs:
      'In dieser Organisation gibt es noch keine Gerätekonfiguration. Ein Schlüssel braucht eine Gerätekonfiguration, die neue Geräte erhalten. Bitte legen Sie zuerst eine an.',
    noConfigsNoRight:
      'In dieser Organisation gibt es noch keine Gerätekonfiguration. Bitte wenden Sie sich an Ihren Administrator.',
    expiresHelp: 'Leer lassen: Der Schlüssel läuft nicht ab. Sonst gilt er bis zum Ende dieses Tages.',
  },
  created: {
    title: 'Der Schlüssel „%{name}“ wurde erstellt',
    text: 'Geben Sie diesen Schlüssel bei der Einrichtung eines Geräts an. Sie finden ihn auch später in der Schlüsselliste.',
    howTitle: 'So aktiviert sich ein Gerät',
    howText:
      'Das Gerät sendet den Schlüssel, seine WAN-MAC-Adressen und seinen Gerätetyp als JSON per POST an %{path}. Ein gültiger Schlüssel legt das Gerät in dieser Organisation mit der gewählten Gerätekonfiguration an oder aktiviert es; jeder Versuch erscheint im Protokoll.',
  },
  confirm: {
    deleteTitle: 'Schlüssel „%{name}“ löschen?',
  },
  notifications: {
    created: 'Der Aktivierungsschlüssel „%{name}“ wurde erstellt',
    deleted: 'Der Aktivierungsschlüssel wurde gelöscht',
  },
  empty: {
    title: 'Noch keine Aktivierungsschlüssel',
    text: 'Mit einem Aktivierungsschlüssel richten sich neue Hotspot-Geräte selbst in Ihrer Organisation ein.',
    noResults: 'Keine Schlüssel gefunden',
  },
};

const logs = {
  name: 'Protokolleintrag |||| Protokoll',
  page: { list: 'Protokoll der Aktivierungen' },
  fields: {
    status: 'Status',
    key: 'Schlüssel',
    keyName: 'Schlüssel',
    createdAt: 'Zeitpunkt',
    log: 'Protokolltext',
    hotspotDeviceId: 'Gerät',
    q: 'Suche',
  },
  filters: { searchPlaceholder: 'Protokolltext' },
  status: { SUCCESS: 'Erfolgreich', ERROR: 'Fehlgeschlagen' },
  actions: { device: 'Gerät anzeigen' },
  empty: {
    title: 'Noch keine Aktivierungen',
    text: 'Hier erscheint jeder Versuch eines Geräts, sich mit einem Schlüssel zu aktivieren – erfolgreich oder nicht.',
    noResults: 'Keine Protokolleinträge gefunden',
  },
};

const de = { enrollments: keys, 'enrollments/logs': logs };

const en: Shape<typeof de> = {
  enrollments: {
    errors: {
      unknownConfig: 'This device configuration does not exist in this organisation',
    },
    name: 'Enrollment key |||| Enrollment keys',
    page: { list: 'Enrollments', create: 'New enrollment key' },
    tabs: { label: 'Enrollment keys and log', keys: 'Keys', logs: 'Log' },
    fields: {
      name: 'Name',
      key: 'Key',
      hotspotDeviceConfig: 'Device configuration',
      used: 'Attempts',
      success: 'Successful',
      error: 'Failed',
      lastUsed: 'Last used',
      expires: 'Valid until',
      description: 'Description',
      createdAt: 'Created',
      customer: 'Organisation',
      q: 'Search',
    },
    filters: { searchPlaceholder: 'Name or description' },
    actions: {
      create: 'New key',
      logs: 'Log',
      showKey: 'Show key',
      hideKey: 'Hide key',
      copyKey: 'Copy key',
      copyExample: 'Copy example',
      delete: 'Delete key',
      next: 'Next',
      back: 'Back',
      submit: 'Create key',
      toList: 'Back to the keys',
      another: 'Create another key',
      createConfig: 'Create a device configuration',
    },
    values: {
      never: 'Never',
      noExpiry: 'Unlimited',
      expired: 'Expired',
      noConfigAccess: 'No permission',
    },
    steps: {
      label: 'Steps to a new key',
      organisation: 'Organisation',
      config: 'Device configuration',
      info: 'Optional information',
      organisationHelp:
        'The key belongs to the active organisation. Devices that enroll with it are created in this organisation. Choose another organisation with the organisation switch at the top.',
      changeCustomer: 'Change organisation',
      configHelp: 'Devices that enroll with this key get this device configuration.',
      noConfigs:
        'This organisation has no device configuration yet. A key needs a device configuration for the new devices. Please create one first.',
      noConfigsNoRight: 'This organisation has no device configuration yet. Please contact your administrator.',
      expiresHelp: 'Leave empty: the key does not expire. Otherwise it is valid until the end of that day.',
    },
    created: {
      title: 'The key “%{name}” has been created',
      text: 'Enter this key when setting up a device. You will also find it in the list of keys later.',
      howTitle: 'How a device enrolls',
      howText:
        'The device POSTs the key, its WAN MAC addresses and its device type as JSON to %{path}. A valid key creates or activates the device in this organisation with the chosen device configuration; every attempt appears in the log.',
    },
    confirm: {
      deleteTitle: 'Delete the key “%{name}”?',
    },
    notifications: {
      created: 'The enrollment key “%{name}” has been created',
      deleted: 'The enrollment key has been deleted',
    },
    empty: {
      title: 'No enrollment keys yet',
      text: 'With an enrollment key, new hotspot devices set themselves up in your organisation.',
      noResults: 'No keys found',
    },
  },
  'enrollments/logs': {
    name: 'Log entry |||| Log',
    page: { list: 'Enrollment log' },
    fields: {
      status: 'Status',
      key: 'Key',
      keyName: 'Key',
      createdAt: 'Time',
      log: 'Log text',
      hotspotDeviceId: 'Device',
      q: 'Search',
    },
    filters: { searchPlaceholder: 'Log text' },
    status: { SUCCESS: 'Successful', ERROR: 'Failed' },
    actions: { device: 'Show device' },
    empty: {
      title: 'No enrollments yet',
      text: 'Every attempt of a device to enroll with a key appears here, successful or not.',
      noResults: 'No log entries found',
    },
  },
};

export default { de: { resources: de }, en: { resources: en } };
