/**
 * Messages of the shell's pages part (merged into de.ts / en.ts): the pending-area page, the
 * requirement, error and auth pages and the home cards, under `pages.*` so that they never collide
 * with the catalogue or the other shell parts. German first.
 */
export const pagesDe = {
  pages: {
    loading: 'Seite wird geladen …',
    pending: {
      title: 'Noch nicht verfügbar',
      text: 'Dieser Bereich ist in dieser Version des Portals noch nicht verfügbar. Er folgt mit einer der nächsten Versionen.',
    },
    error: {
      reload: 'Seite neu laden',
    },
    requirements: {
      attemptedPath: 'Aufgerufene Seite',
      requiredPlugin: 'Benötigtes Plugin: %{plugin}',
      continue: 'Weiter zur aufgerufenen Seite',
      otherCustomer: 'Anderen Kunden wählen',
    },
    auth: {
      cancel: 'Abbrechen',
      lastError: 'Grund: %{message}',
    },
    home: {
      customer: 'Aktiver Kunde',
      lastLoginUnavailable: 'Die letzte Anmeldung an Ihren Hotspots kann gerade nicht geladen werden.',
      lastLoginLoading: 'Wird geladen …',
      lastLoginForbidden:
        'Die letzte Anmeldung sehen Benutzer mit Leserecht auf Online-Benutzer oder auf die Analysen.',
      feedbackSubject: 'Feedback zum Hotspot Portal',
      opensInNewTab: '(öffnet in einem neuen Tab)',
      figures: {
        title: 'Auf einen Blick',
        unavailable: 'Kann gerade nicht geladen werden.',
        empty: 'Noch keine Daten',
        online: 'Gäste online',
        licence: 'Lizenz: %{usage} von %{license} genutzt (%{percent})',
        licenceUnlimited: 'Lizenz: unbegrenzt',
        licenceBar: 'Auslastung der Lizenz',
        licenceAction: 'Lizenz anzeigen',
        loginsToday: 'Anmeldungen heute',
        loginsWeek: 'Letzte 7 Tage: %{count}',
        trend: '%{change} ggü. den 7 Tagen davor',
        codes: 'WLAN-Codes (7 Tage)',
        codesCreated: 'erstellt',
        codesUsed: 'erstmals genutzt',
        codesAction: 'Zu den WLAN-Codes',
        devicesOffline: 'Hotspot-Geräte offline',
        devicesOf: 'von %{total} aktiven Geräten',
        devicesAction: 'Zu den Hotspot-Geräten',
      },
    },
  },
} as const;
