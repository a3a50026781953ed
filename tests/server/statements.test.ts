// Statements built once per shape (server/platform/statements.ts, issue 13): the rows are those drizzle
// gives for the same select, decoded the same way (dates, nulls, a nested selection, mapWith); the
// values are placeholders, so one caller's value is never built into the next caller's statement;
// the kept shapes are bounded; and on a request's handle the caller's row policy applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { builder, literalLimit, MAX_NAMED, Statements } from '../../server/platform/statements';
import { queryRows } from '../../server/platform/db/client';
import { voucherCounters, vouchers } from '../../server/access/wifi-code/table';
import { startTestServer, type TestServer } from './harness';

const A = 'K100001';
const B = 'K100002';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(() => s?.close());

type Shape = { newest: boolean };
type Values = { customerId: string; limit: number };

/** The codes of a customer, with the live total riding along: the shape of the WiFi-code list. */
const selection = (customerId: unknown) => ({
  row: vouchers,
  total:
    sql<number>`(SELECT ${voucherCounters.live} FROM ${voucherCounters} WHERE ${voucherCounters.customerId} = ${customerId})`.mapWith(
      Number,
    ),
});
const order = (newest: boolean) =>
  newest ? [desc(vouchers.createdAt), desc(vouchers.id)] : [asc(vouchers.createdAt), asc(vouchers.id)];

/** The codes of a customer by creation; `instants`: as Statements reads points in time. */
const codes = <Row = { row: typeof vouchers.$inferSelect; total: number }>(instants?: 'date' | 'text') =>
  new Statements<Shape, Values, Row>(
    ({ newest }) =>
      builder
        .select(selection(sql.placeholder('customerId')))
        .from(vouchers)
        .where(and(isNull(vouchers.deletedAt), eq(vouchers.customerId, sql.placeholder('customerId'))))
        .orderBy(...order(newest))
        .limit(sql.placeholder('limit'))
        .$dynamic(),
    { instants },
  );

