// WiFi codes (vouchers): list, create one or a batch under the customer's licence, update, delete,
// and the bulk mutations (one request, one transaction, all or nothing) of seed 001 §4, §7.
import { randomInt } from 'node:crypto';
import { and, eq, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers, voucherCounters, vouchers } from '../../db/schema';
import { newObjectId } from '../../ids';
import type { GraphQLContext } from '../context';
import { badInput, fail, forbidden, notFound, notImplemented } from '../errors';
import { requireCan, requireViewer, scopeCustomers } from '../guard';
import { noteWrites } from '../../lib/statistics';
import { countAll, idList, likePattern, orderBy, page, pageWindow, searchTerm } from '../../lib/paging';
import type {
  CreateVoucherInput,
  CustomerVouchersArgs,
  MutationCreateVoucherArgs,
  MutationCreateVoucherBatchArgs,
  MutationDeactivateManyVouchersArgs,
  MutationDeleteManyVouchersArgs,
  MutationDeleteVoucherArgs,
  MutationUpdateVoucherArgs,
  QueryVouchersArgs,
  UpdateVoucherInput,
} from '../generated/resolvers';
import { pluginsOf, stateCount, voucherLicense, voucherLicenseFrom } from '../licences';
import { can, customerScope } from '../../../src/domain/acl';
import {
  MAX_BATCH_AMOUNT,
  VOUCHER_RULES,
  generateCodes,
  normalizeCode,
  voucherCode,
} from '../../../src/domain/voucherCode';
import { arrayMaxSize, required, validate, type Validator } from '../../../src/domain/validation';

type VoucherRow = typeof vouchers.$inferSelect;

/** Most codes one bulk request may name. */
export const MAX_BULK_CODES = MAX_BATCH_AMOUNT;
const INSERT_CHUNK = 1000;
/** Searches shorter than this match the start of the code only. */
const SHORT_SEARCH = 3;

export const voucherToGraphQL = (v: VoucherRow) => ({
  _id: v.id,
  active: v.active,
  code: v.code,
  voucherCode: v.voucherCode,
  connectedDevices: v.connectedDevices,
  customerId: v.customerId,
  description: v.description,
  deviceVoucher: v.deviceVoucher,
  expires: v.expires,
  loginTemplateId: v.loginTemplateId,
  simultaneousUse: v.simultaneousUse,
  used: v.used,
  // Valid means usable now: an expired code is not valid, whatever its flag says.
  valid: v.valid && !(v.expires && v.expires.getTime() < Date.now()),
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
});

const sortable = {
  code: vouchers.code,
  voucherCode: vouchers.voucherCode,
  description: vouchers.description,
  active: vouchers.active,
  valid: vouchers.valid,
  used: vouchers.used,
  simultaneousUse: vouchers.simultaneousUse,
  deviceVoucher: vouchers.deviceVoucher,
  expires: vouchers.expires,
  createdAt: vouchers.createdAt,
  updatedAt: vouchers.updatedAt,
};

function check(field: string, value: unknown, validators: readonly Validator[]) {
  const invalid = validate(value, validators);
  if (invalid) throw badInput(field, invalid);
}

