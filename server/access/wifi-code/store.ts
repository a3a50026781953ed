// WiFi codes in the database: SQL only, the tenant scope first.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, gt, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { generateCodes, normalizeCode } from '../../../src/domain/voucherCode';
import type { Db, Tx } from '../../platform/db/client';
import { stateCells, stateCount } from './licence';
import { countAll, likePattern, orderBy, type PageArgs } from '../../platform/paging';
import { pageOf } from '../../platform/rows';
import { builder, literalLimit, Statements } from '../../platform/statements';
import { carry, readFromMarks, type ListPositions, type Mark } from './positions';
import { exportOrder, type KeysetRead } from '../../platform/export/keyset';
import type { StoredBatch, StoredVoucher, VoucherColumn } from './mapper';
import type { SortDirection } from '../../graphql/generated/resolvers';
import { tenantCondition, type TenantScope } from '../../platform/tenant';
import { voucherBatches, voucherCounters, voucherIdempotency, vouchers, type VoucherRow } from './table';

/** Searches shorter than this match the start of the code only. */
const SHORT_SEARCH = 3;

export const SORTABLE = {
  code: vouchers.code,
  voucherCode: vouchers.voucherCode,
  description: vouchers.description,
  active: vouchers.active,
  valid: vouchers.valid,
  used: vouchers.used,
  simultaneousUse: vouchers.simultaneousUse,
  deviceVoucher: vouchers.deviceVoucher,
  expires: vouchers.expires,
  createdAt: vouchers.createdAt,
  updatedAt: vouchers.updatedAt,
};

export interface VoucherFilter {
  ids?: string[];
  codes?: string[];
  active?: boolean | null;
  valid?: boolean | null;
  search?: string;
  /** The codes of one batch (issue 39). */
  batchId?: string;
}

/**
 * What a search looks for: the start of the code (1–2 characters), or a code or description
 * containing it (lower case). The terms as typed, not LIKE patterns.
 */
interface SearchTerms {
  prefix: string | null;
  code: string | null;
  text: string | null;
}

function searchTerms(q: string): SearchTerms | null {
  const code = normalizeCode(q);
  // One or two characters: codes starting with them (a range of the C-collated code index); a
  // "contains" search that short would scan every code of the customer. Longer: the code or the
  // description contains them (trigram indexes).
  const short = q.length < SHORT_SEARCH;
  const terms = {
    prefix: short && code ? code : null,
    code: !short && code ? code.toLowerCase() : null,
    text: short ? null : q.toLowerCase(),
  };
  return terms.prefix !== null || terms.code !== null || terms.text !== null ? terms : null;
}

/** A text[] of these values, each a parameter. */
const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * `= ANY` of a text[] bound as ONE parameter (decision D270): 10,000 codes as 10,000 parameters cost
 * PGlite 143 ms of planning and led PostgreSQL to a sequential scan of a million codes.
 */
export const anyOf = (column: SQL | AnyColumn, values: readonly string[]): SQL =>
  sql`${column} = ANY(${sql.param(values)}::text[])`;

/** The scope as the customers argument of the search functions: null for every customer. */
const customersArray = (scope: TenantScope): SQL => (scope === '*' ? sql`NULL::text[]` : textArray(scope));

/**
 * The codes a search matches, through hotspot_voucher_matches (migrations 0022, 0024): the trigram
 * and C-collated indexes apply there under row-level security too, and it confines the matches to
 * the request's customers itself. At most `limit` matches when given.
 */
function matchesOf(scope: TenantScope, t: SearchTerms, limit?: number): SQL {
  const customers = customersArray(scope);
  const like = (term: string | null) => (term === null ? null : likePattern(term));
  const prefix = t.prefix === null ? null : `${t.prefix}%`;
  return sql`hotspot_voucher_matches(${customers}, ${prefix}::text, ${like(t.code)}::text, ${like(t.text)}::text${
    limit === undefined ? sql`` : sql`, ${limit}::int`
  })`;
}

/**
 * The same match as a plain condition on the row: for a broad search, where reading the codes in the
 * list's order and keeping the matching ones finds a page after a few hundred rows, while an index
 * would collect every match first. No condition here is a LIKE, so that no index can answer it:
 * under row-level security the planner may not read a column's statistics for LIKE (not leakproof),
 * took a search matching 114,000 codes for one matching a hundred and collected them all through
 * the trigram index (0.18 s instead of 0.2 ms; docs/decisions.md "Broad searches").
 */
function matchesRow(t: SearchTerms): SQL {
  const conds: SQL[] = [];
  if (t.prefix !== null) conds.push(sql`left(${vouchers.code}, ${t.prefix.length}::int) = ${t.prefix}`);
  if (t.code !== null) conds.push(sql`strpos(lower(${vouchers.code}), ${t.code}) > 0`);
  if (t.text !== null) conds.push(sql`strpos(lower(${vouchers.description}), ${t.text}) > 0`);
  return sql`(${sql.join(conds, sql` OR `)})`;
}

function where(scope: TenantScope, f: VoucherFilter, broad = false): SQL | undefined {
  const conds: (SQL | undefined)[] = [isNull(vouchers.deletedAt), tenantCondition(vouchers.customerId, scope)];
  if (f.ids) conds.push(anyOf(vouchers.id, f.ids));
  if (f.codes) conds.push(anyOf(vouchers.code, f.codes.map(normalizeCode)));
  if (f.batchId) conds.push(eq(vouchers.batchId, f.batchId));
  if (f.active != null) conds.push(eq(vouchers.active, f.active));
  // The same notion of valid as the answer's: the flag, and the expiry not passed.
  if (f.valid === true)
    conds.push(eq(vouchers.valid, true), or(isNull(vouchers.expires), sql`${vouchers.expires} >= now()`));
  if (f.valid === false) conds.push(or(eq(vouchers.valid, false), sql`${vouchers.expires} < now()`));
  if (f.search) conds.push(searchCondition(scope, f.search, broad));
  return and(...conds);
}

/**
 * The codes a search matches, as a condition on the row: through the indexes (a narrow search), or
 * row by row in the list's order (`broad`). Both select the same codes.
 */
export function searchCondition(scope: TenantScope, search: string, broad: boolean): SQL {
  const t = searchTerms(search);
  if (!t) return sql`false`;
  if (broad) return matchesRow(t);
  return sql`(${vouchers.customerId}, ${vouchers.id}) IN (SELECT m.customer_id, m.id FROM ${matchesOf(scope, t)} m)`;
}

