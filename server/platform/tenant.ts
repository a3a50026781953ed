// The tenant condition of every query: the one place that turns the caller's customer scope into
// SQL. An empty scope matches nothing (never everything).
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export type TenantScope = '*' | readonly string[];

/** `customer_id IN (scope)`; undefined for '*' (every customer); false for an empty scope. */
export function tenantCondition(column: AnyColumn, scope: TenantScope): SQL | undefined {
  if (scope === '*') return undefined;
  return scope.length ? inArray(column, [...scope]) : sql`false`;
}
