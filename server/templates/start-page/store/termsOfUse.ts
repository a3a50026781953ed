// Terms of use in the database: SQL only. The tenant scope is always the first argument.
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../../platform/paging';
import { tenantCondition, type TenantScope } from '../../../platform/tenant';
import { deleteRow, findRow, listRows, nameTaken as rowNameTaken, updateRow } from '../../../platform/rows';
import { hotspotLoginTemplates } from '../../login-template/table';
import { termsOfUses, type TermsOfUseRow } from '../table';

export interface TermsOfUseFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
}

const SORTABLE = {
  name: termsOfUses.name,
  description: termsOfUses.description,
  active: termsOfUses.active,
  createdAt: termsOfUses.createdAt,
  updatedAt: termsOfUses.updatedAt,
};

function where(scope: TenantScope, filter: TermsOfUseFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(termsOfUses.customerId, scope)];
  if (filter.ids) conds.push(inArray(termsOfUses.id, filter.ids));
  if (filter.active != null) conds.push(eq(termsOfUses.active, filter.active));
  if (filter.search) conds.push(ilike(termsOfUses.searchText, likePattern(filter.search.toLowerCase())));
  return and(...conds);
}

export async function listTermsOfUses(
  db: Db,
  scope: TenantScope,
  filter: TermsOfUseFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: TermsOfUseRow[]; total: number }> {
  const condition = where(scope, filter);
  return listRows(db, termsOfUses, condition, orderBy(page, SORTABLE, termsOfUses.id), window);
}

export async function findTermsOfUse(db: Db | Tx, scope: TenantScope, id: string) {
  return findRow(db, termsOfUses, scope, id);
}

/** Another terms of use of the customer with this name (case-insensitive). */
export async function nameTaken(db: Db | Tx, customerId: string, name: string, exceptId: string | null) {
  return rowNameTaken(db, termsOfUses, customerId, name, exceptId);
}

/** Names of the login templates using the terms of use, by name; `limit` + 1 to tell "more". */
export async function loginTemplatesUsing(db: Db | Tx, customerId: string, id: string, limit: number) {
  const rows = await db
    .select({ name: hotspotLoginTemplates.name })
    .from(hotspotLoginTemplates)
    .where(and(eq(hotspotLoginTemplates.customerId, customerId), eq(hotspotLoginTemplates.termsOfUseId, id)))
    .orderBy(asc(hotspotLoginTemplates.name))
    .limit(limit + 1);
  return rows.map((r) => r.name);
}

export async function insertTermsOfUse(tx: Tx, row: typeof termsOfUses.$inferInsert): Promise<void> {
  await tx.insert(termsOfUses).values(row);
}

/** Updates when the row is unchanged since `updatedAt` (when given); false when stale or gone. */
export async function updateTermsOfUse(
  tx: Tx,
  customerId: string,
  id: string,
  set: Partial<typeof termsOfUses.$inferInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(tx, termsOfUses, customerId, id, set, updatedAt);
}

export async function deleteTermsOfUse(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, termsOfUses, customerId, id);
}
