// The executable schema: the SDL of schema/ (one source of truth) with the resolvers of
// graphql/resolvers/. Every operation without a resolver answers NOT_IMPLEMENTED, never invented data.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { GraphQLError, GraphQLScalarType, Kind, isObjectType, type GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { notImplemented } from './errors';
import { requireViewer } from './guard';
import { customerResolvers } from './resolvers/customers';
import { voucherResolvers } from './resolvers/vouchers';
import { inviteResolvers } from './resolvers/invites';

const schemaDir = fileURLToPath(new URL('../../schema', import.meta.url));

export function loadTypeDefs(): string {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'))
    .join('\n');
}

const parseDate = (value: unknown): string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError('DateTime must be an ISO-8601 string', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return new Date(value).toISOString();
};

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? new Date(v).toISOString() : null),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
});

type ResolverMap = Record<string, Record<string, unknown>>;

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
        [field.name]: (_p: unknown, _a: unknown, ctx: GraphQLContext) => {
          requireViewer(ctx);
          throw notImplemented(root ? field.name : `${type.name}.${field.name}`);
        },
      };
    }
  }
  return out;
}

export function buildSchema() {
  const typeDefs = loadTypeDefs();
  const resolvers = merge(baseResolvers, customerResolvers, voucherResolvers, inviteResolvers);
  const plain = createSchema({ typeDefs });
  return createSchema<GraphQLContext>({ typeDefs, resolvers: fillNotImplemented(plain, resolvers) });
}
