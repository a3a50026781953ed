// Paging and sorting of every list query (seed 001 §3 "Paged results", §9 page defaults).
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_SKIP, DEFAULT_TAKE, MAX_TAKE } from '../../src/domain/constants';
import { arrayMaxSize, integer, maxLength, maxValue, minValue, validate } from '../../src/domain/validation';
import { badInput } from './errors';
import { MAX_INPUT_LIST } from './input';
import type { QueryVouchersArgs } from '../graphql/generated/resolvers';

/** skip, take and sort, as every paged query of the SDL declares them. */
export type PageArgs = Pick<QueryVouchersArgs, 'skip' | 'take' | 'sort'>;

export interface Page<T> {
  count: number;
  data: T[];
  hasNextPage: boolean;
  totalCount: number;
  totalCountExact: boolean;
}

export function pageWindow(args: PageArgs): { offset: number; limit: number } {
  const skip = args.skip ?? DEFAULT_SKIP;
  const take = args.take ?? DEFAULT_TAKE;
  const skipErr = validate(skip, [integer, minValue(0)]);
  if (skipErr) throw badInput('skip', skipErr);
  const takeErr = validate(take, [integer, minValue(1), maxValue(MAX_TAKE)]);
  if (takeErr) throw badInput('take', takeErr);
  return { offset: skip, limit: take };
}

/**
 * ORDER BY for the requested keys (whitelisted), always ending with the id for a stable order.
 * `reversed`: the same order read from its other end, every key the other way round (NULLs, last
 * in ascending order, come first in descending order: reversed too).
 */
export function orderBy(
  args: PageArgs,
  sortable: Record<string, AnyColumn | SQL>,
  idColumn: AnyColumn,
  reversed = false,
): SQL[] {
  return sortTerms(args, sortable, idColumn).map(({ expr, descending }) =>
    descending !== reversed ? desc(expr) : asc(expr),
  );
}

/** One key of a list's order: its column or expression and its direction (NULLs last ascending). */
export interface SortTerm {
  expr: AnyColumn | SQL;
  descending: boolean;
}

/**
 * The keys orderBy sorts by (whitelisted, BAD_USER_INPUT `sort` for another), always ending with the
 * id: what a keyset read (server/platform/export) continues after.
 */
export function sortTerms(args: PageArgs, sortable: Record<string, AnyColumn | SQL>, idColumn: AnyColumn): SortTerm[] {
  const out: SortTerm[] = [];
  for (const s of args.sort ?? []) {
    const key = s.key ?? '_id';
    const col = key === '_id' ? idColumn : Object.hasOwn(sortable, key) ? sortable[key] : undefined;
    if (!col) throw badInput('sort', { message: 'forms.validationMessages.sortKey', args: { key } });
    out.push({ expr: col, descending: s.order === 'DESC' });
  }
  const last = args.sort?.at(-1);
  if (!out.length || (last?.key ?? '_id') !== '_id') out.push({ expr: idColumn, descending: last?.order === 'DESC' });
  return out;
}

/**
 * A page of a list. `exact: false`: more than `totalCount` rows match (a broad search, whose total
 * is not counted); a page within them has a next one. Lists that can say so answer `totalCountExact`.
 */
export function page<T>(data: T[], totalCount: number, offset: number, exact = true): Page<T> {
  return {
    count: data.length,
    data,
    hasNextPage: exact ? offset + data.length < totalCount : data.length > 0 && offset + data.length <= totalCount,
    totalCount,
    totalCountExact: exact,
  };
}

/** Escapes LIKE wildcards so that a search is taken literally. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

export const countAll = sql<number>`count(*)::int`;

/** Longest search term a list accepts (a longer one is no search a person types). */
export const MAX_SEARCH_LENGTH = 200;

/**
 * The search term of a list, trimmed; undefined when empty. Refused (BAD_USER_INPUT on `search`)
 * past MAX_SEARCH_LENGTH, before it reaches the database.
 */
export function searchTerm(search: string | null | undefined): string | undefined {
  if (search == null) return undefined;
  const err = validate(search, [maxLength(MAX_SEARCH_LENGTH)]);
  if (err) throw badInput('search', err);
  return search.trim() || undefined;
}

/** A list of ids or codes of a query, bounded (BAD_USER_INPUT naming the argument). */
export function idList<T>(field: string, list: readonly T[] | null | undefined, max = MAX_INPUT_LIST): T[] | undefined {
  if (!list?.length) return undefined;
  const err = validate(list, [arrayMaxSize(max)]);
  if (err) throw badInput(field, err);
  return [...list];
}
