// Broad WiFi-code searches (issue 13): a search matching more than SEARCH_TOTAL_CAP codes answers the
// total "more than 10,000" (totalCountExact false) instead of counting every match, and its pages are
// the same rows, in the same order, as the exact query gives; a narrow search stays exact. Pages past
// FAR_PAGE are read from the nearer end of the list and are the same rows as a plain OFFSET gives. Both
// databases, through real GraphQL requests of a caller confined to their customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { FAR_PAGE, SEARCH_TOTAL_CAP, searchCondition } from '../../server/modules/wifi-code/store';
import { userGrants, users, vouchers } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { newObjectId } from '../../server/ids';
import { ok } from './helpers';
import { startTestServer, type TestServer } from './harness';

const CUSTOMER = 'K100003';
const LIST = `query($c:[String!],$search:String,$skip:Int,$take:Int,$active:Boolean,$sort:[SortType!]){
  vouchers(customerIds:$c, search:$search, skip:$skip, take:$take, active:$active, sort:$sort){
    count totalCount totalCountExact hasNextPage data{ _id description createdAt active } } }`;
const BATCH = `mutation($d:CreateVoucherBatchInput!){ createVoucherBatch(data:$d){ amount } }`;

interface Page {
  count: number;
  totalCount: number;
  totalCountExact: boolean;
  hasNextPage: boolean;
  data: { _id: string; description: string | null; createdAt: string; active: boolean }[];
}

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startTestServer();
  // An administrator of this customer alone: on PostgreSQL the requests run under its row policy.
  const id = newObjectId();
  const email = `broad-${id}@test.test`;
  await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('Broad#2026x') });
  await s.db.insert(userGrants).values({ userId: id, customerKey: CUSTOMER, roles: ['super-admin'], permissions: [] });
  token = (await s.login(email, 'Broad#2026x')).accessToken;
  // One more than the cap matches "Seeblick"; 30 codes match "Bergblick"; 5 of the broad ones inactive.
  for (const amount of [SEARCH_TOTAL_CAP, 1])
    ok(await s.gql(token, BATCH, { d: { customerId: CUSTOMER, amount, description: 'Zimmer mit Seeblick' } }));
  ok(await s.gql(token, BATCH, { d: { customerId: CUSTOMER, amount: 30, description: 'Bergblick' } }));
  ok(
    await s.gql(token, BATCH, {
      d: { customerId: CUSTOMER, amount: 5, description: 'Seeblick, gesperrt', active: false },
    }),
  );
}, 120_000);
afterAll(() => s?.close());

const list = async (vars: Record<string, unknown>) =>
  ok(await s.gql<{ vouchers: Page }>(token, LIST, { c: [CUSTOMER], take: 25, ...vars })).vouchers;

/**
 * The ids of the customer's live codes under `conditions`, straight from the table in `order` by a
 * plain OFFSET: what the list must answer.
 */
async function idsOf(conditions: (SQL | undefined)[], order: SQL[], skip = 0, take?: number) {
  const query = s.db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.customerId, CUSTOMER), isNull(vouchers.deletedAt), ...conditions))
    .orderBy(...order)
    .offset(skip);
  return (await (take === undefined ? query : query.limit(take))).map((r) => r.id);
}

const newestFirst = [desc(vouchers.createdAt), desc(vouchers.id)];
const activeIs = (active?: boolean) => (active === undefined ? undefined : eq(vouchers.active, active));

/** The exact answer of a description search: the matching ids in the list's order. */
const expected = (term: string, skip: number, take: number, active?: boolean) =>
  idsOf(
    [sql`lower(${vouchers.description}) LIKE ${`%${term.toLowerCase()}%`}`, activeIs(active)],
    newestFirst,
    skip,
    take,
  );

const newest = [{ key: 'createdAt', order: 'DESC' }];

