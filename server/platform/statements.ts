// Statements drizzle builds once per shape and runs many times with values (issue 13, "prepared
// statements"): the SQL text of a hot list, with placeholders where the values go, and a row decoder
// made for its columns. Building a statement and mapping its rows cost drizzle ~0.15 ms per list
// request (its `is()` checks per chunk and per cell), a tenth of the request; this keeps drizzle as
// the author of the SQL and runs the built text on the request's own handle, so the caller's row
// policy and connection apply as to any query.
//
// Planned once, or for each value (docs/decisions.md "Planned once where one plan serves every
// customer"): a shape whose best plan is the same whatever its values (`generic`: an index walk of
// one customer's rows in the index's order, a page of a size written into the text) is named after
// its text, so that each connection parses it once and PostgreSQL's plan cache plans it once (its
// generic plan, taken after five custom ones when it costs no more; planning is most of the cost of
// such a statement under a row policy). Any other shape runs unnamed, parsed and planned for its
// values each time: a generic plan is planned for no customer in particular, and a customer of a
// few codes in a table of millions must not inherit a plan made for the average one.
import { createHash } from 'node:crypto';
import { Column, is, Param, Placeholder, SQL, sql, type Query } from 'drizzle-orm';
import { PgTimestamp, QueryBuilder, type PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import * as drizzleUtils from 'drizzle-orm/utils';
import type { Db, Tx } from './db/client';
import { instantText } from './instants';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/**
 * How a statement's timestamptz columns come: as drizzle reads them ('date': Dates), or as their
 * canonical text ('text': server/platform/instants.ts, without a Date; the Row type says `Instant`).
 */
type Instants = 'date' | 'text';
type Ordered = { path: string[]; field: unknown }[];
/**
 * drizzle's own order of a selection's fields, the order its SELECT lists them in (internal to
 * drizzle, not in its declarations; the version is pinned and the tests compare with drizzle's rows).
 */
const orderSelectedFields = (drizzleUtils as unknown as { orderSelectedFields(fields: unknown): Ordered })
  .orderSelectedFields;

/** A builder of statements: drizzle's query builder, which cannot run what it builds. */
export const builder = new QueryBuilder();

interface Built {
  query: Query;
  /**
   * The statement's name at the server (from its text, the same in every process), or undefined: run
   * unnamed, planned for its values.
   */
  name: string | undefined;
  decode: (rows: unknown[][]) => unknown[];
}

/** A timestamptz column read as its canonical text (instantText) instead of a Date. */
const AS_TEXT: Decoder = { mapFromDriverValue: (value) => instantText(value as string | Date) };

/**
 * What each column decodes with, in the order the statement selects them: its own decoder, except a
 * timestamptz column (mode date) when `instants` is 'text'.
 */
function decoderOf(field: unknown, instants: Instants): Decoder {
  if (is(field, Column)) return instants === 'text' && is(field, PgTimestamp) && field.withTimezone ? AS_TEXT : field;
  // SQL's decoder is internal too: mapWith sets it, identity otherwise.
  const sqlOf = is(field, SQL) ? field : (field as SQL.Aliased).sql;
  return (sqlOf as unknown as { decoder: Decoder }).decoder;
}

/**
 * Rows (arrays of driver values, as the select lists its fields) into objects of the selection's
 * shape, nested where the selection nests (`{ row: table, total }`), as drizzle maps them.
 */
function rowDecoder(fields: Ordered, instants: Instants): (rows: unknown[][]) => unknown[] {
  if (fields.some(({ path }) => path.length > 2)) throw new Error('statements nest one level deep at most');
  const columns = fields.map(({ path, field }) => ({
    nest: path.length === 2 ? path[0]! : null,
    key: path[path.length - 1]!,
    decoder: decoderOf(field, instants),
  }));
  const nests = [...new Set(columns.flatMap((c) => (c.nest === null ? [] : [c.nest])))];
  return (rows) =>
    rows.map((raw) => {
      const out: Record<string, unknown> = {};
      for (const nest of nests) out[nest] = {};
      for (let i = 0; i < columns.length; i++) {
        const { nest, key, decoder } = columns[i]!;
        const value = raw[i];
        const node = nest === null ? out : (out[nest] as Record<string, unknown>);
        node[key] = value === null || value === undefined ? null : decoder.mapFromDriverValue(value);
      }
      return out;
    });
}

/**
 * Most statement texts named in one process. Each name is prepared once on each connection that runs
 * it and stays there (node-postgres does not deallocate): the bound keeps a connection's prepared
 * statements few whatever shapes callers ask for; a shape past it runs unnamed.
 */
export const MAX_NAMED = 64;
const named = new Set<string>();

/**
 * A page size written into a statement's text (in the shape, not a value): PostgreSQL plans a
 * `LIMIT $n` for a tenth of the rows, and a generic plan for that costs more than one for a page,
 * so the plan cache would never take it. A whole number from the caller's checked arguments.
 */
export function literalLimit(limit: number): Placeholder {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`a limit written into a statement: ${limit}`);
  return sql.raw(String(limit)) as unknown as Placeholder;
}