/** A sort as the shape of a statement: what changes its ORDER BY, nothing else. */
const sortShape = (page: PageArgs) => page.sort?.map((s) => ({ key: s.key ?? null, order: s.order ?? null })) ?? null;

/**
 * One page of a customer's live codes, all of them or by `active`, each row with the list's total
 * from the counters riding along as a scalar subquery (one round trip; `Statements`). `columns`: the
 * row holds only these (the page's GraphQL fields), all when null. Its points in time come as the
 * answer writes them, without a Date (`instants: 'text'`, server/platform/instants.ts).
 *
 * `limit`: the first page in the order of creation (the portal's default list), its size written into
 * the text, is planned once (`generic`): its best plan walks the customer's live codes in
 * vouchers_live_created_idx from one end and stops after the page, for a customer of ten codes as for
 * one of a million (and filtered by `active`, which no index narrows for anyone). Every other shape
 * (another order, a later page, `limit` null) is planned for its values each time.
 */
const pageWithTotal = new Statements<
  {
    sort: PageArgs['sort'];
    active: boolean | null;
    deferred: boolean;
    columns: readonly VoucherColumn[] | null;
    limit: number | null;
  },
  { customerId: string; active: boolean | null; limit: number; offset: number },
  { row: StoredVoucher; total: number }
>(
  ({ sort, active, deferred, columns, limit }) => {
    const c = voucherCounters;
    const customerId = sql.placeholder('customerId');
    const cells = sql.join(
      stateCells(active, null).map((key) => sql`${c[key]}`),
      sql` + `,
    );
    const total = sql<number>`coalesce((SELECT ${cells} FROM ${c} WHERE ${c.customerId} = ${customerId}), 0)`;
    const condition = and(
      isNull(vouchers.deletedAt),
      eq(vouchers.customerId, customerId),
      active === null ? undefined : eq(vouchers.active, sql.placeholder('active')),
    );
    return pageOf(
      vouchers,
      builder
        .select({
          row: columns ? Object.fromEntries(columns.map((column) => [column, vouchers[column]])) : vouchers,
          total: total.mapWith(Number),
        })
        .from(vouchers)
        .$dynamic(),
      condition,
      orderBy({ sort }, SORTABLE, vouchers.id),
      {
        offset: deferred ? sql.placeholder('offset') : 0,
        limit: limit === null ? sql.placeholder('limit') : literalLimit(limit),
      },
    );
  },
  { instants: 'text', generic: ({ limit }) => limit !== null },
);

/** From this offset on, a page whose total is known first is read from the nearer end of the list. */
export const FAR_PAGE = 10_000;

/**
 * A search matching more codes than this is broad: its total is not counted but given as "more than
 * SEARCH_TOTAL_CAP" (`exact: false`), and its page is read in the list's order (issue 13).
 */
export const SEARCH_TOTAL_CAP = 10_000;

/**
 * How many codes a search matches, counted up to one more than SEARCH_TOTAL_CAP, in one statement. A
 * term in the descriptions of more codes than the cap is known broad from the descriptions' counts
 * (hotspot_voucher_described, migration 0027) without counting codes: through the trigram index that
 * would collect every match first (114,000 for "zugspitze" in a million codes).
 */
