// WiFi codes (vouchers): list, create one or a batch under the customer's licence, update, delete,
// and the bulk mutations (one request, one transaction, all or nothing) of seed 001 §4, §7.
// Permission checks, validation with the portal's rules and transactions; all SQL in store.ts.
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../platform/db/client';
import { newObjectId } from '../../platform/ids';
import { emitEvent } from '../../platform/events';
import type { RequestContext } from '../../platform/context';
import { badInput, fail, forbidden, notFound, stale } from '../../platform/errors';
import { requireCan, requireViewer, scopeCustomers } from '../../platform/guard';
import { noteWrites } from '../../platform/statistics';
import { catalogueInvalid, checkField as check } from '../../platform/input';
import { isReferenced, mapConstraint, pgError, UNIQUE_VIOLATION } from '../../platform/pgError';
import { idList, page, pageWindow, searchTerm } from '../../platform/paging';
import type {
  CreateVoucherInput,
  MutationCreateVoucherArgs,
  MutationCreateVoucherBatchArgs,
  MutationDeactivateManyVouchersArgs,
  MutationDeactivateVoucherBatchArgs,
  MutationDeleteVoucherBatchArgs,
  QueryVoucherBatchesArgs,
  MutationDeleteManyVouchersArgs,
  MutationDeleteVoucherArgs,
  MutationUpdateVoucherArgs,
  QueryVouchersArgs,
  UpdateVoucherInput,
} from '../../graphql/generated/resolvers';
import { voucherLicense, voucherLicenseFrom } from './licence';
import { can, customerScope } from '../../../src/domain/acl';
import { MAX_BATCH_AMOUNT, VOUCHER_RULES, normalizeCode, voucherCode } from '../../../src/domain/voucherCode';
import { arrayMaxSize, invalid, length, objectId, required, type Validator } from '../../../src/domain/validation';
import { normalizeDynamicExpires } from '../../../src/domain/dynamicExpires';
import { findCustomer, pluginBlocksOf } from '../../tenancy/customer';
import { findLoginTemplate } from '../../templates/login-template';
import { toCodeBatch, toVoucher, voucherSelection } from './mapper';
import { positionsOf } from './positions';
import * as store from './store';
import { endSessions } from '../disconnect';
import { freshCodes, listVoucherRows, lockCounter, voucherExportRead } from './store';
import type { PageArgs } from '../../platform/paging';
import type { KeysetRead } from '../../platform/export/keyset';

export type { VoucherExportRow } from './store';
import type { voucherIdempotency, vouchers, VoucherRow } from './table';

/** Most codes one bulk request may name. */
export const MAX_BULK_CODES = MAX_BATCH_AMOUNT;

/**
 * A page of codes. `asked`: the names of the Voucher fields the query selects (selectedFields), so
 * that the page reads only their columns; all of them when not given.
 */
export async function listVouchers(ctx: RequestContext, args: QueryVouchersArgs, asked?: Iterable<string>) {
  const scope = scopeCustomers(ctx, 'Voucher', 'read', args.customerIds);
  const window = pageWindow(args);
  const selection = asked ? voucherSelection(asked) : undefined;
  const { rows, total, exact } = await listVoucherRows(
    ctx.db,
    scope,
    {
      ids: idList('ids', args.ids),
      codes: idList('codes', args.codes),
      active: args.active,
      valid: args.valid,
      search: searchTerm(args.search),
      batchId: batchIdArg(args.batchId),
    },
    args,
    window,
    positionsOf(ctx),
    selection?.columns,
  );
  return page(
    rows.map((row) => toVoucher(row, selection?.fields)),
    total,
    window.offset,
    exact,
  );
}

/**
 * The list of codes for an export (docs/exports.md): the list query's arguments, checked as
 * listVouchers checks them (the grant on the customers, bounded lists and search), and its order.
 */
export async function openVoucherExport(
  ctx: RequestContext,
  args: Record<string, unknown>,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const a = args as Partial<QueryVouchersArgs>;
  const scope = scopeCustomers(ctx, 'Voucher', 'read', a.customerIds);
  return voucherExportRead(
    ctx.db,
    scope,
    {
      ids: idList('ids', a.ids),
      codes: idList('codes', a.codes),
      active: a.active,
      valid: a.valid,
      search: searchTerm(a.search),
      batchId: batchIdArg(a.batchId),
    },
    sort,
  );
}

