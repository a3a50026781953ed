// The CSV import wizard (/hotspot-device/import): each step with the real parsing and check code
// (run in-thread: jsdom has no Worker) against an in-memory server behind the wizard's ImportApi.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ImportWizard from '../../../../src/resources/hotspot-device/import/ImportWizard';
import {
  setImportApi,
  type ImportApi,
  type ImportRowResult,
} from '../../../../src/resources/hotspot-device/import/importApi';
import type { ImportRowInput, SavedMapping } from '../../../../src/resources/hotspot-device/import/csvCore';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';

type User = ReturnType<typeof userEvent.setup>;

/** An in-memory server: configs, locations, existing devices, saved mappings; every call recorded. */
function fakeServer({
  existingNames = ['Lobby AP'],
  existingMacs = ['00:11:22:33:44:99'],
  mappings = {} as Record<string, SavedMapping>,
  importRows,
}: {
  existingNames?: string[];
  existingMacs?: string[];
  mappings?: Record<string, SavedMapping>;
  importRows?: (rows: ImportRowInput[]) => Promise<ImportRowResult[]>;
} = {}) {
  const saved = new Map(Object.entries(mappings));
  const imported: ImportRowInput[] = [];
  const api = {
    deviceConfigs: vi.fn(async () => [{ id: 'cfg1', name: 'Hotel Standard' }]),
    locations: vi.fn(async () => [{ id: 'loc1', name: 'Haupthaus' }]),
    conflicts: vi.fn(async (_c: string, names: string[], macs: string[]) => ({
      names: names.filter((n) => existingNames.some((e) => e.toLowerCase() === n.toLowerCase())),
      macs: macs.filter((m) => existingMacs.includes(m)),
    })),
    importRows: vi.fn(async (_c: string, rows: ImportRowInput[]): Promise<ImportRowResult[]> => {
      if (importRows) return importRows(rows);
      imported.push(...rows);
      return rows.map((r) => ({ row: r.row, status: 'IMPORTED' as const, _id: `d${r.row}` }));
    }),
    mappings: vi.fn(async () => [...saved].map(([key, value]) => ({ key, value }))),
    saveMapping: vi.fn(async (_c: string, key: string, value: SavedMapping) => void saved.set(key, value)),
    deleteMapping: vi.fn(async (_c: string, key: string) => void saved.delete(key)),
  } satisfies ImportApi;
  setImportApi(api);
  return { api, imported, saved };
}

afterEach(() => setImportApi(null));

function renderWizard() {
  return renderResource('hotspot-device', { view: ImportWizard, path: '/hotspot-device/import' });
}