async function searchMatches(db: Db, scope: TenantScope, search: string): Promise<number> {
  const t = searchTerms(search);
  if (!t) return 0;
  const cap = SEARCH_TOTAL_CAP;
  const counted = sql`(SELECT count(*) FROM ${matchesOf(scope, t, cap + 1)} m)`;
  const n =
    t.text === null
      ? counted
      : sql`CASE WHEN hotspot_voucher_described(${customersArray(scope)}, ${likePattern(t.text)}::text) > ${cap}::int
          THEN ${cap + 1}::bigint ELSE ${counted} END`;
  const result = (await db.execute(sql`SELECT ${n} AS n`)) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * One page of codes and the total; `exact: false` when the total is a lower bound (a broad search:
 * more than that many codes match).
 */
export async function listVoucherRows(
  db: Db,
  scope: TenantScope,
  f: VoucherFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
  positions?: ListPositions,
  /**
   * The columns the caller reads (voucherSelection); a row may then hold only these. All when not
   * given.
   */
  columns?: readonly VoucherColumn[],
): Promise<{ rows: StoredVoucher[]; total: number; exact: boolean }> {
  // A search is counted first, up to one more than the cap: that decides how its page is read, and
  // is its total when nothing else narrows it.
  const matches = f.search ? await searchMatches(db, scope, f.search) : null;
  const broad = matches !== null && matches > SEARCH_TOTAL_CAP;
  // The list of one customer, unfiltered or filtered by state only, takes its total from the
  // counters the triggers keep (count(*) over a million rows would cost more than the whole page).
  const countable = scope !== '*' && scope.length === 1 && !f.ids && !f.codes && !f.search && !f.batchId;

  // Sorted by `active` alone: the codes of one state, then those of the other, each by id (D271);
  // filtered by `active` too, simply by id (the key is the same for every row).
  const byActive = sortedOnlyBy(page, 'active');
  if (byActive && f.active != null) page = { ...page, sort: [{ key: '_id', order: byActive }] };
  else if (byActive && countable)
    return readByActive(db, scope[0]!, byActive, window, f.valid ?? null, f.valid == null ? positions : undefined);

  const byExpiry = sortedOnlyBy(page, 'expires');
  if (byExpiry && countable && f.valid === true && window.offset === 0)
    return readValidByExpiry(db, scope[0]!, f, byExpiry, window.limit);

  if (countable && f.valid == null && window.offset < FAR_PAGE) {
    // The page and its total in one round trip (a page past the end, which has no row, asks the
    // counters apart); the portal's default list, so a statement built once per shape.
    const first = window.offset === 0 && creationOrder(page) !== null;
    const found = await pageWithTotal.rows(
      db,
      {
        sort: sortShape(page),
        active: f.active ?? null,
        deferred: window.offset > 0,
        columns: columns ?? null,
        limit: first ? window.limit : null,
      },
      { customerId: scope[0]!, active: f.active ?? null, limit: window.limit, offset: window.offset },
    );
    return {
      rows: found.map((r) => r.row),
      total: found.length ? found[0]!.total : await countByState(db, scope[0]!, f.active, null),
      exact: true,
    };
  }

  const condition = where(scope, f, broad);
  const order = orderBy(page, SORTABLE, vouchers.id);
  const paged = <Q extends PgSelect>(query: Q, by = order, at = window) => pageOf(vouchers, query, condition, by, at);
  const narrowed = f.active != null || f.valid != null || !!f.ids || !!f.codes || !!f.batchId;

  if (countable && window.offset >= FAR_PAGE) {
    // A far page of a list whose total the counters know: read from the nearer end of the list, and
    // turned round if that is the end. The last page of a million codes then costs what the first
    // does; the middle one is the farthest (seed 001 §3 "Paged results" stays offset-based).
    const customerId = scope[0]!;
    const unfiltered = f.active == null && f.valid == null;
    // Unfiltered: the total and the list's moves and edits from the counter row, in one read.
    const [counter] = unfiltered
      ? await db
          .select({ live: voucherCounters.live, moves: voucherCounters.moves, edits: voucherCounters.edits })
          .from(voucherCounters)
          .where(eq(voucherCounters.customerId, customerId))
      : [];
    const total = unfiltered ? (counter?.live ?? 0) : await countByState(db, customerId, f.active, f.valid);
    const left = total - window.offset;
    if (left <= 0) return { rows: [], total, exact: true };
    const count = Math.min(window.limit, left);
    // How many codes follow the page: its offset counted from the other end.
    const after = left - count;
    // By creation, code, description, validity or simultaneous use, from the nearest remembered
    // position (positions.ts).
    const positioned = positionedOrder(page);
    if (positions && counter && positioned) {
      const { key, direction } = positioned;
      const end: SortDirection = after < window.offset ? (direction === 'ASC' ? 'DESC' : 'ASC') : direction;
      const from = Math.min(window.offset, after);
      const version = { moves: counter.moves, edits: counter.edits };
      const rows = await readByKey(db, positions, scope, customerId, version, key, end, from, count);
      // null: the list moved since the counter was read; then as below.
      if (rows) return { rows: end === direction ? rows : rows.reverse(), total, exact: true };
    }
    if (after >= window.offset) return { rows: await paged(db.select().from(vouchers).$dynamic()), total, exact: true };
    const reversed = orderBy(page, SORTABLE, vouchers.id, true);
    const rows = await paged(db.select().from(vouchers).$dynamic(), reversed, { offset: after, limit: count });
    return { rows: rows.reverse(), total, exact: true };
  }

  const count = async (): Promise<number> => {
    if (countable) return countByState(db, scope[0]!, f.active, f.valid);
    if (matches !== null && !narrowed) return matches;
    // Narrowed further: counted, a broad search up to one more than the cap.
    const counted = db
      .select({ one: sql`1`.as('one') })
      .from(vouchers)
      .where(condition);
    const [{ total }] = await db
      .select({ total: countAll })
      .from((broad ? counted.limit(SEARCH_TOTAL_CAP + 1) : counted).as('m'));
    return total;
  };
  const [rows, total] = await Promise.all([paged(db.select().from(vouchers).$dynamic()), count()]);
  return total > SEARCH_TOTAL_CAP && broad
    ? { rows, total: SEARCH_TOTAL_CAP, exact: false }
    : { rows, total, exact: true };
}

/** The list's one sort key and its direction, when it is sorted by one key alone (then the id, the same way). */
function singleKey(page: PageArgs): { key: string; direction: SortDirection } | null {
  const sort = page.sort ?? [];
  const first = sort[0];
  if (!first?.key) return null;
  const direction = first.order ?? 'ASC';
  if (sort.length === 1) return { key: first.key, direction };
  if (sort.length === 2 && (sort[1]!.key ?? '_id') === '_id' && (sort[1]!.order ?? 'ASC') === direction)
    return { key: first.key, direction };
  return null;
}

/** 'ASC' or 'DESC' when a list is sorted by `key` alone (then the id, the same way), else null. */
function sortedOnlyBy(page: PageArgs, key: string): SortDirection | null {
  const one = singleKey(page);
  return one?.key === key ? one.direction : null;
}

/**
 * A page of a customer's live codes sorted by `active`, then the id (decision D271): no index holds
 * `active` (a deactivation stays on the heap, D270), so the list is read as its two parts, each the
 * codes of one state by id (the primary key), their sizes from the counters (beyond the first page);
 * a page far down is read from the nearer end, turned round. Unfiltered (`positions` given), a page
 * more than `step` codes into its part starts from a remembered position in that part (D333), whose
 * statements check the counter's `moves` and `edits` as read before the sizes.
 */
async function readByActive(
  db: Db,
  customerId: string,
  direction: SortDirection,
  window: { offset: number; limit: number },
  valid: boolean | null,
  positions?: ListPositions,
): Promise<{ rows: StoredVoucher[]; total: number; exact: true }> {
  // The first page needs no part's size: it reads the first part and, when that runs out, the other
  // from its start. Under the valid filter a part's size counts its expired codes at the heap (no
  // index holds `active`), the whole list's only in vouchers_valid_expires_idx: 158-202 ms against a
  // few at 1,000,000 codes (bench/RESULTS.md, session 51).
  const far = window.offset > 0 && positions && window.offset >= positions.step;
  const [version] = far
    ? await db
        .select({ moves: voucherCounters.moves, edits: voucherCounters.edits })
        .from(voucherCounters)
        .where(eq(voucherCounters.customerId, customerId))
    : [];
  const sizes =
    window.offset === 0
      ? null
      : await Promise.all([countByState(db, customerId, true, valid), countByState(db, customerId, false, valid)]);
  const total = sizes ? sizes[0] + sizes[1] : await countByState(db, customerId, null, valid);
  const size = Math.min(window.limit, total - window.offset);
  if (size <= 0) return { rows: [], total, exact: true };
  const after = total - window.offset - size;
  // From the nearer end: the other direction, `after` codes in.
  const reversed = after < window.offset;
  const way: SortDirection = reversed ? (direction === 'ASC' ? 'DESC' : 'ASC') : direction;
  const offset = reversed ? after : window.offset;
  // ASC: the inactive codes first (false < true).
  const firstState = way === 'DESC';
  // Unknown on the first page: the first part is read until it runs out.
  const firstSize = sizes ? sizes[firstState ? 0 : 1] : Infinity;
  const by = way === 'ASC' ? asc : desc;
  const beyond = way === 'ASC' ? sql`>` : sql`<`;
  const read = (state: boolean, from: number, limit: number, mark?: Mark, checked?: { moves: number; edits: number }) =>
    pageOf(
      vouchers,
      db.select().from(vouchers).$dynamic(),
      and(
        where([customerId], { valid }),
        eq(vouchers.active, state),
        checked ? atVersion(customerId, checked) : undefined,
        mark ? sql`${vouchers.id} ${beyond} ${mark.id}::text` : undefined,
      ),
      [by(vouchers.id)],
      { offset: from, limit },
    );
  const part = async (state: boolean, from: number, limit: number): Promise<StoredVoucher[]> => {
    // From the nearest mark before the page in this part (null: the list moved or was edited since
    // the counter was read; then as below).
    const marked =
      version && positions && from >= positions.step
        ? await readFromMarks(
            positions,
            `${customerId} active ${state} ${way}`,
            version,
            from,
            limit,
            (mark, skip, n) => read(state, skip, n, mark, version),
          )
        : null;
    return marked ?? read(state, from, limit);
  };
  const rows: StoredVoucher[] = [];
  if (offset < firstSize) rows.push(...(await part(firstState, offset, Math.min(size, firstSize - offset))));
  if (rows.length < size) rows.push(...(await part(!firstState, Math.max(0, offset - firstSize), size - rows.length)));
  return { rows: reversed ? rows.reverse() : rows, total, exact: true };
}

/**
 * The first page of a customer's valid codes sorted by expiry, then the id: its two parts, the codes
 * that expire (from now on, a range of vouchers_live_expires_idx) and those that never do (NULL, last
 * ascending as PostgreSQL sorts them, first descending), the second read only when the first runs
 * out. As one condition (`expires IS NULL OR expires >= now()`) the index was read from its start and
 * every expired code skipped one by one before the first valid one (PGlite 196 ms, PostgreSQL 75 ms at
 * 1,000,000 codes, bench/RESULTS.md, session 51). Later pages as every list's.
 */
async function readValidByExpiry(
  db: Db,
  customerId: string,
  f: VoucherFilter,
  direction: SortDirection,
  limit: number,
): Promise<{ rows: StoredVoucher[]; total: number; exact: true }> {
  const by = direction === 'ASC' ? asc : desc;
  const condition = where([customerId], f);
  const part = (expiring: boolean, size: number): Promise<StoredVoucher[]> =>
    pageOf(
      vouchers,
      db.select().from(vouchers).$dynamic(),
      and(condition, expiring ? sql`${vouchers.expires} >= now()` : isNull(vouchers.expires)),
      expiring ? [by(vouchers.expires), by(vouchers.id)] : [by(vouchers.id)],
      { offset: 0, limit: size },
    );
  const read = async () => {
    const first = direction === 'ASC';
    const rows = await part(first, limit);
    if (rows.length < limit) rows.push(...(await part(!first, limit - rows.length)));
    return rows;
  };
  const [rows, total] = await Promise.all([read(), countByState(db, customerId, f.active, true)]);
  return { rows, total, exact: true };
}

/** 'ASC' or 'DESC' when a list is sorted by creation alone (then the id, the same way), else null. */
function creationOrder(page: PageArgs): SortDirection | null {
  const order = positionedOrder(page);
  return order?.key === 'createdAt' ? order.direction : null;
}

/**
 * The sort keys whose order remembered positions serve (decisions D271, D333), each with an index
 * `(customer_id, key, id) WHERE deleted_at IS NULL`. A live code's creation time and its code never
 * change, so the list by either moves only where codes are added, deleted or restored — what the
 * counter's `moves` counts. The others (`edited`) an update changes: their positions hold while the
 * counter's `edits` stays too. Not the logins (`used`) and the expiry, which a login changes: counting
 * those would make every login write the customer's counter row (D333). `nullable`: NULL keys sort
 * last ascending, first descending, as the index holds them. The key's column and its name in SQL.
 */
const POSITIONED = {
  createdAt: { column: vouchers.createdAt, name: sql.raw('created_at'), edited: false, nullable: false },
  code: { column: vouchers.code, name: sql.raw('code'), edited: false, nullable: false },
  description: { column: vouchers.description, name: sql.raw('description'), edited: true, nullable: true },
  valid: { column: vouchers.valid, name: sql.raw('valid'), edited: true, nullable: false },
  simultaneousUse: {
    column: vouchers.simultaneousUse,
    name: sql.raw('simultaneous_use'),
    edited: true,
    nullable: true,
  },
} as const;
type PositionedKey = keyof typeof POSITIONED;

/**
 * The key and direction when a list is sorted by one key of POSITIONED alone (then the id, the same
 * way), else null.
 */
function positionedOrder(page: PageArgs): { key: PositionedKey; direction: SortDirection } | null {
  const one = singleKey(page);
  return one && Object.hasOwn(POSITIONED, one.key) ? { key: one.key as PositionedKey, direction: one.direction } : null;
}

/**
 * `count` live codes of the customer from position `start` of the list by creation (then id) read
 * in `direction` (ASC: from the oldest), in that order: from the nearest remembered position before
 * it, the marks up to it found and remembered first where missing, and those remembered for an
 * earlier state of the list carried over its moves where the database still holds them. null when
 * the list has moved from `moves` meanwhile: the statements check the counter themselves, so the rows
 * are those of the list at `moves` or none.
 */
export function readByCreation(
  db: Db,
  positions: ListPositions,
  scope: TenantScope,
  customerId: string,
  moves: number,
  direction: SortDirection,
  start: number,
  count: number,
): Promise<VoucherRow[] | null> {
  return readByKey(db, positions, scope, customerId, { moves, edits: 0 }, 'createdAt', direction, start, count);
}

/**
 * readByCreation for any key of POSITIONED: the list by that key, then the id, as it stood at
 * `version` (the counter's `moves`, and its `edits` for a key an update changes: readByEditedKey).
 * Marks of the list by code are found again after it moved (voucher_moves logs the keys of the list
 * by creation only).
 */
export async function readByKey(
  db: Db,
  positions: ListPositions,
  scope: TenantScope,
  customerId: string,
  version: { moves: number; edits: number },
  key: PositionedKey,
  direction: SortDirection,
  start: number,
  count: number,
): Promise<VoucherRow[] | null> {
  if (isEdited(key)) return readByEditedKey(db, positions, scope, customerId, version, key, direction, start, count);
  const { moves } = version;
  const list = key === 'createdAt' ? `${customerId} ${direction}` : `${customerId} ${key} ${direction}`;
  const { column, name } = POSITIONED[key];
  const step = positions.step;
  let marks = positions.marks(list, moves);
  // A page within the first `step` codes needs no mark, and none carried.
  if (!marks.length && start >= step && key === 'createdAt') {
    const earlier = positions.before(list, moves);
    if (earlier?.marks.length) {
      const carried = await carryMarks(db, customerId, direction, earlier.marks, earlier.moves, moves);
      if (carried) {
        positions.replace(list, earlier.moves, moves, carried);
        marks = carried;
      }
    }
  }
  // The last mark before the page; the page starts `start - pos - 1` codes after it.
  let at = marks.findLastIndex((m) => m.pos < start);
  if (at === marks.length - 1 && start - (marks[at]?.pos ?? -1) - 1 >= step) {
    const from = marks[at]?.pos ?? -1;
    const need = Math.floor((start - from - 1) / step);
    const found = await positionMarks(db, customerId, name, direction, marks[at]?.id, need, step);
    if (found.moves !== moves || found.ids.length !== need) return null;
    positions.remember(list, moves, marks.length, found.ids);
    marks = [...marks, ...found.ids.map((id, i) => ({ id, pos: from + (i + 1) * step }))];
    at = marks.length - 1;
  }
  const mark = at >= 0 ? marks[at]! : undefined;
  const c = voucherCounters;
  const beyond = direction === 'ASC' ? sql`>` : sql`<`;
  const by = direction === 'ASC' ? asc : desc;
  const condition = and(
    where(scope, {}),
    sql`(SELECT ${c.moves} FROM ${c} WHERE ${c.customerId} = ${customerId}) = ${moves}`,
    mark === undefined
      ? undefined
      : sql`(${column}, ${vouchers.id}) ${beyond} ((SELECT m.${name} FROM vouchers m WHERE m.customer_id = ${customerId} AND m.id = ${mark.id}), ${mark.id}::text)`,
  );
  const rows = await pageOf(vouchers, db.select().from(vouchers).$dynamic(), condition, [by(column), by(vouchers.id)], {
    offset: start - (mark?.pos ?? -1) - 1,
    limit: count,
  });
  return rows.length === count ? rows : null;
}

type EditedKey = { [K in PositionedKey]: (typeof POSITIONED)[K]['edited'] extends true ? K : never }[PositionedKey];
const isEdited = (key: PositionedKey): key is EditedKey => POSITIONED[key].edited;

/**
 * readByKey for a key an update changes (D333): from the nearest mark before the page, the marks
 * those pages asked for (positions.ts `add`), each a multiple of `step` from the list's end. When the
 * nearest known one is farther than `step`, the mark `step`-aligned before the page is found first,
 * from it (a walk as long as the OFFSET it saves the next pages). Both statements check the
 * counter's `moves` and `edits`: null when the list has moved or been edited since `version`.
 */
async function readByEditedKey(
  db: Db,
  positions: ListPositions,
  scope: TenantScope,
  customerId: string,
  version: { moves: number; edits: number },
  key: EditedKey,
  direction: SortDirection,
  start: number,
  count: number,
): Promise<VoucherRow[] | null> {
  const { nullable } = POSITIONED[key];
  return readFromMarks(
    positions,
    `${customerId} ${key} ${direction}`,
    version,
    start,
    count,
    (mark, skip, n) => readAfterMark(db, scope, customerId, key, direction, version, mark, skip, n),
    nullable ? (row) => row[key] === null : undefined,
  );
}

/** The condition "the customer's list still stands at `version`" (its counter's moves and edits). */
function atVersion(customerId: string, version: { moves: number; edits: number }): SQL {
  const c = voucherCounters;
  return sql`(SELECT ${c.moves} FROM ${c} WHERE ${c.customerId} = ${customerId}) = ${version.moves}
    AND (SELECT ${c.edits} FROM ${c} WHERE ${c.customerId} = ${customerId}) = ${version.edits}`;
}

/**
 * `count` live codes `skip` after `mark` (from the list's end when undefined) in the customer's list
 * by an edited key read in `direction`, none unless the counter still holds `version` (each statement
 * checks it). A key that may be NULL makes the list two ranges of its index, the codes with a value
 * (by value and id) and those without (by id): ascending in that order, descending the other way
 * round, as the index and the list's ORDER BY hold them. A row comparison never holds for a NULL, so
 * the codes after the mark are the rest of its own range, then the whole of the next: the page is read
 * from the first (one walk of the index, the usual case) and, when that range ends before the page
 * does, continued in the next, where the skip goes on by what the first range held (counted, up to
 * the skip, when the page began past its end).
 */
async function readAfterMark(
  db: Db,
  scope: TenantScope,
  customerId: string,
  key: EditedKey,
  direction: SortDirection,
  version: { moves: number; edits: number },
  mark: Mark | undefined,
  skip: number,
  count: number,
): Promise<VoucherRow[]> {
  const { column, name, nullable } = POSITIONED[key];
  const up = direction === 'ASC';
  const beyond = up ? sql`>` : sql`<`;
  const after = (m: Mark) =>
    sql`(${column}, ${vouchers.id}) ${beyond} ((SELECT m.${name} FROM vouchers m WHERE m.customer_id = ${customerId} AND m.id = ${m.id}), ${m.id}::text)`;
  const keyed: SQL | null =
    mark === undefined
      ? nullable
        ? sql`${column} IS NOT NULL`
        : sql`true`
      : mark.nul
        ? up
          ? null
          : sql`${column} IS NOT NULL`
        : after(mark);
  const empty: SQL | null = !nullable
    ? null
    : mark === undefined
      ? sql`${column} IS NULL`
      : mark.nul
        ? sql`${column} IS NULL AND ${vouchers.id} ${beyond} ${mark.id}::text`
        : up
          ? sql`${column} IS NULL`
          : null;
  const parts = (up ? [keyed, empty] : [empty, keyed]).filter((p): p is SQL => p !== null);
  const by = up ? asc : desc;
  const rows: VoucherRow[] = [];
  let from = skip;
  for (const [i, part] of parts.entries()) {
    const condition = and(where(scope, {}), atVersion(customerId, version), part);
    const got = await pageOf(
      vouchers,
      db.select().from(vouchers).$dynamic(),
      condition,
      [by(column), by(vouchers.id)],
      {
        offset: from,
        limit: count - rows.length,
      },
    );
    rows.push(...got);
    if (rows.length === count || i === parts.length - 1) break;
    // The range ended within the page or before it: the codes it held past the mark.
    const held = got.length
      ? from + got.length
      : from === 0
        ? 0
        : (
            await db.select({ n: countAll }).from(
              builder
                .select({ one: sql`1`.as('one') })
                .from(vouchers)
                .where(condition)
                .limit(from)
                .as('h'),
            )
          )[0]!.n;
    from = Math.max(0, from - held);
  }
  return rows;
}

/**
 * Marks found at `was` carried to `moves` (positions.ts `carry`): for each, the codes the statements
 * between moved before it in `direction`, from voucher_moves, in one statement. undefined when the
 * database no longer holds every such statement's codes (one moved over a thousand, or the entries
 * are gone), or nothing is left.
 */
async function carryMarks(
  db: Db,
  customerId: string,
  direction: SortDirection,
  marks: readonly Mark[],
  was: number,
  moves: number,
): Promise<Mark[] | undefined> {
  // The codes moved and the marks in one order of the list from `direction`'s end; a mark's shift is
  // the sum of the moves before it (its own code's, at its own key, only where it moved: then it
  // goes). One sort, whatever the number of marks and moves.
  const order = direction === 'ASC' ? sql`u.created_at, u.id` : sql`u.created_at DESC, u.id DESC`;
  const result = (await db.execute(sql`WITH l AS (
      SELECT l.moves, l.created_at, l.id, l.delta FROM voucher_moves l
      WHERE l.customer_id = ${customerId} AND l.moves > ${was}::bigint AND l.moves <= ${moves}::bigint),
    k AS (
      SELECT k.n, k.id, v.created_at FROM unnest(${textArray(marks.map((m) => m.id))}) WITH ORDINALITY AS k(id, n)
      LEFT JOIN vouchers v ON v.customer_id = ${customerId} AND v.id = k.id),
    u AS (
      SELECT l.created_at, l.id, l.delta, NULL::bigint AS n FROM l
      UNION ALL
      SELECT k.created_at, k.id, 0, k.n FROM k WHERE k.created_at IS NOT NULL),
    s AS (
      SELECT u.n, sum(u.delta) OVER (ORDER BY ${order}, u.n NULLS FIRST ROWS UNBOUNDED PRECEDING) AS shift FROM u)
    SELECT (SELECT count(DISTINCT l.moves) FROM l) AS statements,
      array(SELECT coalesce(s.shift, 0)::int FROM k LEFT JOIN s ON s.n = k.n ORDER BY k.n) AS shifts,
      array(SELECT k.created_at IS NULL OR k.id IN (SELECT l.id FROM l) FROM k ORDER BY k.n) AS moved`)) as unknown as {
    rows: { statements: unknown; shifts: number[]; moved: boolean[] }[];
  };
  const [row] = result.rows;
  if (!row || Number(row.statements) !== moves - was) return undefined;
  const carried = carry(marks, row.shifts, row.moved);
  return carried.length ? carried : undefined;
}
/**
 * The next `need` marks of the customer's list by `key` (then the id) read in `direction`, after the mark
 * `after` (from that end when undefined): the id of every `step`-th live code, in one statement,
 * with the counter's `moves` as that statement saw it. Fewer ids than asked when the list ends first.
 */
async function positionMarks(
  db: Db,
  customerId: string,
  key: SQL,
  direction: SortDirection,
  after: string | undefined,
  need: number,
  step: number,
): Promise<{ moves: number; ids: string[] }> {
  const up = direction === 'ASC';
  const beyond = up ? sql`>` : sql`<`;
  const order = up ? sql`v.${key}, v.id` : sql`v.${key} DESC, v.id DESC`;
  // The `step`-th live code after (key, id) in the order; after none: from the list's end.
  const next = (from: SQL | null) => sql`SELECT v.${key} AS key, v.id FROM vouchers v
        WHERE v.customer_id = ${customerId} AND v.deleted_at IS NULL${
          from === null ? sql`` : sql` AND (v.${key}, v.id) ${beyond} ${from}`
        }
        ORDER BY ${order} OFFSET ${step - 1}::int LIMIT 1`;
  const start =
    after === undefined
      ? null
      : sql`((SELECT m.${key} FROM vouchers m WHERE m.customer_id = ${customerId} AND m.id = ${after}), ${after}::text)`;
  const result = (await db.execute(sql`WITH RECURSIVE marks(k, key, id) AS (
      SELECT 1, n.key, n.id FROM (${next(start)}) n
      UNION ALL
      SELECT marks.k + 1, n.key, n.id FROM marks CROSS JOIN LATERAL (${next(sql`(marks.key, marks.id)`)}) n
      WHERE marks.k < ${need}::int)
    SELECT (SELECT c.moves FROM voucher_counters c WHERE c.customer_id = ${customerId}) AS moves,
      array(SELECT marks.id FROM marks ORDER BY marks.k) AS ids`)) as unknown as {
    rows: { moves: unknown; ids: string[] }[];
  };
  const [row] = result.rows;
  return { moves: Number(row?.moves ?? -1), ids: row?.ids ?? [] };
}

/**
 * The total of a customer's list filtered by state, from the counters: they know the valid flag,
 * and the codes whose expiry has passed move from valid to not valid — counted over the partial
 * index of codes flagged valid (vouchers_valid_expires_idx; its predicate is this query's).
 */
async function countByState(db: Db, customerId: string, active?: boolean | null, valid?: boolean | null) {
  if (valid == null) return stateCount(db, customerId, active, null);
  const conds = [
    eq(vouchers.customerId, customerId),
    isNull(vouchers.deletedAt),
    eq(vouchers.valid, true),
    sql`${vouchers.expires} < now()`,
  ];
  if (active != null) conds.push(eq(vouchers.active, active));
  const [[{ expired }], flagged] = await Promise.all([
    db
      .select({ expired: countAll })
      .from(vouchers)
      .where(and(...conds)),
    stateCount(db, customerId, active, valid),
  ]);
  return valid ? flagged - expired : flagged + expired;
}

/** The columns of an exported code (routes.ts `voucherExport`). */
const EXPORT_COLUMNS = {
  customerId: vouchers.customerId,
  code: vouchers.code,
  description: vouchers.description,
  active: vouchers.active,
  valid: vouchers.valid,
  used: vouchers.used,
  simultaneousUse: vouchers.simultaneousUse,
  deviceVoucher: vouchers.deviceVoucher,
  expires: vouchers.expires,
  dynamicExpires: vouchers.dynamicExpires,
  firstLoginAt: vouchers.firstLoginAt,
  createdAt: vouchers.createdAt,
  updatedAt: vouchers.updatedAt,
};

export type VoucherExportRow = {
  [K in keyof typeof EXPORT_COLUMNS]: (typeof EXPORT_COLUMNS)[K]['_']['notNull'] extends true
    ? (typeof EXPORT_COLUMNS)[K]['_']['data']
    : (typeof EXPORT_COLUMNS)[K]['_']['data'] | null;
};

/**
 * The whole list for an export (docs/exports.md): the list's own condition (`where`, a search as the
 * list decides it: through the indexes, or row by row when broad) and order (SORTABLE, then the id),
 * read in keyset batches by the platform.
 */
export async function voucherExportRead(
  db: Db,
  scope: TenantScope,
  f: VoucherFilter,
  sort: PageArgs['sort'],
): Promise<KeysetRead> {
  const terms = exportOrder(sort, SORTABLE, vouchers.id, vouchers.customerId, scope);
  const matches = f.search ? await searchMatches(db, scope, f.search) : null;
  const broad = matches !== null && matches > SEARCH_TOTAL_CAP;
  return { db, table: vouchers, columns: EXPORT_COLUMNS, condition: where(scope, f, broad), terms };
}

/** Locks the customer's counter row: creations and deletions of one customer run one at a time. */
export async function lockCounter(tx: Tx, customerId: string): Promise<number> {
  await tx.insert(voucherCounters).values({ customerId, live: 0 }).onConflictDoNothing();
  const [row] = await tx.select().from(voucherCounters).where(eq(voucherCounters.customerId, customerId)).for('update');
  return row.live;
}

/** Codes not yet used by the customer, generated without ambiguous characters. */
export async function freshCodes(tx: Tx, customerId: string, amount: number): Promise<string[]> {
  const taken = new Set<string>();
  let codes = generateCodes(amount, randomInt, taken);
  for (;;) {
    const clash = await tx
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(and(eq(vouchers.customerId, customerId), anyOf(vouchers.code, codes)));
    if (!clash.length) return codes;
    clash.forEach((c) => taken.add(c.code));
    const keep = codes.filter((c) => !taken.has(c));
    keep.forEach((c) => taken.add(c));
    codes = keep.concat(generateCodes(amount - keep.length, randomInt, taken));
  }
}

/** A code the scope may read (not deleted), by id. */
export async function findVoucher(db: Db, scope: TenantScope, id: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(tenantCondition(vouchers.customerId, scope), eq(vouchers.id, id), isNull(vouchers.deletedAt)));
  return row;
}