describe('statements built once per shape', () => {
  it('answers the rows drizzle answers for the same select, dates, nulls and the nested row included', async () => {
    const statements = codes();
    for (const newest of [true, false]) {
      for (const customerId of [A, B]) {
        const expected = await s.db
          .select(selection(customerId))
          .from(vouchers)
          .where(and(isNull(vouchers.deletedAt), eq(vouchers.customerId, customerId)))
          .orderBy(...order(newest))
          .limit(7);
        const got = await statements.rows(s.db, { newest }, { customerId, limit: 7 });
        expect(expected.length).toBeGreaterThan(0);
        expect(got).toEqual(expected);
        expect(got[0]!.row.createdAt).toBeInstanceOf(Date);
        expect(typeof got[0]!.total).toBe('number');
        // Nulls were among the compared cells (deleted_at of live codes, at least).
        expect(got.every((r) => r.row.deletedAt === null)).toBe(true);
      }
    }
    // Two shapes, whatever the values.
    expect(statements.size).toBe(2);
  });

  it("reads points in time as their canonical text with instants: 'text', the rest as drizzle does", async () => {
    const asDates = codes();
    const asText = codes<{ row: Record<string, unknown>; total: number }>('text');
    const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
    const dates = await asDates.rows(s.db, { newest: true }, { customerId: A, limit: 7 });
    const texts = await asText.rows(s.db, { newest: true }, { customerId: A, limit: 7 });
    expect(texts).toEqual(
      dates.map(({ row, total }) => ({
        row: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, iso(v)])),
        total,
      })),
    );
    expect(texts[0]!.row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('serves each caller its own values from one built statement', async () => {
    const statements = codes();
    const a = await statements.rows(s.db, { newest: true }, { customerId: A, limit: 3 });
    const b = await statements.rows(s.db, { newest: true }, { customerId: B, limit: 5 });
    expect(statements.size).toBe(1);
    expect(a).toHaveLength(3);
    expect(b).toHaveLength(5);
    expect(a.every((r) => r.row.customerId === A)).toBe(true);
    expect(b.every((r) => r.row.customerId === B)).toBe(true);
  });

  it('refuses a statement that holds a value instead of a placeholder', () => {
    const leaky = new Statements<{ customerId: string }, Record<string, never>, unknown>(({ customerId }) =>
      builder.select().from(vouchers).where(eq(vouchers.customerId, customerId)).$dynamic(),
    );
    expect(() => leaky.rows(s.db, { customerId: A }, {})).toThrow(/holds a value .*sql\.placeholder/);
    expect(leaky.size).toBe(0);
  });

  it('keeps at most its bound of shapes, the least recently used going first', async () => {
    const columns = { id: vouchers.id, code: vouchers.code, createdAt: vouchers.createdAt } as const;
    let built = 0;
    const statements = new Statements<{ by: keyof typeof columns }, Values, { id: string }>(
      ({ by }) => {
        built++;
        return builder
          .select({ id: vouchers.id })
          .from(vouchers)
          .where(eq(vouchers.customerId, sql.placeholder('customerId')))
          .orderBy(columns[by], vouchers.id)
          .limit(sql.placeholder('limit'))
          .$dynamic();
      },
      { max: 2 },
    );
    for (const by of ['id', 'code', 'id', 'createdAt', 'id', 'code'] as const) {
      expect(await statements.rows(s.db, { by }, { customerId: A, limit: 2 })).toHaveLength(2);
    }
    expect(statements.size).toBe(2);
    // id, code, (id kept), createdAt (code goes), (id kept), code again.
    expect(built).toBe(4);
  });

  it('counts a value written into the SQL text (a limit given as a number) as a value', () => {
    const statements = new Statements<{ take: number }, Values, unknown>(({ take }) =>
      builder
        .select()
        .from(vouchers)
        .where(eq(vouchers.customerId, sql.placeholder('customerId')))
        .limit(take)
        .$dynamic(),
    );
    expect(() => statements.rows(s.db, { take: 1 }, { customerId: A, limit: 0 })).toThrow(/holds a value/);
  });

  it("runs under the caller's row policy on a request's handle", async () => {
    if (s.services.database.rowSecurity === 'off') return; // PGlite: one connection, no row policies
    const statements = codes();
    const request = s.services.forRequest([A]);
    try {
      expect(await statements.rows(request.db, { newest: true }, { customerId: A, limit: 3 })).toHaveLength(3);
      // The policy, not the statement, refuses the other customer's rows.
      expect(await statements.rows(request.db, { newest: true }, { customerId: B, limit: 3 })).toEqual([]);
    } finally {
      await request.release();
    }
  });

  it('names a shape planned once, which gets its generic plan; runs any other unnamed, planned for its values', async () => {
    if (s.services.database.rowSecurity === 'off') return; // PGlite: no statements kept by name
    const take = 3 + Math.floor(Math.random() * 1000); // a text of its own, kept on no connection yet
    const statements = new Statements<{ newest: boolean; limit: number }, { customerId: string }, { id: string }>(
      ({ newest, limit }) =>
        builder
          .select({ id: vouchers.id })
          .from(vouchers)
          .where(and(isNull(vouchers.deletedAt), eq(vouchers.customerId, sql.placeholder('customerId'))))
          .orderBy(...order(newest))
          .limit(literalLimit(limit))
          .$dynamic(),
      { generic: ({ newest }) => newest },
    );
    const request = s.services.forRequest([A, B]);
    try {
      // One connection throughout (the request's); the other customer's values in between.
      for (let i = 0; i < 7; i++) {
        const customerId = i % 2 ? A : B;
        expect(
          (await statements.rows(request.db, { newest: true, limit: take }, { customerId })).length,
        ).toBeGreaterThan(0);
        await statements.rows(request.db, { newest: false, limit: take }, { customerId });
      }
      const kept = await queryRows<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
        request.db,
        `SELECT name, statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements
          WHERE statement LIKE $1`,
        [`%limit ${take}`],
      );
      // Only the shape planned once is kept by name, its page size in the text: five custom plans,
      // then the generic one, planned for no customer in particular ($1 in its condition).
      expect(kept).toHaveLength(1);
      expect(kept[0]!.name).toMatch(/^hp_[0-9a-f]{32}$/);
      expect(kept[0]!.statement).toMatch(/order by "vouchers"."created_at" desc/);
      expect(kept[0]).toMatchObject({ custom_plans: 5, generic_plans: 2 });
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        request.db,
        `EXPLAIN EXECUTE ${kept[0]!.name}('${A}')`,
        [],
      );
      expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toMatch(/customer_id = \$1/);
    } finally {
      await request.release();
    }
  });

  it(`names at most ${MAX_NAMED} texts in a process; past that a shape runs unnamed`, async () => {
    if (s.services.database.rowSecurity === 'off') return;
    const statements = new Statements<{ limit: number }, { customerId: string }, { id: string }>(
      ({ limit }) =>
        builder
          .select({ id: vouchers.id })
          .from(vouchers)
          .where(eq(vouchers.customerId, sql.placeholder('customerId')))
          .limit(literalLimit(limit))
          .$dynamic(),
      { generic: () => true, max: 1 },
    );
    const request = s.services.forRequest([A]);
    try {
      for (let limit = 2000; limit < 2000 + MAX_NAMED + 3; limit++)
        expect((await statements.rows(request.db, { limit }, { customerId: A })).length).toBeGreaterThan(0);
      const [{ n }] = await queryRows<{ n: number }>(
        request.db,
        "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'hp\\_%'",
        [],
      );
      expect(n).toBeLessThanOrEqual(MAX_NAMED);
    } finally {
      await request.release();
    }
  });

  it('writes a page size into the text only as a whole number', () => {
    expect(() => literalLimit(1.5)).toThrow();
    expect(() => literalLimit(-1)).toThrow();
    expect(() => literalLimit(Number.NaN)).toThrow();
    expect(builder.select({ id: vouchers.id }).from(vouchers).limit(literalLimit(25)).toSQL()).toEqual({
      sql: 'select "id" from "vouchers" limit 25',
      params: [],
    });
  });
});
