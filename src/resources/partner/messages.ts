/**
 * Messages of the partner and vendor portal (`resources.partner.*`; the data resources
 * `resources.partner/partner-lead.*` (the partner's leads) and `resources.partner/vendor-lead.*`
 * (the vendor's view) share one tree of field labels and screen texts) and the labels that name the
 * lead's fields in validation messages (`forms.fields.<name>.label`). German first, English typed.
 */
import type { Shape } from '../../i18n/catalogue';

const leadDe = {
  name: 'Lead |||| Leads',
  fields: {
    company: 'Firma',
    customerId: 'Partner (Kundennummer)',
    customer: 'Partner',
    status: 'Projektstatus',
    approved: 'Freigabe',
    description: 'Beschreibung',
    website: 'Website',
    address: { street: 'Straße', zip: 'PLZ', city: 'Ort', country: 'Land' },
    addressLine: 'Adresse',
    messages: 'Kommentare',
    comment: 'Erster Kommentar',
    createdAt: 'Erstellt am',
    updatedAt: 'Geändert am',
    q: 'Suche',
    active: 'Offen',
  },
  page: {
    list: 'Partner',
    create: 'Lead anlegen',
    edit: 'Lead %{recordRepresentation} bearbeiten',
    show: 'Lead %{recordRepresentation}',
  },
  filters: {
    searchPlaceholder: 'Firma, Beschreibung oder Website',
    activeOnly: 'Nur offene',
    inactiveOnly: 'Nur abgeschlossene',
  },
  empty: {
    title: 'Noch keine Leads',
    text: 'Registrieren Sie Interessenten als Lead: Der Anbieter gibt sie frei und schützt Ihr Projekt.',
    noResults: 'Keine Leads gefunden. Ändern Sie die Suche oder die Filter.',
  },
  actions: { create: 'Lead anlegen' },
  confirm: {
    deleteTitle: 'Lead „%{name}“ löschen?',
    deleteContent: 'Der Lead und alle Kommentare werden gelöscht. Das kann nicht rückgängig gemacht werden.',
  },
  notFound: {
    title: 'Lead nicht gefunden',
    text: 'Den Lead „%{id}“ gibt es nicht (mehr), oder Sie dürfen ihn nicht sehen.',
    back: 'Zu den Leads',
  },
  notifications: {
    created: 'Lead „%{name}“ wurde angelegt',
    updated: 'Lead „%{name}“ wurde gespeichert',
    deleted: 'Lead wurde gelöscht',
  },
};

const de = {
  partner: {
    name: 'Lead |||| Partner',
    page: { list: 'Partner', vendor: 'Anbieter' },
    /** Refusals the server names by key (extensions.i18n). */
    errors: {
      companyLocked: 'Die Firma eines freigegebenen Leads kann nicht mehr geändert werden',
      history: 'Bestehende Kommentare können nicht geändert oder gelöscht werden',
      unknownPartner: 'Diese Kundennummer gibt es nicht',
    },
    status: { new: 'Neu', inContact: 'In Kontakt', offerSent: 'Angebot versendet', won: 'Gewonnen', lost: 'Verloren' },
    approval: { open: 'Offen', approved: 'Freigegeben', rejected: 'Abgelehnt' },
    helper: {
      companyLocked: 'Der Lead ist freigegeben: Die Firma kann nicht mehr geändert werden.',
      customerId: 'Die Kundennummer des Partners, dem der Lead gehört (K und sechs Ziffern).',
      approved: 'Nach der Freigabe kann die Firma nicht mehr geändert werden.',
      website: 'Mit http:// oder https://',
      comment: 'Optional; Zeit und Ihr Name werden automatisch gespeichert.',
    },
    sections: { address: 'Adresse', comments: 'Kommentare', vendor: 'Freigabe durch den Anbieter' },
    comments: {
      none: 'Noch keine Kommentare.',
      add: 'Kommentar',
      submit: 'Kommentar hinzufügen',
      added: 'Kommentar wurde hinzugefügt',
      unknownAuthor: 'Unbekannt',
      by: '%{from} am %{date}',
    },
    vendor: {
      edit: 'Freigabe bearbeiten',
      approve: 'Freigeben',
      reject: 'Ablehnen',
      saved: 'Freigabe von „%{name}“ wurde gespeichert',
    },
    order: {
      open: 'Auftragsformular',
      title: 'Auftragsformular',
      intro: 'Zusammenfassung des Leads zur Weitergabe an den Anbieter oder den Kunden.',
      partner: 'Partner',
      prospect: 'Interessent',
      project: 'Projekt',
      history: 'Verlauf',
      print: 'Drucken',
      mail: 'Per E-Mail senden',
      close: 'Schließen',
      subject: 'Auftragsformular: %{company}',
      generated: 'Erstellt am %{date}',
      price: 'Listenpreis je gleichzeitigem Nutzer',
      priceValue: '%{price} pro Monat',
    },
    links: {
      title: 'Unterlagen für Partner',
      priceList: 'Preisliste',
      faq: 'FAQ',
      sheet: 'Datenblatt',
      newTab: '%{name} (öffnet in einem neuen Tab)',
    },
    values: { none: '–' },
  },
  'partner/partner-lead': leadDe,
  'partner/vendor-lead': leadDe,
};