/** A batch id argument (issue 39): an object id, checked as the domain checks ids. */
function batchIdArg(id: string | null | undefined, field = 'batchId'): string | undefined {
  if (id == null) return undefined;
  check(field, id, [objectId]);
  return id;
}

/**
 * The login template a code names must be one of the code's own customer (an id of another
 * customer's template would otherwise sit in the code and reach the RADIUS decision).
 */
async function checkLoginTemplate(db: Db, customerId: string, id: string | null | undefined) {
  if (id == null) return;
  check('loginTemplateId', id, [objectId]);
  if (!(await findLoginTemplate(db, [customerId], id))) throw unknownLoginTemplate();
}

const unknownLoginTemplate = () =>
  badInput('loginTemplateId', catalogueInvalid('resources.wifi-code.errors.unknownLoginTemplate'));

/**
 * A login template deleted between the check and the write: the foreign key vouchers_login_template_fk
 * (migration 0029) refuses the write, answered as the check answers.
 */
const mapRace = (code: string, constraint: string | undefined) =>
  isReferenced(code) && constraint === 'vouchers_login_template_fk' ? unknownLoginTemplate() : undefined;

async function requireCustomer(db: Db, customerId: string) {
  if (!(await findCustomer(db, customerId))) throw notFound('Customer', { field: 'customerId' });
}

function checkCommon(input: Omit<UpdateVoucherInput, '_id'>) {
  check('description', input.description, VOUCHER_RULES.description);
  check('expires', input.expires, VOUCHER_RULES.expires);
  check('dynamicExpires', input.dynamicExpires, VOUCHER_RULES.dynamicExpires);
  check('simultaneousUse', input.simultaneousUse, VOUCHER_RULES.simultaneousUse);
  check('used', input.used, VOUCHER_RULES.used);
}

const commonValues = (input: CreateVoucherInput) => ({
  customerId: input.customerId,
  active: input.active ?? true,
  description: input.description?.trim() || null,
  deviceVoucher: input.deviceVoucher ?? false,
  expires: input.expires ? new Date(input.expires) : null,
  loginTemplateId: input.loginTemplateId ?? null,
  simultaneousUse: input.simultaneousUse ?? null,
  dynamicExpires: normalizeDynamicExpires(input.dynamicExpires?.trim() ?? '') ?? null,
});

export async function ensureLicence(tx: Tx, customerId: string, live: number, wanted: number) {
  const licence = voucherLicenseFrom(customerId, await pluginBlocksOf(tx, customerId), live);
  if (licence.allowed !== -1 && licence.left < wanted) {
    throw fail('LICENCE_EXCEEDED', `Only ${licence.left} WiFi codes can still be created`, {
      field: 'amount',
      args: { left: licence.left, allowed: licence.allowed },
    });
  }
  // licence.80 / licence.full for the customer's webhooks, when this creation crosses the mark
  // (in the creating transaction: the event commits with the codes).
  if (licence.allowed > 0) {
    const after = live + wanted;
    const data = { licence: 'voucher', allowed: licence.allowed, used: after };
    if (live < licence.allowed && after >= licence.allowed) await emitEvent(tx, customerId, 'licence.full', data);
    else if (live * 5 < licence.allowed * 4 && after * 5 >= licence.allowed * 4)
      await emitEvent(tx, customerId, 'licence.80', data);
  }
}

/** How long the idempotency key of a create request is remembered (decision D203). */
export const VOUCHER_IDEMPOTENCY_HOURS = 24;
const IDEMPOTENCY_KEY_CHARS = /^[A-Za-z0-9_-]+$/;
/** A client-generated random id: 8 to 100 letters, digits, '-' and '_' (a UUID has 36). */
const IDEMPOTENCY_KEY_RULES: readonly Validator[] = [
  required,
  length(8, 100),
  (value) => (typeof value === 'string' && IDEMPOTENCY_KEY_CHARS.test(value) ? undefined : invalid('text')),
];

/** The idempotency key of a create request, the fingerprint of its input, and the window it is remembered in. */
interface Idempotency {
  key: string;
  hash: string;
  now: Date;
  since: Date;
}