/** Every value of a built statement must come from a placeholder: anything else was baked into the shape. */
function placeholdersOnly(shape: string, params: unknown[]) {
  for (const p of params) {
    if (is(p, Placeholder) || (is(p, Param) && is(p.value, Placeholder))) continue;
    throw new Error(`statement of shape ${shape} holds a value (${String(p)}): build it with sql.placeholder`);
  }
}

/**
 * A family of select statements: `build(shape)` makes the statement of one shape from the builder,
 * its values as `sql.placeholder(name)`; `rows(db, shape, values)` runs it on `db` (a request's
 * handle, a transaction or the server's own). The shape is all that changes the SQL text (a sort, a
 * filter present or not) and is the cache key as JSON: the values never are, and a statement that
 * holds a value instead of a placeholder is refused when it is built, so that one caller's value
 * cannot be served to the next. At most `max` shapes are kept (least recently used go); `instants`:
 * see Instants; `generic`: the shapes planned once (see the top of this file), none by default.
 */
export class Statements<Shape, Values extends Record<string, unknown>, Row> {
  private readonly built = new Map<string, Built>();

  private readonly max: number;
  private readonly instants: Instants;
  private readonly generic: (shape: Shape) => boolean;

  constructor(
    private readonly build: (shape: Shape) => PgSelectQueryBuilder,
    opts: { max?: number; instants?: Instants; generic?: (shape: Shape) => boolean } = {},
  ) {
    this.max = opts.max ?? 64;
    this.instants = opts.instants ?? 'date';
    this.generic = opts.generic ?? (() => false);
  }

  private of(shape: Shape): Built {
    const key = JSON.stringify(shape);
    let built = this.built.get(key);
    if (built) {
      this.built.delete(key);
    } else {
      const select = this.build(shape);
      const query = select.toSQL();
      placeholdersOnly(key, query.params);
      const fields = (select as unknown as { config: { fields: Record<string, unknown> } }).config.fields;
      built = {
        query,
        name: this.nameOf(shape, query.sql),
        decode: rowDecoder(orderSelectedFields(fields), this.instants),
      };
      if (this.built.size >= this.max) this.built.delete(this.built.keys().next().value!);
    }
    this.built.set(key, built);
    return built;
  }

  /** The name of a shape planned once, while names are left (MAX_NAMED); else undefined. */
  private nameOf(shape: Shape, text: string): string | undefined {
    if (!this.generic(shape)) return undefined;
    const name = `hp_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    if (!named.has(name)) {
      if (named.size >= MAX_NAMED) return undefined;
      named.add(name);
    }
    return name;
  }

  rows(db: Db | Tx, shape: Shape, values: Values): Promise<Row[]> {
    const { query, name, decode } = this.of(shape);
    return db._.session.prepareQuery(query, undefined, name, true, decode).execute(values) as Promise<Row[]>;
  }

  /** How many shapes are kept (for the tests). */
  get size(): number {
    return this.built.size;
  }
}
