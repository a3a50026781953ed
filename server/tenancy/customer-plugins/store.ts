// Customer plugins in the database (table customer_plugins of the customer module: one row per
// customer, the blocks as jsonb). SQL only; the tenant scope is always the first argument.
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { customerPlugins, customers, type PluginBlocks } from '../customer/table';
import { orderBy, likePattern, type PageArgs } from '../../platform/paging';
import { deleteRow, findRow, listRows, updateRow } from '../../platform/rows';
import { tenantCondition, type TenantScope } from '../../platform/tenant';

export type CustomerPluginsRow = typeof customerPlugins.$inferSelect;

export interface PluginsFilter {
  ids?: string[];
  /** Lowercased search term: customer number or company. */
  search?: string;
  /** Only records with this block (a block key such as `reos`). */
  block?: string;
  /** With `block`: that block's active flag; without: any block with this flag. */
  active?: boolean | null;
}

const sortable = {
  customerId: customerPlugins.customerId,
  createdAt: customerPlugins.createdAt,
  updatedAt: customerPlugins.updatedAt,
};

function activeOf(block: string): SQL {
  return sql`coalesce((${customerPlugins.plugins} -> ${block} ->> 'active')::boolean, false)`;
}

export async function listPlugins(
  db: Db,
  scope: TenantScope,
  filter: PluginsFilter,
  args: PageArgs,
  window: { offset: number; limit: number },
) {
  const conds: (SQL | undefined)[] = [tenantCondition(customerPlugins.customerId, scope)];
  if (filter.ids) conds.push(inArray(customerPlugins.id, filter.ids));
  if (filter.block) {
    conds.push(sql`jsonb_typeof(${customerPlugins.plugins} -> ${filter.block}) = 'object'`);
    if (filter.active != null) conds.push(sql`${activeOf(filter.block)} = ${filter.active}`);
  } else if (filter.active != null) {
    conds.push(sql`exists (select 1 from jsonb_each(${customerPlugins.plugins}) b
      where jsonb_typeof(b.value) = 'object' and coalesce((b.value ->> 'active')::boolean, false) = ${filter.active})`);
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conds.push(
      or(
        ilike(customerPlugins.customerId, pattern),
        sql`exists (select 1 from ${customers} c where c.customer_id = ${customerPlugins.customerId}
          and lower(c.company) like ${pattern})`,
      ),
    );
  }
  return listRows(db, customerPlugins, and(...conds), orderBy(args, sortable, customerPlugins.id), window);
}

export const findPlugins = (db: Db | Tx, scope: TenantScope, id: string) => findRow(db, customerPlugins, scope, id);

export async function findByCustomer(db: Db | Tx, customerId: string): Promise<CustomerPluginsRow | undefined> {
  const [row] = await db.select().from(customerPlugins).where(eq(customerPlugins.customerId, customerId));
  return row;
}

/** Inserts the customer's record; false when the customer has one already (one record per customer). */
export async function insertPlugins(
  db: Db | Tx,
  row: { customerId: string; id: string; plugins: PluginBlocks },
): Promise<boolean> {
  const done = await db.insert(customerPlugins).values(row).onConflictDoNothing().returning({ id: customerPlugins.id });
  return done.length > 0;
}

export const updatePlugins = (
  db: Db | Tx,
  customerId: string,
  id: string,
  plugins: PluginBlocks,
  updatedAt: Date | null,
) => updateRow(db, customerPlugins, customerId, id, { plugins, updatedAt: new Date() }, updatedAt);

export const deletePlugins = (db: Db | Tx, customerId: string, id: string) =>
  deleteRow(db, customerPlugins, customerId, id);

/** Locks the customer's record for the rest of the transaction (read-modify-write of the blocks). */
export async function lockPlugins(tx: Tx, customerId: string, id: string): Promise<CustomerPluginsRow | undefined> {
  const [row] = await tx
    .select()
    .from(customerPlugins)
    .where(and(eq(customerPlugins.customerId, customerId), eq(customerPlugins.id, id)))
    .for('update');
  return row;
}
