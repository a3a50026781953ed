// Login templates in the database: SQL only. The tenant scope is always the first argument.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { customerPlugins, type PluginBlocks } from '../../tenancy/customer/table';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { deleteRow, findRow, listRows, nameTaken as rowNameTaken, updateRow } from '../../platform/rows';
import { termsOfUses } from '../start-page/table';
import { hotspotLoginTemplates, type HotspotLoginTemplateRow } from './table';

export interface LoginTemplateFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
  type?: string | null;
  accountTemplateIds?: string[];
}

const t = hotspotLoginTemplates;

const SORTABLE = {
  name: t.name,
  active: t.active,
  loginType: t.loginType,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

function where(scope: TenantScope, filter: LoginTemplateFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(t.customerId, scope)];
  if (filter.ids) conds.push(inArray(t.id, filter.ids));
  if (filter.accountTemplateIds) conds.push(inArray(t.accountTemplateId, filter.accountTemplateIds));
  if (filter.active != null) conds.push(eq(t.active, filter.active));
  if (filter.type) conds.push(eq(t.loginType, filter.type));
  if (filter.search) conds.push(ilike(t.searchText, likePattern(filter.search.toLowerCase())));
  return and(...conds);
}

export async function listLoginTemplates(
  db: Db,
  scope: TenantScope,
  filter: LoginTemplateFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: HotspotLoginTemplateRow[]; total: number }> {
  const condition = where(scope, filter);
  return listRows(db, t, condition, orderBy(page, SORTABLE, t.id), window);
}

export async function findLoginTemplate(
  db: Db | Tx,
  scope: TenantScope,
  id: string,
): Promise<HotspotLoginTemplateRow | undefined> {
  return findRow(db, t, scope, id);
}

/** Names of the customer's login templates using an account template, by name (at most `limit`). */
export async function namesUsingAccountTemplate(
  db: Db | Tx,
  customerId: string,
  accountTemplateId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ name: t.name })
    .from(t)
    .where(and(eq(t.customerId, customerId), eq(t.accountTemplateId, accountTemplateId)))
    .orderBy(asc(t.name), asc(t.id))
    .limit(limit);
  return rows.map((r) => r.name);
}

/** Whether another login template of the customer has this name (case-insensitive). */
export async function nameTaken(db: Db | Tx, customerId: string, name: string, exceptId: string | null) {
  return rowNameTaken(db, t, customerId, name, exceptId);
}

/** The customer's terms of use: whether it has any, and whether `id` is one of them. */
export async function termsOfUseOf(
  db: Db | Tx,
  customerId: string,
  id: string | null,
): Promise<{ any: boolean; found: boolean }> {
  const rows = await db
    .select({ id: termsOfUses.id })
    .from(termsOfUses)
    .where(eq(termsOfUses.customerId, customerId))
    .orderBy(id ? sql`${termsOfUses.id} = ${id} desc` : asc(termsOfUses.id))
    .limit(1);
  return { any: rows.length > 0, found: id !== null && rows[0]?.id === id };
}

/** The customer's plugins row (its id is what plugin references name) and blocks. */
export async function pluginsRow(
  db: Db | Tx,
  customerId: string,
): Promise<{ id: string; plugins: PluginBlocks } | undefined> {
  const [row] = await db
    .select({ id: customerPlugins.id, plugins: customerPlugins.plugins })
    .from(customerPlugins)
    .where(eq(customerPlugins.customerId, customerId));
  return row;
}

export async function insertLoginTemplate(db: Db | Tx, row: typeof t.$inferInsert): Promise<void> {
  await db.insert(t).values(row);
}

/** Updates when the row is unchanged since `updatedAt` (when given); false when stale or gone. */
export async function updateLoginTemplate(
  db: Db | Tx,
  customerId: string,
  id: string,
  set: Partial<typeof t.$inferInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(db, t, customerId, id, set, updatedAt);
}

export async function deleteLoginTemplate(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, t, customerId, id);
}

/**
 * Names of the customer's login templates that name this plugins record (a plugin id of their
 * login-type configuration or their cooldown), at most `limit`, by name.
 */
export async function namesUsingPlugins(db: Db | Tx, customerId: string, id: string, limit: number) {
  const t = hotspotLoginTemplates;
  const rows = await db
    .select({ name: t.name })
    .from(t)
    .where(
      and(
        eq(t.customerId, customerId),
        or(
          sql`exists (select 1 from jsonb_each_text(coalesce(${t.loginTypeConfig}, '{}'::jsonb)) c
            where (c.key = 'pluginId' or c.key like '%PluginId') and c.value = ${id})`,
          sql`${t.cooldown} ->> 'cooldownPluginId' = ${id}`,
        ),
      ),
    )
    .orderBy(t.name)
    .limit(limit);
  return rows.map((r) => r.name);
}
