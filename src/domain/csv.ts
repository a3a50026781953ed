/**
 * CSV files the portal offers for download (analytics charts, issue 11; the message catalogue): RFC
 * 4180 cells, CRLF, UTF-8 with a BOM so spreadsheets read umlauts. The dialect follows the UI language
 * (issue 39, decision D221): German separates by semicolon and writes decimal commas and dates as
 * DD.MM.YYYY HH:MM, so German Excel opens the file as columns of numbers and dates; English separates
 * by comma with decimal points and MM/DD/YYYY HH:MM. A text cell a spreadsheet could run
 * as a formula — one starting with = + - @, a tab, a carriage return or a line feed, or with the
 * full-width ＝ ＋ － ＠ (which spreadsheets in East Asian locales take as those), also after leading
 * spaces — gets a leading apostrophe (OWASP "CSV injection", issue 33); numbers are written as
 * numbers (a number is never a formula). restoreCell takes exactly that apostrophe off again.
 */

export type CsvValue = string | number | null | undefined;

/** How a file is written for one UI language. */
export interface CsvDialect {
  delimiter: ',' | ';';
  /** The decimal separator of numbers (no grouping: a spreadsheet reads them as numbers). */
  decimal: '.' | ',';
  /** Order of a date's parts: day.month.year or month/day/year. */
  dates: 'dmy' | 'mdy';
}

/** English (and the default of files not tied to a language, e.g. the message catalogue). */
export const COMMA_DIALECT: CsvDialect = { delimiter: ',', decimal: '.', dates: 'mdy' };
/** German: what German Excel splits into columns and reads as numbers and dates. */
export const SEMICOLON_DIALECT: CsvDialect = { delimiter: ';', decimal: ',', dates: 'dmy' };

/** The dialect of a UI language ('de', 'de-DE', 'en', …). */
export const csvDialect = (locale: string): CsvDialect =>
  locale.toLowerCase().startsWith('de') ? SEMICOLON_DIALECT : COMMA_DIALECT;

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

const PLAIN_NUMBER = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/** A number in the dialect: all its digits, no grouping, the dialect's decimal separator. */
export function csvNumber(value: number, dialect: CsvDialect = COMMA_DIALECT): string {
  const text = PLAIN_NUMBER.format(value === 0 ? 0 : value); // -0 as 0
  return dialect.decimal === '.' ? text : text.replace('.', dialect.decimal);
}

const dateParts = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ISO text) as the dialect's date and time in a time zone (default: the browser's):
 * 29.11.2026 14:05 (German) or 11/29/2026 14:05 (English), 24-hour clock; `time: false` drops the time.
 * A text that is no instant comes back unchanged.
 */
export function csvDateTime(iso: string, dialect: CsvDialect = COMMA_DIALECT, timeZone?: string, time = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = timeZone ?? '';
  let format = dateParts.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    dateParts.set(key, format);
  }
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(date)) part[p.type] = p.value;
  const day =
    dialect.dates === 'dmy' ? `${part.day}.${part.month}.${part.year}` : `${part.month}/${part.day}/${part.year}`;
  return time ? `${day} ${part.hour}:${part.minute}` : day;
}

/**
 * One cell: empty for null/undefined and non-finite numbers; numbers in the dialect; text
 * neutralised, quoted when it holds a quote, a line break, a comma or a semicolon (either separator,
 * so that a reader guessing the separator never splits a cell).
 */
export function csvCell(value: CsvValue, dialect: CsvDialect = COMMA_DIALECT): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? csvNumber(value, dialect) : '';
  const safe = neutraliseCell(value);
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: a BOM, a header line and one line per row, separated by the dialect's delimiter. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  dialect: CsvDialect = COMMA_DIALECT,
): string {
  const line = (row: readonly CsvValue[]) => row.map((value) => csvCell(value, dialect)).join(dialect.delimiter);
  return `\uFEFF${[header, ...rows].map(line).join('\r\n')}\r\n`;
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
