// The one CSV file step of the portal's imports (src/components/import/CsvFileStep.tsx, D318), which the
// hotspot devices' wizard and the WiFi codes' import both show: reading, the caller's refusals, a
// wrong file type, a failed read, the summary in the UI language and a preview of the first rows.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { CsvFileStep, PREVIEW_ROWS, type ChosenCsvFile } from '../../src/components/import/CsvFileStep';
import type { ParsedFile } from '../../src/components/import/csvFile';
import { renderResource } from './harness/renderResource';
import { SLOW } from './harness/slow';

type Read = (file: File) => Promise<ParsedFile | { error: string }>;

function Step({ read, onNext = () => undefined }: { read: Read; onNext?: () => void }) {
  const [file, setFile] = useState<ChosenCsvFile | null>(null);
  return (
    <CsvFileStep
      file={file}
      read={read}
      fileTypeError="Nur CSV- und TXT-Dateien"
      onFile={setFile}
      onNext={onNext}
      nextLabel="Weiter"
      testId="step-file"
      dropZoneTestId="step-zone"
    >
      <p>Einleitung des Imports</p>
    </CsvFileStep>
  );
}

const render = (read: Read, locale?: 'de' | 'en') =>
  renderResource('wifi-code', { view: () => <Step read={read} />, path: '/wifi-code/import', locale });

const choose = async (name = 'liste.csv') =>
  fireEvent.change(await screen.findByTestId('step-file', {}, SLOW), {
    target: { files: [new File(['a'], name)] },
  });

const parsed = (rows: number): ParsedFile => ({
  headers: ['Code', 'Notiz'],
  rows: Array.from({ length: rows }, (_, i) => [`CODE${i + 1}`, `Zeile ${i + 1}`]),
  delimiter: ';',
});

describe('CsvFileStep', () => {
  it('says it is reading, then shows the summary in the UI language and the first rows', async () => {
    let done: (value: ParsedFile) => void = () => undefined;
    const read = vi.fn<Read>(() => new Promise((resolve) => (done = resolve)));
    await render(read);
    expect(await screen.findByText('Einleitung des Imports', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await choose();
    expect((await screen.findByText('Datei wird gelesen …')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeDisabled();
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ name: 'liste.csv' }));
    done(parsed(1234));
    expect(
      await screen.findByText('liste.csv: 1.234 Zeilen, 2 Spalten, getrennt durch Semikolon', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText('Datei wird gelesen …')).toBeNull();
    const preview = screen.getByRole('table', { name: 'Vorschau der ersten Zeilen' });
    expect(within(preview).getAllByRole('row')).toHaveLength(PREVIEW_ROWS + 1);
    expect(within(preview).getByText('Zeile 5')).toBeInTheDocument();
    expect(within(preview).queryByText('Zeile 6')).toBeNull();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });

  it('shows the caller’s refusal, refuses other file types unread, and says when reading failed', async () => {
    const read = vi.fn<Read>(async () => ({ error: 'Die Datei ist zu groß.' }));
    await render(read);
    await choose();
    expect(await screen.findByText('Die Datei ist zu groß.', {}, SLOW)).toBeInTheDocument();
    await choose('liste.xlsx');
    expect(await screen.findByText('Nur CSV- und TXT-Dateien')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRejectedValueOnce(new Error('unreadable'));
    await choose();
    expect(await screen.findByText('Die Datei konnte nicht gelesen werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });

  it('speaks English', async () => {
    await render(async () => parsed(2), 'en');
    const zone = await screen.findByTestId('step-zone', {}, SLOW);
    expect(within(zone).getByText('Drop a file here')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['a'], 'list.txt')] } });
    expect(
      await screen.findByText('list.txt: 2 rows, 2 columns, separated by semicolon', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByTestId('step-file')).toHaveAttribute('aria-label', 'Choose file');
  });
});
