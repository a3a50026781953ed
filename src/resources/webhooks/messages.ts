/** Messages of webhooks (`resources.webhooks.*`): German first, English typed against it. */
import type { Shape } from '../../i18n/catalogue';

const webhooks = {
  name: 'Webhook |||| Webhooks',
  page: {
    list: 'Webhooks',
    create: 'Webhook anlegen',
    edit: 'Webhook %{recordRepresentation} bearbeiten',
    show: 'Webhook %{recordRepresentation}',
  },
  intro:
    'Webhooks melden Ereignisse Ihres Hotspots sofort an Ihre Systeme: signiert, aus einer Warteschlange, mit Wiederholungen über einen Tag.',
  fields: {
    url: 'Adresse (URL)',
    events: 'Ereignisse',
    active: 'Aktiv',
    description: 'Beschreibung',
    source: 'Herkunft',
    createdAt: 'Angelegt',
    updatedAt: 'Geändert',
  },
  helper: {
    url: 'https:// empfohlen. Interne Adressen (localhost, private Netze) werden nicht beliefert.',
    events: 'Welche Ereignisse an diese Adresse gehen.',
  },
  source: { portal: 'Webhook', plugin: 'Aus dem Webhook-Plugin' },
  values: {
    allEvents: 'Alle Ereignisse',
    none: '–',
    eventCount: '%{smart_count} Ereignis |||| %{smart_count} Ereignisse',
  },
  plugin: {
    note: 'Diese Adresse und ihr Token stammen aus den Plugin-Einstellungen und werden dort geändert. Sie erhält alle Ereignisse.',
  },
  events: {
    login_accepted: 'Anmeldung angenommen',
    login_refused: 'Anmeldung abgelehnt',
    session_started: 'Sitzung begonnen',
    session_updated: 'Sitzung aktualisiert',
    session_stopped: 'Sitzung beendet',
    code_created: 'WLAN-Codes erstellt',
    code_deactivated: 'WLAN-Codes deaktiviert',
    code_deleted: 'WLAN-Codes gelöscht',
    device_online: 'Hotspot wieder online',
    device_offline: 'Hotspot offline',
    licence_80: 'Lizenz zu 80 % genutzt',
    licence_full: 'Lizenz ausgeschöpft',
    import_finished: 'Import abgeschlossen',
    webhook_test: 'Testereignis',
  },
  secret: {
    title: 'Signaturschlüssel',
    once: 'Kopieren Sie den Schlüssel jetzt, er wird nur dieses eine Mal angezeigt. Prüfen Sie damit die Kopfzeile „webhook-signature“ jeder Zustellung.',
    copy: 'Schlüssel kopieren',
  },
  deliveries: {
    title: 'Zustellungen',
    empty: 'Noch keine Zustellungen. Senden Sie ein Testereignis, um die Verbindung zu prüfen.',
    error: 'Die Zustellungen konnten nicht geladen werden.',
    event: 'Ereignis',
    status: 'Status',
    attempts: 'Versuche',
    response: 'Antwort',
    time: 'Zeit',
    next: 'Nächster Versuch %{time}',
    refresh: 'Aktualisieren',
  },
  status: { pending: 'Ausstehend', delivered: 'Zugestellt', failed: 'Fehlgeschlagen' },
  actions: {
    create: 'Webhook anlegen',
    sendTest: 'Testereignis senden',
    resend: 'Erneut senden',
  },
  notifications: {
    created: 'Webhook angelegt',
    updated: 'Webhook gespeichert',
    deleted: 'Webhook gelöscht',
    testQueued: 'Testereignis wird gesendet',
    resendQueued: 'Zustellung wird erneut gesendet',
  },
  empty: {
    title: 'Noch keine Webhooks',
    text: 'Legen Sie eine Adresse an, an die Anmeldungen, Sitzungen und WLAN-Codes gemeldet werden.',
    noResults: 'Keine Webhooks gefunden',
  },
  errors: {
    limit: 'Höchstens %{max} Webhooks pro Organisation',
    pluginEndpoint: 'Die Adresse des Webhook-Plugins wird in den Plugin-Einstellungen geändert',
  },
};

const de = { webhooks };

const en: Shape<typeof de> = {
  webhooks: {
    name: 'Webhook |||| Webhooks',
    page: {
      list: 'Webhooks',
      create: 'Add webhook',
      edit: 'Edit webhook %{recordRepresentation}',
      show: 'Webhook %{recordRepresentation}',
    },
    intro:
      'Webhooks report what happens at your hotspot to your systems at once: signed, from a queue, retried for a day.',
    fields: {
      url: 'Address (URL)',
      events: 'Events',
      active: 'Active',
      description: 'Description',
      source: 'Source',
      createdAt: 'Created',
      updatedAt: 'Changed',
    },
    helper: {
      url: 'https:// recommended. Internal addresses (localhost, private networks) are not delivered to.',
      events: 'Which events go to this address.',
    },
    source: { portal: 'Webhook', plugin: 'From the webhook plugin' },
    values: { allEvents: 'All events', none: '–', eventCount: '%{smart_count} event |||| %{smart_count} events' },
    plugin: {
      note: 'This address and its token come from the plugin settings and are changed there. It receives every event.',
    },
    events: {
      login_accepted: 'Login accepted',
      login_refused: 'Login refused',
      session_started: 'Session started',
      session_updated: 'Session updated',
      session_stopped: 'Session stopped',
      code_created: 'WiFi codes created',
      code_deactivated: 'WiFi codes deactivated',
      code_deleted: 'WiFi codes deleted',
      device_online: 'Hotspot back online',
      device_offline: 'Hotspot offline',
      licence_80: 'Licence 80 % used',
      licence_full: 'Licence used up',
      import_finished: 'Import finished',
      webhook_test: 'Test event',
    },
    secret: {
      title: 'Signing secret',
      once: 'Copy the secret now: it is shown this once. Check the “webhook-signature” header of every delivery with it.',
      copy: 'Copy secret',
    },
    deliveries: {
      title: 'Deliveries',
      empty: 'No deliveries yet. Send a test event to check the connection.',
      error: 'The deliveries could not be loaded.',
      event: 'Event',
      status: 'Status',
      attempts: 'Attempts',
      response: 'Response',
      time: 'Time',
      next: 'Next attempt %{time}',
      refresh: 'Refresh',
    },
    status: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
    actions: {
      create: 'Add webhook',
      sendTest: 'Send a test event',
      resend: 'Send again',
    },
    notifications: {
      created: 'Webhook added',
      updated: 'Webhook saved',
      deleted: 'Webhook deleted',
      testQueued: 'Test event is being sent',
      resendQueued: 'Delivery is being sent again',
    },
    empty: {
      title: 'No webhooks yet',
      text: 'Add an address that is told about logins, sessions and WiFi codes.',
      noResults: 'No webhooks found',
    },
    errors: {
      limit: 'At most %{max} webhooks per organisation',
      pluginEndpoint: "The webhook plugin's address is changed in the plugin settings",
    },
  },
};

export default { de: { resources: de }, en: { resources: en } };
