// Messages of the WiFi-code import (merged into resources['wifi-code'].import by ../messages.ts).
import type { Shape } from '../../../i18n/catalogue';

const de = {
  title: 'WLAN-Codes importieren',
  action: 'Importieren',
  back: 'Zurück',
  next: 'Weiter',
  steps: {
    file: 'Datei wählen',
    map: 'Spalten zuordnen',
    check: 'Prüfen',
    import: 'Importieren',
    result: 'Ergebnis',
  },
  fields: {
    code: 'Code',
    description: 'Beschreibung',
    expires: 'Gültig bis',
    simultaneousUse: 'Gleichzeitige Nutzung',
    deviceVoucher: 'Gerätegebunden',
  },
  file: {
    intro:
      'Übernehmen Sie vorhandene WLAN-Codes aus einem anderen System: eine CSV- oder TXT-Datei (UTF-8 mit oder ohne BOM, UTF-16 oder Windows-1252, wie Excel sie speichert), getrennt durch Komma, Semikolon oder Tabulator. Die erste Zeile enthält die Spaltennamen. Höchstens %{rows} Codes je Datei.',
    xlsx: 'Excel-Dateien (.xlsx) werden nicht gelesen: Speichern Sie die Tabelle in Excel unter „CSV (Trennzeichen-getrennt)“.',
    errors: {
      fileType: 'Bitte wählen Sie eine .csv- oder .txt-Datei.',
      fileTooLarge: 'Die Datei ist zu groß (höchstens %{mb} MB).',
      empty: 'Die Datei enthält keine Datenzeilen.',
      tooManyRows: 'Die Datei hat mehr als %{rows} Zeilen.',
      tooManyColumns: 'Die Datei hat zu viele Spalten.',
      read: 'Die Datei konnte nicht gelesen werden.',
    },
  },
  map: {
    intro: 'Ordnen Sie jedem Feld die Spalte Ihrer Datei zu. Nur der Code ist Pflicht.',
    none: '– nicht zuordnen –',
    missing: 'Bitte ordnen Sie eine Spalte für „%{field}“ zu.',
    hints: {
      code: '4 bis 32 Buchstaben und Ziffern; Leerzeichen, - _ . / sind erlaubt.',
      description: 'Bis zu 500 Zeichen.',
      expires:
        'Datum wie 31.12.2027, 31.12.2027 18:00 oder 2027-12-31; ohne Uhrzeit gilt der Code bis zum Ende des Tages.',
      simultaneousUse: 'Ganze Zahl von 0 bis 1000; 0 oder leer: ohne Begrenzung.',
      deviceVoucher: 'ja/nein, yes/no, 1/0 oder x.',
    },
    sample: 'Beispiel: %{value}',
  },
  check: {
    checking: 'Zeilen werden geprüft …',
    server: 'Vorhandene Codes und Lizenz werden geprüft …',
    ok: 'Alle %{rows} Zeilen sind in Ordnung. Es werden %{rows} Codes importiert.',
    problems:
      '%{problems} Probleme in %{rows} Zeilen. Importiert wird erst, wenn alle Zeilen in Ordnung sind: Korrigieren Sie die Datei und wählen Sie sie erneut.',
    shown: 'Gezeigt werden die ersten %{shown}.',
    table: 'Probleme der Datei',
    line: 'Zeile',
    field: 'Feld',
    problem: 'Problem',
    licence:
      'Ihre Lizenz erlaubt noch %{left} von %{allowed} WLAN-Codes; die Datei enthält %{rows}. Es wird nichts importiert.',
    licenceLeft: 'Ihre Lizenz erlaubt noch %{left} von %{allowed} WLAN-Codes.',
    failed: 'Die Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    retry: 'Erneut prüfen',
    start: '%{rows} Codes importieren',
    otherFile: 'Andere Datei wählen',
  },
  run: {
    upload: 'Codes werden übertragen …',
    check: 'Codes werden geprüft: %{done} von %{total}',
    write: 'Codes werden geschrieben: %{done} von %{total}',
    commit: 'Import wird abgeschlossen …',
    progress: 'Fortschritt des Imports',
    cancel: 'Abbrechen',
    cancelling: 'Wird abgebrochen …',
    allOrNothing: 'Der Import ist ganz oder gar nicht: Ein Abbruch verwirft alle Codes dieser Datei.',
  },
  result: {
    imported: '%{count} WLAN-Codes wurden importiert.',
    cancelled: 'Der Import wurde abgebrochen. Es wurde kein Code importiert.',
    refused: 'Der Import wurde abgelehnt. Es wurde kein Code importiert.',
    failed: 'Der Import ist fehlgeschlagen. Es wurde kein Code importiert.',
    toList: 'Zur Liste der WLAN-Codes',
    again: 'Weitere Datei importieren',
  },
  errors: {
    duplicateInFile: 'Dieser Code steht bereits in Zeile %{row}.',
    codeTaken: 'Diesen Code gibt es bereits.',
    notBoolean: '„%{value}“ ist weder ja noch nein.',
    forbidden: 'Sie dürfen für diesen Kunden keine WLAN-Codes anlegen.',
  },
};