/** The customer's row of a code, deleted or not. */
export async function findCodeRow(tx: Tx, customerId: string, code: string) {
  const [row] = await tx
    .select({ id: vouchers.id, deletedAt: vouchers.deletedAt })
    .from(vouchers)
    .where(and(eq(vouchers.customerId, customerId), eq(vouchers.code, code)));
  return row;
}

/** Removes a row for good (a deleted code issued again). */
export async function purgeVoucher(tx: Tx, customerId: string, id: string): Promise<void> {
  await tx.delete(vouchers).where(and(eq(vouchers.customerId, customerId), eq(vouchers.id, id)));
}

/** Inserts one code and returns its row. */
export async function insertVoucher(tx: Tx, row: typeof vouchers.$inferInsert): Promise<VoucherRow> {
  const [inserted] = await tx.insert(vouchers).values(row).returning();
  return inserted;
}

/**
 * Inserts a batch of codes of one customer sharing every other value, in one statement: ids and
 * codes as two text[] parameters (unnest), whatever the amount (decision D270).
 */
export async function insertBatch(
  tx: Tx,
  customerId: string,
  common: Omit<typeof vouchers.$inferInsert, 'customerId' | 'id' | 'code' | 'voucherCode'>,
  ids: readonly string[],
  codes: readonly string[],
): Promise<void> {
  await tx.execute(sql`INSERT INTO ${vouchers} (customer_id, id, code, voucher_code, active, description,
      device_voucher, expires, login_template_id, simultaneous_use, dynamic_expires, batch_id)
    SELECT ${customerId}::text, u.id, u.code, u.code, ${common.active ?? true}::boolean, ${common.description ?? null}::text,
      ${common.deviceVoucher ?? false}::boolean, ${common.expires ? common.expires.toISOString() : null}::timestamptz,
      ${common.loginTemplateId ?? null}::text, ${common.simultaneousUse ?? null}::int, ${common.dynamicExpires ?? null}::text,
      ${common.batchId ?? null}::text
    FROM unnest(${sql.param(ids)}::text[], ${sql.param(codes)}::text[]) AS u(id, code)`);
}

