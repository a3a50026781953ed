// The cells of an export (docs/exports.md): a value of a column as the reader of the file reads it —
// German dates and decimal commas in German, formula-looking texts neutralised — for CSV, and typed
// cells for XLSX (xlsx.ts).

/** What a column holds; decides how its cells are written. */
export type CellType = 'text' | 'integer' | 'number' | 'boolean' | 'datetime';

export type ExportLocale = 'de' | 'en';

/** A column of an export: its key (what the request names), its type and its value in a row. */
export interface ExportColumn<R> {
  key: string;
  type: CellType;
  value: (row: R) => unknown;
  /** The fields of the row it reads (the read selects only those of the chosen columns); default [key]. */
  reads?: readonly string[];
}

/** The words of the booleans, per language (the only words the server writes into an export itself). */
export const BOOLEAN_WORDS: Readonly<Record<ExportLocale, readonly [yes: string, no: string]>> = {
  de: ['ja', 'nein'],
  en: ['yes', 'no'],
};

/**
 * A text a spreadsheet would take for a formula (= + - @, or a tab or carriage return first: OWASP
 * "CSV injection") gets a leading apostrophe, which spreadsheets show as text and never evaluate.
 */
export function neutralise(text: string): string {
  const first = text.charCodeAt(0);
  // = + - @ \t \r
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13
    ? `'${text}`
    : text;
}

/**
 * The wall-clock time of instants in one IANA time zone, fast: the zone's offset is asked of Intl
 * once per hour of UTC time and remembered (a million codes have a few thousand distinct hours).
 */
export class ZoneClock {
  private readonly offsets = new Map<number, number>();
  private readonly format: Intl.DateTimeFormat;
  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** The zone's offset from UTC in ms at `ms`. */
  offset(ms: number): number {
    const hour = Math.floor(ms / 3_600_000);
    let offset = this.offsets.get(hour);
    if (offset === undefined) {
      const parts: Record<string, number> = {};
      for (const p of this.format.formatToParts(new Date(hour * 3_600_000))) parts[p.type] = Number(p.value);
      const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
      offset = wall - hour * 3_600_000;
      if (this.offsets.size > 100_000) this.offsets.clear();
      this.offsets.set(hour, offset);
    }
    return offset;
  }

  /** The wall-clock time at `ms` as a Date whose UTC fields are that time. */
  wall(ms: number): Date {
    return new Date(ms + this.offset(ms));
  }
}

/** Whether `timeZone` is an IANA zone this process knows. */
export function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** An instant (Date, ISO text or ms) as ms; NaN when it is none. */
export function instantMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') return Date.parse(value);
  if (typeof value === 'number') return value;
  return Number.NaN;
}

/** A point in time as the user reads it: 29.11.2026 18:36:05 (de), 2026-11-29 18:36:05 (en). */
export function formatDateTime(ms: number, clock: ZoneClock, locale: ExportLocale): string {
  const d = clock.wall(ms);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  return locale === 'de'
    ? `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${time}`
    : `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${time}`;
}

/** A cell of a CSV file as text (empty for no value); not yet quoted. */
export function csvText(type: CellType, value: unknown, locale: ExportLocale, clock: ZoneClock): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'boolean':
      return BOOLEAN_WORDS[locale][value ? 0 : 1];
    case 'integer':
      return String(value);
    case 'number': {
      // No thousands separators: a spreadsheet reads the plain number in either language.
      const text = String(value);
      return locale === 'de' ? text.replace('.', ',') : text;
    }
    case 'datetime': {
      const ms = instantMs(value);
      return Number.isNaN(ms) ? '' : formatDateTime(ms, clock, locale);
    }
    default:
      return neutralise(Array.isArray(value) ? value.join(', ') : String(value));
  }
}

const NEEDS_QUOTES = /[";,\r\n]/;

/** One CSV line (CRLF, RFC 4180): fields with the delimiter, quotes or line breaks quoted. */
export function csvLine(fields: readonly string[], delimiter: string): string {
  let line = '';
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    if (i) line += delimiter;
    line += NEEDS_QUOTES.test(f) ? `"${f.replace(/"/g, '""')}"` : f;
  }
  return `${line}\r\n`;
}

/**
 * The CSV rules of a language: German Excel splits at semicolons, English at commas; Excel reads UTF-8
 * (umlauts, accents) only with a byte-order mark, in either language (decision D246).
 */
export const CSV_DIALECT: Readonly<Record<ExportLocale, { delimiter: string; bom: boolean }>> = {
  de: { delimiter: ';', bom: true },
  en: { delimiter: ',', bom: true },
};
