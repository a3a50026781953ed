/** Messages of the profile pages (`portal.profile.*`): German first, English typed against it. */
import type { Shape } from '../catalogue';

const de = {
  profile: {
    personal: 'Persönliche Daten',
    notSet: 'Nicht angegeben',
    loading: 'Profil wird geladen …',
    retry: 'Erneut versuchen',
    languages: { de: 'Deutsch', en: 'English' },
    actions: {
      edit: 'Profil bearbeiten',
      changePassword: 'Passwort ändern',
      invites: 'Meine Einladungen',
    },
    edit: {
      title: 'Profil bearbeiten',
      emailHelper: 'Die E-Mail-Adresse ist Ihre Anmeldung und kann hier nicht geändert werden.',
      phoneHelper: 'Nur Ziffern, z. B. 08912345678',
      langHelper: 'Die Sprache des Portals und Ihrer E-Mails.',
      timezoneHelper: 'Zeiten und Ablaufregeln werden in dieser Zeitzone berechnet.',
      saved: 'Ihr Profil wurde gespeichert.',
      cancel: 'Abbrechen',
    },
    password: {
      intro:
        'Nach der Änderung werden Sie auf allen Geräten abgemeldet und melden sich mit dem neuen Passwort wieder an.',
      steps: {
        current: 'Aktuelles Passwort bestätigen',
        next: 'Neues Passwort vergeben',
      },
      continue: 'Weiter',
      back: 'Zurück',
      submit: 'Passwort ändern',
    },
    hotspot: {
      title: 'Hotspot-Konfiguration',
      intro: 'Mit diesen Angaben verbinden Sie die Hotspots von %{company} mit dem Portal.',
      noCustomer: 'Wählen Sie einen Kunden, um die Konfiguration seiner Hotspots zu sehen.',
      loadError: 'Die Hotspot-Konfiguration konnte nicht geladen werden.',
      loginPage: 'Login-Seite (Captive Portal)',
      loginPageHelp:
        'Tragen Sie diese Adresse als Weiterleitung des Captive Portals ein; {deviceId} ist die ID des Hotspot-Geräts im Portal.',
      devices: 'Login-Seiten Ihrer Hotspot-Geräte',
      noDevices: 'Es sind noch keine Hotspot-Geräte angelegt.',
      moreDevices: 'Weitere Geräte finden Sie unter Hotspot-Geräte.',
      radius: 'RADIUS',
      servers: 'RADIUS-Server',
      authPort: 'Port Authentifizierung',
      acctPort: 'Port Accounting',
      secret: 'RADIUS-Schlüssel (Shared Secret)',
      showSecret: 'Schlüssel anzeigen',
      hideSecret: 'Schlüssel verbergen',
      copySecret: 'Schlüssel kopieren',
      copyUrl: 'Adresse kopieren',
      radiusOff: 'Der RADIUS-Server ist auf diesem System ausgeschaltet.',
    },
    outbox: {
      title: 'Lokaler Postausgang',
      intro:
        'Ohne SMTP-Server bleiben die E-Mails des Portals (Einladungen, Passwort-Links) hier. Nur Betreiber sehen sie.',
      to: 'Empfänger (E-Mail-Adresse)',
      empty: 'Keine E-Mails.',
      loadError: 'Der Postausgang konnte nicht geladen werden.',
      noSubject: '(ohne Betreff)',
      toLine: 'An %{to} · %{date}',
      from: 'Von',
      recipients: 'An',
      received: 'Empfangen',
      close: 'Schließen',
      copyText: 'Text kopieren',
    },
    smsOutbox: {
      title: 'Lokaler SMS-Ausgang',
      intro:
        'Ohne SMSC (SMS_SMPP_URL) bleiben die SMS der SMS-Anmeldung hier. Nur Betreiber sehen sie; Nummern stehen nur gekürzt da.',
      to: 'Empfänger (Telefonnummer)',
      empty: 'Keine SMS.',
      loadError: 'Der SMS-Ausgang konnte nicht geladen werden.',
      fromLine: 'Von %{from} an %{to} · %{date}',
    },
    errors: {
      emailReadOnly: 'Die E-Mail-Adresse kann nicht geändert werden',
    },
  },
};

const en: Shape<typeof de> = {
  profile: {
    personal: 'Personal data',
    notSet: 'Not set',
    loading: 'Loading the profile …',
    retry: 'Try again',
    languages: { de: 'Deutsch', en: 'English' },
    actions: {
      edit: 'Edit profile',
      changePassword: 'Change password',
      invites: 'My invites',
    },
    edit: {
      title: 'Edit profile',
      emailHelper: 'The e-mail address is your login and cannot be changed here.',
      phoneHelper: 'Digits only, e.g. 08912345678',
      langHelper: 'The language of the portal and of your e-mails.',
      timezoneHelper: 'Times and expiry rules are computed in this time zone.',
      saved: 'Your profile has been saved.',
      cancel: 'Cancel',
    },
    password: {
      intro: 'After the change you are logged out on every device and log in again with the new password.',
      steps: {
        current: 'Confirm the current password',
        next: 'Set a new password',
      },
      continue: 'Continue',
      back: 'Back',
      submit: 'Change password',
    },
    hotspot: {
      title: 'Hotspot configuration',
      intro: 'With these details you connect the hotspots of %{company} to the portal.',
      noCustomer: 'Choose a customer to see the configuration of its hotspots.',
      loadError: 'The hotspot configuration could not be loaded.',
      loginPage: 'Login page (captive portal)',
      loginPageHelp:
        "Enter this address as the captive portal's redirect; {deviceId} is the hotspot device's id in the portal.",
      devices: 'Login pages of your hotspot devices',
      noDevices: 'No hotspot devices yet.',
      moreDevices: 'Find more devices under Hotspot devices.',
      radius: 'RADIUS',
      servers: 'RADIUS servers',
      authPort: 'Authentication port',
      acctPort: 'Accounting port',
      secret: 'RADIUS key (shared secret)',
      showSecret: 'Show key',
      hideSecret: 'Hide key',
      copySecret: 'Copy key',
      copyUrl: 'Copy address',
      radiusOff: 'The RADIUS server is switched off on this system.',
    },
    outbox: {
      title: 'Local outbox',
      intro:
        "Without an SMTP server the portal's e-mails (invites, password links) stay here. Only operators see them.",
      to: 'Recipient (e-mail address)',
      empty: 'No e-mails.',
      loadError: 'The outbox could not be loaded.',
      noSubject: '(no subject)',
      toLine: 'To %{to} · %{date}',
      from: 'From',
      recipients: 'To',
      received: 'Received',
      close: 'Close',
      copyText: 'Copy text',
    },
    smsOutbox: {
      title: 'Local SMS outbox',
      intro:
        "Without an SMSC (SMS_SMPP_URL) the SMS login's text messages stay here. Only operators see them; numbers are shown shortened.",
      to: 'Recipient (phone number)',
      empty: 'No text messages.',
      loadError: 'The SMS outbox could not be loaded.',
      fromLine: 'From %{from} to %{to} · %{date}',
    },
    errors: {
      emailReadOnly: 'The e-mail address cannot be changed',
    },
  },
};

/** The label naming the address in validation messages (forms.fields.<name>.label). */
const formsDe = { fields: { address: { label: 'Adresse' } } };
const formsEn: Shape<typeof formsDe> = { fields: { address: { label: 'Address' } } };

export default { de: { portal: de, forms: formsDe }, en: { portal: en, forms: formsEn } };
