// The import of existing WiFi codes (issue 39; docs/decisions.md D299–D303): the rows the portal's
// wizard mapped from a CSV file, checked with the rules of the check step (src/domain/voucherImport.ts:
// the form's code, description, expiry and simultaneous-use rules, a code once per file) and against
// the customer's live codes and WiFi-code licence, then written in ONE transaction — all or nothing.
// Any refused row, a licence too small or a cancel (the client leaves: `aborted`) writes nothing.
// Permissions as creating codes (Voucher:create on the customer); SQL in importStore.ts.
import type { RequestContext } from '../../platform/context';
import { badInput, fail, notFound } from '../../platform/errors';
import { requireCan } from '../../platform/guard';
import { newObjectId } from '../../platform/ids';
import { emitEvent } from '../../platform/events';
import { noteWrites } from '../../platform/statistics';
import { invalid } from '../../../src/domain/validation';
import { normalizeCode } from '../../../src/domain/voucherCode';
import {
  CODE_TAKEN,
  VOUCHER_IMPORT_CHUNK,
  VOUCHER_IMPORT_MAX_LINE,
  VOUCHER_IMPORT_MAX_ROWS,
  checkVoucherImportRows,
  type VoucherImportProblem,
  type VoucherImportRow,
} from '../../../src/domain/voucherImport';
import { CUSTOMER_ID_PATTERN } from '../../../src/domain/constants';
import { findCustomer } from '../../tenancy/customer';
import { voucherLicense, type VoucherLicense } from './licence';
import { ensureLicence } from './service';
import { lockCounter } from './store';
import { insertImported, liveCodesAmong, purgeDeletedCodes, type ImportedColumns } from './importStore';

/** Most problems one answer lists (the portal has checked every row itself; the count is complete). */
export const MAX_PROBLEMS_ANSWERED = 1000;
/** Longest text a cell may carry before the rules look at it (a code, a description, an expiry). */
const CELL_MAX = 1000;

export interface VoucherImportRequest {
  customerId: string;
  /** Check only: the same checks, nothing written. */
  dryRun: boolean;
  rows: VoucherImportRow[];
}

export interface VoucherImportResult {
  /** Codes written (0 for a check, a refusal or a cancel). */
  imported: number;
  /** Rows checked. */
  rows: number;
  /** Every refused row counted; the first MAX_PROBLEMS_ANSWERED listed. */
  problemCount: number;
  problems: VoucherImportProblem[];
  license: VoucherLicense;
}

export type ImportPhase = 'check' | 'write' | 'commit';

export interface ImportHooks {
  /**
   * The client has gone (cancelled): the transaction is rolled back. Asynchronous: it lets the event
   * loop take pending I/O first (PGlite answers without ever returning to it, so a closed connection
   * would otherwise go unnoticed until the transaction ends).
   */
  aborted(): Promise<boolean>;
  progress(phase: ImportPhase, done: number, total: number): void;
}

/** Thrown inside the transaction to roll it back (a check, a refusal, a cancel). */
class Rollback extends Error {
  constructor(readonly result: 'dryRun' | 'refused' | 'cancelled') {
    super(result);
  }
}

export const importCancelled = () => fail('CONFLICT', 'The import was cancelled', { reason: 'CANCELLED' });

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const rowsInvalid = (index: number, key: string) => badInput('rows', invalid('text', { index, key }));

/** An optional cell of a type: null when absent, else the value, else a refusal naming the row. */
function cell<T>(row: Record<string, unknown>, key: string, index: number, is: (v: unknown) => v is T): T | null {
  const v = row[key];
  if (v === undefined || v === null) return null;
  if (!is(v)) throw rowsInvalid(index, key);
  return v;
}
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= CELL_MAX;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/**
 * The request body checked for shape and bounds (the rules come later, row by row): a customer id,
 * 1 to VOUCHER_IMPORT_MAX_ROWS rows of known fields with values of their types and bounded texts,
 * line numbers unique. Throws BAD_USER_INPUT naming the field.
 */
export function parseImportRequest(body: Record<string, unknown>): VoucherImportRequest {
  const { customerId, dryRun = false, rows } = body;
  if (typeof customerId !== 'string' || !CUSTOMER_ID_PATTERN.test(customerId))
    throw badInput('customerId', invalid('customerId'));
  if (typeof dryRun !== 'boolean') throw badInput('dryRun', invalid('text'));
  if (!Array.isArray(rows) || rows.length === 0)
    throw badInput('rows', { message: 'forms.validationMessages.required', args: {} });
  if (rows.length > VOUCHER_IMPORT_MAX_ROWS)
    throw badInput('rows', invalid('arrayMaxSize', { max: VOUCHER_IMPORT_MAX_ROWS }));
  const lines = new Set<number>();
  const out: VoucherImportRow[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r: unknown = rows[i];
    if (!isObject(r)) throw rowsInvalid(i, 'row');
    const line = r.row;
    if (
      typeof line !== 'number' ||
      !Number.isInteger(line) ||
      line < 1 ||
      line > VOUCHER_IMPORT_MAX_LINE ||
      lines.has(line)
    )
      throw rowsInvalid(i, 'row');
    lines.add(line);
    for (const key of Object.keys(r))
      if (!['row', 'code', 'description', 'expires', 'simultaneousUse', 'deviceVoucher'].includes(key))
        throw rowsInvalid(i, key);
    out[i] = {
      row: line,
      code: cell(r, 'code', i, isText) ?? '',
      description: cell(r, 'description', i, isText),
      expires: cell(r, 'expires', i, isText),
      simultaneousUse: cell(r, 'simultaneousUse', i, isNumber),
      deviceVoucher: cell(r, 'deviceVoucher', i, isBoolean),
    };
  }
  return { customerId, dryRun, rows: out };
}

