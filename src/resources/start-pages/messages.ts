/**
 * Messages of the start-page area (`resources.start-pages.*` and one tree per tab:
 * `resources.start-pages/terms-of-use.*` …): German first, English typed against it.
 */
import type { Shape } from '../../i18n/catalogue';

const common = {
  customerId: 'Kundennummer',
  createdAt: 'Erstellt am',
  updatedAt: 'Geändert am',
  q: 'Suche',
  active: 'Aktiv',
  default: 'Standard',
  description: 'Beschreibung',
};

const filters = {
  activeOnly: 'Nur aktive',
  inactiveOnly: 'Nur inaktive',
  defaultOnly: 'Nur Standard',
  notDefault: 'Ohne Standard',
};

const de = {
  'start-pages': {
    /** Refusals the server names by key (extensions.i18n). */
    errors: {
      termsOfUseDuplicateName: 'Nutzungsbedingungen mit diesem Namen existieren bereits',
      termsOfUseInUse:
        'Die Nutzungsbedingungen werden noch von folgenden Login-Vorlagen verwendet und können daher nicht gelöscht werden: %{templates}',
      templateInUse:
        'Die Vorlage ist noch in folgenden Vorlagenpaketen enthalten und kann daher nicht gelöscht werden: %{bundles}',
      slotTwice: 'Ein Vorlagenpaket darf für jeden Bildschirm (%{slot}) nur eine Vorlage enthalten',
      slotClash:
        'Die Vorlage steckt in einem Vorlagenpaket, das für den Bildschirm %{slot} schon eine andere Vorlage enthält',
      unknownTemplate: 'Diese Vorlage gibt es in dieser Organisation nicht',
      unknownImprint: 'Dieses Impressum gibt es in dieser Organisation nicht',
      defaultMustBeActive: 'Ein inaktiver Eintrag kann nicht der Standard sein',
      bundleInUse:
        'Das Vorlagenpaket wird noch von folgenden Gerätekonfigurationen verwendet und kann daher nicht gelöscht werden: %{configs}',
    },
    name: 'Hotspot-Startseite |||| Hotspot-Startseiten',
    page: { list: 'Hotspot-Startseiten' },
    tabs: {
      label: 'Bereiche der Startseiten',
      'terms-of-use': 'Nutzungsbedingungen',
      imprints: 'Impressen',
      templates: 'Vorlagen',
      bundles: 'Vorlagenpakete',
    },
    slots: {
      BoostcomUserRegistration: 'Boostcom-Registrierung',
      ConcurrentUserLimit: 'Gleichzeitige Nutzer erreicht',
      Cooldown: 'Wartezeit (Cooldown)',
      Error: 'Fehler',
      LoginDisabled: 'Login deaktiviert',
      ReosChooseDeviceType: 'REOS: Gerätetyp wählen',
      ReosDeviceAdministration: 'REOS: Geräteverwaltung',
      ReosUserAuth: 'REOS: Anmeldung',
      Success: 'Erfolgreich angemeldet',
      VoucherAuthRedirect: 'Voucher: Weiterleitung',
      VoucherAuthRedirectFail: 'Voucher: Weiterleitung fehlgeschlagen',
      VoucherAuthRedirectSuccess: 'Voucher: Weiterleitung erfolgreich',
      VoucherCheckFail: 'Voucher ungültig',
      VoucherCheckSuccess: 'Voucher gültig',
      VoucherSmsFail: 'Voucher per SMS fehlgeschlagen',
      VoucherSmsSuccess: 'Voucher per SMS versandt',
      WaitingForAuthorization: 'Warten auf Freigabe',
      Welcome: 'Willkommen',
      WelcomeBack: 'Willkommen zurück',
    },
    localized: {
      lang: 'Sprache',
      default: 'Standardsprache',
      text: 'Text (HTML)',
      terms: 'Nutzungsbedingungen (HTML)',
      privacy: 'Datenschutzhinweise (HTML)',
      add: 'Sprache hinzufügen',
      langHelp: 'Sprachcode wie „de“ oder „en“; jede Sprache einmal.',
      defaultHelp: 'Wird gezeigt, wenn kein Text zur Sprache des Gastes passt. Genau eine Sprache.',
    },
    preview: {
      title: 'Vorschau',
      language: 'Sprache der Vorschau',
      slot: 'Bildschirm der Vorschau',
      frameTitle: 'Vorschau der Startseite (%{slot}, %{lang})',
      sanitized: 'Skripte und aktive Inhalte wurden entfernt',
      sanitizedHelp: 'Die Startseite zeigt nur geprüftes HTML; Skripte, Formulare und eingebettete Inhalte laufen nie.',
      empty: 'Noch kein Text für die Vorschau',
      noTemplates: 'Das Paket enthält noch keine Vorlagen',
    },
    values: { none: '–', allSlots: 'Alle Bildschirme' },
  },
  'start-pages/terms-of-use': {
    name: 'Nutzungsbedingungen |||| Nutzungsbedingungen',
    fields: { ...common, name: 'Name', locales: 'Sprachen', lang: 'Sprache', terms: 'Nutzungsbedingungen' },
    page: {
      list: 'Nutzungsbedingungen',
      create: 'Nutzungsbedingungen erstellen',
      edit: 'Nutzungsbedingungen %{recordRepresentation} bearbeiten',
      show: 'Nutzungsbedingungen %{recordRepresentation}',
    },
    filters: { ...filters, searchPlaceholder: 'Name oder Beschreibung' },
    helper: {
      locales: 'Text der Nutzungsbedingungen und Datenschutzhinweise je Sprache, eine davon als Standard.',
    },
    empty: {
      title: 'Noch keine Nutzungsbedingungen',
      text: 'Gäste akzeptieren die Nutzungsbedingungen bei der Anmeldung; jede Login-Vorlage braucht welche.',
      noResults: 'Keine Nutzungsbedingungen gefunden. Ändern Sie die Suche oder die Filter.',
    },
    actions: { create: 'Nutzungsbedingungen erstellen' },
    confirm: {
      deleteTitle: 'Nutzungsbedingungen „%{name}“ löschen?',
      deleteContent: 'Das kann nicht rückgängig gemacht werden.',
    },
    notFound: {
      title: 'Nutzungsbedingungen nicht gefunden',
      text: 'Die Nutzungsbedingungen „%{id}“ gibt es bei diesem Kunden nicht (mehr).',
      back: 'Zu den Nutzungsbedingungen',
    },
    notifications: {
      created: 'Nutzungsbedingungen „%{name}“ erstellt',
      updated: 'Nutzungsbedingungen „%{name}“ gespeichert',
      deleted: 'Nutzungsbedingungen gelöscht',
    },
  },
  'start-pages/imprints': {
    name: 'Impressum |||| Impressen',
    fields: { ...common, text: 'Texte', lang: 'Sprachen' },
    page: {
      list: 'Impressen',
      create: 'Impressum erstellen',
      edit: 'Impressum %{recordRepresentation} bearbeiten',
      show: 'Impressum %{recordRepresentation}',
    },
    filters: { ...filters, searchPlaceholder: 'Beschreibung' },
    helper: {
      text: 'Impressum je Sprache (HTML), eine davon als Standard.',
      default: 'Das Standard-Impressum des Kunden; es gibt höchstens eines, und es muss aktiv sein.',
    },
    empty: {
      title: 'Noch keine Impressen',
      text: 'Das Impressum erscheint als Fußzeile der Startseiten.',
      noResults: 'Keine Impressen gefunden. Ändern Sie die Suche oder die Filter.',
    },
    actions: { create: 'Impressum erstellen' },
    confirm: {
      deleteTitle: 'Impressum „%{name}“ löschen?',
      deleteContent: 'Das kann nicht rückgängig gemacht werden.',
    },
    notFound: {
      title: 'Impressum nicht gefunden',
      text: 'Das Impressum „%{id}“ gibt es bei diesem Kunden nicht (mehr).',
      back: 'Zu den Impressen',
    },
    notifications: {
      created: 'Impressum „%{name}“ erstellt',
      updated: 'Impressum „%{name}“ gespeichert',
      deleted: 'Impressum gelöscht',
    },
  },
  'start-pages/templates': {
    name: 'Vorlage |||| Vorlagen',
    fields: {
      ...common,
      slot: 'Bildschirm',
      text: 'Texte',
      lang: 'Sprachen',
      cspDirectives: 'CSP-Direktiven',
      imprint: 'Impressum',
      templateBundles: 'In Vorlagenpaketen',
    },
    page: {
      list: 'Vorlagen',
      create: 'Vorlage erstellen',
      edit: 'Vorlage %{recordRepresentation} bearbeiten',
      show: 'Vorlage %{recordRepresentation}',
    },
    filters: { ...filters, searchPlaceholder: 'Beschreibung' },
    helper: {
      text: 'Inhalt des Bildschirms je Sprache (HTML), eine davon als Standard. Skripte werden nie ausgeführt.',
      cspDirectives:
        'Jede Direktive mit der Eingabetaste abschließen, z. B. „img-src https://cdn.example.com“: erlaubt img-src, style-src, font-src, media-src und frame-src.',
      default: 'Die Standardvorlage für diesen Bildschirm; je Bildschirm höchstens eine, und sie muss aktiv sein.',
    },
    empty: {
      title: 'Noch keine Vorlagen',
      text: 'Vorlagen füllen die Bildschirme der Startseite, z. B. Willkommen oder Voucher gültig.',
      noResults: 'Keine Vorlagen gefunden. Ändern Sie die Suche oder die Filter.',
    },
    actions: { create: 'Vorlage erstellen', addDirective: 'Direktive hinzufügen' },
    confirm: {
      deleteTitle: 'Vorlage „%{name}“ löschen?',
      deleteContent: 'Das kann nicht rückgängig gemacht werden.',
    },
    notFound: {
      title: 'Vorlage nicht gefunden',
      text: 'Die Vorlage „%{id}“ gibt es bei diesem Kunden nicht (mehr).',
      back: 'Zu den Vorlagen',
    },
    notifications: {
      created: 'Vorlage „%{name}“ erstellt',
      updated: 'Vorlage „%{name}“ gespeichert',
      deleted: 'Vorlage gelöscht',
    },
  },
  'start-pages/bundles': {
    name: 'Vorlagenpaket |||| Vorlagenpakete',
    fields: {
      ...common,
      imprint: 'Impressum',
      templates: 'Vorlagen',
      boundTemplates: 'Enthaltene Vorlagen',
    },
    page: {
      list: 'Vorlagenpakete',
      create: 'Vorlagenpaket erstellen',
      edit: 'Vorlagenpaket %{recordRepresentation} bearbeiten',
      show: 'Vorlagenpaket %{recordRepresentation}',
    },
    filters: { ...filters, searchPlaceholder: 'Beschreibung', slot: 'Bildschirm' },
    helper: {
      templates: 'Höchstens eine Vorlage je Bildschirm; der Bildschirm steht neben jeder Vorlage.',
      default: 'Das Standardpaket des Kunden; es gibt höchstens eines, und es muss aktiv sein.',
    },
    empty: {
      title: 'Noch keine Vorlagenpakete',
      text: 'Ein Vorlagenpaket fasst je Bildschirm eine Vorlage zu einer eigenen Startseite zusammen.',
      noResults: 'Keine Vorlagenpakete gefunden. Ändern Sie die Suche oder die Filter.',
      noTemplates: 'Keine Vorlagen für diesen Bildschirm.',
    },
    actions: { create: 'Vorlagenpaket erstellen' },
    confirm: {
      deleteTitle: 'Vorlagenpaket „%{name}“ löschen?',
      deleteContent: 'Die Vorlagen selbst bleiben erhalten. Das kann nicht rückgängig gemacht werden.',
    },
    notFound: {
      title: 'Vorlagenpaket nicht gefunden',
      text: 'Das Vorlagenpaket „%{id}“ gibt es bei diesem Kunden nicht (mehr).',
      back: 'Zu den Vorlagenpaketen',
    },
    notifications: {
      created: 'Vorlagenpaket „%{name}“ erstellt',
      updated: 'Vorlagenpaket „%{name}“ gespeichert',
      deleted: 'Vorlagenpaket gelöscht',
    },
  },
};

