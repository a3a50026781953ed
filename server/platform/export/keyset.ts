// A list read to its end in batches for an export (docs/exports.md): the list's own condition and
// order, each batch continuing after the last row of the one before (keyset), so that every batch
// costs what the first does and the process holds one batch at a time, however long the list.
import { and, asc, desc, is, or, sql, Column, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { sortTerms, type PageArgs, type SortTerm } from '../paging';
import type { TenantScope } from '../tenant';

/**
 * The order of an export: the list's (orderBy's keys, ending with the id), and the customer after
 * the id when the export spans several customers (an id is unique within its customer only).
 */
export function exportOrder(
  sort: PageArgs['sort'],
  sortable: Record<string, AnyColumn | SQL>,
  idColumn: AnyColumn,
  customerColumn: AnyColumn,
  scope: TenantScope,
): SortTerm[] {
  const terms = sortTerms({ sort }, sortable, idColumn);
  if (scope === '*' || scope.length !== 1)
    terms.push({ expr: customerColumn, descending: terms.at(-1)?.descending ?? false });
  return terms;
}

export interface KeysetRead {
  db: Db;
  table: PgTable;
  /** What each row holds (a drizzle selection). */
  columns: Record<string, AnyColumn | SQL.Aliased>;
  /** The list's condition (its store's WHERE: tenant scope and filters). */
  condition: SQL | undefined;
  /** The order, ending with keys that make it total (exportOrder). */
  terms: SortTerm[];
}

const notNullColumn = (expr: AnyColumn | SQL) => is(expr, Column) && (expr as Column).notNull;

/**
 * The condition "after the row whose keys are `last`" in `terms`' order. Keys travel as their
 * text (`::text`, exact for every type, timestamps to the microsecond) and are cast back to the key's
 * own type (`types`, from pg_typeof: the database's own names, never the caller's). NULLs sort as
 * PostgreSQL sorts them (last ascending, first descending). Where every key is a NOT NULL column in
 * one direction, a row comparison, which an index on the keys answers as a range.
 */
function after(terms: readonly SortTerm[], last: readonly (string | null)[], types: readonly string[]): SQL {
  const typed = (i: number) => sql`CAST(${last[i]} AS ${sql.raw(types[i]!)})`;
  const direction = terms[0]!.descending;
  if (terms.every((t, i) => t.descending === direction && notNullColumn(t.expr) && last[i] !== null)) {
    const keys = sql.join(
      terms.map((t) => sql`${t.expr}`),
      sql`, `,
    );
    const values = sql.join(
      terms.map((_, i) => typed(i)),
      sql`, `,
    );
    return direction ? sql`(${keys}) < (${values})` : sql`(${keys}) > (${values})`;
  }
  const from = (i: number): SQL => {
    const { expr, descending } = terms[i]!;
    const value = last[i];
    const nullable = !notNullColumn(expr);
    let beyond: SQL | undefined;
    if (value === null) beyond = descending ? sql`${expr} IS NOT NULL` : undefined;
    else if (descending) beyond = sql`${expr} < ${typed(i)}`;
    else beyond = nullable ? sql`(${expr} > ${typed(i)} OR ${expr} IS NULL)` : sql`${expr} > ${typed(i)}`;
    if (i === terms.length - 1) return beyond ?? sql`false`;
    const equal = value === null ? sql`${expr} IS NULL` : sql`${expr} = ${typed(i)}`;
    return or(beyond, and(equal, from(i + 1)))!;
  };
  // The first key bounds the rest too: a range an index on it can answer.
  const first = terms[0]!;
  const bound =
    notNullColumn(first.expr) && last[0] !== null
      ? first.descending
        ? sql`${first.expr} <= ${typed(0)}`
        : sql`${first.expr} >= ${typed(0)}`
      : undefined;
  return and(bound, from(0))!;
}

/** Column types whose JSON form would lose what their text says (a numeric's scale, a bigint's digits). */
const AS_TEXT = new Set(['PgNumeric', 'PgBigInt64', 'PgBigInt53']);
/** json_build_array takes at most 100 arguments (PostgreSQL's FUNC_MAX_ARGS). */
const MAX_PACKED = 100;

/**
 * A row's values as one JSON array (`json_build_array(…)::text`), and the way back: each value read
 * as its column reads it from the driver. One field per row instead of one per column: PGlite's
 * protocol parser copies every field into an ArrayBuffer of its own before decoding it, which made a
 * third of a PGlite export's time and most of its garbage (D324); JSON.parse builds the values at once.
 */
function packed(columns: KeysetRead['columns'], keys: readonly SQL[]) {
  const names = Object.keys(columns);
  if (!names.length || names.length + keys.length > MAX_PACKED) return null;
  const parts = names.map((name) => {
    const c = columns[name]!;
    if (is(c, Column)) return AS_TEXT.has((c as Column).columnType) ? sql`(${c})::text` : sql`${c}`;
    return sql`(${(c as SQL.Aliased).sql})`;
  });
  type Decoder = { mapFromDriverValue(v: unknown): unknown };
  const decoders = names.map((name) => {
    const c = columns[name]!;
    // an expression's decoder is its `mapWith` (drizzle keeps it on the SQL, outside its types)
    const decoder: Decoder = is(c, Column)
      ? (c as Column)
      : ((c as SQL.Aliased).sql as unknown as { decoder: Decoder }).decoder;
    return (v: unknown) => (v === null ? null : decoder.mapFromDriverValue(v));
  });
  return {
    select: sql<string>`json_build_array(${sql.join([...parts, ...keys], sql`, `)})::text`,
    unpack(text: string): Record<string, unknown> {
      const values = JSON.parse(text) as unknown[];
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) row[names[i]!] = decoders[i]!(values[i]);
      return row;
    },
    /** The keys of a packed row, after its values. */
    keysOf(text: string): (string | null)[] {
      return (JSON.parse(text) as (string | null)[]).slice(names.length);
    },
  };
}

