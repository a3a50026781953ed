// The rows a GraphQL document can return (server/graphql/hardening.ts estimatedRows): page sizes
// multiply through nested lists, fragments included; a list read only for its count costs nothing.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { estimatedRows } from '../../server/graphql/hardening';

const dir = path.resolve(import.meta.dirname, '../../schema');
const schema = buildSchema(
  readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n'),
);
const rows = (q: string, v?: Record<string, unknown>) => estimatedRows(schema, parse(q), v);

describe('estimatedRows', () => {
  it('multiplies nested page sizes, from literals and variables, with the default page size', () => {
    expect(rows('{ vouchers(take: 1000) { data { _id } } }')).toBe(1000);
    expect(rows('{ vouchers { data { _id } } }')).toBe(100);
    expect(
      rows('query($t: Int) { customers(take: $t) { data { hotspotDevices(take: 50) { data { _id } } } } }', { t: 10 }),
    ).toBe(10 + 10 * 50);
  });

  it('follows fragments and inline fragments', () => {
    expect(
      rows(`{ customers(take: 1000) { ...P } }
        fragment P on CustomerPage { data { ... on Customer { hotspotDevices(take: 20) { data { _id } } } } }`),
    ).toBe(1000 + 1000 * 20);
  });

  it('counts lists without paging (the monitoring data of a location) as part of their parent row', () => {
    expect(rows('{ locations(take: 100) { data { _id monitoring { maxSeverity data { users } } } } }')).toBe(100);
  });

  it('counts no rows for a list read only for totalCount', () => {
    expect(rows('{ customers(take: 1000) { data { hotspotDevices(take: 1000) { totalCount } } } }')).toBe(1000);
    expect(rows('{ myInvites(take: 1) { totalCount } }')).toBe(0);
  });
});
