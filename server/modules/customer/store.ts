// Customers in the database: SQL only. The tenant scope (the customers the caller works for) is
// always the first argument of a tenant query.
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerPlugins, customers, users } from '../../db/schema';
import { countAll, likePattern, orderBy, type PageArgs } from '../../lib/paging';
import { tenantCondition, type TenantScope } from '../../lib/tenant';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerPluginsRow = typeof customerPlugins.$inferSelect;

export interface CustomerFilter {
  customerIds?: string[];
  ids?: string[];
  active?: boolean | null;
  /** Lowercased search term. */
  search?: string;
}

const sortable = {
  // Language-aware order (ICU root collation, on PGlite and PostgreSQL alike): "Bäckerei" before
  // "Bibliothek", "Ärztehaus" with the A's — not after "Z" as the database's C collation would.
  company: sql`${customers.company} collate "und-x-icu"`,
  customerId: customers.customerId,
  active: customers.active,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

export async function listCustomers(
  db: Db,
  scope: TenantScope,
  filter: CustomerFilter,
  args: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const conds: (SQL | undefined)[] = [tenantCondition(customers.customerId, scope)];
  if (filter.customerIds) conds.push(inArray(customers.customerId, filter.customerIds));
  if (filter.ids) conds.push(inArray(customers.id, filter.ids));
  if (filter.active != null) conds.push(eq(customers.active, filter.active));
  if (filter.search) conds.push(ilike(customers.searchText, likePattern(filter.search)));
  const where = and(...conds);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...orderBy(args, sortable, customers.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: countAll }).from(customers).where(where),
  ]);
  return { rows, total };
}

export async function findCustomer(db: Db, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.customerId, customerId));
  return row;
}

/** The first customer whose partner is `partnerId` (is it a white-label partner at all?). */
export async function findClientOf(db: Db, partnerId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.partnerCustomerId, partnerId)).limit(1);
  return row;
}

export async function findPlugins(db: Db, customerId: string): Promise<CustomerPluginsRow | undefined> {
  const [row] = await db.select().from(customerPlugins).where(eq(customerPlugins.customerId, customerId));
  return row;
}

export async function homeCustomerOf(db: Db, userId: string): Promise<string | null> {
  const [u] = await db.select({ home: users.homeCustomerId }).from(users).where(eq(users.id, userId));
  return u?.home ?? null;
}