export async function listVouchers(ctx: GraphQLContext, args: QueryVouchersArgs) {
  const scope = scopeCustomers(ctx, 'Voucher', 'read', args.customerIds);
  const { offset, limit } = pageWindow(args);
  const conds: SQL[] = [isNull(vouchers.deletedAt)];
  if (scope !== '*') conds.push(inArray(vouchers.customerId, scope.length ? scope : ['']));
  const ids = idList('ids', args.ids);
  const codes = idList('codes', args.codes);
  if (ids) conds.push(inArray(vouchers.id, ids));
  if (codes) conds.push(inArray(vouchers.code, codes.map(normalizeCode)));
  if (args.active != null) conds.push(eq(vouchers.active, args.active));
  // The same notion of valid as the answer's: the flag, and the expiry not passed.
  const unexpired = or(isNull(vouchers.expires), sql`${vouchers.expires} >= now()`)!;
  if (args.valid === true) conds.push(eq(vouchers.valid, true), unexpired);
  if (args.valid === false) conds.push(or(eq(vouchers.valid, false), sql`${vouchers.expires} < now()`)!);
  const q = searchTerm(args.search);
  if (q) {
    const code = normalizeCode(q);
    if (q.length < SHORT_SEARCH) {
      // One or two characters: codes starting with them (a range of the C-collated code index);
      // a "contains" search that short would scan every code of the customer.
      conds.push(code ? like(vouchers.code, `${code}%`) : sql`false`);
    } else {
      const d = ilike(sql`lower(${vouchers.description})`, likePattern(q.toLowerCase()));
      conds.push(code ? or(like(sql`lower(${vouchers.code})`, likePattern(code.toLowerCase())), d)! : d);
    }
  }
  const where = and(...conds);
  // The list of one customer, unfiltered or filtered by state only, takes its total from the
  // counters the triggers keep (count(*) over a million rows would cost more than the whole page).
  const countable = scope !== '*' && scope.length === 1 && !ids && !codes && !q;
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(vouchers)
      .where(where)
      .orderBy(...orderBy(args, sortable, vouchers.id))
      .limit(limit)
      .offset(offset),
    countable
      ? countByState(ctx.db, (scope as string[])[0], args.active, args.valid)
      : ctx.db
          .select({ total: countAll })
          .from(vouchers)
          .where(where)
          .then((r) => r[0].total),
  ]);
  return page(rows.map(voucherToGraphQL), total, offset);
}

/**
 * The total of a customer's list filtered by state, from the counters: they know the valid flag,
 * and the codes whose expiry has passed move from valid to not valid — counted over the expiry
 * index, which holds few such codes next to a million live ones.
 */
async function countByState(db: Db, customerId: string, active?: boolean | null, valid?: boolean | null) {
  if (valid == null) return stateCount(db, customerId, active, null);
  const conds = [
    eq(vouchers.customerId, customerId),
    isNull(vouchers.deletedAt),
    eq(vouchers.valid, true),
    sql`${vouchers.expires} < now()`,
  ];
  if (active != null) conds.push(eq(vouchers.active, active));
  const [[{ expired }], flagged] = await Promise.all([
    db
      .select({ expired: countAll })
      .from(vouchers)
      .where(and(...conds)),
    stateCount(db, customerId, active, valid),
  ]);
  return valid ? flagged - expired : flagged + expired;
}

async function requireCustomer(db: Db | Tx, customerId: string) {
  const [c] = await db.select({ id: customers.customerId }).from(customers).where(eq(customers.customerId, customerId));
  if (!c) throw notFound('Customer', { field: 'customerId' });
}

/** Locks the customer's counter row: creations and deletions of one customer run one at a time. */
async function lockCounter(tx: Tx, customerId: string): Promise<number> {
  await tx.insert(voucherCounters).values({ customerId, live: 0 }).onConflictDoNothing();
  const [row] = await tx.select().from(voucherCounters).where(eq(voucherCounters.customerId, customerId)).for('update');
  return row.live;
}

function checkCommon(input: Omit<UpdateVoucherInput, '_id'>) {
  check('description', input.description, VOUCHER_RULES.description);
  check('expires', input.expires, VOUCHER_RULES.expires);
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
});

async function ensureLicence(tx: Tx, customerId: string, live: number, wanted: number) {
  const licence = voucherLicenseFrom(customerId, await pluginsOf(tx, customerId), live);
  if (licence.allowed !== -1 && licence.left < wanted) {
    throw fail('LICENCE_EXCEEDED', `Only ${licence.left} WiFi codes can still be created`, {
      field: 'amount',
      args: { left: licence.left, allowed: licence.allowed },
    });
  }
}

