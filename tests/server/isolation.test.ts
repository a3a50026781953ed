// Tenant isolation, module by module (isolation/cases.ts; DESIGN: "each module adds its cross-tenant
// cases to the isolation test"): an administrator of the café — and, where a module says so, other
// roles — attempts every case of every module against the hotel; each is refused as promised or sees
// nothing, and the hotel's rows of each module are byte-identical afterwards.
import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from '../../server/graphql/authorization';
import { MODULES } from '../../server/composition';
import { startTestServer, type TestServer } from './harness';
import { HOTEL } from './helpers';
import { MODULE_CASES, isolationContext, type IsolationContext } from './isolation/cases';

/** The authorisation matrix of the composition's modules. */
const OPERATIONS = operationsOf(MODULES);

let s: TestServer;
let ctx: IsolationContext;
/** Operations (`Query.x`, `Mutation.y`) some case attempted with a token other than the owner's. */
const attempted = new Set<string>();

function rootFields(query: string): string[] {
  try {
    return parse(query)
      .definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
      .flatMap((d) =>
        d.selectionSet.selections.flatMap((sel) =>
          sel.kind === 'Field' ? [`${d.operation === 'mutation' ? 'Mutation' : 'Query'}.${sel.name.value}`] : [],
        ),
      );
  } catch {
    return [];
  }
}

beforeAll(async () => {
  s = await startTestServer({ traffic: true });
  // Every request of a case is seen here, so that the last test can prove every tenant operation
  // of the authorisation matrix was attempted across tenants.
  const gql = s.gql;
  s.gql = ((token: string | null, query: string, variables?: Record<string, unknown>) => {
    if (token !== ctx?.owner) for (const f of rootFields(query)) attempted.add(f);
    return gql(token, query, variables);
  }) as typeof s.gql;
  ctx = await isolationContext(s);
});
afterAll(() => s?.close());

describe('tenant isolation per module', () => {
  for (const module of MODULE_CASES) {
    it(`${module.module}: every cross-tenant attempt is refused or sees nothing; the hotel's rows stay`, async () => {
      const before = await module.snapshot(s, HOTEL);
      const cases = await module.cases(ctx);
      expect(cases.length).toBeGreaterThan(0);
      const leaks: string[] = [];
      for (const c of cases) {
        const leak = await c.attempt(ctx);
        if (leak) leaks.push(`${c.label}: ${leak}`);
      }
      expect(leaks).toEqual([]);
      expect(await module.snapshot(s, HOTEL)).toBe(before);
    });
  }
});

describe('cross-tenant coverage', () => {
  it('attempted every tenant operation of the authorisation matrix across tenants', () => {
    const tenantOps = Object.entries(OPERATIONS)
      .filter(([, rule]) => rule.scope === 'tenant')
      .map(([key]) => key);
    const missing = tenantOps.filter((k) => !attempted.has(k));
    console.info(`cross-tenant cases cover ${tenantOps.length - missing.length}/${tenantOps.length} tenant operations`);
    expect(missing).toEqual([]);
  });
});