describe('broad WiFi-code searches', () => {
  it('answers "more than the cap" for a search matching more codes, with the right rows', async () => {
    const page = await list({ search: 'seeblick', sort: newest });
    expect(page).toMatchObject({ totalCount: SEARCH_TOTAL_CAP, totalCountExact: false, hasNextPage: true, count: 25 });
    expect(page.data.map((r) => r._id)).toEqual(await expected('seeblick', 0, 25));
    const deep = await list({ search: 'Seeblick', sort: newest, skip: 5000 });
    expect(deep.data.map((r) => r._id)).toEqual(await expected('seeblick', 5000, 25));
    expect(deep.hasNextPage).toBe(true);
  });

  it('counts a broad search narrowed by a state up to the cap', async () => {
    const inactive = await list({ search: 'seeblick', active: false, sort: newest });
    expect(inactive).toMatchObject({ totalCount: 5, totalCountExact: true, hasNextPage: false, count: 5 });
    expect(inactive.data.map((r) => r._id)).toEqual(await expected('seeblick', 0, 25, false));
    const active = await list({ search: 'seeblick', active: true, sort: newest });
    expect(active).toMatchObject({ totalCount: SEARCH_TOTAL_CAP, totalCountExact: false });
    expect(active.data.map((r) => r._id)).toEqual(await expected('seeblick', 0, 25, true));
  });

  it('keeps a narrow search exact', async () => {
    const page = await list({ search: 'bergblick', sort: newest });
    expect(page).toMatchObject({ totalCount: 30, totalCountExact: true, hasNextPage: true, count: 25 });
    expect(page.data.map((r) => r._id)).toEqual(await expected('bergblick', 0, 25));
    const last = await list({ search: 'bergblick', sort: newest, skip: 25 });
    expect(last).toMatchObject({ count: 5, hasNextPage: false, totalCountExact: true });
  });

  it('matches the same codes row by row as through the indexes, for every kind of term', async () => {
    const [{ code }] = await s.db
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.customerId, CUSTOMER))
      .orderBy(asc(vouchers.id))
      .limit(1);
    const terms = [
      code.slice(0, 1), // one or two characters: the start of the code
      code.slice(0, 2).toLowerCase(),
      code.slice(1, 5), // the code contains it, in any case, with a dash
      `${code.slice(1, 3)}-${code.slice(3, 5)}`.toLowerCase(),
      'seeblick',
      'SEEBLICK, GES',
      'mit',
      '%',
      '_',
      'e_b',
      'ick%',
      'ab\\',
      'nichts dergleichen',
    ];
    const ids = (term: string, broad: boolean) => idsOf([searchCondition([CUSTOMER], term, broad)], [asc(vouchers.id)]);
    let matched = 0;
    for (const term of terms) {
      const indexed = await ids(term, false);
      expect(await ids(term, true), term).toEqual(indexed);
      if (indexed.length) matched++;
    }
    expect(matched).toBeGreaterThanOrEqual(7);
  });

  it('keeps the customer\u2019s unfiltered list exact', async () => {
    const page = await list({ sort: newest });
    expect(page.totalCountExact).toBe(true);
    expect(page.totalCount).toBeGreaterThan(SEARCH_TOTAL_CAP);
  });
});

describe('far pages of a customer with more than FAR_PAGE codes', () => {
  const plain = (order: SQL[], skip: number, take: number, active?: boolean) =>
    idsOf([activeIs(active)], order, skip, take);

  it('are the rows of a plain OFFSET, read from either end, in every order', async () => {
    const total = (await list({ sort: newest })).totalCount;
    expect(total).toBeGreaterThan(FAR_PAGE + 25);
    const orders: [Record<string, unknown>[] | undefined, SQL[]][] = [
      [newest, newestFirst],
      [undefined, [asc(vouchers.id)]],
      [[{ key: 'used', order: 'ASC' }], [asc(vouchers.used), asc(vouchers.id)]],
      [
        [
          { key: 'active', order: 'DESC' },
          { key: 'description', order: 'ASC' },
        ],
        [desc(vouchers.active), asc(vouchers.description), asc(vouchers.id)],
      ],
    ];
    // The first far page (read forwards), the second to last and the last, partly filled (backwards).
    for (const skip of [FAR_PAGE, total - 40, total - 7]) {
      for (const [sort, order] of orders) {
        const page = await list({ sort, skip });
        const want = await plain(order, skip, 25);
        expect(
          page.data.map((r) => r._id),
          `${JSON.stringify(sort)} at ${skip}`,
        ).toEqual(want);
        expect(page).toMatchObject({ totalCount: total, count: want.length, hasNextPage: skip + 25 < total });
      }
    }
    const active = await list({ sort: newest, active: true, skip: total - 30 });
    expect(active.data.map((r) => r._id)).toEqual(await plain(newestFirst, total - 30, 25, true));
    expect(await list({ sort: newest, skip: total + 100 })).toMatchObject({ count: 0, totalCount: total, data: [] });
  });
});
