import type { TranslationMessages } from 'react-admin';

/**
 * German translation of react-admin 5.15's own messages (the `ra.*` tree of ra-language-english).
 *
 * ra-language-german 3.13.5 was written for react-admin 3: it lacks 67 of the 164 v5 keys, has one
 * key v5 no longer uses (`ra.navigation.prev`) and five messages with v3 placeholders (`#%{id}`
 * instead of `%{recordRepresentation}`, or none where v5 passes `%{name}`). Its texts are used here
 * wherever a key exists, except for the keys listed in `raGermanRevised` (old placeholders, Swiss
 * spelling "ss" for "ß", informal "Du"-forms and a few mistranslations); the rest is translated
 * here, formal "Sie". The unit test tests/unit/i18n-catalogue.test.ts checks all of that.
 */

/**
 * The documented key tree of a message interface: index signatures dropped, optional keys made
 * required, every leaf a string. Assigning an object literal to it fails on a missing key (required
 * property) and on an extra key (excess property check), at every depth.
 */
type DeclaredKey<K> = string extends K ? never : number extends K ? never : K;

export type StrictMessages<T> = {
  -readonly [K in keyof T as DeclaredKey<K>]-?: NonNullable<T[K]> extends string
    ? string
    : StrictMessages<NonNullable<T[K]>>;
};

/** react-admin 5's messages exactly: ra-core's TranslationMessages without its open index signatures. */
export type RaMessages = { ra: StrictMessages<TranslationMessages['ra']> };

