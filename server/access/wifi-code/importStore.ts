// The SQL of the WiFi-code import (import.ts, issue 39), beside store.ts: every list of codes is one
// text[] parameter and a chunk of rows one INSERT … SELECT FROM unnest (decision D270), so that
// 100,000 codes are ten statements.
import { and, isNotNull, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { anyOf } from './store';
import { vouchers } from './table';

/** One chunk of imported codes, column by column (index i of each array is one code). */
export interface ImportedColumns {
  ids: string[];
  /** The normal form (uppercase letters and digits). */
  codes: string[];
  /** The code as the file wrote it. */
  voucherCodes: string[];
  descriptions: (string | null)[];
  /** ISO instants. */
  expires: (string | null)[];
  simultaneousUse: (number | null)[];
  deviceVoucher: boolean[];
}

/** Which of the codes (normal form) the customer has live, i.e. not deleted. */
export async function liveCodesAmong(tx: Tx, customerId: string, codes: readonly string[]): Promise<string[]> {
  if (!codes.length) return [];
  const rows = await tx
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(and(eq(vouchers.customerId, customerId), anyOf(vouchers.code, codes), sql`${vouchers.deletedAt} is null`));
  return rows.map((r) => r.code);
}

/**
 * Removes for good the customer's deleted rows of these codes: a deleted code may be issued again
 * (as createVoucher does for one), and the unique index (customer_id, code) holds deleted rows too.
 */
export async function purgeDeletedCodes(tx: Tx, customerId: string, codes: readonly string[]): Promise<number> {
  if (!codes.length) return 0;
  const gone = await tx
    .delete(vouchers)
    .where(and(eq(vouchers.customerId, customerId), anyOf(vouchers.code, codes), isNotNull(vouchers.deletedAt)))
    .returning({ id: vouchers.id });
  return gone.length;
}

/** Inserts one chunk of a customer's imported codes in one statement (active, valid, unused). */
export async function insertImported(tx: Tx, customerId: string, c: ImportedColumns, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`INSERT INTO ${vouchers} (customer_id, id, code, voucher_code, active, description,
      device_voucher, expires, simultaneous_use, created_at, updated_at)
    SELECT ${customerId}::text, u.id, u.code, u.voucher_code, true, u.description, u.device_voucher,
      u.expires::timestamptz, u.simultaneous_use, ${at}::timestamptz, ${at}::timestamptz
    FROM unnest(${sql.param(c.ids)}::text[], ${sql.param(c.codes)}::text[], ${sql.param(c.voucherCodes)}::text[],
      ${sql.param(c.descriptions)}::text[], ${sql.param(c.expires)}::text[], ${sql.param(c.simultaneousUse)}::int[],
      ${sql.param(c.deviceVoucher)}::boolean[])
      AS u(id, code, voucher_code, description, expires, simultaneous_use, device_voucher)`);
}