/** The request's idempotency key, checked; undefined without one (the request always creates). */
function idempotencyOf(operation: string, data: { idempotencyKey?: string | null }): Idempotency | undefined {
  const key = data.idempotencyKey;
  if (key === undefined || key === null) return undefined;
  check('idempotencyKey', key, IDEMPOTENCY_KEY_RULES);
  const fields = Object.entries(data)
    .filter(([name, value]) => name !== 'idempotencyKey' && value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256')
    .update(JSON.stringify([operation, fields]))
    .digest('hex');
  const now = new Date();
  return { key, hash, now, since: new Date(now.getTime() - VOUCHER_IDEMPOTENCY_HOURS * 3_600_000) };
}

/**
 * What an earlier request with the key created, read under the customer's counter lock (so a
 * concurrent request with the key has committed or not started); CONFLICT when the key was used
 * for other input.
 */
async function priorCreation(tx: Tx, customerId: string, idem: Idempotency | undefined) {
  if (!idem) return undefined;
  const prior = await store.findCreation(tx, customerId, idem.key, idem.since);
  if (prior && prior.requestHash !== idem.hash) {
    throw fail('CONFLICT', 'This idempotency key was used for another request', {
      field: 'idempotencyKey',
      reason: 'IDEMPOTENCY_KEY_REUSED',
    });
  }
  return prior;
}

async function rememberCreation(
  tx: Tx,
  customerId: string,
  idem: Idempotency | undefined,
  made: Pick<typeof voucherIdempotency.$inferInsert, 'voucherId' | 'codes'>,
) {
  if (!idem) return;
  await store.rememberCreation(
    tx,
    { customerId, key: idem.key, requestHash: idem.hash, createdAt: idem.now, ...made },
    idem.since,
  );
}

/**
 * Runs a create; should the key's row have been written by a concurrent request after all (the
 * counter lock serialises them, so this is a safety net), runs it once more, which then answers that
 * request's result.
 */
async function once<T>(idem: Idempotency | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const info = pgError(error);
    if (idem && info?.code === UNIQUE_VIOLATION && info.constraint === 'voucher_idempotency_customer_id_key_pk')
      return run();
    throw error;
  }
}

async function findOwnVoucher(ctx: RequestContext, id: string, action: 'update' | 'delete'): Promise<VoucherRow> {
  const viewer = requireViewer(ctx);
  const row = await store.findVoucher(ctx.db, customerScope(viewer.acl, 'Voucher', 'read'), id);
  // A code the caller cannot even read answers like a missing one: its existence is not revealed.
  if (!row) throw notFound('Voucher', { field: '_id' });
  if (!can(viewer.acl, 'Voucher', action, row.customerId)) throw forbidden('_id');
  return row;
}

function bulkCodes(codes: string[]): string[] {
  check('codes', codes, [required, arrayMaxSize(MAX_BULK_CODES)]);
  const normalised = codes.map(normalizeCode);
  if (normalised.some((c) => !c))
    throw badInput('codes', { message: 'forms.validationMessages.voucherCode', args: {} });
  return [...new Set(normalised)];
}

function missingCodes(wanted: string[], found: { code: string }[]) {
  const got = new Set(found.map((r) => r.code));
  const missing = wanted.filter((c) => !got.has(c));
  return notFound('Voucher', { field: 'codes', codes: missing.slice(0, 20), missing: missing.length });
}

export async function createVoucher(ctx: RequestContext, { data }: MutationCreateVoucherArgs) {
  requireCan(ctx, 'Voucher', 'create', data.customerId);
  const idem = idempotencyOf('createVoucher', data);
  checkCommon(data);
  const own = data.code?.trim();
  if (own) check('code', own, [voucherCode]);
  await requireCustomer(ctx.db, data.customerId);
  await checkLoginTemplate(ctx.db, data.customerId, data.loginTemplateId);
  const { row, created } = await mapConstraint(
    () =>
      once(idem, () =>
        ctx.db.transaction(async (tx) => {
          const live = await lockCounter(tx, data.customerId);
          // A repeated request (the same idempotency key): the code the first one created, nothing new.
          const prior = await priorCreation(tx, data.customerId, idem);
          if (prior) {
            const made = prior.voucherId
              ? await store.findCreatedVoucher(tx, data.customerId, prior.voucherId)
              : undefined;
            if (!made) throw notFound('Voucher', { field: 'idempotencyKey' });
            return { row: made, created: false };
          }
          await ensureLicence(tx, data.customerId, live, 1);
          let code: string;
          if (own) {
            code = normalizeCode(own);
            const dup = await store.findCodeRow(tx, data.customerId, code);
            if (dup && !dup.deletedAt)
              throw fail('CONFLICT', 'This code already exists', { field: 'code', reason: 'DUPLICATE' });
            // A deleted code may be issued again: the old row goes for good.
            if (dup) await store.purgeVoucher(tx, data.customerId, dup.id);
          } else {
            [code] = await freshCodes(tx, data.customerId, 1);
          }
          const inserted = await store.insertVoucher(tx, {
            ...commonValues(data),
            id: newObjectId(),
            code,
            voucherCode: own || code,
          });
          await rememberCreation(tx, data.customerId, idem, { voucherId: inserted.id, codes: [inserted.code] });
          await emitEvent(tx, data.customerId, 'code.created', { codes: [inserted.code], count: 1 });
          return { row: inserted, created: true };
        }),
      ),
    mapRace,
  );
  if (created) noteWrites(ctx.db, 'vouchers', 1);
  return toVoucher(row);
}

