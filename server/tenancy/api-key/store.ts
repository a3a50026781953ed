// API keys in the database: SQL only. The tenant scope (customerIds, or '*') comes first; the lookup
// of a key sent as bearer names its customer (the key's text carries it).
import { and, eq, gt, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { findRow, listRows } from '../../platform/rows';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { apiKeys } from './table';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface ApiKeyFilter {
  search?: string;
  ids?: string[];
  active?: boolean | null;
}

const SORTABLE = {
  name: apiKeys.name,
  role: apiKeys.role,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

function where(scope: TenantScope, filter: ApiKeyFilter, now: Date): SQL | undefined {
  const conds: (SQL | undefined)[] = [tenantCondition(apiKeys.customerId, scope)];
  if (filter.ids) conds.push(inArray(apiKeys.id, filter.ids));
  if (filter.active === true) conds.push(isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, now));
  if (filter.active === false) conds.push(or(isNotNull(apiKeys.revokedAt), lt(apiKeys.expiresAt, now)));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conds.push(or(ilike(apiKeys.name, pattern), ilike(apiKeys.prefix, pattern)));
  }
  return and(...conds);
}

export function listApiKeys(
  db: Db,
  scope: TenantScope,
  filter: ApiKeyFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
) {
  // Newest first unless a sort is asked for.
  const order = page.sort?.length
    ? orderBy(page, SORTABLE, apiKeys.id)
    : [sql`${apiKeys.createdAt} DESC`, sql`${apiKeys.id} DESC`];
  return listRows(db, apiKeys, where(scope, filter, new Date()), order, window);
}

export const findApiKey = (db: Db, scope: TenantScope, id: string) => findRow(db, apiKeys, scope, id);

export async function insertApiKey(db: Db, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  return created!;
}

/** Revokes a key (once: a revoked key keeps its first revocation). */
export async function revokeApiKey(db: Db, customerId: string, id: string, by: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({
      revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())`,
      revokedBy: sql`coalesce(${apiKeys.revokedBy}, ${by})`,
    })
    .where(and(eq(apiKeys.customerId, customerId), eq(apiKeys.id, id)))
    .returning();
  return row;
}

/** The key of a bearer (every row: the server's own lookup, before the caller is known). */
export async function findByPrefix(db: Db, customerId: string, prefix: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.customerId, customerId), eq(apiKeys.prefix, prefix)));
  return row;
}

/** Notes a use, unless one was noted within `everyMs` (by any instance). */
export async function touch(db: Db, customerId: string, id: string, everyMs: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.customerId, customerId),
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${everyMs / 1000})`)),
      ),
    );
}
