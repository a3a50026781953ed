/** Messages of the alerts (`resources.alerts.*`), also the alert bell's: German first, English typed against it. */
import type { Shape } from '../../i18n/catalogue';

const de = {
  alerts: {
    name: 'Benachrichtigung |||| Benachrichtigungen',
    fields: {
      recipients: 'Empfänger (E-Mail-Adressen)',
      offlineMinutes: 'Offline nach (Minuten ohne RADIUS-Paket)',
    },
    page: {
      list: 'Benachrichtigungen',
    },
    settings: {
      title: 'Wer benachrichtigt wird',
      intro:
        'Jede Benachrichtigung erscheint hier und in der Glocke oben, geht per E-Mail an die Empfänger und (Hotspots, Lizenz) als Webhook-Ereignis an Ihre Webhooks – einmal je Vorfall.',
      recipientsHelp: 'Bis zu %{max} Adressen, getrennt durch Komma oder Zeilenumbruch. Leer: keine E-Mails.',
      offlineHelp: 'Von %{min} bis %{max} Minuten. Hotspots melden sich mindestens jede Minute, solange sie laufen.',
      save: 'Speichern',
      saved: 'Einstellungen gespeichert',
      readOnly: 'Nur wer die Hotspots des Kunden bearbeiten darf, kann die Einstellungen ändern.',
    },
    history: {
      title: 'Verlauf',
      empty: 'Noch keine Benachrichtigungen.',
    },
    bell: {
      title: 'Benachrichtigungen',
      withCount: 'Benachrichtigungen, ungelesen: %{smart_count}',
      markRead: 'Alle gelesen',
      empty:
        'Keine Benachrichtigungen. Hier erscheint, wenn ein Hotspot offline geht, die Lizenz voll wird oder ein Webhook nicht ankommt.',
      error: 'Die Benachrichtigungen konnten nicht geladen werden.',
      settings: 'Benachrichtigungen einstellen',
      kinds: {
        deviceOffline: 'Hotspot „%{name}“ ist offline',
        deviceOnline: 'Hotspot „%{name}“ ist wieder online',
        licence80: '80 % der WLAN-Code-Lizenz belegt (%{name})',
        licenceFull: 'WLAN-Code-Lizenz ausgeschöpft (%{name})',
        webhookFailing: 'Webhook an %{name} schlägt fehl',
        webhookRecovered: 'Webhook an %{name} kommt wieder an',
        other: 'Benachrichtigung: %{name}',
      },
    },
  },
};

const en: Shape<typeof de> = {
  alerts: {
    name: 'Alert |||| Alerts',
    fields: {
      recipients: 'Recipients (e-mail addresses)',
      offlineMinutes: 'Offline after (minutes without a RADIUS packet)',
    },
    page: {
      list: 'Alerts',
    },
    settings: {
      title: 'Who is told',
      intro:
        'Every alert shows here and in the bell at the top, is mailed to the recipients and (hotspots, licence) sent to your webhooks as an event – once per incident.',
      recipientsHelp: 'Up to %{max} addresses, separated by commas or line breaks. Empty: no mails.',
      offlineHelp: 'From %{min} to %{max} minutes. Hotspots report at least every minute while they run.',
      save: 'Save',
      saved: 'Settings saved',
      readOnly: 'Only who may edit the customer’s hotspots can change the settings.',
    },
    history: {
      title: 'History',
      empty: 'No alerts yet.',
    },
    bell: {
      title: 'Alerts',
      withCount: 'Alerts, unread: %{smart_count}',
      markRead: 'Mark all read',
      empty: 'No alerts. This is where a hotspot going offline, a full licence or a failing webhook shows.',
      error: 'The alerts could not be loaded.',
      settings: 'Alert settings',
      kinds: {
        deviceOffline: 'Hotspot "%{name}" is offline',
        deviceOnline: 'Hotspot "%{name}" is back online',
        licence80: '80 % of the WiFi code licence used (%{name})',
        licenceFull: 'WiFi code licence used up (%{name})',
        webhookFailing: 'Webhook to %{name} is failing',
        webhookRecovered: 'Webhook to %{name} arrives again',
        other: 'Alert: %{name}',
      },
    },
  },
};

export default { de: { resources: de }, en: { resources: en } };
