/** Messages of the API keys (`resources.api-keys.*`, and the server's refusals under resources.apiKey.errors): German first. */
import type { Shape } from '../../i18n/catalogue';

const keys = {
  name: 'API-Schlüssel |||| API-Schlüssel',
  page: { list: 'API-Schlüssel' },
  intro:
    'Mit einem API-Schlüssel greift eine Anwendung (z. B. Ihr PMS) ohne persönliches Konto auf die Schnittstelle zu – mit genau einer Rolle für diese Organisation.',
  docsLink: 'Schnittstellen-Referenz',
  fields: {
    name: 'Name',
    role: 'Rolle',
    prefix: 'Schlüssel-Anfang',
    createdAt: 'Erstellt',
    createdBy: 'Erstellt von',
    expiresAt: 'Gültig bis',
    lastUsedAt: 'Zuletzt verwendet',
    status: 'Status',
    q: 'Suche',
  },
  filters: { searchPlaceholder: 'Name oder Schlüssel-Anfang' },
  status: { active: 'Aktiv', expired: 'Abgelaufen', revoked: 'Widerrufen' },
  values: { never: 'Noch nie' },
  actions: { create: 'Neuer API-Schlüssel', submit: 'Schlüssel erstellen', revoke: 'Widerrufen', done: 'Fertig' },
  create: {
    title: 'Neuer API-Schlüssel',
    nameHelp: 'Wofür der Schlüssel ist, z. B. „Hotel-PMS“',
    roleHelp: 'Nur Rollen, die Sie in dieser Organisation selbst vollständig haben',
    expiresHelp: 'Höchstens %{days} Tage',
    noRoles: 'Sie haben keine Rolle, die Sie einem Schlüssel geben könnten.',
  },
  secret: {
    title: 'Ihr neuer API-Schlüssel',
    once: 'Kopieren Sie den Schlüssel jetzt. Sie werden ihn nicht wieder sehen: Gespeichert wird nur ein Prüfwert.',
    usage: 'Senden Sie ihn als Kopfzeile „Authorization: Bearer <Schlüssel>“.',
    copy: 'Schlüssel kopieren',
  },
  confirm: {
    revokeTitle: 'API-Schlüssel „%{name}“ widerrufen?',
    revokeText:
      'Anwendungen, die diesen Schlüssel verwenden, werden ab sofort abgewiesen. Das lässt sich nicht rückgängig machen.',
  },
  notifications: { created: 'API-Schlüssel erstellt', revoked: 'API-Schlüssel widerrufen' },
  empty: {
    title: 'Noch keine API-Schlüssel',
    text: 'Legen Sie einen Schlüssel für jede Anwendung an, die auf Ihre Daten zugreift.',
    noResults: 'Keine Schlüssel gefunden',
  },
};

const errors = {
  role: 'Diese Rolle kann ein API-Schlüssel nicht haben',
  beyondHeld: 'Diese Rolle geht über Ihre eigenen Rechte hinaus (%{permissions})',
  expiryTooFar: 'Höchstens %{days} Tage ab heute (bis %{max})',
  notByKey: 'API-Schlüssel können keine API-Schlüssel verwalten',
};

const de = { 'api-keys': keys, apiKey: { errors } };

const en: Shape<typeof de> = {
  'api-keys': {
    name: 'API key |||| API keys',
    page: { list: 'API keys' },
    intro:
      'An API key lets an application (your PMS, for example) use the interface without a personal account – with exactly one role for this organisation.',
    docsLink: 'Interface reference',
    fields: {
      name: 'Name',
      role: 'Role',
      prefix: 'Key start',
      createdAt: 'Created',
      createdBy: 'Created by',
      expiresAt: 'Valid until',
      lastUsedAt: 'Last used',
      status: 'Status',
      q: 'Search',
    },
    filters: { searchPlaceholder: 'Name or key start' },
    status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
    values: { never: 'Never' },
    actions: { create: 'New API key', submit: 'Create key', revoke: 'Revoke', done: 'Done' },
    create: {
      title: 'New API key',
      nameHelp: 'What the key is for, e.g. “Hotel PMS”',
      roleHelp: 'Only roles you hold completely in this organisation yourself',
      expiresHelp: 'At most %{days} days',
      noRoles: 'You hold no role you could give a key.',
    },
    secret: {
      title: 'Your new API key',
      once: 'Copy the key now. You will not see it again: only a check value is stored.',
      usage: 'Send it as the header “Authorization: Bearer <key>”.',
      copy: 'Copy key',
    },
    confirm: {
      revokeTitle: 'Revoke API key “%{name}”?',
      revokeText: 'Applications using this key are refused from now on. This cannot be undone.',
    },
    notifications: { created: 'API key created', revoked: 'API key revoked' },
    empty: {
      title: 'No API keys yet',
      text: 'Create one key for each application that uses your data.',
      noResults: 'No keys found',
    },
  },
  apiKey: {
    errors: {
      role: 'An API key cannot have this role',
      beyondHeld: 'This role goes beyond your own rights (%{permissions})',
      expiryTooFar: 'At most %{days} days from today (until %{max})',
      notByKey: 'API keys cannot manage API keys',
    },
  },
};

export default { de: { resources: de }, en: { resources: en } };
