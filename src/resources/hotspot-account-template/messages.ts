/**
 * Messages of the account templates (`resources.hotspot-account-template.*`), including the words of
 * the dynamic-expiry formula editor (`formula.*`, also used by the login templates' cooldowns):
 * German first, English typed against it.
 */
import type { Shape } from '../../i18n/catalogue';

const de = {
  'hotspot-account-template': {
    /** Refusals the server names by key (extensions.i18n). */
    errors: {
      duplicateName: 'Eine Kontovorlage mit diesem Namen existiert bereits',
    },
    name: 'Kontovorlage |||| Kontovorlagen',
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      active: 'Aktiv',
      customerId: 'Kundennummer',
      createdAt: 'Erstellt am',
      updatedAt: 'Geändert am',
      q: 'Suche',
      accountProfile: {
        expires: 'Fester Ablaufzeitpunkt',
        idleTimeout: 'Leerlauf-Timeout',
        maxBandwidthDown: 'Max. Bandbreite Download',
        maxBandwidthUp: 'Max. Bandbreite Upload',
        maxSurftime: 'Max. Surfzeit',
        maxVolume: 'Max. Datenvolumen',
      },
      accountConfiguration: {
        dynamicExpires: 'Dynamischer Ablauf (Formel)',
      },
    },
    units: {
      minutes: 'min',
      'kbit/s': 'kbit/s',
      MB: 'MB',
    },
    sections: {
      profile: 'Kontolimits',
      profileHelp: 'Leere Felder bedeuten „ohne Begrenzung“.',
      configuration: 'Ablauf der Konten',
      loginTemplates: 'Login-Vorlagen, die diese Kontovorlage verwenden',
    },
    page: {
      list: 'Kontovorlagen',
      create: 'Kontovorlage erstellen',
      edit: 'Kontovorlage %{recordRepresentation} bearbeiten',
      show: 'Kontovorlage %{recordRepresentation}',
    },
    filters: {
      searchPlaceholder: 'Name oder Beschreibung',
      activeOnly: 'Nur aktive',
      inactiveOnly: 'Nur inaktive',
    },
    values: {
      none: '–',
      unlimited: 'Unbegrenzt',
      withUnit: '%{value} %{unit}',
    },
    helper: {
      dynamicExpires: 'Wann die erstellten Konten ablaufen, gerechnet ab der ersten Anmeldung.',
      expires: 'Fester Zeitpunkt, zu dem alle Konten dieser Vorlage ablaufen. Leer lassen für keinen.',
    },
    empty: {
      title: 'Noch keine Kontovorlagen',
      text: 'Kontovorlagen legen fest, wie lange und mit welcher Bandbreite Gäste surfen dürfen.',
      noResults: 'Keine Kontovorlagen gefunden. Ändern Sie die Suche oder die Filter.',
      loginTemplates: 'Keine Login-Vorlage verwendet diese Kontovorlage.',
    },
    actions: {
      create: 'Kontovorlage erstellen',
    },
    confirm: {
      deleteTitle: 'Kontovorlage „%{name}“ löschen?',
      deleteContent: 'Das kann nicht rückgängig gemacht werden.',
    },
    notFound: {
      title: 'Kontovorlage nicht gefunden',
      text: 'Die Kontovorlage „%{id}“ gibt es bei diesem Kunden nicht (mehr).',
      back: 'Zu den Kontovorlagen',
    },
    notifications: {
      created: 'Kontovorlage „%{name}“ wurde erstellt',
      updated: 'Kontovorlage „%{name}“ wurde gespeichert',
      deleted: 'Kontovorlage wurde gelöscht',
    },
    formula: {
      presets: 'Vorlagen',
      presetLabel: '%{value} – %{meaning}',
      preset: {
        endOfDay: 'Ende des Tages',
        nextDay4am: 'Nächster Tag, 4 Uhr',
        '24hAfterFirstLogin': '24 Stunden nach der ersten Anmeldung',
        last24Hours: 'Letzte 24 Stunden',
        lastWeek: 'Letzte Woche',
        startOfCurrentWeek: 'Beginn der aktuellen Woche',
      },
      explanation: 'Bedeutung: %{text}',
      then: ', dann ',
      endOf: {
        minutes: 'Ende der Minute',
        hours: 'Ende der Stunde',
        days: 'Ende des Tages',
        weeks: 'Ende der Woche (Sonntag)',
        months: 'Ende des Monats',
        years: 'Ende des Jahres',
      },
      plus: 'plus %{amount}',
      minus: 'minus %{amount}',
      unit: {
        minutes: '%{smart_count} Minute |||| %{smart_count} Minuten',
        hours: '%{smart_count} Stunde |||| %{smart_count} Stunden',
        days: '%{smart_count} Tag |||| %{smart_count} Tage',
        weeks: '%{smart_count} Woche |||| %{smart_count} Wochen',
        months: '%{smart_count} Monat |||| %{smart_count} Monate',
        years: '%{smart_count} Jahr |||| %{smart_count} Jahre',
      },
      result: 'Ergebnis, von jetzt an gerechnet: %{moment}',
      timeZone: 'Zeitzone: %{zone} (%{source})',
      zoneSource: {
        installation: 'für Geräte ohne eigene Zeitzone; ein Gerät mit eigener Zeitzone rechnet in dieser',
      },
      invalid: 'Die Formel ist ungültig und kann nicht erklärt werden.',
      outOfRange: 'Das Ergebnis liegt außerhalb des darstellbaren Zeitraums.',
    },
  },
};

