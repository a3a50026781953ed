// The WiFi-code list in every shape a click can reach, and its bulk mutations (issue 41), at
// BENCH_VOUCHERS codes on PGlite and, when reachable, PostgreSQL.
//
// The shapes are enumerated from the list itself, so that a new column or filter cannot escape them:
// every sortable column of src/resources/wifi-code/VoucherList.tsx (each `DataTable.*Col source=…`
// not marked `sortable={false}`) at its first, middle and last page ascending and its first page
// descending; searches of 2, 3 and 4 characters matching many, few and no codes (terms taken from the
// seeded codes); every filter of voucherFilters.tsx both ways, alone and combined with each sort.
// Budget p95 ≤ 50 ms per shape. Bulk: deactivateManyVouchers and deleteManyVouchers of 10,000 codes
// spread over the list, createVoucherBatch of 10,000 codes and the deactivation of that whole batch,
// each ≤ 1 s; the import of 100,000 codes ≤ 10 s (bench/voucherImport.ts).
//   npx tsx bench/vouchers.ts   (BENCH_VOUCHERS, default 1000000; BENCH_RUNS, default 30;
//   BENCH_PG_URL as in common.ts). Also part of `npm run bench` (run.ts uses the same shapes).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../server/platform/config';
import { startServices } from '../server/services';
import { createHttpServer } from '../server/app';
import { HOTEL_ID, seedDemo } from '../server/seed/demo';
import { vouchers } from '../server/access/wifi-code/table';
import { statisticsSettled } from '../server/platform/statistics';
import type { Db } from '../server/platform/db/client';
import { graphql, ms, onEveryDatabase, pct, runAsScript, signIn } from './common';
import { measureImport } from './voucherImport';

export const LIST_P95_BUDGET = 50;
export const BULK_BUDGET = 1000;
const root = path.resolve(import.meta.dirname, '..');

/** The sortable columns of the WiFi-code list, as its source declares them. */
export function listSortableColumns(): string[] {
  const source = readFileSync(path.join(root, 'src/resources/wifi-code/VoucherList.tsx'), 'utf8');
  const columns: string[] = [];
  // Up to the tag's end: an arrow (=>) of an attribute does not end it.
  for (const m of source.matchAll(/<DataTable\.\w*Col\b((?:=>|[^>])*)>/g)) {
    const attrs = m[1]!;
    const name = /\bsource="(\w+)"/.exec(attrs)?.[1];
    if (name && !/sortable=\{false\}/.test(attrs)) columns.push(sortByOf(attrs) ?? name);
  }
  if (columns.length < 2) throw new Error('no sortable columns found in VoucherList.tsx');
  return columns;
}
const sortByOf = (attrs: string) => /\bsortBy="(\w+)"/.exec(attrs)?.[1];

/** The boolean filters of the list (voucherFilters.tsx), each `source=…` of a NullableBooleanInput. */
export function listFilters(): string[] {
  const source = readFileSync(path.join(root, 'src/resources/wifi-code/voucherFilters.tsx'), 'utf8');
  const filters = [...source.matchAll(/<NullableBooleanInput[^>]*?\bsource="(\w+)"/gs)].map((m) => m[1]!);
  if (!filters.length) throw new Error('no filters found in voucherFilters.tsx');
  return filters;
}

/** Search terms taken from the seeded codes: 2, 3 and 4 characters matching many, few and none. */
export async function searchTerms(db: Db, customerId: string): Promise<[string, string][]> {
  const [row] = await db
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(and(eq(vouchers.customerId, customerId), isNull(vouchers.deletedAt)))
    .orderBy(asc(vouchers.id))
    .limit(1)
    .offset(Math.floor((await db.$count(vouchers, eq(vouchers.customerId, customerId))) / 2));
  const code = row?.code ?? '7MKD9XQ4';
  // The code alphabet has no B: a term with one matches nothing in the codes (nor the descriptions).
  return [
    [`2 characters, many ("${code.slice(0, 2)}": codes starting with them)`, code.slice(0, 2)],
    ['2 characters, none ("QB")', 'QB'],
    ['3 characters, many ("zug": description of 1 in 7 codes)', 'zug'],
    [`3 characters, few ("${code.slice(2, 5)}" within codes)`, code.slice(2, 5)],
    ['3 characters, none ("QBB")', 'QBB'],
    ['4 characters, many ("tage": description of 1 in 5 codes)', 'tage'],
    [`4 characters, few ("${code.slice(3, 7)}" within codes)`, code.slice(3, 7)],
    ['4 characters, none ("QBBB")', 'QBBB'],
  ];
}

