/**
 * The login page's own messages (German): exactly the keys the login screen shows before the portal
 * has loaded (src/shell/login/standalone.tsx), so the page ships without the shell's catalogue
 * (issue 41, D281). An excerpt: every text is the catalogue's own, word for word, which
 * tests/unit/loginPageMessages.test.ts checks; change a text in the catalogue and here together.
 * English (loginPage.en.ts) loads when chosen. The second step's texts load with it
 * (src/shell/login/secondFactorMessages.ts).
 */
export const loginPageDe = {
  login: {
    title: 'Anmeldung',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    states: {
      stale: 'Bitte geben Sie Ihre Benutzerdaten ein',
      loading: 'Anmeldung läuft …',
      success: 'Anmeldung erfolgreich',
      error: 'Zugriff verweigert',
      formError: 'Bitte überprüfen Sie Ihre Eingaben',
      changedPassword: 'Bitte melden Sie sich mit Ihrem neuen Passwort an',
      newUser: 'Die Anmeldung ist jetzt möglich',
    },
  },
  shell: {
    appName: 'Hotspot Portal',
    footer: { copyright: '© %{year} Hotspot Portal' },
  },
  pages: { loading: 'Seite wird geladen …' },
  // the last-resort error page of main.tsx (a portal whose code did not load)
  error: {
    code: 'Fehlercode %{status}',
    '400': 'Ungültige Anfrage',
    '403': 'Zugriff verweigert',
    '404': 'Seite nicht gefunden',
    '500': 'Es ist ein Fehler aufgetreten',
    generic: 'Es ist ein Fehler aufgetreten',
    backHome: 'Zur Startseite',
    chunkReload: 'Eine neue Version des Portals ist verfügbar. Die Seite wird neu geladen …',
  },
  ra: { input: { password: { toggle_visible: 'Passwort ausblenden', toggle_hidden: 'Passwort einblenden' } } },
  forms: {
    validationMessages: {
      required: 'Dieses Feld ist erforderlich',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    },
    fields: { email: { label: 'E-Mail-Adresse' }, password: { label: 'Passwort' } },
  },
  // what a refused login or second step can say (src/providers/errors.ts KNOWN_CODES)
  errors: {
    BAD_USER_INPUT: 'Ein oder mehrere Felder enthalten unerwartete Eingaben',
    FORBIDDEN: 'Sie haben keine Berechtigung für diese Aktion',
    NOT_FOUND: 'Der Eintrag wurde nicht gefunden',
    CONFLICT: 'Der Eintrag wurde zwischenzeitlich geändert. Bitte laden Sie ihn neu und wiederholen Sie Ihre Änderung.',
    UNAUTHENTICATED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    NOT_IMPLEMENTED: 'Diese Funktion ist noch nicht verfügbar',
    RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    INTERNAL: 'Auf dem Server ist ein interner Fehler aufgetreten',
    NETWORK: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung.',
    LICENCE_EXCEEDED: 'Ihre WLAN-Code-Lizenz reicht nicht aus: Es können nur noch %{left} Codes erstellt werden.',
    DUPLICATE: 'Dieser Eintrag existiert bereits',
    SECOND_FACTOR_REQUIRED:
      '%{customerName} verlangt von seinen Mitgliedern einen zweiten Faktor. Bitte richten Sie ihn in Ihrem Profil ein.',
  },
} as const;
