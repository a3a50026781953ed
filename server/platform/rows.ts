// What every tenant store does the same way: a page of rows with the total, one row by id within the
// caller's customer scope, the case-insensitive name check, and the update and delete of one row by
// customer and id. Each store keeps its own WHERE and sort whitelist.
import { and, count, eq, ne, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelectQueryBuilder, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db/client';
import { builder } from './statements';
import { tenantCondition, type TenantScope } from './tenant';

/** A tenant table: customer_id and id (its primary key is the pair). */
export type TenantTable = PgTable & { customerId: AnyColumn; id: AnyColumn };

/**
 * `query`, a select from `table`, narrowed to one page in `order`. A page after the first is a
 * deferred join: its keys (customer, id) first, then its rows by key. Where an index covers the
 * order with the id, the keys of a page far down the list are read from the index alone instead of
 * every row before the page (vouchers_live_created_idx, issue 13).
 */
export function pageOf<Q extends PgSelectQueryBuilder>(
  table: TenantTable,
  query: Q,
  condition: SQL | undefined,
  order: SQL[],
  window: { offset: number | Placeholder; limit: number | Placeholder },
) {
  if (window.offset === 0)
    return query
      .where(condition)
      .orderBy(...order)
      .limit(window.limit);
  // Built apart and embedded: drizzle's query builder, whatever handle runs the page.
  const keys = builder
    .select({ customerId: table.customerId as PgColumn, id: table.id as PgColumn })
    .from(table as PgTable)
    .where(condition)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return query.where(sql`(${table.customerId}, ${table.id}) IN (${keys})`).orderBy(...order);
}

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
    pageOf(table, db.select().from(from).$dynamic(), condition, order, window),
    db.select({ total: count() }).from(from).where(condition),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}

/**
 * One page of a search and its total. Counted first (the trigram index answers the count; a request's
 * queries run one after the other on its connection anyway), and the count decides how the page is
 * read: up to `fewMatches` matches, sorted from the matches (`order(true)`: the same keys as
 * expressions no index holds, so that the planner reads the matches through the search's index and
 * sorts them); more, in `order(false)`, which may walk a sorted index until a page of matches turns
 * up. That walk tests most of the table when the matches are few and all sort late (a MAC fragment of
 * devices imported long ago; "hotel" among 10,000 customers, all after the H).
 */
export async function listSearchRows<T extends TenantTable>(
  db: Db,
  table: T,
  condition: SQL | undefined,
  order: (fromMatches: boolean) => SQL[],
  window: { offset: number; limit: number },
  fewMatches: number,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const from = table as PgTable;
  const [{ total }] = await db.select({ total: count() }).from(from).where(condition);
  if (total <= window.offset) return { rows: [], total };
  const rows = await db
    .select()
    .from(from)
    .where(condition)
    .orderBy(...order(total <= fewMatches))
    .limit(window.limit)
    .offset(window.offset);
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

/** Whether another row of the customer (not `exceptId`) has this name (case-insensitive). */
export async function nameTaken<T extends TenantTable & { name: AnyColumn }>(
  db: Db | Tx,
  table: T,
  customerId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id as PgColumn })
    .from(table as PgTable)
    .where(
      and(
        eq(table.customerId, customerId),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Updates the customer's row `id` (only while it still has `updatedAt`, when given); false: no such row. */
export async function updateRow<T extends TenantTable & { updatedAt: AnyColumn }>(
  db: Db | Tx,
  table: T,
  customerId: string,
  id: string,
  set: Partial<T['$inferInsert']>,
  updatedAt: Date | null,
): Promise<boolean> {
  const conds = [eq(table.customerId, customerId), eq(table.id, id)];
  if (updatedAt) conds.push(eq(table.updatedAt, updatedAt));
  const done = await db
    .update(table as PgTable)
    .set(set as PgUpdateSetSource<PgTable>)
    .where(and(...conds))
    .returning({ id: table.id as PgColumn });
  return done.length > 0;
}

/** Deletes the customer's row `id`; false: no such row. */
export async function deleteRow<T extends TenantTable>(
  db: Db | Tx,
  table: T,
  customerId: string,
  id: string,
): Promise<boolean> {
  const done = await db
    .delete(table as PgTable)
    .where(and(eq(table.customerId, customerId), eq(table.id, id)))
    .returning({ id: table.id as PgColumn });
  return done.length > 0;
}