type Vars = Record<string, unknown>;

/** Every shape of the list, labelled: the sorts at three depths, the searches, the filters with each sort. */
export function listShapes(n: number, searches: [string, string][]): [string, Vars][] {
  const base = { take: 25, skip: 0, customerIds: [HOTEL_ID] };
  const middle = Math.floor(n / 2 / 25) * 25;
  const last = Math.max(0, n - 25);
  const shapes: [string, Vars][] = [];
  const columns = listSortableColumns();
  for (const key of columns) {
    const sort = [{ key, order: 'ASC' }];
    shapes.push([`sort ${key}: first page`, { ...base, sort }]);
    shapes.push([`sort ${key}: middle page (skip ${middle.toLocaleString('en')})`, { ...base, sort, skip: middle }]);
    shapes.push([`sort ${key}: last page (skip ${last.toLocaleString('en')})`, { ...base, sort, skip: last }]);
    shapes.push([`sort ${key} descending: first page`, { ...base, sort: [{ key, order: 'DESC' }] }]);
  }
  const newest = [{ key: 'createdAt', order: 'DESC' }];
  for (const [label, search] of searches) shapes.push([`search ${label}`, { ...base, sort: newest, search }]);
  for (const [label, search] of searches.filter(([l]) => l.includes('many')).slice(0, 1))
    shapes.push([`search ${label}, sorted by code`, { ...base, sort: [{ key: 'code', order: 'ASC' }], search }]);
  for (const filter of listFilters())
    for (const value of [true, false])
      for (const key of columns)
        shapes.push([
          `filter ${filter}=${value}, sort ${key}`,
          { ...base, [filter]: value, sort: [{ key, order: 'ASC' }] },
        ]);
  return shapes;
}

export const LIST = `query($skip:Int,$take:Int,$sort:[SortType!],$search:String,$customerIds:[String!],$active:Boolean,$valid:Boolean){
  vouchers(skip:$skip,take:$take,sort:$sort,search:$search,customerIds:$customerIds,active:$active,valid:$valid){
    totalCount totalCountExact hasNextPage count data{ _id code voucherCode description active valid used simultaneousUse expires deviceVoucher createdAt updatedAt }
  }
}`;

/**
 * Every shape of the list against a seeded server (`runs` requests after one warm-up; 3 when the
 * warm-up took over a second): table rows, the labels over budget pushed onto `missed`.
 */
export async function measureShapes(
  db: Db,
  url: string,
  token: string,
  n: number,
  runs: number,
  kind: string,
  missed: string[],
): Promise<string[]> {
  const rows: string[] = [];
  const gql = (query: string, variables: Vars) => graphql(url, token, query, variables);
  for (const [label, vars] of listShapes(n, await searchTerms(db, HOTEL_ID))) {
    const t0 = performance.now();
    await gql(LIST, vars);
    const slow = performance.now() - t0 > 1000;
    const times: number[] = [];
    for (let i = 0; i < (slow ? 3 : runs); i++) {
      const t = performance.now();
      await gql(LIST, vars);
      times.push(performance.now() - t);
    }
    const p95 = pct(times, 95);
    const over = p95 > LIST_P95_BUDGET;
    if (over) missed.push(`${kind}: vouchers list ${label}`);
    rows.push(
      `| vouchers list, 25 rows: ${label} | ${ms(pct(times, 50))} | ${ms(p95)} | p95 ≤ ${LIST_P95_BUDGET} ms${over ? ' **OVER**' : ''} |`,
    );
  }
  return rows;
}