const leadEn: Shape<typeof leadDe> = {
  name: 'Lead |||| Leads',
  fields: {
    company: 'Company',
    customerId: 'Partner (customer number)',
    customer: 'Partner',
    status: 'Project status',
    approved: 'Approval',
    description: 'Description',
    website: 'Website',
    address: { street: 'Street', zip: 'Postcode', city: 'City', country: 'Country' },
    addressLine: 'Address',
    messages: 'Comments',
    comment: 'First comment',
    createdAt: 'Created',
    updatedAt: 'Updated',
    q: 'Search',
    active: 'Open',
  },
  page: {
    list: 'Partner',
    create: 'Create lead',
    edit: 'Edit lead %{recordRepresentation}',
    show: 'Lead %{recordRepresentation}',
  },
  filters: {
    searchPlaceholder: 'Company, description or website',
    activeOnly: 'Open only',
    inactiveOnly: 'Closed only',
  },
  empty: {
    title: 'No leads yet',
    text: 'Register prospects as leads: the vendor approves them and protects your project.',
    noResults: 'No leads found. Change the search or the filters.',
  },
  actions: { create: 'Create lead' },
  confirm: {
    deleteTitle: 'Delete lead "%{name}"?',
    deleteContent: 'The lead and all its comments will be deleted. This cannot be undone.',
  },
  notFound: {
    title: 'Lead not found',
    text: 'The lead "%{id}" does not exist (any more), or you may not see it.',
    back: 'To the leads',
  },
  notifications: {
    created: 'Lead "%{name}" was created',
    updated: 'Lead "%{name}" was saved',
    deleted: 'Lead was deleted',
  },
};

const en: Shape<typeof de> = {
  partner: {
    name: 'Lead |||| Partner',
    page: { list: 'Partner', vendor: 'Vendor' },
    errors: {
      companyLocked: 'The company of an approved lead can no longer be changed',
      history: 'Existing comments cannot be changed or deleted',
      unknownPartner: 'This customer number does not exist',
    },
    status: { new: 'New', inContact: 'In contact', offerSent: 'Offer sent', won: 'Won', lost: 'Lost' },
    approval: { open: 'Open', approved: 'Approved', rejected: 'Rejected' },
    helper: {
      companyLocked: 'The lead is approved: its company can no longer be changed.',
      customerId: 'The customer number of the partner the lead belongs to (K and six digits).',
      approved: 'Once approved, the company can no longer be changed.',
      website: 'With http:// or https://',
      comment: 'Optional; the time and your name are saved with it.',
    },
    sections: { address: 'Address', comments: 'Comments', vendor: 'Approval by the vendor' },
    comments: {
      none: 'No comments yet.',
      add: 'Comment',
      submit: 'Add comment',
      added: 'Comment was added',
      unknownAuthor: 'Unknown',
      by: '%{from} on %{date}',
    },
    vendor: {
      edit: 'Edit approval',
      approve: 'Approve',
      reject: 'Reject',
      saved: 'Approval of "%{name}" was saved',
    },
    order: {
      open: 'Order form',
      title: 'Order form',
      intro: 'Summary of the lead to pass on to the vendor or the customer.',
      partner: 'Partner',
      prospect: 'Prospect',
      project: 'Project',
      history: 'History',
      print: 'Print',
      mail: 'Send by e-mail',
      close: 'Close',
      subject: 'Order form: %{company}',
      generated: 'Created on %{date}',
      price: 'List price per concurrent user',
      priceValue: '%{price} per month',
    },
    links: {
      title: 'Documents for partners',
      priceList: 'Price list',
      faq: 'FAQ',
      sheet: 'Data sheet',
      newTab: '%{name} (opens in a new tab)',
    },
    values: { none: '–' },
  },
  'partner/partner-lead': leadEn,
  'partner/vendor-lead': leadEn,
};

const formsDe = {
  fields: {
    status: { label: 'Projektstatus' },
    approved: { label: 'Freigabe' },
    messages: { label: 'Kommentare' },
    comment: { label: 'Kommentar' },
  },
};
const formsEn: Shape<typeof formsDe> = {
  fields: {
    status: { label: 'Project status' },
    approved: { label: 'Approval' },
    messages: { label: 'Comments' },
    comment: { label: 'Comment' },
  },
};

export default { de: { resources: de, forms: formsDe }, en: { resources: en, forms: formsEn } };
