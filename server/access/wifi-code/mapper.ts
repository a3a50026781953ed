// A stored WiFi code → the GraphQL Voucher.
import type { CodeBatch, Voucher } from '../../graphql/generated/resolvers';
import { instantIso, instantMs, type WithInstants } from '../../platform/instants';
import type { VoucherBatchRow, VoucherRow } from './table';

/** A Voucher without the fields its own resolvers answer (codegen mapper, codegen.ts). */
export type VoucherModel = Omit<Voucher, 'hotspotAccounts' | 'license' | 'onlineAccounts'>;

/**
 * A stored code as the mapper takes it: a row as drizzle reads it, or with its points in time as
 * their canonical text (the list's page, server/platform/instants.ts).
 */
export type StoredVoucher = WithInstants<VoucherRow>;

/** A column of a stored code, by its key in the row. */
export type VoucherColumn = keyof VoucherRow;

/** A field the mapper answers. */
export type VoucherField = Exclude<keyof VoucherModel, '__typename'>;

/**
 * Each field of the Voucher: the columns it reads and its value. A field added to the schema fails
 * the type check here until it is given both (a page reads only the columns of its fields).
 */
const FIELDS: {
  [K in VoucherField]-?: readonly [columns: readonly VoucherColumn[], value: (v: StoredVoucher) => VoucherModel[K]];
} = {
  _id: [['id'], (v) => v.id],
  active: [['active'], (v) => v.active],
  code: [['code'], (v) => v.code],
  voucherCode: [['voucherCode'], (v) => v.voucherCode],
  connectedDevices: [['connectedDevices'], (v) => v.connectedDevices],
  customerId: [['customerId'], (v) => v.customerId],
  description: [['description'], (v) => v.description],
  deviceVoucher: [['deviceVoucher'], (v) => v.deviceVoucher],
  expires: [['expires'], (v) => (v.expires == null ? null : instantIso(v.expires))],
  loginTemplateId: [['loginTemplateId'], (v) => v.loginTemplateId],
  simultaneousUse: [['simultaneousUse'], (v) => v.simultaneousUse],
  used: [['used'], (v) => v.used],
  dynamicExpires: [['dynamicExpires'], (v) => v.dynamicExpires],
  firstLoginAt: [['firstLoginAt'], (v) => (v.firstLoginAt == null ? null : instantIso(v.firstLoginAt))],
  // Valid means usable now: an expired code is not valid, whatever its flag says.
  valid: [['valid', 'expires'], (v) => v.valid && !(v.expires != null && instantMs(v.expires) < Date.now())],
  createdAt: [['createdAt'], (v) => instantIso(v.createdAt)],
  updatedAt: [['updatedAt'], (v) => instantIso(v.updatedAt)],
  batchId: [['batchId'], (v) => v.batchId],
};

const ALL_FIELDS = Object.keys(FIELDS) as VoucherField[];

/**
 * The Voucher of a stored code: every field, or only `fields` (of a row read with only their
 * columns, voucherSelection).
 */
export function toVoucher(v: StoredVoucher, fields: readonly VoucherField[] = ALL_FIELDS): VoucherModel {
  const out: Partial<Record<VoucherField, unknown>> = {};
  for (const field of fields) out[field] = FIELDS[field][1](v);
  return out as VoucherModel;
}

/**
 * The fields among `asked` (the GraphQL selection of a page's codes) that the mapper answers, and the
 * columns they read: always with the id and the customer, which the Voucher's own resolvers (online
 * accounts, hotspot accounts, licence) read from the model.
 */
export function voucherSelection(asked: Iterable<string>): { fields: VoucherField[]; columns: VoucherColumn[] } {
  const fields = new Set<VoucherField>(['_id', 'customerId']);
  const columns = new Set<VoucherColumn>(['id', 'customerId']);
  for (const name of asked) {
    if (!Object.hasOwn(FIELDS, name)) continue;
    fields.add(name as VoucherField);
    for (const column of FIELDS[name as VoucherField][0]) columns.add(column);
  }
  return { fields: [...fields], columns: [...columns].sort() };
}

/** A batch of codes (issue 39) as the API answers it. */
export type CodeBatchModel = CodeBatch;

/** A batch row with its counts and its login template's name (store.ts `listBatchRows`). */
export type StoredBatch = VoucherBatchRow & { live: number; active: number; loginTemplateName: string | null };

export const toCodeBatch = (b: StoredBatch): CodeBatchModel => ({
  _id: b.id,
  customerId: b.customerId,
  name: b.name,
  createdBy: b.createdBy,
  createdByName: b.createdByName,
  createdAt: b.createdAt.toISOString(),
  amount: b.amount,
  live: b.live,
  active: b.active,
  loginTemplateId: b.loginTemplateId,
  loginTemplateName: b.loginTemplateName,
  expires: b.expires ? b.expires.toISOString() : null,
  dynamicExpires: b.dynamicExpires,
});