const enCommon = {
  customerId: 'Customer number',
  createdAt: 'Created',
  updatedAt: 'Changed',
  q: 'Search',
  active: 'Active',
  default: 'Default',
  description: 'Description',
};

const enFilters = {
  activeOnly: 'Active only',
  inactiveOnly: 'Inactive only',
  defaultOnly: 'Default only',
  notDefault: 'Not default',
};

const en: Shape<typeof de> = {
  'start-pages': {
    /** Refusals the server names by key (extensions.i18n). */
    errors: {
      termsOfUseDuplicateName: 'Terms of use with this name already exist',
      termsOfUseInUse:
        'The terms of use are still used by the following login templates and cannot be deleted: %{templates}',
      templateInUse: 'The template is still part of the following template bundles and cannot be deleted: %{bundles}',
      slotTwice: 'A template bundle may hold only one template per screen (%{slot})',
      slotClash: 'The template is part of a bundle that already holds another template for the screen %{slot}',
      unknownTemplate: 'This template does not exist in this organisation',
      unknownImprint: 'This imprint does not exist in this organisation',
      defaultMustBeActive: 'An inactive entry cannot be the default',
      bundleInUse:
        'The template bundle is still used by the following device configurations and cannot be deleted: %{configs}',
    },
    name: 'Hotspot start page |||| Hotspot start pages',
    page: { list: 'Hotspot start pages' },
    tabs: {
      label: 'Start-page sections',
      'terms-of-use': 'Terms of use',
      imprints: 'Imprints',
      templates: 'Templates',
      bundles: 'Template bundles',
    },
    slots: {
      BoostcomUserRegistration: 'Boostcom registration',
      ConcurrentUserLimit: 'Concurrent user limit reached',
      Cooldown: 'Cooldown',
      Error: 'Error',
      LoginDisabled: 'Login disabled',
      ReosChooseDeviceType: 'REOS: choose device type',
      ReosDeviceAdministration: 'REOS: device administration',
      ReosUserAuth: 'REOS: sign-in',
      Success: 'Logged in',
      VoucherAuthRedirect: 'Voucher: redirect',
      VoucherAuthRedirectFail: 'Voucher: redirect failed',
      VoucherAuthRedirectSuccess: 'Voucher: redirect succeeded',
      VoucherCheckFail: 'Voucher invalid',
      VoucherCheckSuccess: 'Voucher valid',
      VoucherSmsFail: 'Voucher by SMS failed',
      VoucherSmsSuccess: 'Voucher sent by SMS',
      WaitingForAuthorization: 'Waiting for authorisation',
      Welcome: 'Welcome',
      WelcomeBack: 'Welcome back',
    },
    localized: {
      lang: 'Language',
      default: 'Default language',
      text: 'Text (HTML)',
      terms: 'Terms of use (HTML)',
      privacy: 'Privacy notice (HTML)',
      add: 'Add language',
      langHelp: 'A language code such as "de" or "en"; each language once.',
      defaultHelp: "Shown when no text matches the guest's language. Exactly one language.",
    },
    preview: {
      title: 'Preview',
      language: 'Preview language',
      slot: 'Preview screen',
      frameTitle: 'Start-page preview (%{slot}, %{lang})',
      sanitized: 'Scripts and active content were removed',
      sanitizedHelp: 'The start page shows checked HTML only; scripts, forms and embedded content never run.',
      empty: 'No text to preview yet',
      noTemplates: 'The bundle has no templates yet',
    },
    values: { none: '–', allSlots: 'All screens' },
  },
  'start-pages/terms-of-use': {
    name: 'Terms of use |||| Terms of use',
    fields: { ...enCommon, name: 'Name', locales: 'Languages', lang: 'Language', terms: 'Terms of use' },
    page: {
      list: 'Terms of use',
      create: 'Create terms of use',
      edit: 'Edit terms of use %{recordRepresentation}',
      show: 'Terms of use %{recordRepresentation}',
    },
    filters: { ...enFilters, searchPlaceholder: 'Name or description' },
    helper: { locales: 'Terms and privacy text per language, one of them the default.' },
    empty: {
      title: 'No terms of use yet',
      text: 'Guests accept the terms of use when they log in; every login template needs them.',
      noResults: 'No terms of use found. Change the search or the filters.',
    },
    actions: { create: 'Create terms of use' },
    confirm: { deleteTitle: 'Delete terms of use "%{name}"?', deleteContent: 'This cannot be undone.' },
    notFound: {
      title: 'Terms of use not found',
      text: 'The terms of use "%{id}" do not exist (any more) for this customer.',
      back: 'To the terms of use',
    },
    notifications: {
      created: 'Terms of use "%{name}" created',
      updated: 'Terms of use "%{name}" saved',
      deleted: 'Terms of use deleted',
    },
  },
  'start-pages/imprints': {
    name: 'Imprint |||| Imprints',
    fields: { ...enCommon, text: 'Texts', lang: 'Languages' },
    page: {
      list: 'Imprints',
      create: 'Create imprint',
      edit: 'Edit imprint %{recordRepresentation}',
      show: 'Imprint %{recordRepresentation}',
    },
    filters: { ...enFilters, searchPlaceholder: 'Description' },
    helper: {
      text: 'The imprint per language (HTML), one of them the default.',
      default: "The customer's default imprint; there is at most one, and it must be active.",
    },
    empty: {
      title: 'No imprints yet',
      text: 'The imprint is shown as the footer of the start pages.',
      noResults: 'No imprints found. Change the search or the filters.',
    },
    actions: { create: 'Create imprint' },
    confirm: { deleteTitle: 'Delete imprint "%{name}"?', deleteContent: 'This cannot be undone.' },
    notFound: {
      title: 'Imprint not found',
      text: 'The imprint "%{id}" does not exist (any more) for this customer.',
      back: 'To the imprints',
    },
    notifications: {
      created: 'Imprint "%{name}" created',
      updated: 'Imprint "%{name}" saved',
      deleted: 'Imprint deleted',
    },
  },
  'start-pages/templates': {
    name: 'Template |||| Templates',
    fields: {
      ...enCommon,
      slot: 'Screen',
      text: 'Texts',
      lang: 'Languages',
      cspDirectives: 'CSP directives',
      imprint: 'Imprint',
      templateBundles: 'In template bundles',
    },
    page: {
      list: 'Templates',
      create: 'Create template',
      edit: 'Edit template %{recordRepresentation}',
      show: 'Template %{recordRepresentation}',
    },
    filters: { ...enFilters, searchPlaceholder: 'Description' },
    helper: {
      text: 'The content of the screen per language (HTML), one of them the default. Scripts never run.',
      cspDirectives:
        'Finish each directive with Enter, e.g. "img-src https://cdn.example.com": img-src, style-src, font-src, media-src and frame-src are allowed.',
      default: 'The default template of this screen; at most one per screen, and it must be active.',
    },
    empty: {
      title: 'No templates yet',
      text: 'Templates fill the screens of the start page, e.g. Welcome or Voucher valid.',
      noResults: 'No templates found. Change the search or the filters.',
    },
    actions: { create: 'Create template', addDirective: 'Add directive' },
    confirm: { deleteTitle: 'Delete template "%{name}"?', deleteContent: 'This cannot be undone.' },
    notFound: {
      title: 'Template not found',
      text: 'The template "%{id}" does not exist (any more) for this customer.',
      back: 'To the templates',
    },
    notifications: {
      created: 'Template "%{name}" created',
      updated: 'Template "%{name}" saved',
      deleted: 'Template deleted',
    },
  },
  'start-pages/bundles': {
    name: 'Template bundle |||| Template bundles',
    fields: {
      ...enCommon,
      imprint: 'Imprint',
      templates: 'Templates',
      boundTemplates: 'Templates in the bundle',
    },
    page: {
      list: 'Template bundles',
      create: 'Create template bundle',
      edit: 'Edit template bundle %{recordRepresentation}',
      show: 'Template bundle %{recordRepresentation}',
    },
    filters: { ...enFilters, searchPlaceholder: 'Description', slot: 'Screen' },
    helper: {
      templates: 'At most one template per screen; the screen is shown next to each template.',
      default: "The customer's default bundle; there is at most one, and it must be active.",
    },
    empty: {
      title: 'No template bundles yet',
      text: 'A template bundle combines one template per screen into a start page of its own.',
      noResults: 'No template bundles found. Change the search or the filters.',
      noTemplates: 'No templates for this screen.',
    },
    actions: { create: 'Create template bundle' },
    confirm: {
      deleteTitle: 'Delete template bundle "%{name}"?',
      deleteContent: 'The templates themselves are kept. This cannot be undone.',
    },
    notFound: {
      title: 'Template bundle not found',
      text: 'The template bundle "%{id}" does not exist (any more) for this customer.',
      back: 'To the template bundles',
    },
    notifications: {
      created: 'Template bundle "%{name}" created',
      updated: 'Template bundle "%{name}" saved',
      deleted: 'Template bundle deleted',
    },
  },
};

/** Labels that name this module's fields in server messages (forms.fields.<name>.label), loaded with the module. */
const formsDe = {
  fields: {
    terms: { label: 'Nutzungsbedingungen' },
    privacy: { label: 'Datenschutzhinweise' },
    locales: { label: 'Sprachen' },
    slot: { label: 'Bildschirm' },
    cspDirectives: { label: 'CSP-Direktiven' },
    imprint: { label: 'Impressum' },
    templates: { label: 'Vorlagen' },
    default: { label: 'Standard' },
  },
};
const formsEn: Shape<typeof formsDe> = {
  fields: {
    terms: { label: 'Terms of use' },
    privacy: { label: 'Privacy notice' },
    locales: { label: 'Languages' },
    slot: { label: 'Screen' },
    cspDirectives: { label: 'CSP directives' },
    imprint: { label: 'Imprint' },
    templates: { label: 'Templates' },
    default: { label: 'Default' },
  },
};

export default { de: { resources: de, forms: formsDe }, en: { resources: en, forms: formsEn } };
