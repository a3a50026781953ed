// Queries answered without yoga's pipeline once yoga admitted their text (server/graphql/admitted.ts):
// every answer must be the one yoga gives, byte for byte, and anything unusual must reach yoga.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdmittedQueries, MAX_ADMITTED, graphQLParams, type Answered } from '../../server/graphql/admitted';
import { startTestServer, type TestServer } from './harness';
import { HOTEL, USERS } from './helpers';

let s: TestServer;
let hotel: string;
let cafe: string;
beforeAll(async () => {
  s = await startTestServer({ customers: 4 });
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
}, 120_000);
afterAll(() => s?.close());

const answer = vi.spyOn(AdmittedQueries.prototype, 'answer');
afterEach(() => answer.mockClear());

/** How AdmittedQueries took each request since the last clear. */
const kinds = async () => Promise.all(answer.mock.results.map(async (r) => ((await r.value) as Answered).kind));

async function post(token: string | null, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(s.url + '/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

// A text of its own for each test, so that each starts unadmitted (the alias differs).
let n = 0;
const fresh = (query: string) => query.replace('{', `{ t${++n}: __typename `);

const LIST = `query($take: Int, $sort: [SortType!], $customerIds: [String!]) {
  vouchers(take: $take, sort: $sort, customerIds: $customerIds) {
    totalCount hasNextPage data { _id code description active valid used expires createdAt updatedAt } } }`;
const listOf = (customerId: string, more: Record<string, unknown> = {}) => ({
  query: fresh(LIST),
  variables: { take: 25, sort: [{ key: 'createdAt', order: 'DESC' }], customerIds: [customerId], ...more },
});

describe('a query text yoga admitted', () => {
  for (const accept of [undefined, '*/*', 'application/json']) {
    it(`is answered again as yoga answered it (Accept: ${accept ?? 'none'})`, async () => {
      const body = listOf(HOTEL);
      const headers: Record<string, string> = accept ? { accept } : {};
      const first = await post(hotel, body, headers);
      const second = await post(hotel, body, headers);
      expect(await kinds()).toEqual(['yoga', 'json']);
      expect(first.status).toBe(200);
      expect(JSON.parse(first.text).data.vouchers.data).toHaveLength(25);
      expect(second).toEqual(first);
    });
  }

  it('runs for each caller with their own rights', async () => {
    const body = listOf(HOTEL);
    const own = await post(hotel, body);
    const other = await post(cafe, body);
    const yoga = await post(cafe, { ...body, query: fresh(LIST) });
    expect(await kinds()).toEqual(['yoga', 'handOver', 'yoga']);
    expect(JSON.parse(own.text).data.vouchers.totalCount).toBeGreaterThan(0);
    expect(JSON.parse(other.text).errors[0].extensions.code).toBe('FORBIDDEN');
    // The same answer yoga gives the text it has not seen, but for the alias in the path.
    expect(other.text.replace(/t\d+/g, 't')).toBe(yoga.text.replace(/t\d+/g, 't'));
  });

  it('without a valid token: the answer is yoga’s', async () => {
    const body = listOf(HOTEL);
    const first = await post(null, body);
    const second = await post(null, body);
    const bad = await post('not-a-token', body);
    expect(await kinds()).toEqual(['yoga', 'handOver', 'handOver']);
    expect(JSON.parse(first.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(second).toEqual(first);
    expect(JSON.parse(bad.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a resolver’s refusal (an unknown sort key) is handed to yoga and answered alike', async () => {
    const good = listOf(HOTEL);
    await post(hotel, good);
    const bad = { ...good, variables: { ...good.variables, sort: [{ key: 'password', order: 'ASC' }] } };
    const handed = await post(hotel, bad);
    expect(await kinds()).toEqual(['yoga', 'handOver']);
    const fromYoga = await post(hotel, { ...bad, query: fresh(LIST) });
    const error = JSON.parse(handed.text).errors[0];
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sort' });
    expect(handed.text.replace(/t\d+/g, 't')).toBe(fromYoga.text.replace(/t\d+/g, 't'));
    expect(handed.status).toBe(fromYoga.status);
  });

  it('a bad variable is handed to yoga, which answers it in graphql-js’s words; too many rows go to yoga', async () => {
    const body = listOf(HOTEL);
    await post(hotel, body);
    const wrongType = await post(hotel, { ...body, variables: { ...body.variables, take: 'many' } });
    const tooMany = await post(hotel, { ...body, variables: { ...body.variables, take: 1_000_000 } });
    expect(await kinds()).toEqual(['yoga', 'handOver', 'yoga']);
    expect(JSON.parse(wrongType.text).errors[0]).toMatchObject({
      message: 'Invalid value for take: Int cannot represent non-integer value: "many"',
      extensions: { code: 'BAD_USER_INPUT', field: 'take' },
    });
    expect(JSON.parse(tooMany.text).errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'take' });
  });

  // graphql-jit coerces the variables of an admitted text, graphql-js those of yoga's path: each value
  // below, good or bad, gets the same answer from both.
  const sameAnswers = async (query: string, base: Record<string, unknown>, values: Record<string, unknown>[]) => {
    const admittedText = fresh(query);
    await post(hotel, { query: admittedText, variables: base });
    answer.mockClear();
    const strip = (text: string) => text.replace(/"t\d+"/g, '"t"');
    for (const more of values) {
      const variables = { ...base, ...more };
      const here = await post(hotel, { query: admittedText, variables });
      const yoga = await post(hotel, { query: fresh(query), variables });
      expect({ variables, status: here.status, text: strip(here.text) }).toEqual({
        variables,
        status: yoga.status,
        text: strip(yoga.text),
      });
    }
    // Every other request was the fresh text's, answered by yoga.
    return (await kinds()).filter((_, i) => i % 2 === 0);
  };

  it('coerces the list’s variables as yoga does: scalars, enums, lists, input objects', async () => {
    const { variables } = listOf(HOTEL);
    const taken = await sameAnswers(LIST, variables, [
      { take: 'many' },
      { take: 1.5 },
      { take: 2 ** 31 },
      { take: true },
      { take: null },
      { take: '25' },
      { sort: [[]] },
      { sort: [[{ key: 'code' }]] },
      { sort: [] },
      { sort: [{}] },
      { sort: { key: 'code', order: 'DESC' } },
      { sort: [null] },
      { sort: 'createdAt' },
      { sort: [{ key: 'createdAt', order: 'SIDEWAYS' }] },
      { sort: [{ key: 'createdAt', order: 1 }] },
      { sort: [{ key: 'createdAt', order: null }] },
      { sort: [{ key: 1 }] },
      { sort: [{ key: null }] },
      { sort: [{ key: 'createdAt', extra: 1 }] },
      { sort: [{ key: 'code' }, { order: 'DESC' }] },
      { customerIds: [1] },
      { customerIds: [null] },
      { customerIds: HOTEL },
      { customerIds: [[HOTEL]] },
      { customerIds: {} },
      { customerIds: [] },
      { unused: 'x' },
    ]);
    // A list where an input object goes is the one value graphql-jit would take: it goes to yoga.
    expect(taken[6]).toBe('yoga');
    expect(taken[7]).toBe('yoga');
    expect(taken).toContain('json');
    expect(taken).toContain('handOver');
  });

  it('coerces an input object of dates, ids and strings as yoga does', async () => {
    const query = `query($filter: AnalyticsFilter!) { analyticsTimeline(filter: $filter) { granularity } }`;
    const filter = { customerId: HOTEL, from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' };
    const taken = await sameAnswers(query, { filter }, [
      { filter: { ...filter, from: 'not a date' } },
      { filter: { ...filter, from: 1_767_225_600_000 } },
      { filter: { ...filter, from: null } },
      { filter: { ...filter, from: '2026-02-30T00:00:00.000Z' } },
      { filter: { ...filter, hotspotDeviceIds: [1] } },
      { filter: { ...filter, hotspotDeviceIds: [1.5] } },
      { filter: { ...filter, hotspotDeviceIds: 'a' } },
      { filter: { ...filter, locationIds: [true] } },
      { filter: { ...filter, granularity: 5 } },
      { filter: { from: filter.from, to: filter.to } },
      { filter: { ...filter, extra: 1 } },
      { filter: [] },
      { filter: [filter] },
      { filter: 'x' },
      { filter: null },
      { filter: undefined },
    ]);
    expect(taken[11]).toBe('yoga');
    expect(taken[12]).toBe('yoga');
  });

  it('another Accept or body type, an unknown parameter or a batch goes to yoga', async () => {
    const body = listOf(HOTEL);
    const first = await post(hotel, body);
    const negotiated = await post(hotel, body, { accept: 'application/graphql-response+json' });
    const extra = await post(hotel, { ...body, extra: 1 });
    const batch = await post(hotel, [body]);
    const otherType = await post(hotel, body, { 'content-type': 'application/graphql-response+json' });
    const fresh = await post(
      hotel,
      { ...body, query: body.query.replace('{', '{ ') },
      {
        'content-type': 'application/graphql-response+json',
      },
    );
    expect(await kinds()).toEqual(['yoga', 'yoga', 'yoga', 'yoga', 'yoga', 'yoga']);
    // The server lets that body type through; yoga answers it as it answers it for a text it never saw.
    expect(otherType).toEqual(fresh);
    expect(first.status).toBe(200);
    expect(negotiated.type).toBe('application/graphql-response+json; charset=utf-8');
    expect(extra.status).toBe(400);
    expect(batch.status).toBe(400);
  });

  it('a mutation is never answered outside yoga: each one runs through it (and its audit entry)', async () => {
    const mutation = `mutation($d: CreateVoucherInput!) { createVoucher(data: $d) { _id } }`;
    const one = await post(hotel, { query: mutation, variables: { d: { customerId: HOTEL, code: 'ADMT-0001' } } });
    const two = await post(hotel, { query: mutation, variables: { d: { customerId: HOTEL, code: 'ADMT-0002' } } });
    expect(await kinds()).toEqual(['yoga', 'yoga']);
    expect(JSON.parse(one.text).data.createVoucher._id).toBeTruthy();
    expect(JSON.parse(two.text).data.createVoucher._id).toBeTruthy();
  });

  it('compiles a text once, for yoga’s executions as for its own', async () => {
    const admitted = () => answer.mock.contexts[0] as AdmittedQueries;
    const mutation = fresh(`mutation($id: ID!) { deleteVoucher(_id: $id) }`);
    await post(hotel, { query: '{ __typename }' });
    const before = admitted().size;
    await post(hotel, { query: mutation, variables: { id: 'f'.repeat(24) } });
    expect(admitted().size).toBe(before + 1);
    const again = await post(hotel, { query: mutation, variables: { id: 'e'.repeat(24) } });
    expect(admitted().size).toBe(before + 1);
    expect(JSON.parse(again.text).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it(`keeps at most ${MAX_ADMITTED} texts`, async () => {
    let last = '';
    for (let i = 0; i < MAX_ADMITTED + 5; i++) await post(hotel, { query: (last = fresh('{}')) });
    expect((await post(hotel, { query: last })).text).toBe(`{"data":{"t${n}":"Query"}}`);
    expect((await kinds()).at(-1)).toBe('json');
    const admitted = answer.mock.contexts[0] as AdmittedQueries;
    expect(admitted.size).toBe(MAX_ADMITTED);
  });
});

describe('graphQLParams', () => {
  it('takes what yoga takes without complaint, nothing else', () => {
    expect(graphQLParams({ query: '{ a }' })).toEqual({ query: '{ a }' });
    expect(
      graphQLParams({ query: '{ a }', variables: null, operationName: 'A', extensions: { persisted: 1 } }),
    ).toMatchObject({ operationName: 'A' });
    for (const bad of [
      null,
      [],
      '{ a }',
      {},
      { query: 1 },
      { query: '{ a }', variables: [] },
      { query: '{ a }', variables: 'x' },
      { query: '{ a }', operationName: 1 },
      { query: '{ a }', extensions: [] },
      { query: '{ a }', other: 1 },
    ])
      expect(graphQLParams(bad), JSON.stringify(bad)).toBeNull();
  });
});
