// The integrator reference's reading of schema/ (/docs/api, issue 37): every query and mutation of the
// SDL, the extensions merged into their types, descriptions kept, the search over names and descriptions.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parseApiSchema, searchApiSchema } from '../../src/shell/pages/docs/apiSchema';

const dir = path.resolve(import.meta.dirname, '../../schema');
const SOURCES = readdirSync(dir)
  .filter((f) => f.endsWith('.graphql'))
  .map((f) => readFileSync(path.join(dir, f), 'utf8'));

describe('the API reference of schema/', () => {
  const schema = parseApiSchema(SOURCES);
  const real = buildSchema(SOURCES.join('\n'));

  it('lists every query and mutation, with arguments and descriptions', () => {
    const names = (fields: Record<string, unknown>) =>
      Object.keys(fields)
        .filter((n) => !n.startsWith('_'))
        .sort();
    expect(schema.queries.map((q) => q.name).sort()).toEqual(names(real.getQueryType()!.getFields()));
    expect(schema.mutations.map((m) => m.name).sort()).toEqual(names(real.getMutationType()!.getFields()));
    const create = schema.mutations.find((m) => m.name === 'createApiKey')!;
    expect(create).toMatchObject({ type: 'CreateApiKeyResult!', typeName: 'CreateApiKeyResult' });
    expect(create.description).toMatch(/secret/);
    expect(create.args.map((a) => `${a.name}: ${a.type}`)).toEqual(['data: CreateApiKeyInput!']);
    const list = schema.queries.find((q) => q.name === 'apiKeys')!;
    expect(list.args.find((a) => a.name === 'take')).toMatchObject({ type: 'Int', defaultValue: '100' });
  });

  it('merges extensions into their types and lists every named type but the roots', () => {
    const customer = schema.types.find((t) => t.name === 'Customer')!;
    expect(customer.fields.map((f) => f.name)).toContain('userInvites');
    const expected = Object.keys(real.getTypeMap())
      .filter(
        (n) => !n.startsWith('__') && !['Query', 'Mutation', 'String', 'Int', 'Float', 'Boolean', 'ID'].includes(n),
      )
      .sort();
    expect(schema.types.map((t) => t.name).sort()).toEqual(expected);
    expect(schema.types.find((t) => t.name === 'SortDirection')?.values.map((v) => v.name)).toEqual(['ASC', 'DESC']);
  });

  it('searches names and descriptions, case-insensitive', () => {
    const found = searchApiSchema(schema, 'APIKEY');
    expect(found.queries.map((q) => q.name)).toEqual(['apiKeyRoles', 'apiKeys']);
    expect(found.mutations.map((m) => m.name)).toEqual(['createApiKey', 'revokeApiKey']);
    expect(found.types.map((t) => t.name)).toContain('ApiKey');
    expect(searchApiSchema(schema, 'no-such-thing-xyz').types).toEqual([]);
    expect(searchApiSchema(schema, '  ')).toBe(schema);
  });
});
