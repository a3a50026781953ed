/**
 * CSV files the portal offers for download (analytics charts, issue 11; the message catalogue): RFC
 * 4180 cells, CRLF, UTF-8 with a BOM so spreadsheets read umlauts. A text cell a spreadsheet could run
 * as a formula — one starting with = + - @, a tab, a carriage return or a line feed, or with the
 * full-width ＝ ＋ － ＠ (which spreadsheets in East Asian locales take as those), also after leading
 * spaces — gets a leading apostrophe (OWASP "CSV injection", issue 33); numbers are written as
 * numbers (a number is never a formula). restoreCell takes exactly that apostrophe off again.
 */

export type CsvValue = string | number | null | undefined;

/**
 * What a spreadsheet may start a formula with: = + - @, tab, CR, LF and the full-width ＝ ＋ － ＠
 * (U+FF1D, U+FF0B, U+FF0D, U+FF20), after any spaces (ASCII, no-break, ideographic). Apostrophes in
 * front count too: a text that itself begins with one before a formula start gets another, so that
 * restoreCell gives every text back exactly.
 */
const FORMULA_START = /^'*[ \u00a0\u3000]*[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/** A text that a spreadsheet would read as a formula, neutralised with a leading apostrophe. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A cell as neutraliseCell wrote it, back to the text: the apostrophe comes off only where the writer
 * put it (before a formula start), so any other text that begins with an apostrophe stays as it is.
 */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** One cell: empty for null/undefined and non-finite numbers; text neutralised, quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: a header line and one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A file-name part: lower case letters, digits and dashes only (no path, no spaces). */
export const fileNamePart = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'data';

/** `<name>_<from>_<to>.csv` with the dates as YYYY-MM-DD (`to` is the last day included). */
export function csvFileName(name: string, from: string, to: string): string {
  return `${fileNamePart(name)}_${from}_${to}.csv`;
}