/**
 * Updates a code not deleted; with `updatedAt` only when unchanged since then, with `stillActive`
 * only while it is active. False when stale, gone or no longer active.
 */
export async function updateVoucherRow(
  db: Db,
  customerId: string,
  id: string,
  set: Partial<typeof vouchers.$inferInsert>,
  only: { updatedAt?: Date; stillActive?: boolean },
): Promise<boolean> {
  const conds = [eq(vouchers.customerId, customerId), eq(vouchers.id, id), isNull(vouchers.deletedAt)];
  if (only.updatedAt) conds.push(eq(vouchers.updatedAt, only.updatedAt));
  if (only.stillActive) conds.push(eq(vouchers.active, true));
  const changed = await db
    .update(vouchers)
    .set(set)
    .where(and(...conds))
    .returning({ id: vouchers.id });
  return changed.length > 0;
}

/** Which codes a bulk write names: by id, by code, or all of a batch (issue 39). */
export type CodeSelection = { ids: string[] } | { codes: string[] } | { batchId: string };

const named = (customerId: string, by: CodeSelection) =>
  and(
    eq(vouchers.customerId, customerId),
    'ids' in by
      ? anyOf(vouchers.id, by.ids)
      : 'codes' in by
        ? anyOf(vouchers.code, by.codes)
        : eq(vouchers.batchId, by.batchId),
    isNull(vouchers.deletedAt),
  );

