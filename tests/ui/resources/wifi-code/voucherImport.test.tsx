// The WiFi-code import wizard (/wifi-code/import, issue 39): choose file → map columns → check →
// import → result, with the real reading, mapping and row rules, against an in-memory server behind
// the wizard's one call that answers as POST /api/import/vouchers does (the shared row rules, the
// customer's live codes, the licence; progress lines; a cancel rolls back).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ImportWizard from '../../../../src/resources/wifi-code/import/ImportWizard';
import {
  ImportError,
  setVoucherImportApi,
  setVoucherMappings,
  type ImportProgress,
  type VoucherImportApi,
} from '../../../../src/resources/wifi-code/import/importApi';
import type { ImportField } from '../../../../src/resources/wifi-code/import/voucherCsv';
import type { MappingStore, SavedMapping, SavedMappingEntry } from '../../../../src/components/import/savedMappings';
import { draftStore } from '../../../../src/components/formDraft';
import { CODE_TAKEN, checkVoucherImportRows, type VoucherImportRow } from '../../../../src/domain/voucherImport';
import { normalizeCode } from '../../../../src/domain/voucherCode';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';

/** An in-memory server: the customer's live codes and licence; the import all or nothing. */
function fakeServer({ live = ['TAKEN123'], left = -1, hold = false } = {}) {
  const codes = new Set(live);
  const calls: { dryRun: boolean; rows: VoucherImportRow[] }[] = [];
  let release: (() => void) | null = null;
  const api: VoucherImportApi = {
    async run(_customerId, rows, { dryRun, signal, onProgress }) {
      calls.push({ dryRun, rows });
      const progress = (p: ImportProgress) => onProgress?.(p);
      progress({ phase: 'check', done: rows.length, total: rows.length });
      const problems = checkVoucherImportRows(rows);
      for (const r of rows)
        if (codes.has(normalizeCode(r.code)))
          problems.push({ row: r.row, field: 'code', message: CODE_TAKEN, args: {} });
      const license = { allowed: left === -1 ? -1 : left + codes.size, left };
      if (problems.length) return { imported: 0, rows: rows.length, problemCount: problems.length, problems, license };
      if (left !== -1 && rows.length > left)
        throw new ImportError('LICENCE_EXCEEDED', { left, allowed: license.allowed });
      if (dryRun) return { imported: 0, rows: rows.length, problemCount: 0, problems: [], license };
      progress({ phase: 'write', done: Math.ceil(rows.length / 2), total: rows.length });
      if (hold)
        await new Promise<void>((resolve, reject) => {
          release = resolve;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      for (const r of rows) codes.add(normalizeCode(r.code));
      return { imported: rows.length, rows: rows.length, problemCount: 0, problems: [], license };
    },
  };
  setVoucherImportApi(api);
  return { codes, calls, release: () => release?.() };
}

/** The customer's saved mappings in memory (the UI settings store's namespace wifi-code-import). */
function fakeMappings(initial: SavedMappingEntry<ImportField>[] = []) {
  const entries = new Map(initial.map((e) => [e.key, e]));
  const store = {
    list: vi.fn(async (_customerId: string) => [...entries.values()]),
    save: vi.fn(async (_customerId: string, key: string, value: SavedMapping<ImportField>) => {
      entries.set(key, { key, value, updatedAt: new Date().toISOString() });
    }),
    remove: vi.fn(async (_customerId: string, key: string) => void entries.delete(key)),
  } satisfies MappingStore<ImportField>;
  setVoucherMappings(store);
  return store;
}

beforeEach(() => void fakeMappings());
afterEach(() => {
  setVoucherImportApi(null);
  setVoucherMappings(null);
});

const renderWizard = () => renderResource('wifi-code', { view: ImportWizard, path: '/wifi-code/import' });

async function chooseFile(content: string | Uint8Array<ArrayBuffer>, name = 'codes.csv') {
  const input = await screen.findByTestId('voucher-import-file', {}, SLOW);
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
}

const FILE =
  'Code;Beschreibung;Gültig bis;Geräte;Gerätegebunden\nAB-CD 1234;Zimmer Süd;31.12.2035;2;ja\nEFGH5678;;;;nein\n';

async function toCheck(user: ReturnType<typeof userEvent.setup>, content = FILE) {
  await chooseFile(content);
  await screen.findByText(/codes\.csv: \d Zeilen, 5 Spalten, getrennt durch Semikolon/, {}, SLOW);
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  // the mapping guessed from the headers
  expect(screen.getByRole('combobox', { name: 'Code' })).toHaveValue('0');
  expect(screen.getByRole('combobox', { name: 'Code' })).toBeRequired();
  expect(screen.getByRole('combobox', { name: 'Gerätegebunden' })).toHaveValue('4');
  expect(screen.getByRole('combobox', { name: 'Gerätegebunden' })).not.toBeRequired();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Gleichzeitige Nutzung' }), 'Geräte');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
}

describe('WiFi-code import wizard', () => {
  it('reads, maps, checks on the server without writing, imports and reports the count', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    await renderWizard();
    expect(screen.getByText(/Excel-Dateien \(\.xlsx\) werden nicht gelesen/)).toBeInTheDocument();
    await toCheck(user);
    expect(await screen.findByText(/Alle 2 Zeilen sind in Ordnung/, {}, SLOW)).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.dryRun).toBe(true);
    expect(server.calls[0]!.rows[0]).toMatchObject({
      row: 2,
      code: 'AB-CD 1234',
      description: 'Zimmer Süd',
      simultaneousUse: 2,
      deviceVoucher: true,
    });
    await user.click(screen.getByRole('button', { name: '2 Codes importieren' }));
    expect(await screen.findByText('2 WLAN-Codes wurden importiert.', {}, SLOW)).toBeInTheDocument();
    expect(server.calls.at(-1)!.dryRun).toBe(false);
    expect([...server.codes]).toEqual(expect.arrayContaining(['ABCD1234', 'EFGH5678']));
    expect(screen.getByRole('link', { name: 'Zur Liste der WLAN-Codes' })).toBeInTheDocument();
  });

  it('shows every problem with its line, field and message; the import stays disabled', async () => {
    fakeServer();
    const user = userEvent.setup();
    await renderWizard();
    await toCheck(
      user,
      'Code;Beschreibung;Gültig bis;Geräte;Gerätegebunden\nab;x;01.01.2001;2000;vielleicht\nEFGH5678;;;;\nefgh-5678;;;;\n',
    );
    const table = await screen.findByRole('table', { name: 'Probleme der Datei' }, SLOW);
    const text = table.textContent ?? '';
    expect(text).toContain('Code');
    expect(text).toContain('Dieser Code steht bereits in Zeile 3.');
    expect(text).toContain('Das Datum muss in der Zukunft liegen');
    expect(text).toContain('„vielleicht“ ist weder ja noch nein.');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^2/);
    expect(screen.getByRole('button', { name: '3 Codes importieren' })).toBeDisabled();
    // The way on: the corrected file, chosen again; its mapping is the one made.
    await user.click(screen.getByRole('button', { name: 'Andere Datei wählen' }));
    await chooseFile(FILE, 'fixed.csv');
    await screen.findByText(/fixed\.csv: 2 Zeilen, 5 Spalten/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('combobox', { name: 'Gleichzeitige Nutzung' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(/Alle 2 Zeilen sind in Ordnung/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Andere Datei wählen' })).not.toBeInTheDocument();
  });

  it('a code the customer already has and a licence too small are the server’s answers', async () => {
    fakeServer({ live: ['EFGH5678'] });
    const user = userEvent.setup();
    await renderWizard();
    await toCheck(user);
    expect(await screen.findByText('Diesen Code gibt es bereits.', {}, SLOW)).toBeInTheDocument();

    setVoucherImportApi(null);
    fakeServer({ live: [], left: 1 });
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText(/Ihre Lizenz erlaubt noch 1 von 1 WLAN-Codes; die Datei enthält 2/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 Codes importieren' })).toBeDisabled();
  });

  it('Cancel while importing: nothing imported, and said so', async () => {
    const server = fakeServer({ hold: true });
    const user = userEvent.setup();
    await renderWizard();
    await toCheck(user);
    await user.click(await screen.findByRole('button', { name: '2 Codes importieren' }, SLOW));
    expect(await screen.findByText('Codes werden geschrieben: 1 von 2', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(
      await screen.findByText('Der Import wurde abgebrochen. Es wurde kein Code importiert.', {}, SLOW),
    ).toBeInTheDocument();
    server.release();
    await waitFor(() => expect(server.codes.has('ABCD1234')).toBe(false));
  });
});

describe('WiFi-code import: the shared file step (components/import/CsvFileStep)', () => {
  it('reads a dropped file like a chosen one; its button opens the file dialog from the keyboard', async () => {
    fakeServer();
    const user = userEvent.setup();
    await renderWizard();
    const hint = await screen.findByText('Datei hierher ziehen', {}, SLOW);
    const input = screen.getByTestId('voucher-import-file');
    expect(input).toHaveAttribute('aria-label', 'Datei auswählen'); // hidden: named for when it is reached
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    screen.getByRole('button', { name: 'Datei auswählen' }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);

    fireEvent.drop(hint.parentElement!, { dataTransfer: { files: [new File([FILE], 'codes.csv')] } });
    expect(
      await screen.findByText('codes.csv: 2 Zeilen, 5 Spalten, getrennt durch Semikolon', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Vorschau der ersten Zeilen' })).getByText('Zimmer Süd'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();

    await chooseFile('x', 'codes.xlsx');
    expect(await screen.findByText('Bitte wählen Sie eine .csv- oder .txt-Datei.')).toBeInTheDocument();
  });
});

const DRAFT_KEY = 'hp-draft:wifi-code/import:K100001:new';
const HEADER = ['Code', 'Beschreibung', 'Gültig bis', 'Geräte', 'Gerätegebunden'];

describe('WiFi-code import: draft and saved mappings (D318)', () => {
  it('keeps file, mapping and step across a remount, checks again, and discards on request', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    const first = await renderWizard();
    await toCheck(user); // maps "Geräte" to simultaneous use by hand
    expect(await screen.findByText(/Alle 2 Zeilen sind in Ordnung/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(draftStore.read(DRAFT_KEY)).toMatchObject({
        step: 2,
        file: { name: 'codes.csv', headers: HEADER },
        mapping: { code: 0, simultaneousUse: 3, deviceVoucher: 4 },
      }),
    );
    first.unmount(); // a reload

    await renderWizard();
    expect(await screen.findByText('Entwurf wiederhergestellt', {}, SLOW)).toBeInTheDocument();
    // the check step is checked again with the restored rows and mapping
    expect(await screen.findByText(/Alle 2 Zeilen sind in Ordnung/, {}, SLOW)).toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.rows[0]).toMatchObject({ code: 'AB-CD 1234', simultaneousUse: 2 });
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('combobox', { name: 'Gleichzeitige Nutzung' })).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByTestId('voucher-import-file')).toBeInTheDocument();
    expect(screen.queryByText(/codes\.csv:/)).toBeNull();
    expect(draftStore.read(DRAFT_KEY)).toBeNull();
  });

  it('a file too large for the draft keeps its mapping: chosen again, the mapping is applied', async () => {
    fakeServer();
    // what the wizard stores for a file beyond DRAFT_MAX_CHARS: name, header, mapping, no rows
    draftStore.write(DRAFT_KEY, {
      step: 1,
      file: { name: 'gross.csv', headers: HEADER, delimiter: ';' },
      mapping: { code: 0, description: null, expires: null, simultaneousUse: 3, deviceVoucher: null },
      applied: null,
    });
    const user = userEvent.setup();
    await renderWizard();
    expect(await screen.findByText('Entwurf wiederhergestellt', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Die Datei „gross\.csv“ war zu groß für den Entwurf/)).toBeInTheDocument();
    await chooseFile(FILE, 'gross.csv');
    await screen.findByText(/gross\.csv: 2 Zeilen/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    // the draft's mapping, not the guess from the headers (which maps description and device-bound)
    expect(screen.getByRole('combobox', { name: 'Gleichzeitige Nutzung' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Beschreibung' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Gerätegebunden' })).toHaveValue('');
  });

  it('applies the saved mapping made for the same header, and saves a mapping with its header', async () => {
    fakeServer();
    const store = fakeMappings([
      {
        key: 'Altsystem',
        value: { columns: { code: 'Gutschein', simultaneousUse: 'Anzahl' }, headers: ['Gutschein', 'Notiz', 'Anzahl'] },
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    const user = userEvent.setup();
    await renderWizard();
    await waitFor(() => expect(store.list).toHaveBeenCalledWith('K100001'));
    await chooseFile('Gutschein;Notiz;Anzahl\nABCD1234;Zimmer 1;2\n');
    await screen.findByText(/codes\.csv: 1 Zeilen, 3 Spalten/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('combobox', { name: 'Code' })).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: 'Gleichzeitige Nutzung' })).toHaveValue('2');
    // the guess would have mapped "Notiz" to the description; the saved mapping leaves it out
    expect(screen.getByRole('combobox', { name: 'Beschreibung' })).toHaveValue('');
    expect(
      screen.getByText('Die gespeicherte Zuordnung „Altsystem“ wurde für die Spalten dieser Datei übernommen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zuordnung laden' })).toHaveValue('Altsystem');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Beschreibung' }), 'Notiz');
    const name = screen.getByRole('textbox', { name: 'Name der Zuordnung' });
    await user.clear(name);
    await user.type(name, 'Mit Notiz');
    await user.click(screen.getByRole('button', { name: 'Zuordnung speichern' }));
    await waitFor(() =>
      expect(store.save).toHaveBeenCalledWith('K100001', 'Mit Notiz', {
        columns: { code: 'Gutschein', description: 'Notiz', simultaneousUse: 'Anzahl' },
        headers: ['Gutschein', 'Notiz', 'Anzahl'],
      }),
    );
    expect(await screen.findByText('Die Zuordnung „Mit Notiz“ wurde gespeichert')).toBeInTheDocument();
  });

  it('a file whose header has no saved mapping gets the guess', async () => {
    fakeServer();
    fakeMappings([{ key: 'Anders', value: { columns: { code: 'Code' }, headers: ['Code'] } }]);
    const user = userEvent.setup();
    await renderWizard();
    await chooseFile(FILE);
    await screen.findByText(/codes\.csv: 2 Zeilen/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('combobox', { name: 'Beschreibung' })).toHaveValue('1');
    expect(screen.queryByText(/wurde für die Spalten dieser Datei übernommen/)).toBeNull();
  });
});
