// Enrollment keys and their logs in the database: SQL only. The tenant scope is always the first
// argument after the connection; the device endpoint looks a key up by its secret (global unique).
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { deleteRow, findRow, listRows } from '../../platform/rows';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { hotspotDeviceConfigLoginTemplates, hotspotDeviceConfigs } from '../device-config/table';
import { enrollmentKeyLogs, enrollmentKeys, type EnrollmentKeyLogRow, type EnrollmentKeyRow } from './table';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';

const k = enrollmentKeys;
const lg = enrollmentKeyLogs;

export type EnrollmentKeyInsert = typeof k.$inferInsert;
export type EnrollmentKeyLogInsert = typeof lg.$inferInsert;

const KEY_SORTABLE = {
  name: k.name,
  key: k.key,
  used: k.used,
  success: k.success,
  error: k.error,
  lastUsed: k.lastUsed,
  expires: k.expires,
  createdAt: k.createdAt,
  updatedAt: k.updatedAt,
};

export function listKeys(
  db: Db,
  scope: TenantScope,
  filter: { search?: string; ids?: string[] },
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: EnrollmentKeyRow[]; total: number }> {
  const conds: (SQL | undefined)[] = [tenantCondition(k.customerId, scope)];
  if (filter.ids) conds.push(inArray(k.id, filter.ids));
  if (filter.search) conds.push(ilike(k.searchText, likePattern(filter.search.toLowerCase())));
  return listRows(db, k, and(...conds), orderBy(page, KEY_SORTABLE, k.id), window);
}

export const findKey = (db: Db | Tx, scope: TenantScope, id: string) => findRow(db, k, scope, id);

/** The key with this secret, locked for the attempt's counters (any customer: the secret is the authority). */
export async function keyBySecretForUpdate(tx: Tx, secret: string): Promise<EnrollmentKeyRow | undefined> {
  const [row] = await tx.select().from(k).where(eq(k.key, secret)).for('update');
  return row;
}

export async function insertKey(db: Db | Tx, row: EnrollmentKeyInsert): Promise<void> {
  await db.insert(k).values(row);
}

export async function deleteKey(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, k, customerId, id);
}

/** Counts one attempt on the key. */
export async function countAttempt(tx: Tx, customerId: string, id: string, success: boolean, at: Date) {
  await tx
    .update(k)
    .set({
      used: sql`${k.used} + 1`,
      success: success ? sql`${k.success} + 1` : k.success,
      error: success ? k.error : sql`${k.error} + 1`,
      lastUsed: at,
    })
    .where(and(eq(k.customerId, customerId), eq(k.id, id)));
}

export async function insertLog(db: Db | Tx, row: EnrollmentKeyLogInsert): Promise<void> {
  await db.insert(lg).values(row);
}

const LOG_SORTABLE = { createdAt: lg.createdAt, status: lg.status, keyName: lg.keyName };

export interface LogFilter {
  search?: string;
  ids?: string[];
  keyIds?: string[];
  status?: string | null;
}

function logWhere(scope: TenantScope, filter: LogFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(lg.customerId, scope)];
  if (filter.ids) conds.push(inArray(lg.id, filter.ids));
  if (filter.keyIds) conds.push(inArray(lg.keyId, filter.keyIds));
  if (filter.status) conds.push(eq(lg.status, filter.status));
  if (filter.search) conds.push(ilike(lg.log, likePattern(filter.search)));
  return and(...conds);
}

export function listLogs(
  db: Db,
  scope: TenantScope,
  filter: LogFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: EnrollmentKeyLogRow[]; total: number }> {
  // Newest first unless the caller sorts otherwise.
  const order = page.sort?.length ? orderBy(page, LOG_SORTABLE, lg.id) : [desc(lg.createdAt), desc(lg.id)];
  return listRows(db, lg, logWhere(scope, filter), order, window);
}

/** The columns of an exported log entry (routes.ts). */
const LOG_EXPORT_COLUMNS = {
  customerId: lg.customerId,
  createdAt: lg.createdAt,
  status: lg.status,
  keyName: lg.keyName,
  log: lg.log,
};

export type LogExportRow = Pick<EnrollmentKeyLogRow, keyof typeof LOG_EXPORT_COLUMNS>;

/** The whole log for an export (docs/exports.md): the list's condition and order (newest first unless sorted). */
export function logExportRead(db: Db, scope: TenantScope, filter: LogFilter, sort: PageArgs['sort']): KeysetRead {
  return {
    db,
    table: lg,
    columns: LOG_EXPORT_COLUMNS,
    condition: logWhere(scope, filter),
    terms: exportOrder(
      sort?.length ? sort : [{ key: 'createdAt', order: 'DESC' }],
      LOG_SORTABLE,
      lg.id,
      lg.customerId,
      scope,
    ),
  };
}

/** The customer's device config with this id, with its login template ids (or undefined). */
export async function findConfig(db: Db | Tx, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(hotspotDeviceConfigs)
    .where(and(eq(hotspotDeviceConfigs.customerId, customerId), eq(hotspotDeviceConfigs.id, id)));
  if (!row) return undefined;
  const templates = await db
    .select({ id: hotspotDeviceConfigLoginTemplates.loginTemplateId })
    .from(hotspotDeviceConfigLoginTemplates)
    .where(
      and(
        eq(hotspotDeviceConfigLoginTemplates.customerId, customerId),
        eq(hotspotDeviceConfigLoginTemplates.configId, id),
      ),
    )
    .orderBy(hotspotDeviceConfigLoginTemplates.position);
  return { row, loginTemplateIds: templates.map((t) => t.id) };
}