/** Who creates a batch, as the batch keeps it: the API key's name, the user's name, else the address. */
function creatorName(ctx: RequestContext): string | null {
  const v = ctx.viewer;
  if (!v) return null;
  if (v.apiKey) return v.apiKey.name;
  const name = [v.firstName, v.lastName].filter(Boolean).join(' ').trim();
  return name || v.email;
}

export async function createVoucherBatch(ctx: RequestContext, { data }: MutationCreateVoucherBatchArgs) {
  requireCan(ctx, 'Voucher', 'create', data.customerId);
  const idem = idempotencyOf('createVoucherBatch', data);
  check('amount', data.amount, VOUCHER_RULES.amount);
  checkCommon(data);
  await requireCustomer(ctx.db, data.customerId);
  await checkLoginTemplate(ctx.db, data.customerId, data.loginTemplateId);
  const { codes, created } = await mapConstraint(
    () =>
      once(idem, () =>
        ctx.db.transaction(async (tx) => {
          const live = await lockCounter(tx, data.customerId);
          // A repeated request (the same idempotency key): the codes the first one created, nothing new.
          const prior = await priorCreation(tx, data.customerId, idem);
          if (prior) return { codes: prior.codes, created: false };
          await ensureLicence(tx, data.customerId, live, data.amount);
          const fresh = await freshCodes(tx, data.customerId, data.amount);
          const batchId = newObjectId();
          const common = { ...commonValues(data), batchId };
          // The batch as a unit (issue 39): what it was made with, by whom; its codes carry its id.
          await store.insertBatchRow(tx, {
            customerId: data.customerId,
            id: batchId,
            name: common.description,
            createdBy: ctx.viewer?.apiKey?.id ?? ctx.viewer?.id ?? null,
            createdByName: creatorName(ctx),
            amount: fresh.length,
            loginTemplateId: common.loginTemplateId,
            expires: common.expires,
            dynamicExpires: common.dynamicExpires,
          });
          await store.insertBatch(
            tx,
            data.customerId,
            common,
            fresh.map(() => newObjectId()),
            fresh,
          );
          await rememberCreation(tx, data.customerId, idem, { voucherId: null, codes: fresh });
          await emitEvent(tx, data.customerId, 'code.created', { codes: fresh, count: fresh.length });
          return { codes: fresh, created: true };
        }),
      ),
    mapRace,
  );
  if (created) noteWrites(ctx.db, 'vouchers', codes.length);
  return { amount: codes.length, codes, license: await voucherLicense(ctx.db, data.customerId) };
}

