// Reading an uploaded CSV file, shared by every import of the portal (the hotspot devices' wizard and
// the WiFi codes' import, issue 39): the bytes in the encoding they were saved in (UTF-8 with or
// without BOM, UTF-16, Windows-1252: src/domain/textFile.ts), the separator detected (comma,
// semicolon or tab), the first row as header, every row as long as the header, the file's bounds.
import Papa from 'papaparse';
import { decodeTextFile } from '../../domain/textFile';

/** The separators a file may use (issue 39: comma, semicolon or tab). */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export interface ParsedFile {
  headers: string[];
  /** Data rows (without the header), cells as text, each row as long as the header. */
  rows: string[][];
  delimiter: CsvDelimiter;
}

export type ParseFailure = { error: 'fileType' | 'fileTooLarge' | 'empty' | 'tooManyRows' | 'tooManyColumns' };

/** The bounds of one import's file. */
export interface CsvLimits {
  rows: number;
  columns: number;
}

/** A .csv or .txt file name. */
export const isCsvFileName = (name: string): boolean => /\.(csv|txt)$/i.test(name);

/** Parses the text of a file: BOM dropped, comma, semicolon or tab detected, the first row as header. */
export function parseCsvText(input: string, limits: CsvLimits): ParsedFile | ParseFailure {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '') return { error: 'empty' };
  const result = Papa.parse<string[]>(text, {
    delimitersToGuess: [...CSV_DELIMITERS],
    skipEmptyLines: 'greedy',
  });
  const delimiter = result.meta.delimiter;
  const all = result.data;
  // a one-column file: papaparse cannot guess and answers ',', which reads it the same way
  if (all.length === 0) return { error: 'empty' };
  const header = (all[0] ?? []).map((h, i) => h.trim() || `#${i + 1}`);
  if (header.length > limits.columns) return { error: 'tooManyColumns' };
  const rows = all.slice(1);
  if (rows.length === 0) return { error: 'empty' };
  if (rows.length > limits.rows) return { error: 'tooManyRows' };
  const width = header.length;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.length !== width)
      rows[i] = r.length > width ? r.slice(0, width) : [...r, ...Array(width - r.length).fill('')];
  }
  return {
    headers: header,
    rows,
    delimiter: (CSV_DELIMITERS as readonly string[]).includes(delimiter) ? (delimiter as CsvDelimiter) : ',',
  };
}

/** A file's bytes (FileReader where Blob.arrayBuffer is missing, as in jsdom). */
export async function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** A file's text in the encoding it was saved in (UTF-8, UTF-16 or Windows-1252: src/domain/textFile.ts). */
export async function readText(file: Blob): Promise<string> {
  return decodeTextFile(await readBytes(file)).text;
}

/**
 * A chosen file read and parsed within the bounds: its size first (never read beyond `maxBytes`),
 * then its text and rows. 'read' when the browser could not read it.
 */
export async function readCsvFile(
  file: Blob,
  limits: CsvLimits & { bytes: number },
): Promise<ParsedFile | { error: ParseFailure['error'] | 'read' }> {
  if (file.size > limits.bytes) return { error: 'fileTooLarge' };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { error: 'read' };
  }
  return parseCsvText(text, limits);
}
