// Hotspot accounts in the database: SQL only. The tenant scope is always the first argument.
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { deleteRow, findRow, listRows, updateRow } from '../../platform/rows';
import { hotspotAccounts, type HotspotAccountRow } from './table';

export interface HotspotAccountFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
  voucherIds?: string[];
  deviceAccountIds?: string[];
  hotspotDeviceIds?: string[];
  /** Exactly this multiAccountId. */
  multiAccountId?: string;
}

const SORTABLE = {
  username: hotspotAccounts.username,
  description: hotspotAccounts.description,
  valid: hotspotAccounts.valid,
  logins: hotspotAccounts.logins,
  firstLoginAt: hotspotAccounts.firstLoginAt,
  lastLoginAt: hotspotAccounts.lastLoginAt,
  hotspotDeviceId: hotspotAccounts.hotspotDeviceId,
  multiAccountId: hotspotAccounts.multiAccountId,
  createdAt: hotspotAccounts.createdAt,
  updatedAt: hotspotAccounts.updatedAt,
};

function where(scope: TenantScope, filter: HotspotAccountFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(hotspotAccounts.customerId, scope)];
  if (filter.ids) conds.push(inArray(hotspotAccounts.id, filter.ids));
  if (filter.voucherIds) conds.push(inArray(hotspotAccounts.voucherId, filter.voucherIds));
  if (filter.deviceAccountIds) conds.push(inArray(hotspotAccounts.deviceAccountId, filter.deviceAccountIds));
  if (filter.hotspotDeviceIds) conds.push(inArray(hotspotAccounts.hotspotDeviceId, filter.hotspotDeviceIds));
  if (filter.multiAccountId !== undefined) conds.push(eq(hotspotAccounts.multiAccountId, filter.multiAccountId));
  if (filter.active != null) conds.push(eq(hotspotAccounts.valid, filter.active));
  if (filter.search) conds.push(ilike(hotspotAccounts.searchText, likePattern(filter.search.toLowerCase())));
  return and(...conds);
}

export async function listHotspotAccounts(
  db: Db,
  scope: TenantScope,
  filter: HotspotAccountFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: HotspotAccountRow[]; total: number }> {
  return listRows(db, hotspotAccounts, where(scope, filter), orderBy(page, SORTABLE, hotspotAccounts.id), window);
}

/**
 * What an exported account holds (never the password's or the client MAC's hash); the hotspot, code and
 * device account by name. The subqueries name the outer table in full: drizzle writes a column bare
 * there, which the subquery's own table would answer.
 */
const EXPORT_COLUMNS = {
  customerId: hotspotAccounts.customerId,
  username: hotspotAccounts.username,
  description: hotspotAccounts.description,
  hotspotDeviceName: sql<string | null>`(select hd.name from hotspot_devices hd
    where hd.customer_id = hotspot_accounts.customer_id and hd.id = hotspot_accounts.hotspot_device_id)`.as(
    'hotspot_device_name',
  ),
  voucherCode: sql<string | null>`(select v.code from vouchers v
    where v.customer_id = hotspot_accounts.customer_id and v.id = hotspot_accounts.voucher_id)`.as('voucher_code'),
  deviceAccountName: sql<string | null>`(select a.name from device_accounts a
    where a.customer_id = hotspot_accounts.customer_id and a.id = hotspot_accounts.device_account_id)`.as(
    'device_account_name',
  ),
  multiAccountId: hotspotAccounts.multiAccountId,
  valid: hotspotAccounts.valid,
  termsAccepted: hotspotAccounts.termsAccepted,
  logins: hotspotAccounts.logins,
  firstLoginAt: hotspotAccounts.firstLoginAt,
  lastLoginAt: hotspotAccounts.lastLoginAt,
  createdAt: hotspotAccounts.createdAt,
  updatedAt: hotspotAccounts.updatedAt,
};

export interface HotspotAccountExportRow {
  customerId: string;
  username: string | null;
  description: string | null;
  hotspotDeviceName: string | null;
  voucherCode: string | null;
  deviceAccountName: string | null;
  multiAccountId: string | null;
  valid: boolean;
  termsAccepted: boolean;
  logins: number;
  firstLoginAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The whole list for an export (docs/exports.md): the list's condition and order. */
export function hotspotAccountExportRead(
  db: Db,
  scope: TenantScope,
  filter: HotspotAccountFilter,
  sort: PageArgs['sort'],
): KeysetRead {
  return {
    db,
    table: hotspotAccounts,
    columns: EXPORT_COLUMNS,
    condition: where(scope, filter),
    terms: exportOrder(sort, SORTABLE, hotspotAccounts.id, hotspotAccounts.customerId, scope),
  };
}

export async function findHotspotAccount(db: Db | Tx, scope: TenantScope, id: string) {
  return findRow(db, hotspotAccounts, scope, id);
}

/** Updates when the row is unchanged since `updatedAt` (when given); false when stale or gone. */
export async function updateHotspotAccount(
  tx: Tx,
  customerId: string,
  id: string,
  set: Partial<typeof hotspotAccounts.$inferInsert>,
  updatedAt: Date | null,
): Promise<boolean> {
  return updateRow(tx, hotspotAccounts, customerId, id, set, updatedAt);
}

export async function deleteHotspotAccount(db: Db | Tx, customerId: string, id: string): Promise<boolean> {
  return deleteRow(db, hotspotAccounts, customerId, id);
}

/**
 * A login template switched to another account template: its accounts get that one (the account
 * template a guest-page account logs in with, and the one the limits of a running session are read
 * from; D235). One statement over the customer's accounts, in the caller's transaction.
 */
export async function moveToAccountTemplate(
  db: Db | Tx,
  customerId: string,
  loginTemplateId: string,
  accountTemplateId: string,
): Promise<void> {
  const h = hotspotAccounts;
  await db
    .update(h)
    .set({ accountTemplateId, updatedAt: new Date() })
    .where(
      and(
        eq(h.customerId, customerId),
        eq(h.loginTemplateId, loginTemplateId),
        sql`${h.accountTemplateId} is distinct from ${accountTemplateId}`,
      ),
    );
}

/** Sets valid false on the scope's accounts with this multiAccountId; the number of accounts changed. */
export async function invalidateByMultiAccountId(db: Db, scope: TenantScope, multiAccountId: string): Promise<number> {
  const rows = await db
    .update(hotspotAccounts)
    .set({ valid: false, updatedAt: new Date() })
    .where(
      and(
        tenantCondition(hotspotAccounts.customerId, scope),
        eq(hotspotAccounts.multiAccountId, multiAccountId),
        eq(hotspotAccounts.valid, true),
      ),
    )
    .returning({ id: hotspotAccounts.id });
  return rows.length;
}

/** The search text of an account: lowercased username, description and multiAccountId. */
export const searchTextOf = (v: {
  username: string | null;
  description: string | null;
  multiAccountId: string | null;
}) => [v.username ?? '', v.description ?? '', v.multiAccountId ?? ''].join(' ').toLowerCase();
