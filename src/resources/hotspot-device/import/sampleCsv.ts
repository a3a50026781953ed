// The downloadable sample file of the device import (issue 40): the header the import recognises
// (guessMapping maps every column by itself) and three example rows, device types by their shown names.
import Papa from 'papaparse';
import { deviceTypeLabel } from './csvCore';

const HEADERS = {
  de: [
    'Name',
    'MAC-Adressen',
    'LAN-MAC',
    'Gerätetyp',
    'Beschreibung',
    'Stichwörter',
    'Zeitzone',
    'Gerätekonfiguration',
    'Standort',
  ],
  en: [
    'Name',
    'MAC addresses',
    'LAN MAC',
    'Device type',
    'Description',
    'Keywords',
    'Time zone',
    'Device config',
    'Location',
  ],
};

const ROWS = {
  de: [
    [
      'Rezeption',
      '00:1a:2b:3c:4d:5e',
      '',
      deviceTypeLabel('UBIQUITI', 'de'),
      'Access Point am Empfang',
      'lobby|erdgeschoss',
      'Europe/Berlin',
      '',
      '',
    ],
    [
      'Restaurant',
      '00:1a:2b:3c:4d:60|00:1a:2b:3c:4d:61',
      '',
      deviceTypeLabel('CISCO_MERAKI', 'de'),
      '',
      'restaurant',
      'Europe/Berlin',
      '',
      '',
    ],
    [
      'Konferenzraum',
      '00:1a:2b:3c:4d:70',
      '00:1a:2b:3c:4d:71',
      deviceTypeLabel('FX_ALIXBOARD_COOVA_CHILLI', 'de'),
      'Router im Konferenzraum',
      '',
      'Europe/Berlin',
      '',
      '',
    ],
  ],
  en: [
    [
      'Reception',
      '00:1a:2b:3c:4d:5e',
      '',
      deviceTypeLabel('UBIQUITI', 'en'),
      'Access point at the front desk',
      'lobby|ground floor',
      'Europe/Berlin',
      '',
      '',
    ],
    [
      'Restaurant',
      '00:1a:2b:3c:4d:60|00:1a:2b:3c:4d:61',
      '',
      deviceTypeLabel('CISCO_MERAKI', 'en'),
      '',
      'restaurant',
      'Europe/Berlin',
      '',
      '',
    ],
    [
      'Conference room',
      '00:1a:2b:3c:4d:70',
      '00:1a:2b:3c:4d:71',
      deviceTypeLabel('FX_ALIXBOARD_COOVA_CHILLI', 'en'),
      'Router in the conference room',
      '',
      'Europe/Berlin',
      '',
      '',
    ],
  ],
};

/** The sample file's text (semicolon-separated, UTF-8 with BOM so that spreadsheet programs read umlauts). */
export function sampleCsv(locale: string): string {
  const lang = locale.startsWith('en') ? 'en' : 'de';
  return (
    '\ufeff' + Papa.unparse({ fields: HEADERS[lang], data: ROWS[lang] }, { delimiter: ';', newline: '\r\n' }) + '\r\n'
  );
}

export const sampleFileName = (locale: string) =>
  locale.startsWith('en') ? 'device-import-sample.csv' : 'geraete-import-beispiel.csv';

/** Offers the sample file as a download. */
export function downloadSample(locale: string): void {
  const url = URL.createObjectURL(new Blob([sampleCsv(locale)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = sampleFileName(locale);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