/** Deletes codes (soft unless permanent); returns the codes removed. */
export async function removeVouchers(
  tx: Tx,
  customerId: string,
  by: CodeSelection,
  permanent: boolean,
): Promise<{ code: string }[]> {
  const where = named(customerId, by);
  return permanent
    ? tx.delete(vouchers).where(where).returning({ code: vouchers.code })
    : tx.update(vouchers).set({ deletedAt: new Date() }).where(where).returning({ code: vouchers.code });
}

/** Switches off the named codes that are still active; returns those (the ones that changed). */
export async function deactivateCodes(tx: Tx, customerId: string, by: CodeSelection): Promise<{ code: string }[]> {
  return tx
    .update(vouchers)
    .set({ active: false, updatedAt: new Date() })
    .where(and(named(customerId, by), eq(vouchers.active, true)))
    .returning({ code: vouchers.code });
}

/** Which of the codes exist (not deleted). */
export async function existingCodes(tx: Tx, customerId: string, codes: string[]): Promise<{ code: string }[]> {
  return tx.select({ code: vouchers.code }).from(vouchers).where(named(customerId, { codes }));
}

/** What a create request with an idempotency key made (decision D203). */
export type VoucherCreation = typeof voucherIdempotency.$inferSelect;

/** The creation remembered for the customer's key, if made after `since`. */
export async function findCreation(
  tx: Tx,
  customerId: string,
  key: string,
  since: Date,
): Promise<VoucherCreation | undefined> {
  const [row] = await tx
    .select()
    .from(voucherIdempotency)
    .where(
      and(
        eq(voucherIdempotency.customerId, customerId),
        eq(voucherIdempotency.key, key),
        gt(voucherIdempotency.createdAt, since),
      ),
    );
  return row;
}

