// The GraphQL endpoint as an attacker meets it: no schema hints without introspection, a code on every
// error, no cross-origin reads, and only JSON POSTs of one operation.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../server/app';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer({ customers: 6 });
  token = (await s.login('operator@hotspot-portal.test')).accessToken;
}, 120_000);
afterAll(() => s?.close());

async function post(body: string, headers: Record<string, string> = {}) {
  const res = await fetch(s.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body,
  });
  const text = await res.text();
  let json: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, headers: res.headers };
}
const op = (query: string, variables?: Record<string, unknown>) => post(JSON.stringify({ query, variables }));

// Each of these is refused; none may hint at the schema, and every error carries a code.
const INVALID: [string, string, Record<string, unknown>?][] = [
  ['a field misspelt', '{ customers(take: 1) { totalCount daat } }'],
  ['an argument misspelt', '{ customers(tak: 1) { totalCount } }'],
  ['an enum value misspelt', '{ vouchers(take: 1, sort: [{ key: "code", order: DES }]) { totalCount } }'],
  ['an input field misspelt', 'mutation { createVoucher(data: { customerd: "K100001", amount: 1 }) { _id } }'],
  ['a syntax error', '{ customers(take: 1) { totalCount '],
  ['an unknown type in a variable', 'query($x: Customr) { customers(take: 1) { totalCount } }'],
  ['a wrong variable type', 'query($t: Int) { customers(take: $t) { totalCount } }', { t: 'many' }],
  ['a missing required variable', 'query($id: String!) { getOnlineCountForCustomerId(customerId: $id) { count } }', {}],
  [
    'null for a required input field',
    'mutation($d: CreateVoucherInput!) { createVoucher(data: $d) { _id } }',
    { d: { customerId: null } },
  ],
  [
    'an enum value misspelt in a variable',
    'query($s: [SortType!]) { vouchers(take: 1, sort: $s) { totalCount } }',
    { s: [{ key: 'code', order: 'DES' }] },
  ],
];

describe('invalid operations', () => {
  for (const [label, query, variables] of INVALID) {
    it(`${label}: refused with a code and without schema hints`, async () => {
      const r = await op(query, variables);
      expect(r.json?.errors?.length, r.text).toBeGreaterThan(0);
      for (const e of r.json!.errors!) {
        expect(e.message, label).not.toMatch(/did you mean/i);
        expect(typeof e.extensions?.code, `${label}: ${JSON.stringify(e)}`).toBe('string');
      }
    });
  }

  it('a variable of the wrong type is BAD_USER_INPUT naming the variable', async () => {
    const r = await op('query($t: Int) { customers(take: $t) { totalCount } }', { t: 'many' });
    expect(r.json?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 't' });
  });
});

describe('transport', () => {
  it('answers a plain JSON POST', async () => {
    const r = await op('{ customers(take: 1) { totalCount } }');
    expect(r.status).toBe(200);
    expect(r.json?.errors).toBeUndefined();
  });

  it('refuses batched operations', async () => {
    const r = await post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
    expect(r.status).toBe(400);
    expect(r.json?.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('refuses GET (no mutations or queries by URL)', async () => {
    const query = encodeURIComponent('mutation { deleteVoucher(_id: "x") }');
    const res = await fetch(`${s.url}/graphql?query=${query}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(405);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'BAD_REQUEST',
    );
  });

  it('refuses form-encoded and text/plain bodies (cross-site form posts)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const r = await post(type.startsWith('application/x') ? 'query=%7B__typename%7D' : '{"query":"{ __typename }"}', {
        'content-type': type,
      });
      expect(r.status, type).toBe(415);
      expect(r.json?.errors?.[0]?.extensions?.code, type).toBe('BAD_REQUEST');
    }
  });

  it('does not allow other origins to read answers (no CORS unless configured)', async () => {
    const preflight = await fetch(s.url + '/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const r = await post(JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example' });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a configured origin read answers (CORS_ORIGINS)', async () => {
    const services = { ...s.services, config: { ...s.services.config, corsOrigins: ['https://partner.example'] } };
    const server = createHttpServer(services);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
      // Twice: the second time the text is admitted (server/graphql/admitted.ts), and yoga still answers.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://partner.example' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
        expect(res.headers.get('access-control-allow-credentials')).toBe('true');
        expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
      }
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('answers in the media type asked for, its length in bytes', async () => {
    const plain = await op('{ __typename }');
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const spec = await post(JSON.stringify({ query: '{ __typename }' }), {
      accept: 'application/graphql-response+json, application/json;q=0.9',
    });
    expect(spec.status).toBe(200);
    expect(spec.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    // A refused operation under the GraphQL-over-HTTP media type is a 400, as yoga answers it.
    const refused = await post(JSON.stringify({ query: '{ customers(take: 1) { daat } }' }), {
      accept: 'application/graphql-response+json',
    });
    expect(refused.status).toBe(400);
    expect(refused.json?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // Text beyond ASCII (an error message quoting it): the declared length counts its bytes.
    const umlauts = await op('query($t: Int) { customers(take: $t) { totalCount } }', { t: 'Grüße' });
    expect(Number(umlauts.headers.get('content-length'))).toBe(Buffer.byteLength(umlauts.text));
    expect(umlauts.json?.errors?.[0]?.message).toContain('Grüße');
  });

  it('refuses a body that is not JSON, naming the fault', async () => {
    const r = await post('{"query": "{ __typename }"');
    expect(r.status).toBe(400);
    expect(r.json?.errors?.[0]).toMatchObject({
      message: 'POST body sent invalid JSON.',
      extensions: { code: 'BAD_REQUEST' },
    });
    // JSON, but no object of parameters; and a NUL byte in the query text.
    for (const body of ['null', '42', '"{ __typename }"', '{"query": "{ __typename }\u0000"}']) {
      const refused = await post(body);
      expect(refused.status, body).toBe(400);
      expect(refused.json?.errors?.[0]?.extensions?.code, body).toBe('BAD_REQUEST');
    }
  });
});

describe('rows per request', () => {
  it('refuses page sizes that multiply through nested lists beyond the bound, before running anything', async () => {
    const nested = `query($outer: Int, $inner: Int) { customers(take: $outer) { data { customerId
      hotspotDevices(take: $inner) { data { _id } } locations(take: $inner) { totalCount } } } }`;
    const r = await op(nested, { outer: 1000, inner: 1000 });
    expect(r.json?.data ?? null).toBeNull();
    expect(r.json?.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'take' });
    // A list that only counts (no data) costs no rows: 1000 + 1000 × 5 device rows pass.
    const counting = await op(nested, { outer: 1000, inner: 5 });
    expect(counting.json?.errors, JSON.stringify(counting.json).slice(0, 300)).toBeUndefined();
    const fine = await op(nested, { outer: 6, inner: 100 });
    expect(fine.json?.errors).toBeUndefined();
    expect((fine.json?.data as { customers: { data: unknown[] } }).customers.data.length).toBeGreaterThan(0);
    const big = await op(`{ vouchers(take: 1000) { data { _id } } }`);
    expect(big.json?.errors).toBeUndefined();
  });
});
