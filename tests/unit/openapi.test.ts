// The OpenAPI document of the REST endpoints (issue 37): generated from the authorisation matrix, so
// every route of every module and of the transport is in it, each operation well-formed (OpenAPI 3.1,
// checked structurally: unique operation ids, a response per operation, every $ref resolvable).
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../server/composition';
import { TRANSPORT_ROUTES, restRoutesOf } from '../../server/graphql/authorization';
import { openApiDocument } from '../../server/platform/openapi';

const RULES = [...restRoutesOf(MODULES), ...TRANSPORT_ROUTES];
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

describe('OpenAPI document', () => {
  const doc = JSON.parse(JSON.stringify(openApiDocument(RULES, '1', 'http://localhost:3000'))) as {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<
      string,
      Record<string, { operationId: string; responses: Record<string, unknown>; security: unknown[] }>
    >;
  };

  it('is OpenAPI 3.1 and lists every REST route of the matrix', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    for (const rule of RULES) {
      const [method, sample] = rule.route.split(' ') as [string, string];
      const op = doc.paths[sample.split('?')[0]!]?.[method.toLowerCase()];
      expect(op, rule.route).toBeDefined();
      expect(op!.security, rule.route).toEqual(rule.access === 'public' ? [] : [{ bearer: [] }]);
    }
    expect(Object.values(doc.paths).flatMap((p) => Object.keys(p))).toHaveLength(RULES.length);
    expect(doc.paths['/acl/permissions']?.get).toBeDefined();
    expect(doc.paths['/api/openapi.json']?.get).toBeDefined();
  });

  it('is well-formed: paths start with /, known methods, unique operation ids, responses, resolvable $refs', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/'), path).toBe(true);
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      }
    }
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      let node: unknown = doc;
      for (const part of ref!.split('/')) node = (node as Record<string, unknown> | undefined)?.[part];
      expect(node, ref).toBeDefined();
    }
  });
});
