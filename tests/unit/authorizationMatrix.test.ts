// The authorisation matrix (the modules' `operations` and `restRoutes`, merged by
// server/graphql/authorization.ts) is complete and true to the schema: every query and mutation of
// schema/ and every REST route has an entry, every entry names an existing operation, grants of known
// subjects and actions, and argument paths the operation has; each module's rows are of what that
// module answers. A new operation without an entry fails here (issue 12).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isInputObjectType, type GraphQLArgument, type GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ACTIONS, SUBJECTS } from '../../src/domain/acl';
import { operationsOf, restRoutesOf, type Access } from '../../server/graphql/authorization';
import { MODULES, SERVER_MODULES } from '../../server/composition';
import { moduleRoutes } from '../../server/app';
import type { Services } from '../../server/platform/context';

/** The matrix as the server has it: the transport's rows and every module's (a key twice throws here). */
const OPERATIONS = operationsOf(MODULES);
const REST_ROUTES = restRoutesOf(MODULES);

const dir = path.resolve(import.meta.dirname, '../../schema');
const schema = buildSchema(
  readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n'),
);

const operations = (['Query', 'Mutation'] as const).flatMap((root) =>
  Object.values(
    schema.getType(root) as never as {
      getFields(): Record<string, { name: string; args: readonly GraphQLArgument[] }>;
    },
  ).length === 0
    ? []
    : Object.values(
        (
          schema.getType(root) as unknown as {
            getFields(): Record<string, { name: string; args: readonly GraphQLArgument[] }>;
          }
        ).getFields(),
      ).map((f) => ({ key: `${root}.${f.name}`, args: f.args })),
);

/** Does the argument path (`data.customerId`) exist on the operation's arguments? */
function pathExists(args: readonly GraphQLArgument[], p: string): boolean {
  const [first, ...rest] = p.split('.');
  let type: GraphQLInputType | undefined = args.find((a) => a.name === first)?.type;
  for (const part of rest) {
    const named = type && getNamedType(type);
    if (!named || !isInputObjectType(named)) return false;
    type = named.getFields()[part]?.type;
  }
  return type !== undefined;
}

const grantsOk = (access: Access) =>
  typeof access === 'string' ||
  access.every((g) => {
    const [subject, action] = g.split(':');
    return (SUBJECTS as readonly string[]).includes(subject) && [...ACTIONS, 'any'].includes(action);
  });

describe('authorisation matrix', () => {
  it('has an entry for every query and mutation, and none for an operation that does not exist', () => {
    const keys = operations.map((o) => o.key);
    expect(keys.length).toBeGreaterThan(90);
    expect(keys.filter((k) => !OPERATIONS[k])).toEqual([]);
    expect(Object.keys(OPERATIONS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('names existing arguments and known Subject:action grants', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const rule = OPERATIONS[op.key];
      for (const p of rule.ids) if (!pathExists(op.args, p)) wrong.push(`${op.key}: ${p}`);
      if (!grantsOk(rule.access)) wrong.push(`${op.key}: access ${JSON.stringify(rule.access)}`);
      if (rule.scope === 'tenant' && rule.ids.length === 0) wrong.push(`${op.key}: a tenant operation names no id`);
    }
    expect(wrong).toEqual([]);
  });

  it('has a resolver for every operation (none is left answering NOT_IMPLEMENTED)', () => {
    const resolved = new Set(
      MODULES.flatMap((m) =>
        (['Query', 'Mutation'] as const).flatMap((root) =>
          Object.keys(m.resolvers?.[root] ?? {}).map((f) => `${root}.${f}`),
        ),
      ),
    );
    const own = ['Query._health', 'Mutation._noop'];
    expect(operations.map((o) => o.key).filter((k) => !resolved.has(k) && !own.includes(k))).toEqual([]);
  });

  it("keeps each module's rows with the module whose resolvers or routes answer them", () => {
    const services = { db: {}, config: {}, mailer: {}, tokenSecret: 'test', state: new Map() } as unknown as Services;
    const wrong: string[] = [];
    for (const [name, m] of Object.entries(SERVER_MODULES)) {
      for (const key of Object.keys(m.operations ?? {})) {
        const [root, field] = key.split('.');
        if (!m.resolvers?.[root]?.[field]) wrong.push(`${name}: ${key} is not answered by its resolvers`);
      }
      const routes = moduleRoutes(services, m);
      for (const rule of restRoutesOf([m])) {
        const [method, sample] = rule.route.split(' ');
        if (!routes.some((r) => r.method === method && r.pattern.test(sample.split('?')[0])))
          wrong.push(`${name}: ${rule.route} is not one of its routes`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses two rows for one operation or route', () => {
    const rule = { access: 'public', scope: 'none', ids: [] } as const;
    expect(() => operationsOf([{ operations: { 'Query.x': rule } }, { operations: { 'Query.x': rule } }])).toThrow(
      /two rows for Query\.x/,
    );
    expect(() => operationsOf([{ operations: { 'Query._health': rule } }])).toThrow(/two rows/);
    expect(() =>
      restRoutesOf([{ restRoutes: [{ route: 'GET /x', ...rule }] }, { restRoutes: [{ route: 'GET /x', ...rule }] }]),
    ).toThrow(/two rows for GET \/x/);
    // An export's derived row counts as well (exportSources: server/platform/module.ts).
    const source = { name: 'x', grant: 'Voucher:read', args: {} } as never;
    expect(() =>
      restRoutesOf([{ exportSources: [source] }, { restRoutes: [{ route: 'POST /api/export/x', ...rule }] }]),
    ).toThrow(/two rows for POST \/api\/export\/x/);
  });

  it('has exactly one entry for every REST route', () => {
    const services = { db: {}, config: {}, mailer: {}, tokenSecret: 'test', state: new Map() } as unknown as Services;
    const routes = MODULES.flatMap((m) => moduleRoutes(services, m));
    const matching = (method: string, sample: string) =>
      routes.filter((r) => r.method === method && r.pattern.test(sample.split('?')[0]));
    const problems: string[] = [];
    for (const rule of REST_ROUTES) {
      const [method, sample] = rule.route.split(' ');
      if (matching(method, sample).length !== 1)
        problems.push(`${rule.route}: matches ${matching(method, sample).length} routes`);
      if (!grantsOk(rule.access)) problems.push(`${rule.route}: access`);
    }
    for (const r of routes) {
      const entries = REST_ROUTES.filter((rule) => {
        const [method, sample] = rule.route.split(' ');
        return method === r.method && r.pattern.test(sample);
      });
      if (entries.length !== 1) problems.push(`${r.method} ${r.pattern.source}: ${entries.length} matrix entries`);
    }
    expect(problems).toEqual([]);
  });
});
