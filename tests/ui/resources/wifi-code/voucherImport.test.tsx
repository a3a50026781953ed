// The WiFi-code import wizard (/wifi-code/import, issue 39): choose file → map columns → check →
// import → result, with the real reading, mapping and row rules, against an in-memory server behind
// the wizard's one call that answers as POST /api/import/vouchers does (the shared row rules, the
// customer's live codes, the licence; progress lines; a cancel rolls back).
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ImportWizard from '../../../../src/resources/wifi-code/import/ImportWizard';
import {
  ImportError,
  setVoucherImportApi,
  type ImportProgress,
  type VoucherImportApi,
} from '../../../../src/resources/wifi-code/import/importApi';
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

afterEach(() => setVoucherImportApi(null));

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
  expect(screen.getByRole('combobox', { name: 'Code *' })).toHaveValue('0');
  expect(screen.getByRole('combobox', { name: 'Gerätegebunden' })).toHaveValue('4');
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
