// Device configurations in the database: SQL only. The tenant scope is always the first argument.
// A config and its login-template links are written together (the caller runs them in one transaction).
import { and, asc, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { deleteRow, findRow, listRows, nameTaken as rowNameTaken } from '../../platform/rows';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { enrollmentKeys } from '../enrollment/table';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import { templateBundles } from '../../templates/start-page/table';
import { hotspotDeviceConfigLoginTemplates, hotspotDeviceConfigs, type HotspotDeviceConfigRow } from './table';

export interface ConfigFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
  loginTemplateIds?: string[];
  bundleIds?: string[];
}

export type ConfigInsert = typeof hotspotDeviceConfigs.$inferInsert;

const c = hotspotDeviceConfigs;
const l = hotspotDeviceConfigLoginTemplates;

const SORTABLE = { name: c.name, active: c.active, createdAt: c.createdAt, updatedAt: c.updatedAt };

function where(scope: TenantScope, filter: ConfigFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(c.customerId, scope)];
  if (filter.ids) conds.push(inArray(c.id, filter.ids));
  if (filter.active != null) conds.push(eq(c.active, filter.active));
  if (filter.bundleIds) conds.push(inArray(c.templateBundleId, filter.bundleIds));
  if (filter.loginTemplateIds) {
    conds.push(
      exists(
        sql`(select 1 from ${l} where ${l.customerId} = ${c.customerId} and ${l.configId} = ${c.id} and ${inArray(
          l.loginTemplateId,
          filter.loginTemplateIds,
        )})`,
      ),
    );
  }
  if (filter.search) conds.push(ilike(c.searchText, likePattern(filter.search.toLowerCase())));
  return and(...conds);
}

export async function listConfigs(
  db: Db,
  scope: TenantScope,
  filter: ConfigFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: HotspotDeviceConfigRow[]; total: number }> {
  return listRows(db, c, where(scope, filter), orderBy(page, SORTABLE, c.id), window);
}

export async function findConfig(db: Db | Tx, scope: TenantScope, id: string) {
  return findRow(db, c, scope, id);
}

/** The login-template ids of configs, in display order, per config id. */
export async function loginTemplateIdsOf(db: Db | Tx, customerIds: string[], configIds: string[]) {
  const out = new Map<string, string[]>();
  if (!configIds.length) return out;
  const rows = await db
    .select({ configId: l.configId, id: l.loginTemplateId })
    .from(l)
    .where(and(inArray(l.customerId, [...new Set(customerIds)]), inArray(l.configId, configIds)))
    .orderBy(asc(l.configId), asc(l.position));
  for (const r of rows) out.set(r.configId, [...(out.get(r.configId) ?? []), r.id]);
  return out;
}

/** Whether another config of the customer has this name (case-insensitive). */
export async function nameTaken(db: Db | Tx, customerId: string, name: string, exceptId: string | null) {
  return rowNameTaken(db, c, customerId, name, exceptId);
}

/** Whether the customer has any login template at all. */
export async function hasLoginTemplates(db: Db | Tx, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: hotspotLoginTemplates.id })
    .from(hotspotLoginTemplates)
    .where(eq(hotspotLoginTemplates.customerId, customerId))
    .limit(1);
  return rows.length > 0;
}

/** Which of these login-template ids are the customer's. */
export async function existingLoginTemplates(db: Db | Tx, customerId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const t = hotspotLoginTemplates;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.customerId, customerId), inArray(t.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function bundleExists(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: templateBundles.id })
    .from(templateBundles)
    .where(and(eq(templateBundles.customerId, customerId), eq(templateBundles.id, id)));
  return rows.length > 0;
}

const linkRows = (customerId: string, configId: string, templateIds: string[]) =>
  templateIds.map((loginTemplateId, position) => ({ customerId, configId, loginTemplateId, position }));

export async function insertConfig(tx: Tx, row: ConfigInsert, templateIds: string[]): Promise<void> {
  await tx.insert(c).values(row);
  if (templateIds.length) await tx.insert(l).values(linkRows(row.customerId, row.id, templateIds));
}

/** Updates when unchanged since `updatedAt` (when given); false when stale or gone. New template ids replace the links. */
export async function updateConfig(
  tx: Tx,
  customerId: string,
  id: string,
  set: Partial<ConfigInsert>,
  updatedAt: Date | null,
  templateIds: string[] | undefined,
): Promise<boolean> {
  const conds = [eq(c.customerId, customerId), eq(c.id, id)];
  if (updatedAt) conds.push(eq(c.updatedAt, updatedAt));
  const done = await tx
    .update(c)
    .set(set)
    .where(and(...conds))
    .returning({ id: c.id });
  if (!done.length) return false;
  if (templateIds) {
    await tx.delete(l).where(and(eq(l.customerId, customerId), eq(l.configId, id)));
    if (templateIds.length) await tx.insert(l).values(linkRows(customerId, id, templateIds));
  }
  return true;
}

export async function deleteConfig(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, c, customerId, id);
}

/** Names of the customer's enrollment keys using a config, by name (at most `limit`). */
export async function keyNamesUsingConfig(db: Db | Tx, customerId: string, configId: string, limit: number) {
  const k = enrollmentKeys;
  const rows = await db
    .select({ name: k.name })
    .from(k)
    .where(and(eq(k.customerId, customerId), eq(k.configId, configId)))
    .orderBy(asc(k.name))
    .limit(limit);
  return rows.map((r) => r.name);
}

/** Names of the customer's configs offering a login template, by name (at most `limit`). */
export async function namesUsingLoginTemplate(db: Db | Tx, customerId: string, templateId: string, limit: number) {
  const rows = await db
    .select({ name: c.name })
    .from(c)
    .innerJoin(l, and(eq(l.customerId, c.customerId), eq(l.configId, c.id)))
    .where(and(eq(c.customerId, customerId), eq(l.loginTemplateId, templateId)))
    .orderBy(asc(c.name), asc(c.id))
    .limit(limit);
  return rows.map((r) => r.name);
}

/** Names of the customer's configs showing a template bundle, by name (at most `limit`). */
export async function namesUsingBundle(db: Db | Tx, customerId: string, bundleId: string, limit: number) {
  const rows = await db
    .select({ name: c.name })
    .from(c)
    .where(and(eq(c.customerId, customerId), eq(c.templateBundleId, bundleId)))
    .orderBy(asc(c.name), asc(c.id))
    .limit(limit);
  return rows.map((r) => r.name);
}
