// The authorisation matrix (issue 12): every query and mutation of schema/ and every REST route, with
// what a caller must hold and the arguments that name objects or customers. Each module's face exports
// the rows of what it answers (`operations`, `restRoutes`; the vocabulary and its builders are in
// server/platform/authorization.ts); this file adds the GraphQL transport's own two operations and
// merges the rows of the modules it is given (the composition's MODULES: server/app.ts passes the
// merged table to the audit plugin, the tests check it). tests/unit/authorizationMatrix.test.ts fails
// when an operation or route has no row, when a row names an argument the operation does not have,
// and tests/server/isolation.test.ts proves every tenant operation against another customer.
import type { OperationRule, RestRule } from '../platform/authorization';
import { exportRule } from '../platform/export/route';
import type { ServerModule } from '../platform/module';

export type { Access, Grant, OperationRule, RestRule } from '../platform/authorization';

/** The transport's own operations (server/graphql/schema.ts answers them). */
export const TRANSPORT_OPERATIONS: Readonly<Record<string, OperationRule>> = {
  'Query._health': { access: 'public', scope: 'none', ids: [] },
  'Mutation._noop': { access: 'public', scope: 'none', ids: [] },
};

/** The transport's own REST routes (server/app.ts serves them). */
export const TRANSPORT_ROUTES: readonly RestRule[] = [
  // The REST endpoints as an OpenAPI document (server/platform/openapi.ts): public, no data.
  { route: 'GET /api/openapi.json', access: 'public', scope: 'none', ids: [] },
];

/** The whole matrix of GraphQL operations: the transport's rows and every module's; a key twice throws. */
export function operationsOf(modules: readonly ServerModule[]): Readonly<Record<string, OperationRule>> {
  const merged: Record<string, OperationRule> = { ...TRANSPORT_OPERATIONS };
  for (const m of modules) {
    for (const [key, rule] of Object.entries(m.operations ?? {})) {
      if (key in merged) throw new Error(`The authorisation matrix has two rows for ${key}`);
      merged[key] = rule;
    }
  }
  return merged;
}

/**
 * Every REST route's row, of every module: its `restRoutes` and the row of each of its `exportSources`
 * (exportRule); a route twice throws.
 */
export function restRoutesOf(modules: readonly ServerModule[]): readonly RestRule[] {
  const merged: RestRule[] = [];
  const seen = new Set<string>();
  for (const m of modules) {
    for (const rule of [...(m.restRoutes ?? []), ...(m.exportSources ?? []).map(exportRule)]) {
      if (seen.has(rule.route)) throw new Error(`The authorisation matrix has two rows for ${rule.route}`);
      seen.add(rule.route);
      merged.push(rule);
    }
  }
  return merged;
}
