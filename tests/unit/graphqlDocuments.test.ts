// Every GraphQL document the data provider can build — for every resource mapping and every fetch
// type — is valid against the SDL of schema/: a renamed field, a wrong argument type or a selection
// the schema does not have fails here, not in a user's browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createBuildQuery } from '../../src/providers/buildQuery';
import { SHELL_RESOURCES, type ResourceSpec } from '../../src/providers/resources';
import type { ResourceApi } from '../../src/shell/registry';

const schemaDir = path.resolve(import.meta.dirname, '../../schema');
const sdl = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.graphql'))
  .sort()
  .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'))
  .join('\n');
const schema = buildSchema(sdl);

const apis = import.meta.glob<ResourceApi>('../../src/resources/*/api.ts', { eager: true, import: 'default' });
const SPECS: Record<string, ResourceSpec> = Object.assign({}, SHELL_RESOURCES, ...Object.values(apis));
const buildQuery = createBuildQuery({ getCustomerId: () => 'K100001', specs: SPECS });

/** A sample value for every filter of a mapping (the list query gets all of them at once). */
function sampleFilters(spec: ResourceSpec): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, filter] of Object.entries(spec.filters)) {
    if (name === 'customerIds') continue; // the active customer wins
    out[name] = filter.type.startsWith('[')
      ? ['x']
      : filter.type === 'Boolean'
        ? true
        : filter.type === 'Int'
          ? 1
          : 'x';
  }
  return out;
}

/** Every document a mapping can produce, by fetch type. */
function documents(resource: string, spec: ResourceSpec): [string, DocumentNode][] {
  const record = { id: 'r1', _id: 'r1', updatedAt: '2026-01-01T00:00:00.000Z' };
  const every = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, k === 'amount' ? 2 : 'v']));
  const out: [string, DocumentNode][] = [
    [
      'GET_LIST',
      buildQuery('GET_LIST', resource, {
        pagination: { page: 1, perPage: 25 },
        sort: { field: spec.sortable[0] ?? 'id', order: 'ASC' },
        filter: sampleFilters(spec),
      }).query,
    ],
    [
      'GET_LIST detail',
      buildQuery('GET_LIST', resource, { pagination: { page: 1, perPage: 1 }, filter: {}, meta: { detail: true } })
        .query,
    ],
    ['GET_ONE', buildQuery('GET_ONE', resource, { id: 'r1' }).query],
    ['GET_MANY', buildQuery('GET_MANY', resource, { ids: ['r1', 'r2'] }).query],
  ];
  if (spec.create) out.push(['CREATE', buildQuery('CREATE', resource, { data: every(spec.creatable) }).query]);
  if (spec.createBatch)
    out.push(['CREATE batch', buildQuery('CREATE', resource, { data: every(spec.batchCreatable ?? []) }).query]);
  if (spec.update)
    out.push([
      'UPDATE',
      buildQuery('UPDATE', resource, { id: 'r1', data: every(spec.updatable), previousData: record }).query,
    ]);
  if (spec.delete) out.push(['DELETE', buildQuery('DELETE', resource, { id: 'r1', previousData: record }).query]);
  if (spec.deleteMany) out.push(['DELETE_MANY', buildQuery('DELETE_MANY', resource, { ids: ['r1'] }).query]);
  for (const entry of spec.updateMany ?? [])
    out.push([
      `UPDATE_MANY ${entry.mutation}`,
      buildQuery('UPDATE_MANY', resource, { ids: ['r1'], data: entry.data }).query,
    ]);
  return out;
}

describe('GraphQL documents of the data provider', () => {
  it('knows the mappings of the resource modules', () => {
    expect(Object.keys(SPECS)).toEqual(expect.arrayContaining(['customer', 'wifi-code']));
  });

  for (const [resource, spec] of Object.entries(SPECS)) {
    it(`${resource}: every fetch type builds a document valid against the SDL`, () => {
      for (const [fetchType, doc] of documents(resource, spec)) {
        const errors = validate(schema, doc).map((e) => e.message);
        expect(errors, `${resource} ${fetchType}`).toEqual([]);
      }
    });
  }
});
