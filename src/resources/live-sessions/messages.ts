/** Messages of the live sessions (`resources.live-sessions.*`): German first, English typed against it. */
import type { Shape } from '../../i18n/catalogue';

const de = {
  'live-sessions': {
    name: 'Live-Sitzung |||| Live-Sitzungen',
    fields: {
      guest: 'Gast, Geräte-MAC',
      clientMac: 'Geräte-MAC',
      hotspotDeviceName: 'Hotspot',
      loginType: 'Login-Art',
      startedAt: 'Beginn',
      durationSeconds: 'Dauer',
      traffic: 'Hoch / Runter',
      durationTraffic: 'Dauer, Daten hoch / runter',
      lastUpdateAt: 'Letzte Meldung',
      disconnect: 'Trennen',
      q: 'Suche',
      history: 'Verlauf',
    },
    page: {
      list: 'Live-Sitzungen',
    },
    filters: {
      searchPlaceholder: 'WLAN-Code, Benutzername oder MAC-Adresse',
      history: 'Auch beendete Sitzungen',
    },
    empty: {
      title: 'Gerade ist niemand online',
      text: 'Hier erscheinen die Gäste, sobald ein Hotspot ihre Sitzung meldet (RADIUS-Accounting).',
      noResults: 'Keine Sitzungen gefunden. Ändern Sie die Suche oder zeigen Sie auch beendete Sitzungen.',
    },
    values: {
      deviceAccount: 'Gerätekonto %{name}',
      unknown: '–',
      ended: 'Beendet',
      online: 'Online',
    },
    actions: {
      disconnect: 'Trennen',
    },
    confirm: {
      title: 'Gast „%{name}“ trennen?',
      content:
        'Der Hotspot erhält eine Trennungsanforderung (RFC 5176) und beendet die Sitzung. Der Gast kann sich erneut anmelden, solange sein Zugang gültig ist.',
    },
    notifications: {
      queued: 'Trennung wird gesendet',
      notOnline: 'Der Gast ist nicht mehr online',
      failed: 'Die Trennung konnte nicht angefordert werden',
    },
    states: {
      queued: 'Trennung wartet',
      sending: 'Trennung läuft',
      ack: 'Getrennt',
      nak: 'Abgelehnt (%{cause})',
      nakNoCause: 'Abgelehnt',
      timeout: 'Keine Antwort',
      failed: 'Nicht sendbar',
    },
    stateHelp: {
      queued: 'Die Trennungsanforderung wartet auf den Versand.',
      sending: 'Die Trennungsanforderung ist unterwegs (%{tries}. Versuch).',
      ack: 'Der Hotspot hat die Trennung bestätigt (Disconnect-ACK).',
      nak: 'Der Hotspot hat die Trennung abgelehnt (Disconnect-NAK, Error-Cause %{cause}).',
      timeout: 'Der Hotspot hat auf %{tries} Versuche nicht geantwortet.',
      failed: 'Für diese Sitzung ist keine Hotspot-Adresse oder kein RADIUS-Secret bekannt.',
    },
    errorCauses: {
      '401': 'Attribut nicht unterstützt',
      '402': 'Attribut fehlt',
      '403': 'NAS falsch angesprochen',
      '404': 'Ungültige Anfrage',
      '503': 'Sitzung unbekannt',
      '506': 'Fehlende Ressourcen',
    },
  },
};

const en: Shape<typeof de> = {
  'live-sessions': {
    name: 'Live session |||| Live sessions',
    fields: {
      guest: 'Guest, device MAC',
      clientMac: 'Device MAC',
      hotspotDeviceName: 'Hotspot',
      loginType: 'Login type',
      startedAt: 'Started',
      durationSeconds: 'Duration',
      traffic: 'Up / down',
      durationTraffic: 'Duration, data up / down',
      lastUpdateAt: 'Last update',
      disconnect: 'Disconnect',
      q: 'Search',
      history: 'History',
    },
    page: {
      list: 'Live sessions',
    },
    filters: {
      searchPlaceholder: 'WiFi code, username or MAC address',
      history: 'Include ended sessions',
    },
    empty: {
      title: 'Nobody is online right now',
      text: 'Guests appear here as soon as a hotspot reports their session (RADIUS accounting).',
      noResults: 'No sessions found. Change the search or include ended sessions.',
    },
    values: {
      deviceAccount: 'Device account %{name}',
      unknown: '–',
      ended: 'Ended',
      online: 'Online',
    },
    actions: {
      disconnect: 'Disconnect',
    },
    confirm: {
      title: 'Disconnect guest "%{name}"?',
      content:
        'The hotspot receives a Disconnect-Request (RFC 5176) and ends the session. The guest can log in again as long as their access is valid.',
    },
    notifications: {
      queued: 'Disconnect is being sent',
      notOnline: 'The guest is no longer online',
      failed: 'The disconnect could not be requested',
    },
    states: {
      queued: 'Disconnect waiting',
      sending: 'Disconnecting',
      ack: 'Disconnected',
      nak: 'Refused (%{cause})',
      nakNoCause: 'Refused',
      timeout: 'No answer',
      failed: 'Not sendable',
    },
    stateHelp: {
      queued: 'The Disconnect-Request is waiting to be sent.',
      sending: 'The Disconnect-Request is on its way (try %{tries}).',
      ack: 'The hotspot confirmed the disconnect (Disconnect-ACK).',
      nak: 'The hotspot refused the disconnect (Disconnect-NAK, Error-Cause %{cause}).',
      timeout: 'The hotspot did not answer %{tries} tries.',
      failed: 'No hotspot address or RADIUS secret is known for this session.',
    },
    errorCauses: {
      '401': 'Unsupported attribute',
      '402': 'Missing attribute',
      '403': 'NAS identification mismatch',
      '404': 'Invalid request',
      '503': 'Session not found',
      '506': 'Resources unavailable',
    },
  },
};

export default { de: { resources: de }, en: { resources: en } };
