// Defects of the WiFi codes and customers found at scale or by trying the screens, each pinned:
// re-deactivation changes nothing, expired codes are not valid (and the valid filter agrees), a past
// expiry is refused, customers sort in a language-aware order, the code index cannot answer
// equality (the PostgreSQL bulk-plan defect), and the embedded database has planner statistics
// without a manual step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { customers } from '../../server/tenancy/customer/table';
import { vouchers } from '../../server/access/wifi-code/table';
import { startTestServer, type TestServer } from './harness';
import { CREATE_VOUCHER, DEACTIVATE_MANY, HOTEL, USERS, expectGqlError, ok, vouchersOk } from './helpers';

let s: TestServer;
let hotel: string;
let operator: string;

beforeAll(async () => {
  s = await startTestServer();
  hotel = (await s.login(USERS.hotel)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
});
afterAll(() => s?.close());

const rows = (codes: string[]) =>
  s.db
    .select({ code: vouchers.code, active: vouchers.active, updatedAt: vouchers.updatedAt })
    .from(vouchers)
    .where(and(eq(vouchers.customerId, HOTEL), inArray(vouchers.code, codes)));

describe('WiFi codes', () => {
  it('re-deactivating leaves already inactive codes untouched (only the newly deactivated change)', async () => {
    const [a, b] = (await vouchersOk(s, hotel, { customerIds: [HOTEL], active: true, take: 2 })).data.map(
      (v) => v.code,
    );
    ok(await s.gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes: [a] }));
    const [first] = await rows([a!]);
    await new Promise((r) => setTimeout(r, 20));
    ok(await s.gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes: [a, b] }));
    const after = await rows([a!, b!]);
    expect(after.find((r) => r.code === a)!.updatedAt.getTime()).toBe(first!.updatedAt.getTime());
    expect(after.every((r) => !r.active)).toBe(true);
  });

  it('refuses an expiry in the past, on create and update', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    expectGqlError(
      await s.gql(hotel, CREATE_VOUCHER, { data: { customerId: HOTEL, expires: past } }),
      'BAD_USER_INPUT',
      'expires',
    );
    const code = (await vouchersOk(s, hotel, { customerIds: [HOTEL], take: 1 })).data[0]!;
    expectGqlError(
      await s.gql(hotel, `mutation U($data: UpdateVoucherInput!) { updateVoucher(data: $data) }`, {
        data: { _id: code._id, updatedAt: code.updatedAt, expires: past },
      }),
      'BAD_USER_INPUT',
      'expires',
    );
  });

  it('reports an expired code as not valid, and the valid filter and its total agree', async () => {
    const created = ok(
      await s.gql<{ createVoucher: { code: string; valid: boolean } }>(hotel, CREATE_VOUCHER, {
        data: { customerId: HOTEL, description: 'expires soon' },
      }),
    ).createVoucher;
    const validBefore = (await vouchersOk(s, hotel, { customerIds: [HOTEL], valid: true, take: 1 })).totalCount;
    const invalidBefore = (await vouchersOk(s, hotel, { customerIds: [HOTEL], valid: false, take: 1 })).totalCount;
    // Its expiry passes (written directly: the API refuses past expiries).
    await s.db
      .update(vouchers)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(and(eq(vouchers.customerId, HOTEL), eq(vouchers.code, created.code)));
    const [shown] = (await vouchersOk(s, hotel, { customerIds: [HOTEL], codes: [created.code] })).data;
    expect(shown!.valid).toBe(false);
    const valid = await vouchersOk(s, hotel, { customerIds: [HOTEL], valid: true, take: 1000 });
    const invalid = await vouchersOk(s, hotel, { customerIds: [HOTEL], valid: false, take: 1000 });
    expect(valid.totalCount).toBe(validBefore - 1);
    expect(invalid.totalCount).toBe(invalidBefore + 1);
    expect(valid.data.some((v) => v.code === created.code)).toBe(false);
    expect(invalid.data.some((v) => v.code === created.code)).toBe(true);
    expect(valid.data.length).toBe(valid.totalCount);
    expect(invalid.data.length).toBe(invalid.totalCount);
  });

  it('has no index on the code that could answer equality other than the btree', async () => {
    const r = (await s.db.execute(
      sql`select indexdef from pg_indexes where tablename = 'vouchers' and indexdef ilike '%gin_trgm_ops%'`,
    )) as unknown as { rows?: { indexdef: string }[] } & { indexdef: string }[];
    const defs = (r.rows ?? r).map((x) => x.indexdef);
    expect(defs.some((d) => /\(code gin_trgm_ops\)/i.test(d))).toBe(false);
    expect(defs.some((d) => /lower\(code\)/i.test(d))).toBe(true);
    // 10,000 more codes and current statistics, sequential scans off, and `code IN (…)` without the
    // customer: the indexes left to answer it are the (customer_id, code) btree and any index on the
    // code itself. With a trigram index on code (the PostgreSQL bulk defect, 16–63 s for 10,000
    // codes) PostgreSQL picks that one here (checked by adding it back: the test then fails).
    const big = 'K100003';
    const { codes } = ok(
      await s.gql<{ createVoucherBatch: { codes: string[] } }>(
        operator,
        `mutation B($data: CreateVoucherBatchInput!) { createVoucherBatch(data: $data) { codes } }`,
        { data: { customerId: big, amount: 10_000 } },
      ),
    ).createVoucherBatch;
    // The explicit ANALYZE makes the plan independent of when the background statistics run.
    await s.db.execute(sql`analyze vouchers`);
    const text = await s.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (await tx.execute(
        sql`explain select id from vouchers where code in (${sql.join(
          codes.slice(0, 200).map((c) => sql`${c}`),
          sql`, `,
        )})`,
      )) as unknown as { rows?: Record<string, string>[] } & Record<string, string>[];
      return (plan.rows ?? plan).map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(text, text).not.toMatch(/trgm/);
    expect(text, text).toMatch(/vouchers_code_uq/);
  });

  it('keeps trigrams of live codes only: a soft delete writes none (D332)', async () => {
    const defs = (await s.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'vouchers' and indexdef like '%gin_trgm_ops%'`,
    )) as unknown as { rows?: { indexname: string; indexdef: string }[] } & { indexname: string; indexdef: string }[];
    const trigram = defs.rows ?? defs;
    expect(trigram.map((d) => d.indexname).sort()).toEqual(['vouchers_code_lower_trgm', 'vouchers_description_trgm']);
    for (const d of trigram) expect(d.indexdef, d.indexdef).toMatch(/WHERE \(deleted_at IS NULL\)/);
    // Whether the planner takes them for a search is its choice by the table's size (a plan check here
    // chose other indexes in CI on the test's small tables); usable they are: every search asks
    // `v.deleted_at IS NULL` (hotspot_voucher_matches), the indexes' predicate.
  });
});

describe('customers', () => {
  it('sort in a language-aware order: Bäckerei before Bibliothek, Ärztehaus with the A', async () => {
    const names = ['Bibliothek Testdorf', 'Bäckerei Testdorf', 'Ärztehaus Testdorf', 'Apotheke Testdorf'];
    await s.db
      .insert(customers)
      .values(
        names.map((company, i) => ({ customerId: `K7770${10 + i}`, id: `77700000000000000000000${i}`, company })),
      );
    const r = ok(
      await s.gql<{ customers: { data: { company: string }[] } }>(
        operator,
        `query { customers(search: "Testdorf", take: 10, sort: [{ key: "company", order: ASC }]) { data { company } } }`,
      ),
    ).customers.data.map((c) => c.company);
    expect(r).toEqual(['Apotheke Testdorf', 'Ärztehaus Testdorf', 'Bäckerei Testdorf', 'Bibliothek Testdorf']);
  });
});

// PGlite has no autovacuum at all, and a PostgreSQL server's comes only after a while: the demo seed
// (a large load at once) leaves statistics behind on both.
describe('planner statistics', () => {
  it('exist after start-up and seeding, without a manual ANALYZE', async () => {
    // pg_stats shows a table under row-level security to its owner only.
    const r = (await s.owner.execute(
      sql`select count(*)::int as n from pg_stats where tablename = 'vouchers'`,
    )) as unknown as { rows?: { n: number }[] } & { n: number }[];
    expect((r.rows ?? r)[0]!.n).toBeGreaterThan(0);
  });
});