const en: Shape<typeof de> = {
  title: 'Import WiFi codes',
  action: 'Import',
  back: 'Back',
  next: 'Next',
  steps: {
    file: 'Choose file',
    map: 'Map columns',
    check: 'Check',
    import: 'Import',
    result: 'Result',
  },
  fields: {
    code: 'Code',
    description: 'Description',
    expires: 'Valid until',
    simultaneousUse: 'Simultaneous use',
    deviceVoucher: 'Device-bound',
  },
  file: {
    intro:
      'Bring existing WiFi codes over from another system: a CSV or TXT file (UTF-8 with or without BOM, UTF-16 or Windows-1252, as Excel saves it), separated by comma, semicolon or tab. The first line holds the column names. At most %{rows} codes per file.',
    xlsx: 'Excel files (.xlsx) are not read: in Excel, save the sheet as "CSV (Comma delimited)".',
    errors: {
      fileType: 'Please choose a .csv or .txt file.',
      fileTooLarge: 'The file is too large (at most %{mb} MB).',
      empty: 'The file has no data rows.',
      tooManyRows: 'The file has more than %{rows} rows.',
      tooManyColumns: 'The file has too many columns.',
      read: 'The file could not be read.',
    },
  },
  map: {
    intro: 'Map a column of your file to each field. Only the code is required.',
    none: '– do not map –',
    missing: 'Please map a column to "%{field}".',
    hints: {
      code: '4 to 32 letters and digits; spaces, - _ . / are allowed.',
      description: 'Up to 500 characters.',
      expires:
        'A date such as 31.12.2027, 12/31/2027 18:00 or 2027-12-31; without a time the code is valid to the end of that day.',
      simultaneousUse: 'A whole number from 0 to 1000; 0 or empty: no limit.',
      deviceVoucher: 'yes/no, ja/nein, 1/0 or x.',
    },
    sample: 'Example: %{value}',
  },
  check: {
    checking: 'Checking the rows …',
    server: 'Checking existing codes and the licence …',
    ok: 'All %{rows} rows are fine. %{rows} codes will be imported.',
    problems:
      '%{problems} problems in %{rows} rows. Nothing is imported until every row is fine: correct the file and choose it again.',
    shown: 'The first %{shown} are shown.',
    table: 'Problems of the file',
    line: 'Line',
    field: 'Field',
    problem: 'Problem',
    licence:
      'Your licence allows %{left} more of %{allowed} WiFi codes; the file holds %{rows}. Nothing will be imported.',
    licenceLeft: 'Your licence allows %{left} more of %{allowed} WiFi codes.',
    failed: 'The check failed. Please try again.',
    retry: 'Check again',
    start: 'Import %{rows} codes',
    otherFile: 'Choose another file',
  },
  run: {
    upload: 'Sending the codes …',
    check: 'Checking codes: %{done} of %{total}',
    write: 'Writing codes: %{done} of %{total}',
    commit: 'Finishing the import …',
    progress: 'Progress of the import',
    cancel: 'Cancel',
    cancelling: 'Cancelling …',
    allOrNothing: 'The import is all or nothing: cancelling discards every code of this file.',
  },
  result: {
    imported: '%{count} WiFi codes were imported.',
    cancelled: 'The import was cancelled. No code was imported.',
    refused: 'The import was refused. No code was imported.',
    failed: 'The import failed. No code was imported.',
    toList: 'To the list of WiFi codes',
    again: 'Import another file',
  },
  errors: {
    duplicateInFile: 'This code is already in line %{row}.',
    codeTaken: 'This code already exists.',
    notBoolean: '"%{value}" is neither yes nor no.',
    forbidden: 'You may not create WiFi codes for this customer.',
  },
};

export default { de, en };
