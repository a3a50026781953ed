/**
 * CSV files the portal offers for download (analytics charts, issue 11): RFC 4180 cells, CRLF, UTF-8
 * with a BOM so spreadsheets read umlauts. A text cell a spreadsheet could run as a formula — one
 * starting with = + - @, a tab or a carriage return — gets a leading apostrophe (OWASP "CSV
 * injection"); numbers are written as numbers (a number is never a formula).
 */

export type CsvValue = string | number | null | undefined;

/** A text that a spreadsheet would read as a formula, neutralised with a leading apostrophe. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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
