// Account templates in the database: SQL only. The tenant scope is always the first argument.
import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { deleteRow, findRow, listRows, nameTaken as rowNameTaken, updateRow } from '../../platform/rows';
import { hotspotAccountTemplates, type HotspotAccountTemplateRow } from './table';

export interface AccountTemplateFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
}

const t = hotspotAccountTemplates;

const SORTABLE = { name: t.name, active: t.active, createdAt: t.createdAt, updatedAt: t.updatedAt };

function where(scope: TenantScope, filter: AccountTemplateFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(t.customerId, scope)];
  if (filter.ids) conds.push(inArray(t.id, filter.ids));
  if (filter.active != null) conds.push(eq(t.active, filter.active));
  if (filter.search) conds.push(ilike(t.searchText, likePattern(filter.search.toLowerCase())));
  return and(...conds);
}

export async function listAccountTemplates(
  db: Db,
  scope: TenantScope,
  filter: AccountTemplateFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: HotspotAccountTemplateRow[]; total: number }> {
  const condition = where(scope, filter);
  return listRows(db, t, condition, orderBy(page, SORTABLE, t.id), window);
}

export async function findAccountTemplate(
  db: Db | Tx,
  scope: TenantScope,
  id: string,
): Promise<HotspotAccountTemplateRow | undefined> {
  return findRow(db, t, scope, id);
}

/** Whether the customer has any account template at all. */
export async function hasAccountTemplates(db: Db | Tx, scope: TenantScope): Promise<boolean> {
  const rows = await db.select({ id: t.id }).from(t).where(tenantCondition(t.customerId, scope)).limit(1);
  return rows.length > 0;
}

/** Whether another template of the customer has this name (case-insensitive). */
export async function nameTaken(db: Db | Tx, customerId: string, name: string, exceptId: string | null) {
  return rowNameTaken(db, t, customerId, name, exceptId);
}

export async function insertAccountTemplate(db: Db | Tx, row: typeof t.$inferInsert): Promise<void> {
  await db.insert(t).values(row);
}

/** Updates when the row is unchanged since `updatedAt` (when given); false when stale or gone. */
export async function updateAccountTemplate(
  db: Db | Tx,
  customerId: string,
  id: string,
  set: Partial<typeof t.$inferInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(db, t, customerId, id, set, updatedAt);
}

export async function deleteAccountTemplate(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, t, customerId, id);
}
