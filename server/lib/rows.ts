// The two reads every tenant store makes the same way: a page of rows with the total, and one row by
// id within the caller's customer scope. Each store keeps its own WHERE and sort whitelist.
import { and, count, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { tenantCondition, type TenantScope } from './tenant';

/** A tenant table: customer_id and id (its primary key is the pair). */
export type TenantTable = PgTable & { customerId: AnyColumn; id: AnyColumn };

/** One page of rows and the total under the same condition (two queries, run together). */
export async function listRows<T extends TenantTable>(
  db: Db,
  table: T,
  condition: SQL | undefined,
  order: SQL[],
  window: { offset: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const from = table as PgTable;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(condition)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(from).where(condition),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}

/** The row with this id among the scope's customers (undefined: missing or another customer's). */
export async function findRow<T extends TenantTable>(
  db: Db | Tx,
  table: T,
  scope: TenantScope,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(tenantCondition(table.customerId, scope), eq(table.id, id)));
  return row as T['$inferSelect'] | undefined;
}
