/** Messages of the documentation and the changelog (`portal.docs.*`): German first, English typed against it. */
import type { Shape } from '../catalogue';

const de = {
  docs: {
    intro:
      'Anleitungen für die täglichen Aufgaben im Portal: vom ersten Login über WLAN-Codes und Hotspot-Geräte bis zu Benutzern und Lizenzen.',
    search: 'Dokumentation durchsuchen',
    searchPlaceholder: 'Titel oder Text, z. B. „drucken“',
    clearSearch: 'Suche leeren',
    all: 'Alle Anleitungen',
    results: '%{smart_count} Anleitung gefunden |||| %{smart_count} Anleitungen gefunden',
    noResults: 'Keine Anleitung enthält „%{query}“. Versuchen Sie ein anderes Wort.',
    loading: 'Dokumentation wird geladen …',
    loadError: 'Die Dokumentation konnte nicht geladen werden.',
    noData: 'Es ist noch keine Dokumentation vorhanden.',
    retry: 'Erneut versuchen',
    open: '„%{title}“ öffnen',
    back: 'Zur Übersicht',
    previous: 'Zurück: %{title}',
    next: 'Weiter: %{title}',
    contents: 'Inhalt',
    notFound: {
      title: 'Anleitung nicht gefunden',
      text: 'Die Anleitung „%{id}“ gibt es nicht (mehr).',
    },
    api: {
      title: 'Schnittstellen-Referenz',
      link: 'Schnittstellen-Referenz für Integrationen (GraphQL und REST)',
      intro:
        'Die Datenschnittstelle ist GraphQL: POST /graphql mit einer Abfrage als JSON. Hier stehen alle Abfragen, Mutationen und Typen mit ihren Feldern, so wie sie der Server anbietet.',
      auth: 'Anmeldung: Kopfzeile „Authorization: Bearer <Schlüssel>“ mit einem API-Schlüssel.',
      apiKeys: 'API-Schlüssel verwalten',
      openapi: 'REST-Endpunkte als OpenAPI-Dokument',
      search: 'Schema durchsuchen',
      searchPlaceholder: 'Name oder Beschreibung, z. B. „voucher“',
      sections: 'Teile des Schemas',
      queries: 'Abfragen',
      mutations: 'Mutationen',
      types: 'Typen',
      noResults: 'Nichts im Schema enthält „%{query}“.',
      kinds: {
        object: 'Typ',
        input: 'Eingabe',
        enum: 'Aufzählung',
        scalar: 'Skalar',
        interface: 'Schnittstelle',
        union: 'Vereinigung',
      },
    },
    changelog: {
      intro: 'Was sich im Portal geändert hat und was als Nächstes kommt.',
      tabs: {
        label: 'Neuigkeiten und Roadmap',
        updates: 'Updates',
        roadmap: 'Roadmap',
      },
      status: {
        planned: 'Geplant',
        inProgress: 'In Arbeit',
      },
      empty: 'Noch keine Einträge.',
      feedback: 'Feedback geben',
    },
  },
};

const en: Shape<typeof de> = {
  docs: {
    intro:
      'Guides for the everyday tasks in the portal: from the first login through WiFi codes and hotspot devices to users and licences.',
    search: 'Search the documentation',
    searchPlaceholder: 'Title or text, e.g. “print”',
    clearSearch: 'Clear search',
    all: 'All guides',
    results: '%{smart_count} guide found |||| %{smart_count} guides found',
    noResults: 'No guide contains “%{query}”. Try another word.',
    loading: 'Loading the documentation …',
    loadError: 'The documentation could not be loaded.',
    noData: 'There is no documentation yet.',
    retry: 'Try again',
    open: 'Open “%{title}”',
    back: 'To the overview',
    previous: 'Previous: %{title}',
    next: 'Next: %{title}',
    contents: 'Contents',
    notFound: {
      title: 'Guide not found',
      text: 'The guide “%{id}” does not exist (any more).',
    },
    api: {
      title: 'API reference',
      link: 'Interface reference for integrations (GraphQL and REST)',
      intro:
        'The data interface is GraphQL: POST /graphql with a query as JSON. Here are all queries, mutations and types with their fields, as the server offers them.',
      auth: 'Authentication: the header “Authorization: Bearer <key>” with an API key.',
      apiKeys: 'Manage API keys',
      openapi: 'REST endpoints as an OpenAPI document',
      search: 'Search the schema',
      searchPlaceholder: 'Name or description, e.g. “voucher”',
      sections: 'Parts of the schema',
      queries: 'Queries',
      mutations: 'Mutations',
      types: 'Types',
      noResults: 'Nothing in the schema contains “%{query}”.',
      kinds: {
        object: 'Type',
        input: 'Input',
        enum: 'Enum',
        scalar: 'Scalar',
        interface: 'Interface',
        union: 'Union',
      },
    },
    changelog: {
      intro: 'What changed in the portal and what comes next.',
      tabs: {
        label: 'Updates and roadmap',
        updates: 'Updates',
        roadmap: 'Roadmap',
      },
      status: {
        planned: 'Planned',
        inProgress: 'In progress',
      },
      empty: 'No entries yet.',
      feedback: 'Give feedback',
    },
  },
};

export default { de: { portal: de }, en: { portal: en } };
