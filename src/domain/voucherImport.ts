/**
 * The import of existing WiFi codes (issue 39): the rules of one row and of a whole file, the same in
 * the portal's check step and on the server (server/access/wifi-code/import.ts), so that the check the
 * user sees is the refusal the server would give. A row is the code (required, the create form's
 * `voucherCode` rule), its description, expiry (ahead), simultaneous use (0–1000) and whether it is
 * bound to the first device; a code may appear once per file (compared in its normal form).
 */
import { MAX_BATCH_AMOUNT, VOUCHER_RULES, normalizeCode, voucherCode } from './voucherCode';
import { futureDate, required, text, validate, type Invalid } from './validation';

/** Most rows of one import (the 100,000 codes of issue 39; the licence may allow fewer). */
export const VOUCHER_IMPORT_MAX_ROWS = 100_000;
/** Largest file the wizard reads (UTF-16 doubles the bytes of a file of 100,000 codes). */
export const VOUCHER_IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Largest request body the server reads: 100,000 rows with long descriptions. */
export const VOUCHER_IMPORT_MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Most rows per insert statement on the server (as a batch of created codes). */
export const VOUCHER_IMPORT_CHUNK = MAX_BATCH_AMOUNT;
/** Longest line number a row may carry (a file of 100,000 rows with blank lines between). */
export const VOUCHER_IMPORT_MAX_LINE = 10_000_000;

/** One row as the portal sends it and the server checks it. */
export interface VoucherImportRow {
  /** The line of the file (1 = the first data line after the header). */
  row: number;
  code: string;
  description?: string | null;
  /** ISO date or instant. */
  expires?: string | null;
  simultaneousUse?: number | null;
  deviceVoucher?: boolean | null;
}

/** A problem of a row: its line, the field and the catalogue key with its arguments. */
export interface VoucherImportProblem {
  row: number;
  field: keyof Omit<VoucherImportRow, 'row'>;
  message: string;
  args: Record<string, unknown>;
}

/** The catalogue key of a code that is twice in the file (args: the first row). */
export const DUPLICATE_IN_FILE = 'resources.wifi-code.import.errors.duplicateInFile';
/** The catalogue key of a code the customer already has (a live code). */
export const CODE_TAKEN = 'resources.wifi-code.import.errors.codeTaken';

const CODE_RULES = [required, voucherCode] as const;
/** The form's rule, and no control characters (the server's bound of every text). */
const DESCRIPTION_RULES = [text, ...VOUCHER_RULES.description] as const;

const problem = (row: number, field: VoucherImportProblem['field'], inv: Invalid): VoucherImportProblem => ({
  row,
  field,
  message: inv.message,
  args: inv.args,
});

/** The problems of one row by the form's rules (no duplicates: see checkVoucherImportRows). */
export function checkVoucherImportRow(r: VoucherImportRow, now: () => number = Date.now): VoucherImportProblem[] {
  const out: VoucherImportProblem[] = [];
  const code = validate(r.code, CODE_RULES);
  if (code) out.push(problem(r.row, 'code', code));
  const description = validate(r.description, DESCRIPTION_RULES);
  if (description) out.push(problem(r.row, 'description', description));
  // the form's rule (futureDate), with the tests' clock when one is given
  const expires = validate(r.expires, now === Date.now ? VOUCHER_RULES.expires : [futureDate(now)]);
  if (expires) out.push(problem(r.row, 'expires', expires));
  const simultaneous = validate(r.simultaneousUse, VOUCHER_RULES.simultaneousUse);
  if (simultaneous) out.push(problem(r.row, 'simultaneousUse', simultaneous));
  return out;
}

/**
 * Every problem of a file's rows: each row by the form's rules, and a code that an earlier row has
 * already (its normal form: 'ab-12 cd' and 'AB12CD' are one code). Sorted by row.
 */
export function checkVoucherImportRows(
  rows: readonly VoucherImportRow[],
  now: () => number = Date.now,
): VoucherImportProblem[] {
  const out: VoucherImportProblem[] = [];
  const first = new Map<string, number>();
  for (const r of rows) {
    for (const p of checkVoucherImportRow(r, now)) out.push(p);
    const key = typeof r.code === 'string' ? normalizeCode(r.code) : '';
    if (!key) continue;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, r.row);
    else out.push({ row: r.row, field: 'code', message: DUPLICATE_IN_FILE, args: { row: seen } });
  }
  return out;
}

/** Whether an import of `rows` codes fits the licence (`left` -1: unlimited). */
export const importFitsLicence = (rows: number, left: number): boolean => left === -1 || rows <= left;