export async function updateVoucher(ctx: RequestContext, { data }: MutationUpdateVoucherArgs) {
  const row = await findOwnVoucher(ctx, data._id, 'update');
  checkCommon(data);
  await checkLoginTemplate(ctx.db, row.customerId, data.loginTemplateId);
  if (data.active === true && !row.active) {
    throw badInput('active', { message: 'messages.voucher.deactivationPermanent', args: {} });
  }
  const set: Partial<typeof vouchers.$inferInsert> = { updatedAt: new Date() };
  if (data.active !== undefined && data.active !== null) set.active = data.active;
  if (data.valid !== undefined && data.valid !== null) set.valid = data.valid;
  if (data.deviceVoucher !== undefined && data.deviceVoucher !== null) set.deviceVoucher = data.deviceVoucher;
  if (data.description !== undefined) set.description = data.description?.trim() || null;
  if (data.expires !== undefined) set.expires = data.expires ? new Date(data.expires) : null;
  if (data.loginTemplateId !== undefined) set.loginTemplateId = data.loginTemplateId;
  if (data.simultaneousUse !== undefined) set.simultaneousUse = data.simultaneousUse;
  if (data.dynamicExpires !== undefined)
    set.dynamicExpires = normalizeDynamicExpires(data.dynamicExpires?.trim() ?? '') ?? null;
  if (data.used !== undefined && data.used !== null) set.used = data.used;
  const changed = await mapConstraint(
    () =>
      store.updateVoucherRow(ctx.db, row.customerId, row.id, set, {
        updatedAt: data.updatedAt ? new Date(data.updatedAt) : undefined,
        // Deactivation is permanent even against a concurrent bulk deactivation.
        stillActive: data.active === true,
      }),
    mapRace,
  );
  if (!changed) {
    throw stale('WiFi code');
  }
  // A deactivated code's guests are disconnected (issue 36: queued, sent behind the request).
  if (data.active === false && row.active) {
    await endSessions(ctx.db, [row.customerId], { voucherIds: [row.id] }, 'code-deactivated', ctx.viewer?.id ?? null);
    await emitEvent(ctx.db, row.customerId, 'code.deactivated', { codes: [row.code], count: 1 });
  }
  return true;
}

export async function deleteVoucher(ctx: RequestContext, args: MutationDeleteVoucherArgs) {
  const row = await findOwnVoucher(ctx, args._id, 'delete');
  await ctx.db.transaction(async (tx) => {
    await lockCounter(tx, row.customerId);
    await endSessions(tx, [row.customerId], { voucherIds: [row.id] }, 'code-deleted', ctx.viewer?.id ?? null);
    const gone = await store.removeVouchers(tx, row.customerId, { ids: [row.id] }, args.permanent ?? false);
    if (!gone.length) throw notFound('Voucher', { field: '_id' });
    await emitEvent(tx, row.customerId, 'code.deleted', { codes: gone.map((g) => g.code), count: gone.length });
  });
  return true;
}

/**
 * The bulk deactivation of codes (deactivateManyVouchers, deactivateVoucherBatch): the named codes
 * still active switched off in one transaction, their guests online disconnected (issue 36), the
 * webhook event; `check` runs in the transaction after the update (and may refuse it). Answers the
 * codes switched off now.
 */
async function deactivateSelected(
  ctx: RequestContext,
  customerId: string,
  by: store.CodeSelection,
  check?: (tx: Tx, done: { code: string }[]) => Promise<void>,
): Promise<{ code: string }[]> {
  const changed = await ctx.db.transaction(async (tx) => {
    // Deactivation is permanent: codes that were already inactive stay as they were (their
    // updatedAt included), so only the ones switched off now count as changed.
    const done = await store.deactivateCodes(tx, customerId, by);
    await check?.(tx, done);
    // Their guests online are disconnected (issue 36): the open sessions of codes that are off now.
    if (done.length) {
      await endSessions(tx, [customerId], { endedCodes: true }, 'code-deactivated', ctx.viewer?.id ?? null);
      await emitEvent(tx, customerId, 'code.deactivated', { codes: done.map((d) => d.code), count: done.length });
    }
    return done;
  });
  noteWrites(ctx.db, 'vouchers', changed.length);
  return changed;
}

/**
 * The bulk deletion of codes (deleteManyVouchers, deleteVoucherBatch): under the customer's counter
 * lock, soft unless permanent, their guests online disconnected (issue 36), the webhook event;
 * `check` runs in the transaction after the delete (and may refuse it). Answers the codes deleted.
 */
async function deleteSelected(
  ctx: RequestContext,
  customerId: string,
  by: store.CodeSelection,
  permanent: boolean,
  check?: (tx: Tx, done: { code: string }[]) => Promise<void>,
): Promise<{ code: string }[]> {
  const removed = await ctx.db.transaction(async (tx) => {
    await lockCounter(tx, customerId);
    const done = await store.removeVouchers(tx, customerId, by, permanent);
    // Their guests online are disconnected (issue 36): the open sessions of codes that are gone now.
    await endSessions(tx, [customerId], { endedCodes: true }, 'code-deleted', ctx.viewer?.id ?? null);
    await check?.(tx, done);
    if (done.length)
      await emitEvent(tx, customerId, 'code.deleted', { codes: done.map((d) => d.code), count: done.length });
    return done;
  });
  noteWrites(ctx.db, 'vouchers', removed.length);
  return removed;
}

