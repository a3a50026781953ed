// Imprints in the database: SQL only. The tenant scope is always the first argument.
import { and, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../../platform/paging';
import { tenantCondition, type TenantScope } from '../../../platform/tenant';
import { findRow, listRows, updateRow } from '../../../platform/rows';
import { imprints, templateBundles, templates, type ImprintRow } from '../table';

export interface ImprintFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
  isDefault?: boolean | null;
}

const SORTABLE = {
  description: imprints.description,
  active: imprints.active,
  default: imprints.isDefault,
  createdAt: imprints.createdAt,
  updatedAt: imprints.updatedAt,
};

function where(scope: TenantScope, filter: ImprintFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(imprints.customerId, scope)];
  if (filter.ids) conds.push(inArray(imprints.id, filter.ids));
  if (filter.active != null) conds.push(eq(imprints.active, filter.active));
  if (filter.isDefault != null) conds.push(eq(imprints.isDefault, filter.isDefault));
  if (filter.search) conds.push(ilike(imprints.searchText, likePattern(filter.search.toLowerCase())));
  return and(...conds);
}

export async function listImprints(
  db: Db,
  scope: TenantScope,
  filter: ImprintFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: ImprintRow[]; total: number }> {
  const condition = where(scope, filter);
  return listRows(db, imprints, condition, orderBy(page, SORTABLE, imprints.id), window);
}

export async function findImprint(db: Db | Tx, scope: TenantScope, id: string) {
  return findRow(db, imprints, scope, id);
}

/**
 * Whether the imprint is the customer's; the row stays share-locked to the end of the transaction,
 * so that a concurrent delete (which locks it first, then clears references) waits and clears ours.
 */
export async function lockImprint(tx: Tx, customerId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: imprints.id })
    .from(imprints)
    .where(and(eq(imprints.customerId, customerId), eq(imprints.id, id)))
    .for('share');
  return rows.length > 0;
}

/** Clears the customer's other default imprint. */
export async function clearDefaultImprint(tx: Tx, customerId: string, exceptId: string): Promise<void> {
  await tx
    .update(imprints)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(imprints.customerId, customerId), eq(imprints.isDefault, true), ne(imprints.id, exceptId)));
}

export async function insertImprint(tx: Tx, row: typeof imprints.$inferInsert): Promise<void> {
  await tx.insert(imprints).values(row);
}

export async function updateImprint(
  tx: Tx,
  customerId: string,
  id: string,
  set: Partial<typeof imprints.$inferInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(tx, imprints, customerId, id, set, updatedAt);
}

/**
 * Clears the references to the imprint, then deletes it. The imprint is locked first: writers that
 * share-locked it (lockImprint) finish before, later ones find it gone. The foreign keys
 * templates_imprint_fk and template_bundles_imprint_fk (ON DELETE SET NULL of imprint_id) would clear
 * any reference left; clearing them here first also marks those rows changed (updatedAt).
 */
export async function deleteImprint(tx: Tx, customerId: string, id: string): Promise<boolean> {
  const found = await tx
    .select({ id: imprints.id })
    .from(imprints)
    .where(and(eq(imprints.customerId, customerId), eq(imprints.id, id)))
    .for('update');
  if (!found.length) return false;
  const now = new Date();
  await tx
    .update(templates)
    .set({ imprintId: null, updatedAt: now })
    .where(and(eq(templates.customerId, customerId), eq(templates.imprintId, id)));
  await tx
    .update(templateBundles)
    .set({ imprintId: null, updatedAt: now })
    .where(and(eq(templateBundles.customerId, customerId), eq(templateBundles.imprintId, id)));
  const done = await tx
    .delete(imprints)
    .where(and(eq(imprints.customerId, customerId), eq(imprints.id, id)))
    .returning({ id: imprints.id });
  return done.length > 0;
}