const en: Shape<typeof de> = {
  'hotspot-account-template': {
    /** Refusals the server names by key (extensions.i18n). */
    errors: {
      duplicateName: 'An account template with this name already exists',
    },
    name: 'Account template |||| Account templates',
    fields: {
      name: 'Name',
      description: 'Description',
      active: 'Active',
      customerId: 'Customer number',
      createdAt: 'Created',
      updatedAt: 'Updated',
      q: 'Search',
      accountProfile: {
        expires: 'Fixed expiry',
        idleTimeout: 'Idle timeout',
        maxBandwidthDown: 'Max. download bandwidth',
        maxBandwidthUp: 'Max. upload bandwidth',
        maxSurftime: 'Max. surf time',
        maxVolume: 'Max. data volume',
      },
      accountConfiguration: {
        dynamicExpires: 'Dynamic expiry (formula)',
      },
    },
    units: {
      minutes: 'min',
      'kbit/s': 'kbit/s',
      MB: 'MB',
    },
    sections: {
      profile: 'Account limits',
      profileHelp: 'Empty fields mean "no limit".',
      configuration: 'Expiry of the accounts',
      loginTemplates: 'Login templates using this account template',
    },
    page: {
      list: 'Account templates',
      create: 'Create account template',
      edit: 'Edit account template %{recordRepresentation}',
      show: 'Account template %{recordRepresentation}',
    },
    filters: {
      searchPlaceholder: 'Name or description',
      activeOnly: 'Active only',
      inactiveOnly: 'Inactive only',
    },
    values: {
      none: '–',
      unlimited: 'Unlimited',
      withUnit: '%{value} %{unit}',
    },
    helper: {
      dynamicExpires: 'When the created accounts expire, counted from the first login.',
      expires: 'A fixed moment at which all accounts of this template expire. Leave empty for none.',
    },
    empty: {
      title: 'No account templates yet',
      text: 'Account templates define how long and at which bandwidth guests may surf.',
      noResults: 'No account templates found. Change the search or the filters.',
      loginTemplates: 'No login template uses this account template.',
    },
    actions: {
      create: 'Create account template',
    },
    confirm: {
      deleteTitle: 'Delete account template "%{name}"?',
      deleteContent: 'This cannot be undone.',
    },
    notFound: {
      title: 'Account template not found',
      text: 'The account template "%{id}" does not exist (any more) for this customer.',
      back: 'To the account templates',
    },
    notifications: {
      created: 'Account template "%{name}" was created',
      updated: 'Account template "%{name}" was saved',
      deleted: 'Account template was deleted',
    },
    formula: {
      presets: 'Presets',
      presetLabel: '%{value} – %{meaning}',
      preset: {
        endOfDay: 'End of day',
        nextDay4am: "Next day, 4 o'clock",
        '24hAfterFirstLogin': '24 hours after the first login',
        last24Hours: 'Last 24 hours',
        lastWeek: 'Last week',
        startOfCurrentWeek: 'Start of the current week',
      },
      explanation: 'Meaning: %{text}',
      then: ', then ',
      endOf: {
        minutes: 'end of the minute',
        hours: 'end of the hour',
        days: 'end of the day',
        weeks: 'end of the week (Sunday)',
        months: 'end of the month',
        years: 'end of the year',
      },
      plus: 'plus %{amount}',
      minus: 'minus %{amount}',
      unit: {
        minutes: '%{smart_count} minute |||| %{smart_count} minutes',
        hours: '%{smart_count} hour |||| %{smart_count} hours',
        days: '%{smart_count} day |||| %{smart_count} days',
        weeks: '%{smart_count} week |||| %{smart_count} weeks',
        months: '%{smart_count} month |||| %{smart_count} months',
        years: '%{smart_count} year |||| %{smart_count} years',
      },
      result: 'Result, counted from now: %{moment}',
      timeZone: 'Time zone: %{zone} (%{source})',
      zoneSource: {
        installation: 'for devices without a time zone of their own; a device with one counts in it',
      },
      invalid: 'The formula is invalid and cannot be explained.',
      outOfRange: 'The result lies outside the displayable range.',
    },
  },
};

/** Labels that name this module's fields in server messages (forms.fields.<name>.label), loaded with the module. */
const formsDe = {
  fields: {
    maxVolume: { label: 'Max. Datenvolumen' },
    idleTimeout: { label: 'Leerlauf-Timeout' },
    maxBandwidthDown: { label: 'Max. Bandbreite Download' },
    maxBandwidthUp: { label: 'Max. Bandbreite Upload' },
    maxSurftime: { label: 'Max. Surfzeit' },
    dynamicExpires: { label: 'Ablaufregel' },
  },
};
const formsEn: Shape<typeof formsDe> = {
  fields: {
    maxVolume: { label: 'Max. data volume' },
    idleTimeout: { label: 'Idle timeout' },
    maxBandwidthDown: { label: 'Max. download bandwidth' },
    maxBandwidthUp: { label: 'Max. upload bandwidth' },
    maxSurftime: { label: 'Max. surf time' },
    dynamicExpires: { label: 'Expiry rule' },
  },
};

export default { de: { resources: de, forms: formsDe }, en: { resources: en, forms: formsEn } };
