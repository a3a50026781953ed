// Broad WiFi-code searches (issue 13): a search matching more than SEARCH_TOTAL_CAP codes answers the
// total "more than 10,000" (totalCountExact false) instead of counting every match, and its pages are
// the same rows, in the same order, as the exact query gives; a narrow search stays exact. Pages past
// FAR_PAGE are read from the nearer end of the list, or by creation from remembered positions, and are
// the same rows as a plain OFFSET gives. Both databases, through real GraphQL requests of a caller
// confined to their customer, and the store's own reads where a test needs a shorter step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  FAR_PAGE,
  SEARCH_TOTAL_CAP,
  listVoucherRows,
  readByCreation,
  searchCondition,
} from '../../server/access/wifi-code/store';
import { ListPositions, positionsOf } from '../../server/access/wifi-code/positions';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { voucherCounters, vouchers } from '../../server/access/wifi-code/table';
import { hashPassword } from '../../server/platform/passwords';
import { newObjectId } from '../../server/platform/ids';
import { CAFE, ok } from './helpers';
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
const oldestFirst = [asc(vouchers.createdAt), asc(vouchers.id)];
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

  it("counts another customer's search exactly, whatever this customer's descriptions hold", async () => {
    const id = newObjectId();
    const email = `broad-other-${id}@test.test`;
    await s.db.insert(users).values({ id, email, passwordHash: await hashPassword('Broad#2026x') });
    await s.db.insert(userGrants).values({ userId: id, customerKey: CAFE, roles: ['super-admin'], permissions: [] });
    const other = (await s.login(email, 'Broad#2026x')).accessToken;
    ok(await s.gql(other, BATCH, { d: { customerId: CAFE, amount: 20, description: 'Seeblick Terrasse' } }));
    for (const c of [[CAFE], undefined]) {
      const page = ok(await s.gql<{ vouchers: Page }>(other, LIST, { c, search: 'seeblick', take: 25 })).vouchers;
      expect(page).toMatchObject({ totalCount: 20, totalCountExact: true, count: 20 });
    }
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
      [[{ key: 'createdAt', order: 'ASC' }], oldestFirst],
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

describe('far pages by creation, from remembered positions', () => {
  const moves = async () =>
    (
      await s.db
        .select({ moves: voucherCounters.moves })
        .from(voucherCounters)
        .where(eq(voucherCounters.customerId, CUSTOMER))
    )[0]!.moves;
  const liveIds = () => idsOf([], oldestFirst);
  const bothWays = [
    ['ASC', oldestFirst],
    ['DESC', newestFirst],
  ] as const;

  it('raises the counter once per statement that adds, deletes or restores a code, and for nothing else', async () => {
    const [a, b] = await liveIds();
    const was = await moves();
    await s.db
      .update(vouchers)
      .set({ active: false, used: 3 })
      .where(inArray(vouchers.id, [a!, b!]));
    expect(await moves(), 'a deactivation moves no code').toBe(was);
    await s.db
      .update(vouchers)
      .set({ deletedAt: new Date() })
      .where(inArray(vouchers.id, [a!, b!]));
    expect(await moves(), 'two codes deleted in one statement').toBe(was + 1);
    await s.db
      .update(vouchers)
      .set({ deletedAt: null, active: true, used: 0 })
      .where(inArray(vouchers.id, [a!, b!]));
    expect(await moves(), 'restored').toBe(was + 2);
    // One code deleted and another restored in one statement: the counts stay, the positions do not.
    await s.db.update(vouchers).set({ deletedAt: new Date() }).where(eq(vouchers.id, a!));
    await s.db
      .update(vouchers)
      .set({ deletedAt: sql`CASE WHEN ${vouchers.deletedAt} IS NULL THEN now() END` })
      .where(inArray(vouchers.id, [a!, b!]));
    expect(await moves(), 'swapped').toBe(was + 4);
    await s.db.update(vouchers).set({ deletedAt: null }).where(eq(vouchers.id, b!));
    ok(await s.gql(token, BATCH, { d: { customerId: CUSTOMER, amount: 3, description: 'Nachzügler' } }));
    expect(await moves(), 'three codes added').toBe(was + 6);
    expect(await liveIds()).toContain(a);
  });

  it('are the rows of a plain OFFSET in both directions, from either end, and follow every move of the list', async () => {
    // A step of 100. The list's own far pages (past FAR_PAGE) lie near its newest or oldest end here,
    // so the store's read is also asked for pages all along the list, from both ends.
    const positions = new ListPositions(100);
    const check = async (label: string) => {
      const total = (await liveIds()).length;
      const now = await moves();
      for (const skip of [FAR_PAGE, FAR_PAGE + 20, total - 26, total - 1])
        for (const [order, by] of bothWays) {
          const got = await listVoucherRows(
            s.db,
            [CUSTOMER],
            {},
            { sort: [{ key: 'createdAt', order }] },
            { offset: skip, limit: 25 },
            positions,
          );
          expect(
            got.rows.map((r) => r.id),
            `${label}: ${order} at ${skip}`,
          ).toEqual(await idsOf([], by, skip, 25));
          expect(got.total).toBe(total);
        }
      for (const start of [0, 99, 100, 2550, 5000, Math.floor(total / 2), total - 25])
        for (const [order, by] of bothWays) {
          const rows = await readByCreation(s.db, positions, [CUSTOMER], CUSTOMER, now, order, start, 25);
          expect(
            rows?.map((r) => r.id),
            `${label}: from ${order} at ${start}`,
          ).toEqual(await idsOf([], by, start, 25));
        }
      // Every remembered mark, found or carried over the moves, is the code at its position.
      for (const [end, by] of bothWays) {
        const list = await idsOf([], by);
        const marks = positions.marks(`${CUSTOMER} ${end}`, now);
        expect(marks.length, `${label}: marks from ${end}`).toBeGreaterThan(Math.floor((total - 25) / 100) - 25);
        expect(
          marks.filter((m) => list[m.pos] !== m.id),
          `${label}: marks from ${end}`,
        ).toEqual([]);
      }
    };
    await check('first');
    await check('remembered');
    const ids = await liveIds();
    await s.db.update(vouchers).set({ deletedAt: new Date() }).where(eq(vouchers.id, ids[1500]!));
    await check('one deleted');
    await s.db.delete(vouchers).where(inArray(vouchers.id, [...ids.slice(300, 310), ...ids.slice(-400, -390)]));
    await check('twenty removed');
    ok(await s.gql(token, BATCH, { d: { customerId: CUSTOMER, amount: 101, description: 'Spätlese' } }));
    await check('a batch added');
  });

  it('carries its marks over the statements that moved the list since, shifted, instead of finding them again', async () => {
    const positions = new ListPositions(100);
    const read = async (direction: 'ASC' | 'DESC', at: number) => {
      const rows = await readByCreation(s.db, positions, [CUSTOMER], CUSTOMER, at, direction, 2550, 25);
      expect(rows?.map((r) => r.id)).toEqual(
        await idsOf([], direction === 'ASC' ? oldestFirst : newestFirst, 2550, 25),
      );
      return positions.marks(`${CUSTOMER} ${direction}`, at).map((m) => m.pos);
    };
    const was = await moves();
    const found = Array.from({ length: 25 }, (_, k) => (k + 1) * 100 - 1);
    expect(await read('ASC', was)).toEqual(found);
    expect(await read('DESC', was)).toEqual(found);
    // Both ends move: a code added at the newest end, the oldest deleted.
    const [oldest] = await liveIds();
    ok(await s.gql(token, BATCH, { d: { customerId: CUSTOMER, amount: 1, description: 'Neu' } }));
    await s.db.delete(vouchers).where(eq(vouchers.id, oldest!));
    const now = await moves();
    expect(now).toBe(was + 2);
    // From the oldest every position is one less, from the newest one more; found again they would
    // be those above.
    expect(await read('ASC', now)).toEqual(found.map((p) => p - 1));
    expect(await read('DESC', now)).toEqual(found.map((p) => p + 1));
  });

  it('reads nothing for a list that has moved since its counter was read', async () => {
    const positions = new ListPositions(1000);
    const was = await moves();
    const read = (list: ListPositions, at: number, start = 4500, direction: 'ASC' | 'DESC' = 'ASC') =>
      readByCreation(s.db, list, [CUSTOMER], CUSTOMER, at, direction, start, 25);
    expect((await read(positions, was))?.map((r) => r.id)).toEqual(await idsOf([], oldestFirst, 4500, 25));
    expect((await read(positions, was, 4500, 'DESC'))?.map((r) => r.id)).toEqual(
      await idsOf([], newestFirst, 4500, 25),
    );
    expect(positions.marks(`${CUSTOMER} ASC`, was)).toHaveLength(4);
    expect(await read(positions, was - 1), 'remembered for another state of the list').toBeNull();
    expect(positions.marks(`${CUSTOMER} ASC`, was - 1)).toEqual([]);
    expect(await read(new ListPositions(1000), was - 1)).toBeNull();
    expect(await read(new ListPositions(1000), was - 1, 20), 'no mark needed').toBeNull();
  });

  it('answers through GraphQL for a caller confined to the customer, as a plain OFFSET, from its marks', async () => {
    // A step of 10: the far pages here lie about a hundred codes from an end, so they start from
    // marks found under the caller's row policy.
    positionsOf.replace(s.services, new ListPositions(10));
    const total = (await liveIds()).length;
    for (const skip of [FAR_PAGE + 1, total - 30])
      for (const [order, by] of bothWays) {
        const page = await list({ sort: [{ key: 'createdAt', order }], skip });
        expect(page.data.map((r) => r._id)).toEqual(await idsOf([], by, skip, 25));
      }
    const now = await moves();
    for (const end of ['ASC', 'DESC'])
      expect(positionsOf(s.services).marks(`${CUSTOMER} ${end}`, now).length, `marks from ${end}`).toBeGreaterThan(5);
  });
});