export const raGerman: RaMessages = {
  ra: {
    action: {
      add_filter: 'Filter hinzufügen',
      add: 'Hinzufügen',
      back: 'Zurück',
      bulk_actions: 'Ein Element ausgewählt |||| %{smart_count} Elemente ausgewählt',
      cancel: 'Abbrechen',
      clear_array_input: 'Liste leeren',
      clear_input_value: 'Eingabe löschen',
      clone: 'Klonen',
      confirm: 'Bestätigen',
      create: 'Erstellen',
      create_item: '%{item} erstellen',
      delete: 'Löschen',
      edit: 'Bearbeiten',
      export: 'Exportieren',
      list: 'Liste',
      refresh: 'Aktualisieren',
      remove_filter: 'Filter entfernen',
      remove_all_filters: 'Alle Filter entfernen',
      remove: 'Entfernen',
      reset: 'Zurücksetzen',
      save: 'Speichern',
      search: 'Suchen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      show: 'Anzeigen',
      sort: 'Sortieren',
      undo: 'Rückgängig',
      unselect: 'Abwählen',
      expand: 'Aufklappen',
      close: 'Schließen',
      open_menu: 'Menü öffnen',
      close_menu: 'Menü schließen',
      update: 'Aktualisieren',
      move_up: 'Nach oben verschieben',
      move_down: 'Nach unten verschieben',
      open: 'Öffnen',
      toggle_theme: 'Zwischen hellem und dunklem Design wechseln',
      select_columns: 'Spalten',
      update_application: 'Anwendung neu laden',
    },
    boolean: {
      true: 'Ja',
      false: 'Nein',
      null: ' ',
    },
    page: {
      create: '%{name} erstellen',
      dashboard: 'Dashboard',
      edit: '%{name} %{recordRepresentation}',
      error: 'Etwas ist schiefgelaufen',
      list: '%{name}',
      loading: 'Die Seite wird geladen.',
      not_found: 'Nicht gefunden',
      show: '%{name} %{recordRepresentation}',
      empty: 'Noch keine %{name} vorhanden.',
      invite: 'Möchten Sie einen neuen Eintrag erstellen?',
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Authentifizierungsfehler',
    },
    input: {
      file: {
        upload_several: 'Zum Hochladen Dateien hineinziehen oder hier klicken, um Dateien auszuwählen.',
        upload_single: 'Zum Hochladen Datei hineinziehen oder hier klicken, um eine Datei auszuwählen.',
      },
      image: {
        upload_several: 'Zum Hochladen Bilder hineinziehen oder hier klicken, um Bilder auszuwählen.',
        upload_single: 'Zum Hochladen Bild hineinziehen oder hier klicken, um ein Bild auszuwählen.',
      },
      references: {
        all_missing: 'Die zugehörigen Referenzen konnten nicht gefunden werden.',
        many_missing: 'Mindestens eine der zugehörigen Referenzen scheint nicht mehr verfügbar zu sein.',
        single_missing: 'Eine zugehörige Referenz scheint nicht mehr verfügbar zu sein.',
      },
      password: {
        toggle_visible: 'Passwort ausblenden',
        toggle_hidden: 'Passwort einblenden',
      },
    },
    message: {
      about: 'Über',
      access_denied: 'Sie haben nicht die erforderlichen Berechtigungen, um auf diese Seite zuzugreifen.',
      are_you_sure: 'Sind Sie sicher?',
      authentication_error:
        'Der Authentifizierungsserver hat einen Fehler gemeldet, Ihre Zugangsdaten konnten nicht geprüft werden.',
      auth_error: 'Beim Prüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
      bulk_delete_content:
        'Möchten Sie "%{name}" wirklich löschen? |||| Möchten Sie diese %{smart_count} Elemente wirklich löschen?',
      bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Elemente wirklich aktualisieren?',
      bulk_update_title: '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
      clear_array_input: 'Möchten Sie wirklich die gesamte Liste leeren?',
      delete_content: 'Möchten Sie diesen Eintrag (%{name}) wirklich löschen?',
      delete_title: '%{name} %{recordRepresentation} löschen',
      details: 'Details',
      error: 'Ein Fehler ist aufgetreten und Ihre Anfrage konnte nicht abgeschlossen werden.',
      invalid_form: 'Das Formular ist ungültig. Bitte überprüfen Sie Ihre Eingaben.',
      loading: 'Die Seite wird geladen, bitte haben Sie etwas Geduld.',
      no: 'Nein',
      not_found: 'Die Seite konnte nicht gefunden werden.',
      select_all_limit_reached:
        'Es gibt zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} Elemente wurden ausgewählt.',
      unsaved_changes:
        'Einige Änderungen wurden nicht gespeichert. Sind Sie sicher, dass Sie diese Seite verlassen wollen?',
      yes: 'Ja',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
      no_results: 'Keine %{name} gefunden',
      no_more_results: 'Die Seite %{page} enthält keine Inhalte.',
      page_out_of_boundaries: 'Die Seite %{page} liegt außerhalb des gültigen Bereichs',
      page_out_from_end: 'Sie sind bereits auf der letzten Seite',
      page_out_from_begin: 'Sie sind bereits auf der ersten Seite',
      page_range_info: '%{offsetBegin}-%{offsetEnd} von %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page} wechseln',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      next: 'Zur nächsten Seite',
      previous: 'Zur vorherigen Seite',
      page_rows_per_page: 'Zeilen pro Seite:',
      skip_nav: 'Zum Inhalt springen',
    },
    sort: {
      // react-admin passes both `field` and `field_lower_first`; German nouns keep their capital.
      sort_by: 'Sortieren nach %{field} %{order}',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an, um fortzufahren.',
      user_menu: 'Profil',
      username: 'Benutzername',
      password: 'Passwort',
      email: 'E-Mail',
      sign_in: 'Anmelden',
      sign_in_error: 'Die Anmeldung ist fehlgeschlagen, bitte versuchen Sie es erneut.',
      logout: 'Abmelden',
    },
    notification: {
      updated: 'Element wurde aktualisiert |||| %{smart_count} Elemente wurden aktualisiert',
      created: 'Element wurde erstellt',
      deleted: 'Element wurde gelöscht |||| %{smart_count} Elemente wurden gelöscht',
      bad_item: 'Fehlerhaftes Element',
      item_doesnt_exist: 'Das Element existiert nicht',
      http_error: 'Fehler bei der Kommunikation mit dem Server',
      data_provider_error: 'Fehler im dataProvider. Details finden Sie in der Konsole.',
      i18n_error: 'Die Übersetzungen für die angegebene Sprache können nicht geladen werden.',
      canceled: 'Aktion abgebrochen',
      logged_out: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an.',
      not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
    },
    validation: {
      required: 'Pflichtfeld',
      minLength: 'Muss mindestens %{min} Zeichen lang sein',
      maxLength: 'Darf maximal %{max} Zeichen lang sein',
      minValue: 'Muss mindestens %{min} sein',
      maxValue: 'Muss %{max} oder weniger sein',
      number: 'Muss eine Zahl sein',
      email: 'Muss eine gültige E-Mail-Adresse sein',
      oneOf: 'Muss einer der folgenden Werte sein: %{options}',
      regex: 'Muss einem bestimmten Format entsprechen (regulärer Ausdruck): %{pattern}',
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern …',
      new_dialog_title: 'Aktuelle Abfrage speichern unter',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage „%{name}“ entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message: 'Möchten Sie diesen Eintrag wirklich aus Ihrer Liste gespeicherter Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie diese Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten zum Anzeigen',
        message: 'Bitte überprüfen Sie Ihren Data Provider',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite konfigurieren',
      inspector: {
        title: 'Inspektor',
        content: 'Bewegen Sie den Mauszeiger über die Elemente der Anwendung, um sie zu konfigurieren',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Datentabelle',
        unlabeled: 'Unbenannte Spalte #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Unbenanntes Eingabefeld #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Primärer Text',
        secondaryText: 'Sekundärer Text',
        tertiaryText: 'Tertiärer Text',
      },
    },
  },
};

/**
 * Keys whose text deliberately differs from ra-language-german 3.13.5 (every other key that exists
 * there is taken over verbatim; the unit test holds both lists to account).
 */
export const raGermanRevised: readonly string[] = [
  // v3 placeholders: `#%{id}` → `%{recordRepresentation}`, `%{name}` added where v5 passes it
  'ra.page.edit',
  'ra.page.show',
  'ra.message.delete_title',
  'ra.message.delete_content',
  'ra.navigation.no_results',
  // Swiss spelling (ss → ß)
  'ra.action.close',
  'ra.action.close_menu',
  'ra.navigation.page_out_of_boundaries',
  // informal or clumsy wording, mistranslations of the English meaning
  'ra.action.add',
  'ra.action.undo',
  'ra.action.expand',
  'ra.action.open_menu',
  'ra.page.error',
  'ra.page.empty',
  'ra.page.invite',
  'ra.message.bulk_delete_title',
  'ra.navigation.page_out_from_end',
  'ra.navigation.page_out_from_begin',
  'ra.navigation.next',
  'ra.auth.auth_check_error',
  'ra.auth.username',
  'ra.auth.sign_in_error',
  'ra.notification.http_error',
  'ra.notification.data_provider_error',
  'ra.notification.logged_out',
  'ra.validation.required',
  'ra.validation.number',
  'ra.validation.email',
  'ra.validation.oneOf',
  'ra.validation.regex',
];
