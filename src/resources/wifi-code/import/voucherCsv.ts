// The WiFi-code import's pure work in the portal (issue 39): which column holds which field (a first
// guess from German and English headers), the cells read as the values the server takes (an expiry
// in German, English or ISO writing, a count, a yes/no), and the check of every row with the rules the
// server applies (src/domain/voucherImport.ts). The file itself is read by the portal's shared CSV
// reader (src/components/import/csvFile.ts: encodings, separators, bounds).
import {
  VOUCHER_IMPORT_MAX_FILE_BYTES,
  VOUCHER_IMPORT_MAX_ROWS,
  checkVoucherImportRows,
  type VoucherImportProblem,
  type VoucherImportRow,
} from '../../../domain/voucherImport';
import type { ParsedFile } from '../../../components/import/csvFile';

/** The fields a column can be mapped to (only the code is required). */
export const IMPORT_FIELDS = ['code', 'description', 'expires', 'simultaneousUse', 'deviceVoucher'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_FIELDS: readonly ImportField[] = ['code'];

/** Bounds of one file (the shared reader's): 100,000 codes, at most 100 columns. */
export const FILE_LIMITS = { bytes: VOUCHER_IMPORT_MAX_FILE_BYTES, rows: VOUCHER_IMPORT_MAX_ROWS, columns: 100 };

/** Column index per field (null: unmapped). */
export type Mapping = Record<ImportField, number | null>;
export const emptyMapping = (): Mapping => ({
  code: null,
  description: null,
  expires: null,
  simultaneousUse: null,
  deviceVoucher: null,
});

/** Header words that suggest a field (German and English, as other systems and the export name them). */
const GUESSES: Record<ImportField, RegExp> = {
  code: /^(code|codes|wlan[- ]?code|wifi[- ]?code|voucher|voucher[- ]?code|gutschein|gutscheincode|zugangscode|ticket)$/i,
  description: /^(beschreibung|description|bemerkung|notiz|note|comment|kommentar)$/i,
  expires: /^(ablauf|ablaufdatum|gültig bis|gueltig bis|läuft ab|expires|expiry|expiry date|expiration|valid until)$/i,
  simultaneousUse:
    /^(gleichzeitige nutzung|gleichzeitig|geräte|anzahl geräte|simultaneous ?use|simultaneous|devices|max devices)$/i,
  deviceVoucher:
    /^(gerätegebunden|geraetegebunden|gerätecode|an gerät gebunden|device[- ]?bound|device ?voucher|device code)$/i,
};

/** A first mapping from the header names (each column to at most one field). */
export function guessMapping(headers: readonly string[]): Mapping {
  const mapping = emptyMapping();
  headers.forEach((h, i) => {
    const field = IMPORT_FIELDS.find((f) => mapping[f] === null && GUESSES[f].test(h.trim()));
    if (field) mapping[field] = i;
  });
  return mapping;
}

export const missingRequired = (mapping: Mapping): ImportField[] => REQUIRED_FIELDS.filter((f) => mapping[f] === null);

/** Catalogue keys of the cell-reading problems (the rules' own come from forms.validationMessages). */
export const CELL_ERRORS = {
  notNumber: 'forms.validationMessages.integer',
  notBoolean: 'resources.wifi-code.import.errors.notBoolean',
} as const;

/** Local date and time as the ISO instant (the browser's time zone). */
function localInstant(y: number, mo: number, d: number, h: number, mi: number, s: number): string | null {
  const date = new Date(y, mo - 1, d, h, mi, s);
  // 31.02. rolls over to March: not a date
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  return date.toISOString();
}

const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})(?:[ ,T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ENGLISH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ ,T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const ISO_ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * An expiry cell as an ISO instant: German (31.12.2027, 31.12.27 18:00), English (12/31/2027 6:00),
 * ISO (2027-12-31, 2027-12-31 18:00, or an instant with its zone). A date without a time means the
 * end of that day in the browser's time zone (a code "valid until 31.12." works all that day). Empty:
 * null. Anything else comes back as it is, for the rule (`date`) to name it.
 */
export function parseExpiry(cell: string): string | null {
  const t = cell.trim();
  if (t === '') return null;
  if (ISO_ZONED.test(t)) {
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? t : new Date(ms).toISOString();
  }
  let m = GERMAN.exec(t);
  let parts: number[] | null = null;
  if (m) {
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    parts = [year, Number(m[2]), Number(m[1])];
  } else if ((m = ENGLISH.exec(t))) {
    parts = [Number(m[3]), Number(m[1]), Number(m[2])];
  } else if ((m = ISO_LOCAL.exec(t))) {
    parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (!parts || !m) return t;
  const [y, mo, d] = parts as [number, number, number];
  const timed = m[4] !== undefined;
  const instant = timed
    ? localInstant(y, mo, d, Number(m[4]), Number(m[5]), Number(m[6] ?? 0))
    : localInstant(y, mo, d, 23, 59, 59);
  return instant ?? t;
}

/** A count cell: '' → null, '3' → 3 (a whole number, also '3,0' or '3.0'); anything else: NaN. */
export function parseCount(cell: string): number | null {
  const t = cell.trim();
  if (t === '') return null;
  if (!/^-?\d+(?:[.,]0+)?$/.test(t)) return Number.NaN;
  return Number.parseInt(t, 10);
}

const YES = new Set(['ja', 'j', 'yes', 'y', 'true', 'wahr', '1', 'x', '✓', '✔']);
const NO = new Set(['nein', 'n', 'no', 'false', 'falsch', '0', '-']);

/** A yes/no cell (German or English words, 1/0, x): '' → null; anything else: undefined. */
export function parseYesNo(cell: string): boolean | null | undefined {
  const t = cell.trim().toLowerCase();
  if (t === '') return null;
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  return undefined;
}

/** The line of the file a data row stands on (the header is line 1), as a spreadsheet numbers it. */
export const lineOf = (index: number): number => index + 2;

/** The rows to send and the problems of reading their cells. */
export interface BuiltRows {
  rows: VoucherImportRow[];
  problems: VoucherImportProblem[];
}

/** The file's rows as import rows: mapped cells read (see parseExpiry, parseCount, parseYesNo). */
export function buildRows(file: Pick<ParsedFile, 'rows'>, mapping: Mapping): BuiltRows {
  const rows: VoucherImportRow[] = new Array(file.rows.length);
  const problems: VoucherImportProblem[] = [];
  const cellOf = (cells: string[], field: ImportField) => {
    const col = mapping[field];
    return col === null ? '' : (cells[col] ?? '');
  };
  for (let i = 0; i < file.rows.length; i++) {
    const cells = file.rows[i]!;
    const line = lineOf(i);
    const row: VoucherImportRow = { row: line, code: cellOf(cells, 'code').trim() };
    const description = cellOf(cells, 'description').trim();
    if (description) row.description = description;
    const expires = parseExpiry(cellOf(cells, 'expires'));
    if (expires) row.expires = expires;
    const count = parseCount(cellOf(cells, 'simultaneousUse'));
    if (count !== null) {
      if (Number.isNaN(count))
        problems.push({ row: line, field: 'simultaneousUse', message: CELL_ERRORS.notNumber, args: {} });
      else row.simultaneousUse = count;
    }
    const yesNo = parseYesNo(cellOf(cells, 'deviceVoucher'));
    if (yesNo === undefined)
      problems.push({
        row: line,
        field: 'deviceVoucher',
        message: CELL_ERRORS.notBoolean,
        args: { value: cellOf(cells, 'deviceVoucher').trim().slice(0, 40) },
      });
    else if (yesNo !== null) row.deviceVoucher = yesNo;
    rows[i] = row;
  }
  return { rows, problems };
}

/** Every problem of the rows: reading the cells, then the rules the server applies; sorted by line. */
export function checkRows(built: BuiltRows, now: () => number = Date.now): VoucherImportProblem[] {
  const all = built.problems.concat(checkVoucherImportRows(built.rows, now));
  return all.sort((a, b) => a.row - b.row);
}
