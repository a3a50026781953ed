// Template bundles and their join rows in the database: SQL only. The tenant scope comes first.
import { and, asc, count, eq, exists, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../../platform/paging';
import { tenantCondition, type TenantScope } from '../../../platform/tenant';
import { deleteRow, findRow, listRows, updateRow } from '../../../platform/rows';
import {
  templateBundles,
  templateBundleTemplates,
  templates,
  type TemplateBundleRow,
  type TemplateRow,
} from '../table';
import { TEMPLATE_SORTABLE } from './template';

export interface BundleFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
  isDefault?: boolean | null;
  /** Bundles holding any of these templates. */
  templates?: string[];
}

const SORTABLE = {
  description: templateBundles.description,
  active: templateBundles.active,
  default: templateBundles.isDefault,
  createdAt: templateBundles.createdAt,
  updatedAt: templateBundles.updatedAt,
};

function where(db: Db, scope: TenantScope, filter: BundleFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(templateBundles.customerId, scope)];
  if (filter.ids) conds.push(inArray(templateBundles.id, filter.ids));
  if (filter.active != null) conds.push(eq(templateBundles.active, filter.active));
  if (filter.isDefault != null) conds.push(eq(templateBundles.isDefault, filter.isDefault));
  if (filter.search) conds.push(ilike(templateBundles.searchText, likePattern(filter.search.toLowerCase())));
  if (filter.templates) {
    conds.push(
      exists(
        db
          .select({ one: templateBundleTemplates.bundleId })
          .from(templateBundleTemplates)
          .where(
            and(
              eq(templateBundleTemplates.customerId, templateBundles.customerId),
              eq(templateBundleTemplates.bundleId, templateBundles.id),
              inArray(templateBundleTemplates.templateId, filter.templates),
            ),
          ),
      ),
    );
  }
  return and(...conds);
}

export async function listBundles(
  db: Db,
  scope: TenantScope,
  filter: BundleFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: TemplateBundleRow[]; total: number }> {
  const condition = where(db, scope, filter);
  return listRows(db, templateBundles, condition, orderBy(page, SORTABLE, templateBundles.id), window);
}

export async function findBundle(db: Db | Tx, scope: TenantScope, id: string) {
  return findRow(db, templateBundles, scope, id);
}

/** The template ids of each bundle, in position order (one query for a page of bundles). */
export async function templateIdsOf(db: Db | Tx, customerIds: string[], bundleIds: string[]) {
  const out = new Map<string, string[]>();
  if (!bundleIds.length) return out;
  const rows = await db
    .select({ bundleId: templateBundleTemplates.bundleId, templateId: templateBundleTemplates.templateId })
    .from(templateBundleTemplates)
    .where(
      and(
        inArray(templateBundleTemplates.customerId, [...new Set(customerIds)]),
        inArray(templateBundleTemplates.bundleId, bundleIds),
      ),
    )
    .orderBy(asc(templateBundleTemplates.position), asc(templateBundleTemplates.templateId));
  for (const r of rows) out.set(r.bundleId, [...(out.get(r.bundleId) ?? []), r.templateId]);
  return out;
}

/** The templates of a bundle, paged: by position unless sorted otherwise; `slot` filters. */
export async function boundTemplates(
  db: Db,
  customerId: string,
  bundleId: string,
  slot: string | null | undefined,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: TemplateRow[]; total: number }> {
  const condition = and(
    eq(templateBundleTemplates.customerId, customerId),
    eq(templateBundleTemplates.bundleId, bundleId),
    slot ? eq(templateBundleTemplates.slot, slot) : undefined,
  );
  const join = and(
    eq(templates.customerId, templateBundleTemplates.customerId),
    eq(templates.id, templateBundleTemplates.templateId),
  );
  const order = page.sort?.length
    ? orderBy(page, TEMPLATE_SORTABLE, templates.id)
    : [asc(templateBundleTemplates.position), asc(templates.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ template: templates })
      .from(templateBundleTemplates)
      .innerJoin(templates, join)
      .where(condition)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(templateBundleTemplates).where(condition),
  ]);
  return { rows: rows.map((r) => r.template), total };
}

/** Clears the customer's other default bundle. */
export async function clearDefaultBundle(tx: Tx, customerId: string, exceptId: string): Promise<void> {
  await tx
    .update(templateBundles)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(templateBundles.customerId, customerId),
        eq(templateBundles.isDefault, true),
        ne(templateBundles.id, exceptId),
      ),
    );
}

export async function insertBundle(tx: Tx, row: typeof templateBundles.$inferInsert): Promise<void> {
  await tx.insert(templateBundles).values(row);
}

export async function updateBundle(
  tx: Tx,
  customerId: string,
  id: string,
  set: Partial<typeof templateBundles.$inferInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(tx, templateBundles, customerId, id, set, updatedAt);
}

/** Replaces the bundle's templates by the list (slot and position in the given order). */
export async function replaceBundleTemplates(
  tx: Tx,
  customerId: string,
  bundleId: string,
  list: { templateId: string; slot: string }[],
): Promise<void> {
  await tx
    .delete(templateBundleTemplates)
    .where(and(eq(templateBundleTemplates.customerId, customerId), eq(templateBundleTemplates.bundleId, bundleId)));
  if (!list.length) return;
  await tx
    .insert(templateBundleTemplates)
    .values(list.map((t, position) => ({ customerId, bundleId, templateId: t.templateId, slot: t.slot, position })));
}

/** Deletes the bundle; its join rows go with it (foreign key ON DELETE CASCADE). */
export async function deleteBundle(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, templateBundles, customerId, id);
}