async function chooseFile(content: string | Uint8Array<ArrayBuffer>, name = 'geraete.csv') {
  const input = await screen.findByTestId('import-file-input', {}, SLOW);
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Weiter' }));

describe('Device import: choose file', () => {
  it('reads a semicolon file with BOM, shows its size and a preview', async () => {
    fakeServer();
    await renderWizard();
    await chooseFile('\uFEFFName;MAC;Typ\nAP 1;00:11:22:33:44:01;UBIQUITI\nAP 2;00:11:22:33:44:02;UBIQUITI\n');
    expect(
      await screen.findByText('geraete.csv: 2 Zeilen, 3 Spalten, getrennt durch Semikolon', {}, SLOW),
    ).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Vorschau der ersten Zeilen' });
    expect(within(preview).getByText('AP 2')).toBeInTheDocument();
    expect(within(preview).getByText('Name')).toBeInTheDocument(); // the header without the BOM
  });

  it('reads a file German Excel saved (Windows-1252, semicolons) with its umlauts', async () => {
    fakeServer();
    await renderWizard();
    // "Name;MAC;Straße\r\nMüller;00:11:22:33:44:01;Hauptstraße\r\n" in Windows-1252: ü = FC, ß = DF
    const latin = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
    await chooseFile(latin('Name;MAC;Stra\u00dfe\r\nM\u00fcller;00:11:22:33:44:01;Hauptstra\u00dfe\r\n'));
    expect(
      await screen.findByText('geraete.csv: 1 Zeilen, 3 Spalten, getrennt durch Semikolon', {}, SLOW),
    ).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Vorschau der ersten Zeilen' });
    expect(within(preview).getByText('Müller')).toBeInTheDocument();
    expect(within(preview).getByText('Straße')).toBeInTheDocument();
  });

  it('reads a tab-separated UTF-16 file (Excel\'s "Unicode text")', async () => {
    fakeServer();
    await renderWizard();
    const text = 'Name\tMAC\r\nGäste-AP\t00:11:22:33:44:01\r\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + 2 * i] = text.charCodeAt(i); // all below U+0100
    await chooseFile(bytes, 'geraete.txt');
    expect(
      await screen.findByText('geraete.txt: 1 Zeilen, 2 Spalten, getrennt durch Tabulator', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Vorschau der ersten Zeilen' })).getByText('Gäste-AP'),
    ).toBeInTheDocument();
  });

  it('reads a dropped file; the file button opens the dialog from the keyboard (the shared CsvFileStep)', async () => {
    fakeServer();
    const user = userEvent.setup();
    await renderWizard();
    const input = await screen.findByTestId('import-file-input', {}, SLOW);
    expect(input).toHaveAttribute('aria-label', 'Datei auswählen'); // hidden: named for when it is reached
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    screen.getByRole('button', { name: 'Datei auswählen' }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    const zone = screen.getByTestId('import-drop-zone');
    expect(within(zone).getByText('Datei hierher ziehen')).toBeInTheDocument();
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['Name,MAC\nAP 1,00:11:22:33:44:01\n'], 'geraete.csv')] },
    });
    expect(
      await screen.findByText('geraete.csv: 1 Zeilen, 2 Spalten, getrennt durch Komma', {}, SLOW),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Vorschau der ersten Zeilen' })).getByText('AP 1')).toBeVisible();
  });

  it('refuses other file types and files without data rows', async () => {
    fakeServer();
    await renderWizard();
    await chooseFile('x', 'geraete.xlsx');
    expect(
      await screen.findByText(
        'Bitte wählen Sie eine CSV- oder TXT-Datei, getrennt durch Komma, Semikolon oder Tabulator',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await chooseFile('Name,MAC\n', 'leer.txt');
    expect(await screen.findByText('Die Datei enthält keine Datenzeilen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });
});

describe('Device import: map data', () => {
  it('requires name and MAC to be mapped', async () => {
    fakeServer();
    await renderWizard();
    const user = userEvent.setup();
    await chooseFile('Gerät,Adresse,Ort\nAP 1,00:11:22:33:44:01,Haupthaus\n');
    await screen.findByText(/geraete.csv: 1 Zeilen/, {}, SLOW);
    await next(user);
    await next(user); // nothing guessed from these headers
    expect(
      await screen.findByText('Bitte ordnen Sie mindestens die Spalten Name und MAC-Adresse zu'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Name/ }), 'Gerät');
    await user.selectOptions(screen.getByRole('combobox', { name: /^MAC-Adressen/ }), 'Adresse');
    expect(screen.queryByText('Bitte ordnen Sie mindestens die Spalten Name und MAC-Adresse zu')).toBeNull();
    await next(user);
    expect(await screen.findByText(/Werte für Felder ohne zugeordnete Spalte/)).toBeInTheDocument();
  });

  it('keeps every select label above its value, also for the empty choice "– nicht zugeordnet –" (issue 40)', async () => {
    fakeServer();
    await renderWizard();
    const user = userEvent.setup();
    await chooseFile('Gerät,Adresse,Ort\nAP 1,00:11:22:33:44:01,Haupthaus\n');
    await screen.findByText(/geraete.csv: 1 Zeilen/, {}, SLOW);
    await next(user);
    const name = screen.getByRole('combobox', { name: /^Name/ }) as HTMLSelectElement;
    expect(name.value).toBe(''); // nothing guessed: the select shows its empty option's text
    // a label not shrunk would be drawn over that text
    const selectLabels = () =>
      [...document.querySelectorAll<HTMLLabelElement>('label.MuiInputLabel-root')].filter(
        (label) => document.getElementById(label.htmlFor)?.tagName === 'SELECT',
      );
    const labels = selectLabels();
    expect(labels.length).toBeGreaterThan(5);
    for (const label of labels) expect(label.getAttribute('data-shrink'), label.textContent ?? '').toBe('true');
    await user.selectOptions(name, 'Gerät');
    await user.selectOptions(screen.getByRole('combobox', { name: /^MAC-Adressen/ }), 'Adresse');
    await next(user);
    await screen.findByText(/Werte für Felder ohne zugeordnete Spalte/);
    const fillLabels = selectLabels();
    expect(fillLabels.length).toBeGreaterThan(3);
    for (const label of fillLabels) expect(label.getAttribute('data-shrink'), label.textContent ?? '').toBe('true');
  });

  it('loads, saves and deletes named mappings of the customer', async () => {
    const { api, saved } = fakeServer({ mappings: { Lieferant: { columns: { name: 'Gerät', mac: 'Adresse' } } } });
    await renderWizard();
    const user = userEvent.setup();
    await chooseFile('Gerät,Adresse,Ort\nAP 1,00:11:22:33:44:01,Haupthaus\n');
    await screen.findByText(/geraete.csv: 1 Zeilen/, {}, SLOW);
    await next(user);
    const load = await screen.findByRole('combobox', { name: 'Zuordnung laden' });
    await waitFor(() => expect(load).toBeEnabled());
    expect(api.mappings).toHaveBeenCalledWith('K100001');
    await user.selectOptions(load, 'Lieferant');
    expect(screen.getByRole('combobox', { name: /^Name/ })).toHaveDisplayValue('Gerät');
    expect(screen.getByRole('combobox', { name: /^MAC-Adressen/ })).toHaveDisplayValue('Adresse');

    // a new mapping with the location column too
    await user.selectOptions(screen.getByRole('combobox', { name: /^Standort/ }), 'Ort');
    const nameInput = screen.getByRole('textbox', { name: 'Name der Zuordnung' });
    await user.clear(nameInput);
    await user.type(nameInput, 'Mit Standort');
    await user.click(screen.getByRole('button', { name: 'Zuordnung speichern' }));
    await waitFor(() =>
      expect(api.saveMapping).toHaveBeenCalledWith('K100001', 'Mit Standort', {
        columns: { name: 'Gerät', mac: 'Adresse', location: 'Ort' },
      }),
    );
    expect(await screen.findByText('Die Zuordnung „Mit Standort“ wurde gespeichert')).toBeInTheDocument();

    // delete after a confirmation naming it
    await user.selectOptions(load, 'Lieferant');
    await user.click(screen.getByRole('button', { name: 'Zuordnung löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zuordnung „Lieferant“ löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(api.deleteMapping).toHaveBeenCalledWith('K100001', 'Lieferant'));
    expect(saved.has('Lieferant')).toBe(false);
    expect(within(load).queryByRole('option', { name: 'Lieferant' })).toBeNull();
  });

  it('says when a mapping cannot be saved or deleted', async () => {
    const { api } = fakeServer({ mappings: { Alt: { columns: { name: 'Name', mac: 'MAC' } } } });
    api.saveMapping.mockRejectedValue(new Error('offline'));
    api.deleteMapping.mockRejectedValue(new Error('offline'));
    await renderWizard();
    const user = userEvent.setup();
    await chooseFile('Name,MAC\nAP 1,00:11:22:33:44:01\n');
    await screen.findByText(/geraete.csv: 1 Zeilen/, {}, SLOW);
    await next(user);
    await user.type(screen.getByRole('textbox', { name: 'Name der Zuordnung' }), 'Neu');
    await user.click(screen.getByRole('button', { name: 'Zuordnung speichern' }));
    expect(await screen.findByText('Die Spaltenzuordnung konnte nicht erstellt werden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    const nameInput = screen.getByRole('textbox', { name: 'Name der Zuordnung' });
    await user.clear(nameInput);
    await user.type(nameInput, 'Alt');
    await user.click(screen.getByRole('button', { name: 'Zuordnung speichern' }));
    expect(await screen.findByText('Die Spaltenzuordnung konnte nicht aktualisiert werden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zuordnung laden' }), 'Alt');
    await user.click(screen.getByRole('button', { name: 'Zuordnung löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Die Spaltenzuordnung konnte nicht gelöscht werden')).toBeInTheDocument();
  });
});

const FILE = [
  'Name;MAC;LAN-MAC;Typ;Konfiguration',
  'AP 1;00-11-22-33-44-01;;UBIQUITI;Hotel Standard', // valid
  'AP 2;00:11:22:33:44:0Z;;UBIQUITI;', // invalid MAC
  'AP 3;00:11:22:33:44:03;;FX_ALIXBOARD_COOVA_CHILLI;', // FX without LAN MAC
  'ap 1;00:11:22:33:44:04;;UBIQUITI;', // name twice in the file
  'AP 5;00:11:22:33:44:99;;UBIQUITI;', // MAC of an existing device
  'Lobby AP;00:11:22:33:44:06;;UBIQUITI;', // name of an existing device
  'AP 7;00:11:22:33:44:07;;;Unbekannt', // type from the fill step; unknown configuration
].join('\n');

async function toCheckStep(user: User, fileText = FILE) {
  await chooseFile(fileText);
  await screen.findByText(/geraete.csv:/, {}, SLOW);
  await next(user);
  await screen.findByRole('combobox', { name: /^Name/ });
  await next(user);
  const type = await screen.findByRole('combobox', { name: 'Gerätetyp' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gerätekonfiguration' })).toBeEnabled());
  await user.selectOptions(type, 'Cisco Meraki');
  await next(user);
  await screen.findByText(/Zeilen geprüft/, {}, SLOW);
}

const rowOf = (n: number) => document.querySelector(`tr[data-row="${n}"]`) as HTMLElement;

describe('Device import: check data', () => {
  it('flags invalid rows with the field at fault, filters them and re-checks a fix', async () => {
    const { api } = fakeServer();
    await renderWizard();
    const user = userEvent.setup();
    await toCheckStep(user);

    expect(screen.getByText('7 Zeilen geprüft, 1 gültig')).toBeInTheDocument();
    expect(screen.getByText('6 ungültige Zeilen')).toBeInTheDocument();
    expect(
      within(rowOf(2)).getByText('MAC-Adressen (WAN): Mindestens eine MAC-Adresse ist ungültig'),
    ).toBeInTheDocument();
    expect(
      within(rowOf(3)).getByText('LAN-MAC-Adresse: Für FREDERIX-Geräte ist die LAN-MAC-Adresse erforderlich'),
    ).toBeInTheDocument();
    expect(within(rowOf(4)).getByText('Name: Der Name kommt in der Datei bereits in Zeile 1 vor')).toBeInTheDocument();
    expect(
      within(rowOf(5)).getByText(
        'MAC-Adressen (WAN): Diese MAC-Adresse ist bereits einem anderen Hotspot-Gerät zugeordnet',
      ),
    ).toBeInTheDocument();
    expect(
      within(rowOf(6)).getByText('Name: Ein Hotspot-Gerät mit diesem Namen existiert bereits'),
    ).toBeInTheDocument();
    expect(
      within(rowOf(7)).getByText('Gerätekonfiguration: Keine Gerätekonfiguration „Unbekannt“ gefunden'),
    ).toBeInTheDocument();
    // the fill value stands in the empty type cell
    expect(within(rowOf(7)).getByRole('textbox', { name: 'Gerätetyp (Zeile 7)' })).toHaveValue('Cisco Meraki');
    // conflicts asked once, MACs in normal form
    expect(api.conflicts).toHaveBeenCalledTimes(1);
    expect(api.conflicts.mock.calls[0]![2]).toContain('00:11:22:33:44:01');

    // only invalid rows
    await user.click(screen.getByRole('switch', { name: 'Nur ungültige Zeilen' }));
    expect(rowOf(1)).toBeNull();
    expect(rowOf(2)).not.toBeNull();

    // fix row 2 in place and check again
    const mac = within(rowOf(2)).getByRole('textbox', { name: 'MAC-Adressen (WAN) (Zeile 2)' });
    await user.clear(mac);
    await user.type(mac, '00:11:22:33:44:02');
    expect(screen.getByText('Sie haben Zeilen geändert. Bitte prüfen Sie die Daten erneut.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /gültige Zeilen? importieren/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Erneut prüfen' }));
    expect(await screen.findByText('7 Zeilen geprüft, 2 gültig')).toBeInTheDocument();
    expect(rowOf(2)).toBeNull(); // valid now: hidden by the filter
    // the re-check asked the server only for the new MAC
    expect(api.conflicts).toHaveBeenCalledTimes(2);
    expect(api.conflicts.mock.calls[1]).toEqual(['K100001', [], ['00:11:22:33:44:02']]);
  });

  it('imports the valid rows and lists every row with its result', async () => {
    const { imported } = fakeServer();
    await renderWizard();
    const user = userEvent.setup();
    await toCheckStep(user);
    await user.click(screen.getByRole('button', { name: '1 gültige Zeile importieren' }));
    // only skipped rows are no error (issue 40): it says what happened
    expect(
      await screen.findByText(
        'Der Import wurde abgeschlossen. Ungültige Zeilen wurden übersprungen.',
        { selector: 'p' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Der Import wurde mit Fehlern abgeschlossen')).toBeNull();
    expect(screen.getByTestId('import-result')).toHaveTextContent('Importiert: 1, übersprungen: 6, fehlgeschlagen: 0');
    expect(imported).toEqual([
      {
        row: 1,
        name: 'AP 1',
        mac: ['00:11:22:33:44:01'],
        deviceType: 'UBIQUITI',
        hotspotDeviceConfig: 'cfg1',
        active: true,
      },
    ]);
    expect(screen.getByText('1 importiert, 0 fehlgeschlagen, 6 übersprungen, 0 nicht importiert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AP 1' })).toHaveAttribute(
      'href',
      '/hotspot-device/d1?organization=K100001',
    );
  });
});

describe('Device import: import status', () => {
  it('shows the server refusal of a row', async () => {
    fakeServer({
      importRows: async (rows) =>
        rows.map((r) =>
          r.row === 2
            ? { row: 2, status: 'FAILED', field: 'mac', message: 'messages.device.duplicateMac' }
            : { row: r.row, status: 'IMPORTED', _id: `d${r.row}` },
        ),
    });
    await renderWizard();
    const user = userEvent.setup();
    await toCheckStep(user, 'Name,MAC\nAP 1,00:11:22:33:44:01\nAP 2,00:11:22:33:44:02\n');
    await user.click(screen.getByRole('button', { name: '2 gültige Zeilen importieren' }));
    expect(
      await screen.findByText('1 importiert, 1 fehlgeschlagen, 0 übersprungen, 0 nicht importiert', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('MAC-Adressen (WAN): Diese MAC-Adresse ist bereits einem anderen Hotspot-Gerät zugeordnet'),
    ).toBeInTheDocument();
  });

  it('cancels at once: no further batch, the batches in flight reported, "Abgebrochen: n von m importiert"', async () => {
    // a server that writes 400 rows a second (1,000 rows would take 2.5 s)
    const written: number[] = [];
    const { api } = fakeServer({
      importRows: (rows) =>
        new Promise((resolve) =>
          setTimeout(
            () => {
              written.push(...rows.map((r) => r.row));
              resolve(rows.map((r) => ({ row: r.row, status: 'IMPORTED', _id: `d${r.row}` })));
            },
            (rows.length / 400) * 1000,
          ),
        ),
    });
    await renderWizard();
    const user = userEvent.setup();
    const lines = ['Name,MAC'];
    for (let i = 1; i <= 1000; i++)
      lines.push(
        `AP ${i},00:11:22:${String(Math.floor(i / 256)).padStart(2, '0')}:${(i % 256).toString(16).padStart(2, '0')}:01`,
      );
    await toCheckStep(user, lines.join('\n'));
    expect(screen.getByText('1.000 Zeilen geprüft, 1.000 gültig')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1.000 gültige Zeilen importieren' }));
    await waitFor(() => expect(written.length).toBeGreaterThan(0), { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 300));
    await user.click(screen.getByRole('button', { name: 'Import abbrechen' }));
    const cancelledAt = Date.now();
    const callsAtCancel = api.importRows.mock.calls.length;
    expect(
      await screen.findByText('Der Import wurde abgebrochen', { selector: 'p' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(Date.now() - cancelledAt).toBeLessThan(1000);
    // no batch sent after the cancel; every row sent was written and is counted
    expect(api.importRows).toHaveBeenCalledTimes(callsAtCancel);
    const sent = api.importRows.mock.calls.reduce((n, c) => n + c[1].length, 0);
    expect(sent).toBe(written.length);
    expect(written.length).toBeLessThan(1000);
    const total = written.length;
    expect(screen.getAllByText(`Abgebrochen: ${total} von 1.000 importiert`)[0]).toBeInTheDocument();
    expect(
      screen.getByText(`${total} importiert, 0 fehlgeschlagen, 0 übersprungen, ${1000 - total} nicht importiert`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Der Import wurde erfolgreich abgeschlossen')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anzeigen' }), 'Importiert');
    expect(screen.getByRole('link', { name: 'AP 1' })).toBeInTheDocument();
  }, 30_000);

  it('reports a cancel as cancelled even when the batches in flight were the last ones', async () => {
    const releases: (() => void)[] = [];
    const { api } = fakeServer({
      importRows: (rows) =>
        new Promise((resolve) => {
          releases.push(() => resolve(rows.map((r) => ({ row: r.row, status: 'IMPORTED', _id: `d${r.row}` }))));
        }),
    });
    await renderWizard();
    const user = userEvent.setup();
    await toCheckStep(user, 'Name,MAC\nAP 1,00:11:22:33:44:01\nAP 2,00:11:22:33:44:02\n');
    await user.click(screen.getByRole('button', { name: '2 gültige Zeilen importieren' }));
    await waitFor(() => expect(api.importRows).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Import abbrechen' }));
    expect(screen.getByText('Wird abgebrochen: der laufende Block wird noch abgeschlossen …')).toBeInTheDocument();
    releases.forEach((release) => release());
    expect(await screen.findByText('Der Import wurde abgebrochen', { selector: 'p' })).toBeInTheDocument();
    // in the result and in the notification
    expect(screen.getAllByText('Abgebrochen: 2 von 2 importiert')[0]).toBeInTheDocument();
  });
});

describe('Device import: device types by their shown names', () => {
  it('offers the names in the fill step and accepts names (de, en) and codes in any case', async () => {
    const { imported } = fakeServer();
    await renderWizard();
    const user = userEvent.setup();
    await chooseFile(
      [
        'Name,MAC,Typ',
        'AP 1,00:11:22:33:44:01,Ubiquiti UniFi',
        'AP 2,00:11:22:33:44:02,ubiquiti unifi',
        'AP 3,00:11:22:33:44:03,aerohive_hiveos_6',
        'AP 4,00:11:22:33:44:04,FREDERIX ALIX board (CoovaChilli)',
        'AP 5,00:11:22:33:44:05,Unifi Dream',
      ].join('\n'),
    );
    await screen.findByText(/geraete.csv:/, {}, SLOW);
    await next(user);
    await screen.findByRole('combobox', { name: /^Name/ });
    await next(user);
    const type = await screen.findByRole('combobox', { name: 'Gerätetyp' });
    expect(within(type).getByRole('option', { name: 'Aerohive HiveOS 6' })).toBeInTheDocument();
    expect(within(type).queryByRole('option', { name: 'AEROHIVE_HIVEOS_6' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gerätekonfiguration' })).toBeEnabled());
    await next(user);
    await screen.findByText(/Zeilen geprüft/, {}, SLOW);
    // row 4 (FX) lacks its LAN MAC, row 5 names no type
    expect(screen.getByText('5 Zeilen geprüft, 3 gültig')).toBeInTheDocument();
    expect(
      within(rowOf(4)).getByText('LAN-MAC-Adresse: Für FREDERIX-Geräte ist die LAN-MAC-Adresse erforderlich'),
    ).toBeInTheDocument();
    expect(
      within(rowOf(5)).getByText(/Gerätetyp: Unbekannter Gerätetyp „Unifi Dream“.*„Ubiquiti UniFi“/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3 gültige Zeilen importieren' }));
    await screen.findByText(/3 importiert/, {}, SLOW);
    expect(imported.map((r) => r.deviceType)).toEqual(['UBIQUITI', 'UBIQUITI', 'AEROHIVE_HIVEOS_6']);
  });
});
