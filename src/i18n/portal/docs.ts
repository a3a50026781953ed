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
