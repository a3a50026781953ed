// Statements drizzle builds once per shape and runs many times with values (issue 13, "prepared
// statements"): the SQL text of a hot list, with placeholders where the values go, and a row decoder
// made for its columns. Building a statement and mapping its rows cost drizzle ~0.15 ms per list
// request (its `is()` checks per chunk and per cell), a tenth of the request; this keeps drizzle as
// the author of the SQL and runs the built text on the request's own handle, so the caller's row
// policy and connection apply as to any query. Named after its text at the server, so that each
// connection parses it once; still planned for its values each time, as the connections force
// custom plans (server/db/client.ts CUSTOM_PLANS; docs/decisions.md "Named statements, planned for
// their values").
import { createHash } from 'node:crypto';
import { Column, is, Param, Placeholder, SQL, type Query } from 'drizzle-orm';
import { PgTimestamp, QueryBuilder, type PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import * as drizzleUtils from 'drizzle-orm/utils';
import type { Db, Tx } from '../db/client';
import { instantText } from './instants';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/**
 * How a statement's timestamptz columns come: as drizzle reads them ('date': Dates), or as their
 * canonical text ('text': server/lib/instants.ts, without a Date; the Row type says `Instant`).
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
  /** The statement's name at the server: from its text, the same in every process. */
  name: string;
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
 * see Instants.
 */
export class Statements<Shape, Values extends Record<string, unknown>, Row> {
  private readonly built = new Map<string, Built>();

  private readonly max: number;
  private readonly instants: Instants;

  constructor(
    private readonly build: (shape: Shape) => PgSelectQueryBuilder,
    opts: { max?: number; instants?: Instants } = {},
  ) {
    this.max = opts.max ?? 64;
    this.instants = opts.instants ?? 'date';
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
      const name = `hp_${createHash('sha256').update(query.sql).digest('hex').slice(0, 32)}`;
      built = { query, name, decode: rowDecoder(orderSelectedFields(fields), this.instants) };
      if (this.built.size >= this.max) this.built.delete(this.built.keys().next().value!);
    }
    this.built.set(key, built);
    return built;
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
