// The device import wizard's draft within its bound (components/import/wizardDraft DRAFT_MAX_CHARS, as
// the WiFi-code import's): a file too large for sessionStorage keeps its name, header, mapping and
// fill; after a remount the wizard asks for the file again and applies them to it. A small file is
// restored whole.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ImportWizard from '../../../../src/resources/hotspot-device/import/ImportWizard';
import { setImportApi, type ImportApi } from '../../../../src/resources/hotspot-device/import/importApi';
import { draftStore } from '../../../../src/components/formDraft';
import { DRAFT_MAX_CHARS } from '../../../../src/components/import/wizardDraft';
import { renderResource } from '../../harness/renderResource';
import { SLOW, SLOW_TEST_MS } from '../../harness/slow';

type User = ReturnType<typeof userEvent.setup>;
const DRAFT_KEY = 'hp-draft:hotspot-device/import:K100001:new';
const TOO_LARGE = /Die Datei „(gross|klein)\.csv“ war zu groß für den Entwurf/;

function fakeServer() {
  setImportApi({
    deviceConfigs: vi.fn(async () => [{ id: 'cfg1', name: 'Hotel Standard' }]),
    locations: vi.fn(async () => [{ id: 'loc1', name: 'Haupthaus' }]),
    conflicts: vi.fn(async () => ({ names: [], macs: [] })),
    importRows: vi.fn(async () => []),
    mappings: vi.fn(async () => []),
    saveMapping: vi.fn(async () => undefined),
    deleteMapping: vi.fn(async () => undefined),
  } satisfies ImportApi);
}
afterEach(() => setImportApi(null));

const renderWizard = () => renderResource('hotspot-device', { view: ImportWizard, path: '/hotspot-device/import' });