/**
 * Remembers a creation under its key: the customer's keys made before `since` go first (an expired
 * row of the same key among them), then the row is inserted (a second one for the key violates the
 * primary key).
 */
export async function rememberCreation(tx: Tx, row: typeof voucherIdempotency.$inferInsert, since: Date) {
  await tx
    .delete(voucherIdempotency)
    .where(and(eq(voucherIdempotency.customerId, row.customerId), lte(voucherIdempotency.createdAt, since)));
  await tx.insert(voucherIdempotency).values(row);
}

/** A code the customer created, deleted or not (the answer repeated for an idempotency key). */
export async function findCreatedVoucher(tx: Tx, customerId: string, id: string): Promise<VoucherRow | undefined> {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.customerId, customerId), eq(vouchers.id, id)));
  return row;
}

/**
 * The home page's figures (issue 40): codes created since `since` and codes first used since then,
 * deleted ones included (they still count for statistics). One pass over the customer's codes that
 * match either; both columns are compared as timestamps.
 */
export async function voucherFigures(
  db: Db | Tx,
  customerId: string,
  since: Date,
): Promise<{ created: number; firstUsed: number }> {
  const at = sql`${since.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      created: sql<number>`count(*) filter (where ${vouchers.createdAt} >= ${at})::int`,
      firstUsed: sql<number>`count(*) filter (where ${vouchers.firstLoginAt} >= ${at})::int`,
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.customerId, customerId),
        or(sql`${vouchers.createdAt} >= ${at}`, sql`${vouchers.firstLoginAt} >= ${at}`),
      ),
    );
  return { created: Number(row?.created ?? 0), firstUsed: Number(row?.firstUsed ?? 0) };
}

/** The batches' sortable keys (issue 39). */
export const BATCH_SORTABLE = {
  name: voucherBatches.name,
  createdAt: voucherBatches.createdAt,
  amount: voucherBatches.amount,
};

export interface BatchFilter {
  ids?: string[];
  search?: string;
}

/**
 * A page of the live batches and their total. A row's counts are read for the page's batches only,
 * each from its codes in vouchers_batch_idx (live) and their rows (active: no index holds `active`,
 * D270); a batch has at most MAX_BATCH_AMOUNT codes.
 */
export async function listBatchRows(
  db: Db,
  scope: TenantScope,
  f: BatchFilter,
  page: PageArgs,
  window: { offset: number; limit: number },
): Promise<{ rows: StoredBatch[]; total: number }> {
  const b = voucherBatches;
  const condition = and(
    isNull(b.deletedAt),
    tenantCondition(b.customerId, scope),
    f.ids ? anyOf(b.id, f.ids) : undefined,
    f.search ? sql`strpos(lower(coalesce(${b.name}, '')), ${f.search.toLowerCase()}) > 0` : undefined,
  );
  // The outer row named by its table: drizzle writes a column of a one-table select unqualified, which
  // inside the subquery would be the subquery's own column.
  const codesOf = (extra: SQL) =>
    sql<number>`(SELECT count(*) FROM ${vouchers} v WHERE v.customer_id = voucher_batches.customer_id
      AND v.batch_id = voucher_batches.id AND v.deleted_at IS NULL${extra})::int`.mapWith(Number);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...getTableColumns(b),
        live: codesOf(sql``),
        active: codesOf(sql` AND v.active`),
        loginTemplateName: sql<string | null>`(SELECT t.name FROM hotspot_login_templates t
          WHERE t.customer_id = voucher_batches.customer_id AND t.id = voucher_batches.login_template_id)`,
      })
      .from(b)
      .where(condition)
      .orderBy(...orderBy(page, BATCH_SORTABLE, b.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: countAll }).from(b).where(condition),
  ]);
  return { rows, total };
}

/** A live batch the scope may read, by id. */
export async function findBatch(db: Db | Tx, scope: TenantScope, id: string) {
  const [row] = await db
    .select()
    .from(voucherBatches)
    .where(
      and(
        tenantCondition(voucherBatches.customerId, scope),
        eq(voucherBatches.id, id),
        isNull(voucherBatches.deletedAt),
      ),
    );
  return row;
}

/** Records a batch (in the transaction that writes its codes). */
export async function insertBatchRow(tx: Tx, row: typeof voucherBatches.$inferInsert): Promise<void> {
  await tx.insert(voucherBatches).values(row);
}

/** Hides a deleted batch; false when it was gone already. */
export async function markBatchDeleted(tx: Tx, customerId: string, id: string): Promise<boolean> {
  const done = await tx
    .update(voucherBatches)
    .set({ deletedAt: new Date() })
    .where(and(eq(voucherBatches.customerId, customerId), eq(voucherBatches.id, id), isNull(voucherBatches.deletedAt)))
    .returning({ id: voucherBatches.id });
  return done.length > 0;
}
