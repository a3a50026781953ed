// What a caller can send is bounded, and bad input answers BAD_USER_INPUT naming the field — never
// an internal error, never a stalled server, never a half-done write: NUL bytes and other control
// characters in any text, dates that do not exist or lie outside 1970–9999, oversized search
// terms, id lists and request bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CREATE_VOUCHER, HOTEL, USERS, VOUCHERS_QUERY, expectGqlError, ok, vouchersOk } from './helpers';

let s: TestServer;
let hotel: string;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
});
afterAll(() => s?.close());

describe('bounded input', () => {
  it('refuses NUL bytes and control characters in any text, naming the field, and writes nothing', async () => {
    const before = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount;
    const e = expectGqlError(
      await s.gql(hotel, CREATE_VOUCHER, { data: { customerId: HOTEL, description: 'Lobby\u0000x' } }),
      'BAD_USER_INPUT',
      'description',
    );
    expect(e.extensions?.i18n).toBe('forms.validationMessages.text');
    expectGqlError(
      await s.gql(hotel, VOUCHERS_QUERY, { customerIds: [HOTEL], search: 'ab\u0007c' }),
      'BAD_USER_INPUT',
      'search',
    );
    expect((await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).totalCount).toBe(before);
  });

  it('refuses dates that do not exist or lie outside 1970–9999', async () => {
    for (const expires of [
      '2024-02-30T10:00:00Z',
      '2023-02-29',
      '10000-01-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
      'soon',
    ]) {
      const r = await s.gql(hotel, CREATE_VOUCHER, { data: { customerId: HOTEL, expires } });
      const e = expectGqlError(r, 'BAD_USER_INPUT', 'expires');
      expect(e.extensions?.i18n).toBe('forms.validationMessages.date');
    }
    // Written as a literal in the document: named too, and reported once.
    const literal = await s.gql(
      hotel,
      `mutation { createVoucher(data: { customerId: "${HOTEL}", expires: "2024-02-30T00:00:00Z" }) { _id } }`,
    );
    expect(expectGqlError(literal, 'BAD_USER_INPUT', 'expires').extensions?.i18n).toBe('forms.validationMessages.date');
    expect(literal.errors).toHaveLength(1);
    // A DateTime variable of its own is named by the variable.
    expectGqlError(
      await s.gql(
        hotel,
        `mutation C($c: String!, $e: DateTime) { createVoucher(data: { customerId: $c, expires: $e }) { _id } }`,
        {
          c: HOTEL,
          e: '2024-02-30T00:00:00Z',
        },
      ),
      'BAD_USER_INPUT',
      'e',
    );
    // a real leap day is a date
    ok(await s.gql(hotel, CREATE_VOUCHER, { data: { customerId: HOTEL, expires: '2028-02-29T10:00:00Z' } }));
  });

  it('refuses a 70,000-element id list naming it', async () => {
    const ids = Array.from({ length: 70_000 }, (_, i) => i.toString(16).padStart(24, '0'));
    const e = expectGqlError(
      await s.gql(hotel, VOUCHERS_QUERY, { customerIds: [HOTEL], ids }),
      'BAD_USER_INPUT',
      'ids',
    );
    // The bound a list query has (1,000), not the bulk mutations' 10,000.
    expect(e.extensions?.args).toEqual({ maxSize: 1000 });
    expectGqlError(await s.gql(hotel, VOUCHERS_QUERY, { codes: ids.slice(0, 1001) }), 'BAD_USER_INPUT', 'codes');
    ok(await s.gql(hotel, VOUCHERS_QUERY, { ids: ids.slice(0, 1000) }));
  });

  it('checks the arguments of entity fields too (Customer.vouchers search)', async () => {
    const q = `query C($search: String) { customers(customerIds: ["${HOTEL}"]) { data { vouchers(search: $search) { totalCount } } } }`;
    const r = await s.gql(hotel, q, { search: 'a\u0000b' });
    expectGqlError(r, 'BAD_USER_INPUT', 'search');
  });

  it('names nested fields of a device account: criteria text, keywords, expires (nothing created)', async () => {
    const CREATE = `mutation C($data: CreateDeviceAccountInput!) { createDeviceAccount(data: $data) }`;
    const COUNT = `query { deviceAccounts(customerIds: ["${HOTEL}"]) { totalCount } }`;
    const count = async () =>
      ok(await s.gql<{ deviceAccounts: { totalCount: number } }>(hotel, COUNT)).deviceAccounts.totalCount;
    const before = await count();
    const base = { customerId: HOTEL, name: 'Kasse', criteria: { accountType: 'Username', username: 'kasse-2' } };
    for (const [data, field] of [
      [{ ...base, criteria: { accountType: 'Username', username: 'kas\u0000se' } }, 'criteria.username'],
      [{ ...base, keywords: ['ok', 'b\u0007ad'] }, 'keywords'],
      [{ ...base, keywords: Array.from({ length: 1001 }, (_, i) => `k${i}`) }, 'keywords'],
      [{ ...base, expires: '2024-02-30T12:00:00Z' }, 'expires'],
      [{ ...base, name: 'Kas\u0000se' }, 'name'],
    ] as const) {
      expectGqlError(await s.gql(hotel, CREATE, { data }), 'BAD_USER_INPUT', field);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a search term over 200 characters, and an 8 MB one before reading it, quickly', async () => {
    expectGqlError(
      await s.gql(hotel, VOUCHERS_QUERY, { customerIds: [HOTEL], search: 'a'.repeat(201) }),
      'BAD_USER_INPUT',
      'search',
    );
    const started = performance.now();
    const res = await fetch(s.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hotel}` },
      body: JSON.stringify({ query: VOUCHERS_QUERY, variables: { customerIds: [HOTEL], search: 'a'.repeat(8 << 20) } }),
    });
    expect(res.status).toBe(413);
    expect(performance.now() - started).toBeLessThan(1000);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    // Sent in chunks without a content-length: refused once past the bound, also within a second.
    const chunked = new TextEncoder().encode(
      JSON.stringify({ query: VOUCHERS_QUERY, variables: { customerIds: [HOTEL], search: 'a'.repeat(8 << 20) } }),
    );
    const t = performance.now();
    const streamed = await fetch(s.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hotel}` },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < chunked.length; i += 1 << 20) controller.enqueue(chunked.subarray(i, i + (1 << 20)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const streamedBody = (await streamed.json()) as { errors: { extensions: { code: string } }[] };
    expect(performance.now() - t).toBeLessThan(1000);
    expect(streamed.status).toBe(413);
    expect(streamedBody.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    // the server still answers normally
    ok(await s.gql(hotel, VOUCHERS_QUERY, { customerIds: [HOTEL], take: 1 }));
  });
});
