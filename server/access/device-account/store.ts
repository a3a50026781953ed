// Device accounts in the database: SQL only. The tenant scope is always the first argument.
import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { deleteRow, findRow, listRows, updateRow } from '../../platform/rows';
import { deviceAccounts, type DeviceAccountRow } from './table';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';

export interface DeviceAccountFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
}

const SORTABLE = {
  name: deviceAccounts.name,
  active: deviceAccounts.active,
  expires: deviceAccounts.expires,
  accountType: deviceAccounts.accountType,
  createdAt: deviceAccounts.createdAt,
  updatedAt: deviceAccounts.updatedAt,
};

function where(scope: TenantScope, filter: DeviceAccountFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(deviceAccounts.customerId, scope)];
  if (filter.ids) conds.push(inArray(deviceAccounts.id, filter.ids));
  if (filter.active != null) conds.push(eq(deviceAccounts.active, filter.active));
  if (filter.search) conds.push(ilike(deviceAccounts.searchText, likePattern(filter.search.toLowerCase())));
  return and(...conds);
}

export async function listDeviceAccounts(
  db: Db,
  scope: TenantScope,
  filter: DeviceAccountFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: DeviceAccountRow[]; total: number }> {
  const condition = where(scope, filter);
  return listRows(db, deviceAccounts, condition, orderBy(page, SORTABLE, deviceAccounts.id), window);
}

/** The columns of an exported device account (routes.ts): never the MAC's or password's hash. */
const EXPORT_COLUMNS = {
  customerId: deviceAccounts.customerId,
  name: deviceAccounts.name,
  description: deviceAccounts.description,
  accountType: deviceAccounts.accountType,
  username: deviceAccounts.username,
  active: deviceAccounts.active,
  expires: deviceAccounts.expires,
  keywords: deviceAccounts.keywords,
  createdAt: deviceAccounts.createdAt,
  updatedAt: deviceAccounts.updatedAt,
};

export type DeviceAccountExportRow = Pick<DeviceAccountRow, keyof typeof EXPORT_COLUMNS>;

/** The whole list for an export (docs/exports.md): the list's condition and order, read in keyset batches. */
export function deviceAccountExportRead(
  db: Db,
  scope: TenantScope,
  filter: DeviceAccountFilter,
  sort: PageArgs['sort'],
): KeysetRead {
  return {
    db,
    table: deviceAccounts,
    columns: EXPORT_COLUMNS,
    condition: where(scope, filter),
    terms: exportOrder(sort, SORTABLE, deviceAccounts.id, deviceAccounts.customerId, scope),
  };
}

export async function findDeviceAccount(db: Db | Tx, scope: TenantScope, id: string) {
  return findRow(db, deviceAccounts, scope, id);
}

export async function countDeviceAccounts(tx: Tx, customerId: string): Promise<number> {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, customerId));
  return total;
}

/** Serialises the creations of one customer (licence count and uniqueness checks). */
export async function lockCustomerAccounts(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'device_accounts:' + customerId}))`);
}

/** Another account of the customer with this username (case-insensitive) or MAC hash. */
export async function findClash(
  db: Db | Tx,
  customerId: string,
  exceptId: string | null,
  username: string | null,
  macHash: string | null,
): Promise<{ username: boolean; mac: boolean }> {
  const rows = await db
    .select({ id: deviceAccounts.id, username: deviceAccounts.username, macHash: deviceAccounts.macHash })
    .from(deviceAccounts)
    .where(
      and(
        eq(deviceAccounts.customerId, customerId),
        sql`(${username !== null ? sql`lower(${deviceAccounts.username}) = lower(${username})` : sql`false`}
          or ${macHash !== null ? sql`${deviceAccounts.macHash} = ${macHash}` : sql`false`})`,
      ),
    );
  const others = rows.filter((r) => r.id !== exceptId);
  return {
    username: username !== null && others.some((r) => r.username?.toLowerCase() === username.toLowerCase()),
    mac: macHash !== null && others.some((r) => r.macHash === macHash),
  };
}

export async function insertDeviceAccount(tx: Tx, row: typeof deviceAccounts.$inferInsert): Promise<void> {
  await tx.insert(deviceAccounts).values(row);
}

/** Updates when the row is unchanged since `updatedAt` (when given); false when stale or gone. */
export async function updateDeviceAccount(
  tx: Tx,
  customerId: string,
  id: string,
  set: Partial<typeof deviceAccounts.$inferInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(tx, deviceAccounts, customerId, id, set, updatedAt);
}

export async function deleteDeviceAccount(db: Db, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, deviceAccounts, customerId, id);
}
