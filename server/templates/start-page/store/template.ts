// Templates in the database: SQL only. The tenant scope is always the first argument.
import { and, asc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../../platform/paging';
import { tenantCondition, type TenantScope } from '../../../platform/tenant';
import { deleteRow, findRow, listRows, updateRow } from '../../../platform/rows';
import { templateBundles, templateBundleTemplates, templates, type TemplateRow } from '../table';

export interface TemplateFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
  isDefault?: boolean | null;
  slot?: string | null;
}

export const TEMPLATE_SORTABLE = {
  description: templates.description,
  active: templates.active,
  default: templates.isDefault,
  slot: templates.slot,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
};

export function templateWhere(scope: TenantScope, filter: TemplateFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(templates.customerId, scope)];
  if (filter.ids) conds.push(inArray(templates.id, filter.ids));
  if (filter.active != null) conds.push(eq(templates.active, filter.active));
  if (filter.isDefault != null) conds.push(eq(templates.isDefault, filter.isDefault));
  if (filter.slot) conds.push(eq(templates.slot, filter.slot));
  if (filter.search) conds.push(ilike(templates.searchText, likePattern(filter.search.toLowerCase())));
  return and(...conds);
}

export async function listTemplates(
  db: Db,
  scope: TenantScope,
  filter: TemplateFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: TemplateRow[]; total: number }> {
  const condition = templateWhere(scope, filter);
  return listRows(db, templates, condition, orderBy(page, TEMPLATE_SORTABLE, templates.id), window);
}

export async function findTemplate(db: Db | Tx, scope: TenantScope, id: string) {
  return findRow(db, templates, scope, id);
}

/** The bundle ids holding each of the templates (one query for a page of templates). */
export async function bundleIdsOf(db: Db | Tx, customerIds: string[], templateIds: string[]) {
  const out = new Map<string, string[]>();
  if (!templateIds.length) return out;
  const rows = await db
    .select({ templateId: templateBundleTemplates.templateId, bundleId: templateBundleTemplates.bundleId })
    .from(templateBundleTemplates)
    .where(
      and(
        inArray(templateBundleTemplates.customerId, [...new Set(customerIds)]),
        inArray(templateBundleTemplates.templateId, templateIds),
      ),
    )
    .orderBy(asc(templateBundleTemplates.bundleId));
  for (const r of rows) out.set(r.templateId, [...(out.get(r.templateId) ?? []), r.bundleId]);
  return out;
}

/** The bundles holding the template: id and description, by description. */
export async function bundlesHolding(db: Db | Tx, customerId: string, templateId: string) {
  return db
    .select({ id: templateBundles.id, description: templateBundles.description })
    .from(templateBundleTemplates)
    .innerJoin(
      templateBundles,
      and(
        eq(templateBundles.customerId, templateBundleTemplates.customerId),
        eq(templateBundles.id, templateBundleTemplates.bundleId),
      ),
    )
    .where(and(eq(templateBundleTemplates.customerId, customerId), eq(templateBundleTemplates.templateId, templateId)))
    .orderBy(asc(templateBundles.description), asc(templateBundles.id))
    .limit(11);
}

/** Whether a bundle holding the template already holds another template of `slot`. */
export async function slotClash(tx: Tx, customerId: string, templateId: string, slot: string): Promise<boolean> {
  const mine = templateBundleTemplates;
  const other = alias(templateBundleTemplates, 'other');
  const rows = await tx
    .select({ bundleId: other.bundleId })
    .from(mine)
    .innerJoin(other, and(eq(other.customerId, mine.customerId), eq(other.bundleId, mine.bundleId)))
    .where(
      and(
        eq(mine.customerId, customerId),
        eq(mine.templateId, templateId),
        ne(other.templateId, templateId),
        eq(other.slot, slot),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Keeps the join rows' slot in step with the template's. */
export async function setJoinSlot(tx: Tx, customerId: string, templateId: string, slot: string): Promise<void> {
  await tx
    .update(templateBundleTemplates)
    .set({ slot })
    .where(and(eq(templateBundleTemplates.customerId, customerId), eq(templateBundleTemplates.templateId, templateId)));
}

/** The customer's templates among the ids, share-locked to the end of the transaction. */
export async function lockTemplates(tx: Tx, customerId: string, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: templates.id, slot: templates.slot })
    .from(templates)
    .where(and(eq(templates.customerId, customerId), inArray(templates.id, ids)))
    .for('share');
}

/** Clears the customer's other default template of the slot. */
export async function clearDefaultTemplate(tx: Tx, customerId: string, slot: string, exceptId: string) {
  await tx
    .update(templates)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(templates.customerId, customerId),
        eq(templates.slot, slot),
        eq(templates.isDefault, true),
        ne(templates.id, exceptId),
      ),
    );
}

export async function insertTemplate(tx: Tx, row: typeof templates.$inferInsert): Promise<void> {
  await tx.insert(templates).values(row);
}

export async function updateTemplate(
  tx: Tx,
  customerId: string,
  id: string,
  set: Partial<typeof templates.$inferInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(tx, templates, customerId, id, set, updatedAt);
}

export async function deleteTemplate(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, templates, customerId, id);
}
