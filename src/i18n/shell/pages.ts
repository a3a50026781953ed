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
    },
  },
} as const;
