/**
 * Messages of the lists' export button (`portal.exports.*`): with the portal, never with the login
 * page (its JavaScript budget).
 */
import type { Shape } from '../catalogue';

const de = {
  exports: {
    action: 'Exportieren',
    menu: 'Liste exportieren',
    csv: 'CSV (Excel, Semikolon)',
    xlsx: 'Excel-Arbeitsmappe (XLSX)',
    running: 'Export läuft … %{size}',
    done: 'Export fertig: %{name}',
    failed: 'Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
};

const en: Shape<typeof de> = {
  exports: {
    action: 'Export',
    menu: 'Export list',
    csv: 'CSV (Excel, comma)',
    xlsx: 'Excel workbook (XLSX)',
    running: 'Exporting … %{size}',
    done: 'Export finished: %{name}',
    failed: 'The export failed. Please try again.',
  },
};

export default { de: { portal: de }, en: { portal: en } };