/** The caller may create codes for the customer, and the customer exists (before any answer streams). */
export async function admitImport(ctx: RequestContext, request: VoucherImportRequest): Promise<void> {
  requireCan(ctx, 'Voucher', 'create', request.customerId);
  if (!(await findCustomer(ctx.db, request.customerId))) throw notFound('Customer', { field: 'customerId' });
}

/**
 * Checks and (unless a dry run) writes the rows. Refused rows answer as problems with nothing
 * written; a licence too small throws LICENCE_EXCEEDED; a cancel throws CONFLICT (reason CANCELLED).
 * Both roll back everything. The customer's counter is locked throughout (as a batch creation),
 * so that no other creation changes the live codes or the licence between the check and the commit.
 */
export async function importVouchers(
  ctx: RequestContext,
  request: VoucherImportRequest,
  hooks: ImportHooks,
): Promise<VoucherImportResult> {
  const { customerId, rows, dryRun } = request;
  const total = rows.length;
  const problems = checkVoucherImportRows(rows);
  hooks.progress('check', 0, total);
  const codes = rows.map((r) => normalizeCode(r.code));
  let written = 0;
  let outcome: Rollback['result'] | 'committed' = 'committed';
  try {
    await ctx.db.transaction(async (tx) => {
      const live = await lockCounter(tx, customerId);
      // The codes the customer has live (in one array per chunk: D270), each refused at its row.
      const refused = new Set(problems.filter((p) => p.field === 'code').map((p) => p.row));
      for (let i = 0; i < total; i += VOUCHER_IMPORT_CHUNK) {
        if (await hooks.aborted()) throw new Rollback('cancelled');
        const chunk = codes.slice(i, i + VOUCHER_IMPORT_CHUNK).filter((c) => c !== '');
        const taken = new Set(await liveCodesAmong(tx, customerId, chunk));
        for (let k = i; k < Math.min(total, i + VOUCHER_IMPORT_CHUNK); k++) {
          const row = rows[k]!;
          if (taken.has(codes[k]!) && !refused.has(row.row))
            problems.push({ row: row.row, field: 'code', message: CODE_TAKEN, args: { code: codes[k] } });
        }
        hooks.progress('check', Math.min(total, i + VOUCHER_IMPORT_CHUNK), total);
      }
      if (problems.length) throw new Rollback('refused');
      // The licence: refused as a creation of `total` codes is (and its webhook events, in this transaction).
      await ensureLicence(tx, customerId, live, total);
      if (dryRun) throw new Rollback('dryRun');

      await purgeDeletedCodes(tx, customerId, codes);
      const now = new Date();
      for (let i = 0; i < total; i += VOUCHER_IMPORT_CHUNK) {
        if (await hooks.aborted()) throw new Rollback('cancelled');
        const part = rows.slice(i, i + VOUCHER_IMPORT_CHUNK);
        const columns: ImportedColumns = {
          ids: part.map(() => newObjectId()),
          codes: codes.slice(i, i + part.length),
          voucherCodes: part.map((r) => r.code.trim()),
          descriptions: part.map((r) => r.description?.trim() || null),
          expires: part.map((r) => (r.expires ? new Date(r.expires).toISOString() : null)),
          simultaneousUse: part.map((r) => r.simultaneousUse ?? null),
          deviceVoucher: part.map((r) => r.deviceVoucher ?? false),
        };
        await insertImported(tx, customerId, columns, now);
        await emitEvent(tx, customerId, 'code.created', { codes: columns.codes, count: part.length });
        written += part.length;
        hooks.progress('write', written, total);
      }
      // The last moment a cancel rolls back; after it the codes are there.
      if (await hooks.aborted()) throw new Rollback('cancelled');
      hooks.progress('commit', total, total);
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    outcome = error.result;
    written = 0;
  }
  if (outcome === 'cancelled') throw importCancelled();
  if (written) noteWrites(ctx.db, 'vouchers', written);
  problems.sort((a, b) => a.row - b.row);
  return {
    imported: written,
    rows: total,
    problemCount: problems.length,
    problems: problems.slice(0, MAX_PROBLEMS_ANSWERED),
    license: await voucherLicense(ctx.db, customerId),
  };
}
