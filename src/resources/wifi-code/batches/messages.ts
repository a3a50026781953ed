// Messages of the batches of WiFi codes (`resources.wifi-code/batches.*`, issue 39), merged into the
// WiFi-code messages by ../messages.ts. German first, English typed against it.
import type { Shape } from '../../../i18n/catalogue';

const de = {
  name: 'Code-Stapel |||| Code-Stapel',
  fields: {
    name: 'Name',
    createdByName: 'Erstellt von',
    createdAt: 'Erstellt am',
    amount: 'Anzahl',
    live: 'Vorhanden',
    active: 'Aktiv',
    loginTemplateName: 'Login-Vorlage',
    actions: 'Aktionen',
    batchId: 'Code-Stapel',
    q: 'Suche',
  },
  page: {
    list: 'Code-Stapel',
  },
  values: {
    unnamed: 'Stapel vom %{date}',
    unknownCreator: 'Unbekannt',
    defaultTemplate: 'Standard der Konfiguration',
    counts: '%{active} aktiv von %{live} (%{amount} erstellt)',
  },
  filters: {
    searchPlaceholder: 'Name des Stapels',
  },
  empty: {
    title: 'Noch keine Code-Stapel',
    text: 'Ein Stapel entsteht, wenn Sie mehrere WLAN-Codes auf einmal erstellen.',
    noResults: 'Kein Stapel passt zur Suche.',
  },
  actions: {
    open: 'Code-Stapel',
    openHint: 'Stapel anzeigen: erneut drucken, exportieren, deaktivieren oder löschen',
    menu: 'Aktionen für %{name}',
    reprint: 'Erneut drucken',
    export: 'Exportieren',
    exportCsv: 'Als CSV exportieren',
    exportXlsx: 'Als Excel-Datei exportieren',
    deactivate: 'Deaktivieren',
    delete: 'Löschen',
    codes: 'Codes anzeigen',
    toBatch: 'Zum Stapel',
    cancel: 'Abbrechen',
    create: 'WLAN-Codes erstellen',
  },
  confirm: {
    deactivateTitle: '%{count} Code deaktivieren? |||| %{count} Codes deaktivieren?',
    deactivateContent:
      'Der aktive Code des Stapels „%{name}“ kann danach nicht mehr zur Anmeldung genutzt werden; wer damit gerade online ist, wird getrennt. Die Deaktivierung ist endgültig. |||| Die %{count} aktiven Codes des Stapels „%{name}“ können danach nicht mehr zur Anmeldung genutzt werden; wer damit gerade online ist, wird getrennt. Die Deaktivierung ist endgültig.',
    deleteTitle: '%{count} Code löschen? |||| %{count} Codes löschen?',
    deleteContent:
      'Der Stapel „%{name}“ und sein Code werden gelöscht; wer damit gerade online ist, wird getrennt. |||| Der Stapel „%{name}“ und seine %{count} Codes werden gelöscht; wer damit gerade online ist, wird getrennt.',
    reprintTitle: '%{count} Code erneut drucken? |||| %{count} Codes erneut drucken?',
    exportTitle: '%{count} Code exportieren? |||| %{count} Codes exportieren?',
    exportContent: 'Die Codes des Stapels „%{name}“ als Datei, wie die Code-Liste sie exportiert.',
    nothingActive: 'Im Stapel „%{name}“ ist kein Code mehr aktiv.',
  },
  progress: {
    loading: 'Codes werden geladen … %{done} von %{total}',
    working: 'Bitte warten …',
  },
  notifications: {
    deactivated: '%{count} Code wurde deaktiviert |||| %{count} Codes wurden deaktiviert',
    deleted: 'Stapel „%{name}“ mit %{count} Code gelöscht |||| Stapel „%{name}“ mit %{count} Codes gelöscht',
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  },
  show: {
    batch: 'Code-Stapel',
  },
};

const en: Shape<typeof de> = {
  name: 'Code batch |||| Code batches',
  fields: {
    name: 'Name',
    createdByName: 'Created by',
    createdAt: 'Created',
    amount: 'Amount',
    live: 'Remaining',
    active: 'Active',
    loginTemplateName: 'Login template',
    actions: 'Actions',
    batchId: 'Code batch',
    q: 'Search',
  },
  page: {
    list: 'Code batches',
  },
  values: {
    unnamed: 'Batch of %{date}',
    unknownCreator: 'Unknown',
    defaultTemplate: 'Configuration default',
    counts: '%{active} active of %{live} (%{amount} created)',
  },
  filters: {
    searchPlaceholder: 'Batch name',
  },
  empty: {
    title: 'No code batches yet',
    text: 'A batch is made whenever you create several WiFi codes at once.',
    noResults: 'No batch matches the search.',
  },
  actions: {
    open: 'Code batches',
    openHint: 'Show the batches: reprint, export, deactivate or delete',
    menu: 'Actions for %{name}',
    reprint: 'Reprint',
    export: 'Export',
    exportCsv: 'Export as CSV',
    exportXlsx: 'Export as Excel file',
    deactivate: 'Deactivate',
    delete: 'Delete',
    codes: 'Show codes',
    toBatch: 'To the batch',
    cancel: 'Cancel',
    create: 'Create WiFi codes',
  },
  confirm: {
    deactivateTitle: 'Deactivate %{count} code? |||| Deactivate %{count} codes?',
    deactivateContent:
      'The active code of the batch “%{name}” can no longer be used to log in; a guest online with it is disconnected. Deactivation is permanent. |||| The %{count} active codes of the batch “%{name}” can no longer be used to log in; guests online with them are disconnected. Deactivation is permanent.',
    deleteTitle: 'Delete %{count} code? |||| Delete %{count} codes?',
    deleteContent:
      'The batch “%{name}” and its code are deleted; a guest online with it is disconnected. |||| The batch “%{name}” and its %{count} codes are deleted; guests online with them are disconnected.',
    reprintTitle: 'Reprint %{count} code? |||| Reprint %{count} codes?',
    exportTitle: 'Export %{count} code? |||| Export %{count} codes?',
    exportContent: 'The codes of the batch “%{name}” as a file, as the code list exports them.',
    nothingActive: 'No code of the batch “%{name}” is active any more.',
  },
  progress: {
    loading: 'Loading codes … %{done} of %{total}',
    working: 'Please wait …',
  },
  notifications: {
    deactivated: '%{count} code deactivated |||| %{count} codes deactivated',
    deleted: 'Batch “%{name}” with %{count} code deleted |||| Batch “%{name}” with %{count} codes deleted',
    failed: 'That did not work. Please try again.',
  },
  show: {
    batch: 'Code batch',
  },
};

export default { de, en };