async function chooseFile(content: string, name: string) {
  const input = await screen.findByTestId('import-file-input', {}, SLOW);
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Weiter' }));

/** A file whose headers the wizard does not guess: the mapping after a remount is the draft's. */
function deviceFile(rows: number, note: string): string {
  const lines = ['Gerät;Adresse;Notiz'];
  for (let i = 0; i < rows; i++) {
    const hex = (i % 256).toString(16).padStart(2, '0');
    const hex2 = Math.floor(i / 256)
      .toString(16)
      .padStart(2, '0');
    lines.push(`AP ${i};00:11:22:33:${hex2}:${hex};${note}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Choose the file, map name and MAC by hand, and set a fill value on the fill step. */
async function mapAndFill(user: User, content: string, name: string, rows: number, description = false) {
  await chooseFile(content, name);
  await screen.findByText(new RegExp(`${name.replace('.', '\\.')}: ${rows.toLocaleString('de-DE')} Zeilen`), {}, SLOW);
  await next(user);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Name/ }), 'Gerät');
  await user.selectOptions(screen.getByRole('combobox', { name: /^MAC-Adressen/ }), 'Adresse');
  if (description) await user.selectOptions(screen.getByRole('combobox', { name: 'Beschreibung' }), 'Notiz');
  await next(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Gerätetyp' }), 'Cisco Meraki');
}

describe('Device import: the draft within its bound', () => {
  it(
    'a file too large for the draft keeps its mapping and fill: chosen again, they are applied',
    { timeout: SLOW_TEST_MS },
    async () => {
      fakeServer();
      const rows = 4_000;
      const note = 'x'.repeat(260);
      const content = deviceFile(rows, note);
      expect(rows * note.length).toBeGreaterThan(DRAFT_MAX_CHARS); // beyond the bound
      const user = userEvent.setup();
      await renderWizard();
      await mapAndFill(user, content, 'gross.csv', rows);
      await waitFor(() =>
        expect(draftStore.read(DRAFT_KEY)).toMatchObject({ step: 2, fill: { deviceType: 'Cisco Meraki' } }),
      );
      // what sessionStorage holds for it (checked at the end: the remount is the point)
      const stored = JSON.stringify(draftStore.read(DRAFT_KEY)).length;
      cleanup(); // a reload, a menu click or Back

      await renderWizard();
      expect(await screen.findByText('Entwurf wiederhergestellt', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByText(TOO_LARGE)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled(); // no file yet
      await chooseFile(content, 'gross.csv');
      await screen.findByText(/gross\.csv: 4\.000 Zeilen/, {}, SLOW);
      expect(screen.queryByText(TOO_LARGE)).toBeNull();
      await next(user);
      // the draft's mapping, not the guess (which maps nothing from these headers)
      expect(screen.getByRole('combobox', { name: /^Name/ })).toHaveValue('0');
      expect(screen.getByRole('combobox', { name: /^MAC-Adressen/ })).toHaveValue('1');
      await next(user);
      expect(await screen.findByRole('combobox', { name: 'Gerätetyp' })).toHaveValue('Cisco Meraki');
      // the draft kept name, header, mapping and fill, not the rows: within the bound
      expect(stored).toBeLessThan(DRAFT_MAX_CHARS);
      expect(draftStore.read(DRAFT_KEY)).toMatchObject({
        file: { name: 'gross.csv', headers: ['Gerät', 'Adresse', 'Notiz'] },
        mapping: { name: 0, mac: 1 },
      });
    },
  );

  it('a small file is restored whole, at the step where the user left', { timeout: SLOW_TEST_MS }, async () => {
    fakeServer();
    const user = userEvent.setup();
    await renderWizard();
    await mapAndFill(user, deviceFile(2, 'Empfang'), 'klein.csv', 2);
    await waitFor(() =>
      expect(draftStore.read(DRAFT_KEY)).toMatchObject({ step: 2, fill: { deviceType: 'Cisco Meraki' } }),
    );
    cleanup();

    await renderWizard();
    expect(await screen.findByText('Entwurf wiederhergestellt', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(TOO_LARGE)).toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Gerätetyp' })).toHaveValue('Cisco Meraki');
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('combobox', { name: /^Name/ })).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: /^MAC-Adressen/ })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByText(/klein\.csv: 2 Zeilen, 3 Spalten/)).toBeInTheDocument();
    expect(screen.getByText('00:11:22:33:00:01')).toBeInTheDocument(); // its rows too (the preview)
  });

  it(
    'the checked rows are kept only when they fit beside the file: else the fill step is restored',
    { timeout: SLOW_TEST_MS },
    async () => {
      fakeServer();
      const rows = 2_000;
      const note = 'y'.repeat(300);
      // the file fits on its own; with its checked rows (the description again in each) it does not
      expect(rows * note.length).toBeLessThan(DRAFT_MAX_CHARS);
      expect(2 * rows * note.length).toBeGreaterThan(DRAFT_MAX_CHARS);
      const user = userEvent.setup();
      await renderWizard();
      await mapAndFill(user, deviceFile(rows, note), 'mittel.csv', rows, true);
      await next(user);
      await screen.findByText(/2\.000 Zeilen geprüft/, {}, SLOW);
      await waitFor(() => expect(draftStore.read(DRAFT_KEY)).toMatchObject({ step: 3 }));
      const stored = JSON.stringify(draftStore.read(DRAFT_KEY)).length;
      cleanup();

      await renderWizard();
      expect(await screen.findByText('Entwurf wiederhergestellt', {}, SLOW)).toBeInTheDocument();
      // the step before the check, with the whole file, its mapping and fill
      expect(await screen.findByRole('combobox', { name: 'Gerätetyp' })).toHaveValue('Cisco Meraki');
      expect(screen.queryByText(/Zeilen geprüft/)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      expect(screen.getByRole('combobox', { name: 'Beschreibung' })).toHaveValue('2');
      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      expect(screen.getByText(/mittel\.csv: 2\.000 Zeilen, 3 Spalten/)).toBeInTheDocument();
      expect(stored).toBeLessThan(DRAFT_MAX_CHARS); // the file without the checked rows beside it
    },
  );
});
