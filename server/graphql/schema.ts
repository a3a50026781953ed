// The executable schema: the SDL of schema/ (one source of truth) with the resolvers of the server
// modules (server/composition.ts, passed in). Every operation without a resolver answers NOT_IMPLEMENTED, never invented data.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { GraphQLScalarType, Kind, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { RequestContext } from '../platform/context';
import { badInput, notImplemented } from '../platform/errors';
import { requireViewer } from '../platform/guard';
import { parseIsoDate } from '../../src/domain/validation';
import {
  UPDATED_AT_REQUIRED,
  catalogueInvalid,
  checkArguments,
  invalidDate,
  missingUpdatedAt,
  textLimitsOf,
  versionedArgs,
  type ListLimits,
  type LongTexts,
} from '../platform/input';
import type { ResolverMap, ServerModule } from '../platform/module';

const schemaDir = fileURLToPath(new URL('../../schema', import.meta.url));

export function loadTypeDefs(): string {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'))
    .join('\n');
}

/** ISO-8601 dates that exist, between 1970 and 9999 (2024-02-30 is refused, not rolled over). */
const parseDate = (value: unknown): string => {
  const t = parseIsoDate(value);
  if (t === null) throw invalidDate();
  return new Date(t).toISOString();
};

/** An instant as toISOString writes it (UTC, milliseconds), the form every answer carries. */
const CANONICAL_INSTANT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * A DateTime in an answer: a Date or any instant string, as toISOString writes it. The mappers hand
 * over strings already in that form, written from Dates (25 rows of a list carry a hundred of them):
 * those pass as they are instead of being parsed and written again (issue 13). The form is checked,
 * the calendar is not: a 30 February in that form passes as it is, where parsing would have moved it
 * to March. Anything else is parsed, and a string that is no instant throws.
 */
export const serializeDateTime = (v: unknown): string | null =>
  v instanceof Date
    ? v.toISOString()
    : typeof v === 'string'
      ? CANONICAL_INSTANT.test(v)
        ? v
        : new Date(v).toISOString()
      : null;

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: serializeDateTime,
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
});

function merge(...maps: ResolverMap[]): ResolverMap {
  const out: ResolverMap = {};
  for (const m of maps) for (const [type, fields] of Object.entries(m)) out[type] = { ...out[type], ...fields };
  return out;
}

const baseResolvers: ResolverMap = {
  DateTime: DateTime as unknown as Record<string, unknown>,
  JSON: JSONScalar as unknown as Record<string, unknown>,
  Query: { _health: () => true },
  Mutation: { _noop: () => null },
};

/**
 * Operations (and entity list fields with arguments) that have no resolver yet answer a clear
 * NOT_IMPLEMENTED error after the usual authentication check.
 */
function fillNotImplemented(sdl: GraphQLSchema, resolvers: ResolverMap): ResolverMap {
  const out = { ...resolvers };
  for (const type of Object.values(sdl.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const root = type.name === 'Query' || type.name === 'Mutation';
    for (const field of Object.values(type.getFields())) {
      if (out[type.name]?.[field.name]) continue;
      if (!root && field.args.length === 0) continue;
      out[type.name] = {
        ...out[type.name],
        [field.name]: (_p: unknown, _a: unknown, ctx: RequestContext) => {
          requireViewer(ctx);
          throw notImplemented(root ? field.name : `${type.name}.${field.name}`);
        },
      };
    }
  }
  return out;
}

type Resolver = (parent: unknown, args: Record<string, unknown>, ctx: RequestContext, info: unknown) => unknown;

/**
 * Every resolver's arguments — of operations and of fields such as Customer.vouchers(search) — pass
 * the shared input checks (platform/input.ts) before it runs: the list bounds its module declares, the
 * text bound of every String and ID argument (the long texts the modules declare, else the default
 * bounds), and — for a mutation whose input carries `updatedAt` — that the update names the version it
 * was loaded with (issue 33: no silent last-writer-wins). A caller without a token is told so first.
 */
function withInputChecks(
  resolvers: ResolverMap,
  sdl: GraphQLSchema,
  limits: Record<string, ListLimits>,
  longTexts: LongTexts,
): ResolverMap {
  const out: ResolverMap = {};
  for (const [type, fields] of Object.entries(resolvers)) {
    if (fields instanceof GraphQLScalarType) {
      out[type] = fields;
      continue;
    }
    const objectType = sdl.getType(type);
    const defs: Record<string, GraphQLField<unknown, unknown>> = isObjectType(objectType) ? objectType.getFields() : {};
    out[type] = Object.fromEntries(
      Object.entries(fields).map(([name, fn]) => {
        if (typeof fn !== 'function') return [name, fn];
        const args = defs[name]?.args ?? [];
        const textLimits = textLimitsOf(args, longTexts);
        const versioned = type === 'Mutation' ? versionedArgs(args) : [];
        const listLimits = limits[`${type}.${name}`];
        return [
          name,
          (parent: unknown, values: Record<string, unknown>, ctx: RequestContext, info: unknown) => {
            checkArguments(values, listLimits, textLimits);
            const unversioned = missingUpdatedAt(values, versioned);
            if (unversioned) {
              requireViewer(ctx);
              throw badInput(unversioned, catalogueInvalid(UPDATED_AT_REQUIRED));
            }
            return (fn as Resolver)(parent, values, ctx, info);
          },
        ];
      }),
    );
  }
  return out;
}

/** The schema with the resolvers of the composition's modules (server/composition.ts). */
export function buildSchema(modules: readonly ServerModule[]) {
  const typeDefs = loadTypeDefs();
  const limits = Object.assign({}, ...modules.map((m) => m.listLimits ?? {}));
  const longTexts: LongTexts = Object.assign({}, ...modules.map((m) => m.longTexts ?? {}));
  const plain = createSchema({ typeDefs });
  const resolvers = withInputChecks(
    merge(baseResolvers, ...modules.map((m) => m.resolvers ?? {})),
    plain,
    limits,
    longTexts,
  );
  return createSchema<RequestContext>({ typeDefs, resolvers: fillNotImplemented(plain, resolvers) });
}