/**
 * `count` active codes spread over the list: every k-th by id from the `offset`-th on (k: the active
 * codes over twice `count`, at least 2; 50 at a million codes), so that two calls name different codes.
 */
async function spread(db: Db, count: number, offset: number): Promise<string[]> {
  const result = (await db.execute(sql`WITH a AS (
      SELECT code, row_number() OVER (ORDER BY id) AS r FROM vouchers
      WHERE customer_id = ${HOTEL_ID} AND deleted_at IS NULL AND active)
    SELECT code FROM a WHERE a.r % greatest(2, least(50, (SELECT count(*) FROM a) / ${2 * count}::int)) = ${offset}::int
    LIMIT ${count}::int`)) as unknown as { rows: { code: string }[] };
  return result.rows.map((r) => r.code);
}

/**
 * The bulk mutations through the server at `url`: deactivation and deletion of 10,000 codes of the
 * hotel spread over its list (as `token`, the hotel's administrator), a batch of 10,000 new codes of
 * K100003, which has no licence limit (as `operator`). Table rows; the labels over budget pushed onto
 * `missed`.
 */
export async function measureBulk(
  db: Db,
  url: string,
  token: string,
  operator: string,
  kind: string,
  missed: string[],
): Promise<string[]> {
  const gql = (query: string, variables: Vars) => graphql(url, token, query, variables);
  const rows: string[] = [];
  const row = (label: string, took: number) => {
    const over = took > BULK_BUDGET;
    if (over) missed.push(`${kind}: ${label}`);
    rows.push(`| ${label} | ${ms(took)} | | ≤ 1 s${over ? ' **OVER**' : ''} |`);
  };
  const time = async (f: () => Promise<unknown>) => {
    const t = performance.now();
    await f();
    return performance.now() - t;
  };
  const hot = async () => {
    try {
      const r = (await db.execute(
        sql`SELECT pg_stat_get_tuples_hot_updated('vouchers'::regclass) + pg_stat_get_xact_tuples_hot_updated('vouchers'::regclass) AS hot,
          pg_stat_get_tuples_updated('vouchers'::regclass) + pg_stat_get_xact_tuples_updated('vouchers'::regclass) AS upd`,
      )) as unknown as { rows: { hot: unknown; upd: unknown }[] };
      return { hot: Number(r.rows[0]!.hot), upd: Number(r.rows[0]!.upd) };
    } catch {
      return { hot: NaN, upd: NaN };
    }
  };
  /**
   * deactivateManyVouchers of `codes` of `customer` as `as`, timed; then the row of how many of its
   * updates were heap-only (the server's connection reports its statistics within a second or so).
   */
  const deactivation = async (
    label: string,
    as: string,
    customer: string,
    codes: string[],
    expect: string,
    updates = codes.length,
  ) => {
    const before = await hot();
    row(
      label,
      await time(() =>
        graphql(url, as, 'mutation($c:String!,$codes:[String!]!){deactivateManyVouchers(customerId:$c,codes:$codes)}', {
          c: customer,
          codes,
        }),
      ),
    );
    let after = await hot();
    for (let i = 0; i < 200 && after.upd - before.upd < updates; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await hot();
    }
    rows.push(
      `| … of which heap-only (HOT) updates | ${after.hot - before.hot} of ${after.upd - before.upd} | | ${expect} |`,
    );
  };
  const deactivate = await spread(db, 10_000, 1);
  await deactivation(
    `deactivateManyVouchers, ${deactivate.length.toLocaleString('en')} codes spread over the list, one call`,
    token,
    HOTEL_ID,
    deactivate,
    'all of them where the page has room',
  );
  const remove = await spread(db, 10_000, 2);
  row(
    `deleteManyVouchers, ${remove.length.toLocaleString('en')} codes spread over the list, one call`,
    await time(() =>
      gql('mutation($c:String!,$codes:[String!]!){deleteManyVouchers(customerId:$c,codes:$codes)}', {
        c: HOTEL_ID,
        codes: remove,
      }),
    ),
  );
  // K100003 has no voucher plugin: no licence limit.
  let batch: string[] = [];
  row(
    'createVoucherBatch, 10,000 codes',
    await time(async () => {
      const r = await graphql<{ createVoucherBatch: { codes: string[] } }>(
        url,
        operator,
        'mutation($d:CreateVoucherBatchInput!){createVoucherBatch(data:$d){amount codes}}',
        { d: { customerId: 'K100003', amount: 10_000 } },
      );
      batch = r.createVoucherBatch.codes;
    }),
  );
  // First a few of its codes switched off one at a time, as a person does by hand, five at once so
  // that on PostgreSQL several of the server's connections see a one-code update, after the statistics
  // keeper's ANALYZE of the new batch (which lets the connections plan the trigger's queries anew):
  // PL/pgSQL once kept the counter trigger's plan made for one row for the bulk that followed (D353).
  await statisticsSettled();
  await db.execute(sql`ANALYZE vouchers`);
  const single = await db
    .select({ id: vouchers.id, updatedAt: vouchers.updatedAt })
    .from(vouchers)
    .where(and(eq(vouchers.customerId, 'K100003'), inArray(vouchers.code, batch.slice(0, 5))));
  if (single.length !== 5) throw new Error(`5 codes of the batch expected, found ${single.length}`);
  await Promise.all(
    single.map((v) =>
      graphql(url, operator, 'mutation($d:UpdateVoucherInput!){updateVoucher(data:$d)}', {
        d: { _id: v.id, updatedAt: v.updatedAt, active: false },
      }),
    ),
  );
  // The batch just made, switched off whole: its codes fill their pages side by side (D352).
  await deactivation(
    `deactivateManyVouchers, the ${batch.length.toLocaleString('en')} codes of that batch (5 switched off singly first), one call`,
    operator,
    'K100003',
    batch,
    'all of them (D352, D353)',
    batch.length - single.length,
  );
  return rows;
}

