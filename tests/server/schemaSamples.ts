// The schema of schema/*.graphql, and type-correct sample input for any operation of it: what the
// generated grids (tokenGrid, roleGrid) and the invalid-input corpus send.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';

const dir = path.resolve(import.meta.dirname, '../../schema');
export const SCHEMA = buildSchema(
  readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n'),
);

const DATE = '2026-01-01T00:00:00.000Z';
/** The end of a sampled period: after its start (the analytics filter refuses from = to). */
const LATER = '2026-02-01T00:00:00.000Z';

/**
 * A type-correct value for an input type (required fields only, and the `updatedAt` of an update:
 * without it an update is refused before anything else is looked at).
 */
export function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields()))
      if (isNonNullType(f.type) || f.name === 'updatedAt')
        out[f.name] = f.name === 'to' && getNamedType(f.type).name === 'DateTime' ? LATER : sample(f.type);
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'ID':
        return '0123456789abcdef01234567';
      case 'DateTime':
        return DATE;
      case 'JSON':
        return {};
      default:
        return 'K100001';
    }
  }
  return null;
}

/** The smallest selection of an output type: a page's totalCount (to see it empty), else __typename. */
export function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  return named.getFields().totalCount ? ' { totalCount }' : ' { __typename }';
}

export type RootField = GraphQLField<unknown, unknown>;

/** Every field of Query or Mutation. */
export const rootFields = (root: 'Query' | 'Mutation'): RootField[] =>
  Object.values((SCHEMA.getType(root) as GraphQLObjectType).getFields());

/** Type-correct samples of a field's required arguments. */
export const requiredSamples = (field: RootField): Record<string, unknown> =>
  Object.fromEntries(field.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, sample(a.type)]));

/** A document calling `field` with `variables` (each one argument of that name), selecting as selection() does. */
export function operationDocument(root: 'Query' | 'Mutation', field: RootField, variables: Record<string, unknown>) {
  const used = field.args.filter((a) => a.name in variables);
  const decl = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const op = root === 'Query' ? 'query' : 'mutation';
  return {
    query: `${op} Grid${decl ? `(${decl})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection(field.type)} }`,
    variables,
  };
}