/**
 * The rows of `read` in batches of at most `size`, in order, until the list ends or `stopped()` says
 * so (the download was aborted): nothing more is read then.
 */
export async function* keysetBatches<R>(
  read: KeysetRead,
  size: number,
  stopped: () => boolean = () => false,
): AsyncGenerator<R[]> {
  const { db, table, columns, condition, terms } = read;
  const order = terms.map((t) => (t.descending ? desc(t.expr) : asc(t.expr)));
  const keyTexts = terms.map((t) => sql<string | null>`(${t.expr})::text`);
  const typeNames = Object.fromEntries(terms.map((t, i) => [`__t${i}`, sql<string>`pg_typeof(${t.expr})::text`]));
  // Packed, a row's keys travel inside its one field (a field of their own each would cost PGlite's
  // parser a copy per row, for keys only the batch's last row needs).
  const pack = packed(columns, keyTexts);
  const keys = pack ? {} : Object.fromEntries(keyTexts.map((k, i) => [`__k${i}`, k]));
  const values = pack ? { __row: pack.select } : columns;
  let types: string[] | null = null;
  let last: (string | null)[] | null = null;
  while (!stopped()) {
    const selection = { ...values, ...keys, ...(types ? {} : typeNames) };
    const rows = (await db
      .select(selection as never)
      .from(table)
      .where(and(condition, last && types ? after(terms, last, types) : undefined))
      .orderBy(...order)
      .limit(size)) as Record<string, unknown>[];
    if (!rows.length) return;
    types ??= terms.map((_, i) => String(rows[0]![`__t${i}`]));
    const end = rows.at(-1)!;
    last = pack ? pack.keysOf(end.__row as string) : terms.map((_, i) => end[`__k${i}`] as string | null);
    yield (pack ? rows.map((r) => pack.unpack(r.__row as string)) : rows) as R[];
    if (rows.length < size) return;
  }
}