export async function deactivateManyVouchers(ctx: RequestContext, args: MutationDeactivateManyVouchersArgs) {
  requireCan(ctx, 'Voucher', 'update', args.customerId);
  const codes = bulkCodes(args.codes);
  await deactivateSelected(ctx, args.customerId, { codes }, async (tx, done) => {
    if (done.length < codes.length) {
      // The rest must exist (inactive already), else nothing changes at all.
      const switched = new Set(done.map((r) => r.code));
      const rest = codes.filter((c) => !switched.has(c));
      const inactive = await store.existingCodes(tx, args.customerId, rest);
      if (inactive.length !== rest.length) throw missingCodes(rest, inactive);
    }
  });
  return true;
}

export async function deleteManyVouchers(ctx: RequestContext, args: MutationDeleteManyVouchersArgs) {
  requireCan(ctx, 'Voucher', 'delete', args.customerId);
  const codes = bulkCodes(args.codes);
  await deleteSelected(ctx, args.customerId, { codes }, args.permanent ?? false, async (_tx, done) => {
    if (done.length !== codes.length) throw missingCodes(codes, done);
  });
  return true;
}

/** The batches of codes (issue 39): Voucher read on the customers, searchable by name, newest first. */
export async function listVoucherBatches(ctx: RequestContext, args: QueryVoucherBatchesArgs) {
  const scope = scopeCustomers(ctx, 'Voucher', 'read', args.customerIds);
  const window = pageWindow(args);
  const sort = args.sort?.length ? args.sort : [{ key: 'createdAt', order: 'DESC' as const }];
  const { rows, total } = await store.listBatchRows(
    ctx.db,
    scope,
    { ids: idList('ids', args.ids), search: searchTerm(args.search) },
    { ...args, sort },
    window,
  );
  return page(rows.map(toCodeBatch), total, window.offset);
}

/**
 * The live batch a batch mutation names: the grant on the customer first (FORBIDDEN naming it), then
 * the batch of that customer (NOT_FOUND on _id for another customer's batch, like a missing one).
 */
async function batchForWrite(ctx: RequestContext, customerId: string, id: string, action: 'update' | 'delete') {
  requireCan(ctx, 'Voucher', action, customerId);
  batchIdArg(id, '_id');
  const batch = await store.findBatch(ctx.db, [customerId], id);
  if (!batch) throw notFound('VoucherBatch', { field: '_id' });
  return batch;
}

/** Deactivates every active code of a batch, as deactivateManyVouchers does (issue 39); how many. */
export async function deactivateVoucherBatch(ctx: RequestContext, args: MutationDeactivateVoucherBatchArgs) {
  const batch = await batchForWrite(ctx, args.customerId, args._id, 'update');
  const done = await deactivateSelected(ctx, batch.customerId, { batchId: batch.id });
  return done.length;
}

/**
 * Deletes every code of a batch (soft, as code deletion does) and hides the batch, in one
 * transaction, as deleteManyVouchers does (issue 39); how many codes.
 */
export async function deleteVoucherBatch(ctx: RequestContext, args: MutationDeleteVoucherBatchArgs) {
  const batch = await batchForWrite(ctx, args.customerId, args._id, 'delete');
  const done = await deleteSelected(ctx, batch.customerId, { batchId: batch.id }, false, async (tx) => {
    // A concurrent delete of the batch: nothing happens twice.
    if (!(await store.markBatchDeleted(tx, batch.customerId, batch.id)))
      throw notFound('VoucherBatch', { field: '_id' });
  });
  return done.length;
}

export function customerVoucherLicense(ctx: RequestContext, customerId: string) {
  const viewer = requireViewer(ctx);
  if (!can(viewer.acl, 'Voucher', 'any', customerId)) return null;
  return voucherLicense(ctx.db, customerId);
}

/** The home page's WiFi-code figures of one customer (issue 40): Voucher read on that customer. */
export async function voucherFigures(ctx: RequestContext, customerId: string, since: string | Date) {
  requireCan(ctx, 'Voucher', 'read', customerId);
  // The DateTime scalar has checked the instant already.
  return store.voucherFigures(ctx.db, customerId, since instanceof Date ? since : new Date(since));
}