/** Codes not yet used by the customer, generated without ambiguous characters. */
async function freshCodes(tx: Tx, customerId: string, amount: number): Promise<string[]> {
  const taken = new Set<string>();
  let codes = generateCodes(amount, randomInt, taken);
  for (;;) {
    const clash = await tx
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(and(eq(vouchers.customerId, customerId), inArray(vouchers.code, codes)));
    if (!clash.length) return codes;
    clash.forEach((c) => taken.add(c.code));
    const keep = codes.filter((c) => !taken.has(c));
    keep.forEach((c) => taken.add(c));
    codes = keep.concat(generateCodes(amount - keep.length, randomInt, taken));
  }
}

async function findOwnVoucher(ctx: GraphQLContext, id: string, action: 'update' | 'delete'): Promise<VoucherRow> {
  const viewer = requireViewer(ctx);
  const scope = customerScope(viewer.acl, 'Voucher', 'read');
  const conds = [eq(vouchers.id, id), isNull(vouchers.deletedAt)];
  if (scope !== '*') conds.push(inArray(vouchers.customerId, scope.length ? scope : ['']));
  const [row] = await ctx.db
    .select()
    .from(vouchers)
    .where(and(...conds));
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

export const voucherResolvers = {
  Query: {
    vouchers: (_: unknown, args: QueryVouchersArgs, ctx: GraphQLContext) => listVouchers(ctx, args),
  },
  Customer: {
    vouchers: (c: { customerId: string }, args: CustomerVouchersArgs, ctx: GraphQLContext) =>
      listVouchers(ctx, { ...args, customerIds: [c.customerId], ids: null, codes: null }),
  },
  Voucher: {
    // Hotspot accounts arrive with the accounting issue; until then the count is not invented.
    onlineAccounts: (_v: unknown, _a: unknown, ctx: GraphQLContext) => {
      requireViewer(ctx);
      throw notImplemented('Voucher.onlineAccounts');
    },
    license: (v: { customerId: string }, _: unknown, ctx: GraphQLContext) => voucherLicense(ctx.db, v.customerId),
  },
  Mutation: {
    createVoucher: async (_: unknown, { data }: MutationCreateVoucherArgs, ctx: GraphQLContext) => {
      requireCan(ctx, 'Voucher', 'create', data.customerId);
      checkCommon(data);
      const own = data.code?.trim();
      if (own) check('code', own, [voucherCode]);
      await requireCustomer(ctx.db, data.customerId);
      const row = await ctx.db.transaction(async (tx) => {
        const live = await lockCounter(tx, data.customerId);
        await ensureLicence(tx, data.customerId, live, 1);
        let code: string;
        if (own) {
          code = normalizeCode(own);
          const [dup] = await tx
            .select({ id: vouchers.id, deletedAt: vouchers.deletedAt })
            .from(vouchers)
            .where(and(eq(vouchers.customerId, data.customerId), eq(vouchers.code, code)));
          if (dup && !dup.deletedAt)
            throw fail('CONFLICT', 'This code already exists', { field: 'code', reason: 'DUPLICATE' });
          // A deleted code may be issued again: the old row goes for good.
          if (dup)
            await tx.delete(vouchers).where(and(eq(vouchers.customerId, data.customerId), eq(vouchers.id, dup.id)));
        } else {
          [code] = await freshCodes(tx, data.customerId, 1);
        }
        const [inserted] = await tx
          .insert(vouchers)
          .values({ ...commonValues(data), id: newObjectId(), code, voucherCode: own || code })
          .returning();
        return inserted;
      });
      noteWrites(ctx.db, 'vouchers', 1);
      return voucherToGraphQL(row);
    },

    createVoucherBatch: async (_: unknown, { data }: MutationCreateVoucherBatchArgs, ctx: GraphQLContext) => {
      requireCan(ctx, 'Voucher', 'create', data.customerId);
      check('amount', data.amount, VOUCHER_RULES.amount);
      checkCommon(data);
      await requireCustomer(ctx.db, data.customerId);
      const codes = await ctx.db.transaction(async (tx) => {
        const live = await lockCounter(tx, data.customerId);
        await ensureLicence(tx, data.customerId, live, data.amount);
        const fresh = await freshCodes(tx, data.customerId, data.amount);
        const common = commonValues(data);
        for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
          await tx
            .insert(vouchers)
            .values(
              fresh
                .slice(i, i + INSERT_CHUNK)
                .map((code) => ({ ...common, id: newObjectId(), code, voucherCode: code })),
            );
        }
        return fresh;
      });
      noteWrites(ctx.db, 'vouchers', codes.length);
      return { amount: codes.length, codes, license: await voucherLicense(ctx.db, data.customerId) };
    },

    updateVoucher: async (_: unknown, { data }: MutationUpdateVoucherArgs, ctx: GraphQLContext) => {
      const row = await findOwnVoucher(ctx, data._id, 'update');
      checkCommon(data);
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
      if (data.used !== undefined && data.used !== null) set.used = data.used;
      const conds = [eq(vouchers.customerId, row.customerId), eq(vouchers.id, row.id), isNull(vouchers.deletedAt)];
      if (data.updatedAt) conds.push(eq(vouchers.updatedAt, new Date(data.updatedAt)));
      // Deactivation is permanent even against a concurrent bulk deactivation.
      if (data.active === true) conds.push(eq(vouchers.active, true));
      const changed = await ctx.db
        .update(vouchers)
        .set(set)
        .where(and(...conds))
        .returning({ id: vouchers.id });
      if (!changed.length) {
        throw fail('CONFLICT', 'The WiFi code was changed meanwhile', { field: 'updatedAt', reason: 'STALE' });
      }
      return true;
    },

    deleteVoucher: async (_: unknown, args: MutationDeleteVoucherArgs, ctx: GraphQLContext) => {
      const row = await findOwnVoucher(ctx, args._id, 'delete');
      await ctx.db.transaction(async (tx) => {
        await lockCounter(tx, row.customerId);
        const where = and(eq(vouchers.customerId, row.customerId), eq(vouchers.id, row.id), isNull(vouchers.deletedAt));
        const gone = args.permanent
          ? await tx.delete(vouchers).where(where).returning({ id: vouchers.id })
          : await tx.update(vouchers).set({ deletedAt: new Date() }).where(where).returning({ id: vouchers.id });
        if (!gone.length) throw notFound('Voucher', { field: '_id' });
      });
      return true;
    },

    deactivateManyVouchers: async (_: unknown, args: MutationDeactivateManyVouchersArgs, ctx: GraphQLContext) => {
      requireCan(ctx, 'Voucher', 'update', args.customerId);
      const codes = bulkCodes(args.codes);
      const changed = await ctx.db.transaction(async (tx) => {
        const named = and(
          eq(vouchers.customerId, args.customerId),
          inArray(vouchers.code, codes),
          isNull(vouchers.deletedAt),
        );
        const found = await tx.select({ code: vouchers.code }).from(vouchers).where(named);
        if (found.length !== codes.length) throw missingCodes(codes, found);
        // Deactivation is permanent: codes that were already inactive stay as they were (their
        // updatedAt included), so only the ones switched off now count as changed.
        return tx
          .update(vouchers)
          .set({ active: false, updatedAt: new Date() })
          .where(and(named, eq(vouchers.active, true)))
          .returning({ code: vouchers.code });
      });
      noteWrites(ctx.db, 'vouchers', changed.length);
      return true;
    },

    deleteManyVouchers: async (_: unknown, args: MutationDeleteManyVouchersArgs, ctx: GraphQLContext) => {
      requireCan(ctx, 'Voucher', 'delete', args.customerId);
      const codes = bulkCodes(args.codes);
      await ctx.db.transaction(async (tx) => {
        await lockCounter(tx, args.customerId);
        const where = and(
          eq(vouchers.customerId, args.customerId),
          inArray(vouchers.code, codes),
          isNull(vouchers.deletedAt),
        );
        const done = args.permanent
          ? await tx.delete(vouchers).where(where).returning({ code: vouchers.code })
          : await tx.update(vouchers).set({ deletedAt: new Date() }).where(where).returning({ code: vouchers.code });
        if (done.length !== codes.length) throw missingCodes(codes, done);
      });
      noteWrites(ctx.db, 'vouchers', codes.length);
      return true;
    },
  },
};
