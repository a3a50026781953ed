/**
 * The integrator reference (/docs/api, issue 37): the GraphQL schema as the SDL files of `schema/` say
 * it, read at build time (Vite raw imports, in this page's chunk only) and parsed here — no
 * introspection, which production servers refuse. Queries, mutations and every type with its fields,
 * arguments and descriptions, and a search over names and descriptions.
 */
import {
  Kind,
  parse,
  print,
  type DefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type TypeNode,
} from 'graphql';

export interface ApiArgument {
  name: string;
  type: string;
  typeName: string;
  description: string;
  defaultValue?: string;
}

export interface ApiField extends ApiArgument {
  args: ApiArgument[];
}

export type ApiTypeKind = 'object' | 'input' | 'enum' | 'scalar' | 'interface' | 'union';

export interface ApiType {
  name: string;
  kind: ApiTypeKind;
  description: string;
  fields: ApiField[];
  values: { name: string; description: string }[];
}

export interface ApiSchema {
  queries: ApiField[];
  mutations: ApiField[];
  types: ApiType[];
}

/** The transport's placeholders, not part of the interface. */
const HIDDEN_FIELDS = new Set(['_health', '_noop']);

const namedOf = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedOf(type.type));

function argumentOf(node: InputValueDefinitionNode): ApiArgument {
  return {
    name: node.name.value,
    type: print(node.type),
    typeName: namedOf(node.type),
    description: node.description?.value ?? '',
    ...(node.defaultValue ? { defaultValue: print(node.defaultValue) } : {}),
  };
}

function fieldOf(node: FieldDefinitionNode): ApiField {
  return {
    name: node.name.value,
    type: print(node.type),
    typeName: namedOf(node.type),
    description: node.description?.value ?? '',
    args: (node.arguments ?? []).map(argumentOf),
  };
}

const KINDS: Partial<Record<string, ApiTypeKind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: 'object',
  [Kind.OBJECT_TYPE_EXTENSION]: 'object',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'input',
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: 'input',
  [Kind.ENUM_TYPE_DEFINITION]: 'enum',
  [Kind.ENUM_TYPE_EXTENSION]: 'enum',
  [Kind.SCALAR_TYPE_DEFINITION]: 'scalar',
  [Kind.INTERFACE_TYPE_DEFINITION]: 'interface',
  [Kind.UNION_TYPE_DEFINITION]: 'union',
};

/** The schema of the SDL texts (definitions and `extend type` merged), everything sorted by name. */
export function parseApiSchema(sources: readonly string[]): ApiSchema {
  const types = new Map<string, ApiType>();
  const add = (def: DefinitionNode) => {
    const kind = KINDS[def.kind];
    if (!kind || !('name' in def) || !def.name) return;
    const name = def.name.value;
    const type = types.get(name) ?? { name, kind, description: '', fields: [], values: [] };
    if ('description' in def && def.description?.value) type.description = def.description.value;
    if ('fields' in def && def.fields) {
      for (const f of def.fields) {
        type.fields.push(f.kind === Kind.FIELD_DEFINITION ? fieldOf(f) : { ...argumentOf(f), args: [] });
      }
    }
    if ('values' in def && def.values) {
      for (const v of def.values) type.values.push({ name: v.name.value, description: v.description?.value ?? '' });
    }
    types.set(name, type);
  };
  for (const source of sources) for (const def of parse(source).definitions) add(def);
  const byName = <T extends { name: string }>(list: T[]) => list.sort((a, b) => a.name.localeCompare(b.name));
  const rootFields = (name: string) =>
    byName((types.get(name)?.fields ?? []).filter((f) => !HIDDEN_FIELDS.has(f.name)));
  const queries = rootFields('Query');
  const mutations = rootFields('Mutation');
  types.delete('Query');
  types.delete('Mutation');
  for (const t of types.values()) byName(t.fields);
  return { queries, mutations, types: byName([...types.values()]) };
}

const has = (text: string, q: string) => text.toLowerCase().includes(q);

const fieldMatches = (f: ApiField, q: string): boolean =>
  has(f.name, q) || has(f.description, q) || f.args.some((a) => has(a.name, q) || has(a.description, q));

/** What a search (case-insensitive, over names and descriptions) leaves of the schema. */
export function searchApiSchema(schema: ApiSchema, query: string): ApiSchema {
  const q = query.trim().toLowerCase();
  if (!q) return schema;
  return {
    queries: schema.queries.filter((f) => fieldMatches(f, q)),
    mutations: schema.mutations.filter((f) => fieldMatches(f, q)),
    types: schema.types.filter(
      (t) =>
        has(t.name, q) ||
        has(t.description, q) ||
        t.fields.some((f) => fieldMatches(f, q)) ||
        t.values.some((v) => has(v.name, q) || has(v.description, q)),
    ),
  };
}

/** Scalars every GraphQL schema has, which need no entry of their own. */
export const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