async function one(databaseUrl: string | undefined, n: number, runs: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-bench-vouchers-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl, staticDir: '/nonexistent' };
  const t0 = Date.now();
  const services = await startServices(config);
  try {
    await seedDemo(services.db, { customers: 40, hotelVouchers: n });
    const seeded = (Date.now() - t0) / 1000;
    const kind = services.database.kind;
    console.error(`${kind}: seeded ${n} codes in ${seeded.toFixed(0)} s`);
    const server = createHttpServer(services);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const token = await signIn(url, 'admin@alpenhotel.test');
      const operator = await signIn(url, 'operator@hotspot-portal.test');
      const missed: string[] = [];
      const rows = await measureShapes(services.db, url, token, n, runs, kind, missed);
      rows.push(...(await measureBulk(services.db, url, token, operator, kind, missed)));
      rows.push(...(await measureImport(services.db, url, operator, kind, missed)));
      return { kind, rows, missed, seeded };
    } finally {
      server.close();
    }
  } finally {
    await services.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchVouchers(): Promise<{ markdown: string; ok: boolean }> {
  const n = Number(process.env.BENCH_VOUCHERS ?? 1_000_000);
  const runs = Number(process.env.BENCH_RUNS ?? 30);
  const results = await onEveryDatabase('hp_bench_vouchers', (url) => one(url, n, runs));
  const missed = results.flatMap((r) => r.missed);
  const markdown = results
    .map(
      (r) => `
### ${new Date().toISOString().slice(0, 10)} — WiFi-code list shapes and bulk, ${r.kind}, ${n.toLocaleString('en')} codes in ${HOTEL_ID}

Command: \`BENCH_VOUCHERS=${n} BENCH_RUNS=${runs} npx tsx bench/vouchers.ts\` (shapes from VoucherList.tsx and voucherFilters.tsx; real HTTP on loopback; load average at the end ${loadAverage()})

| measurement | p50 | p95 | budget |
|---|---|---|---|
${r.rows.join('\n')}

Seeding took ${r.seeded.toFixed(0)} s.
`,
    )
    .join('');
  return { markdown: markdown + (missed.length ? `\nOver budget: ${missed.join('; ')}.\n` : ''), ok: !missed.length };
}

const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

runAsScript(import.meta.url, benchVouchers);
