// The export endpoint every exportable list shares (docs/exports.md): POST /api/export/<list> with the
// list's own arguments (filter) and sort, streamed as CSV or XLSX while the rows are read in keyset
// batches (keyset.ts), each batch written before the next is read and the next read only once the
// client has taken the last (the response's 'drain'). An aborted download stops the reading. The
// caller is the GraphQL API's (the same bearer, the same viewer), the rows are the list's (its
// module's service checks the grant and builds its store's condition), and the database handle is
// the request's own (row-level security on PostgreSQL).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import type { RestRule, Grant } from '../authorization';
import type { RequestContext, Services, Viewer } from '../context';
import { rowScope } from '../db/rowSecurity';
import { HttpError, readJson, type Route } from '../http';
import { log, requestIdOf } from '../log';
import type { PageArgs } from '../paging';
import { Slots, SlotsBusy } from '../slots';
import { CSV_DIALECT, ZoneClock, csvLine, csvText, knownTimeZone, type ExportColumn, type ExportLocale } from './cells';
import { ByteChunks } from './chunks';
import { keysetBatches, type KeysetRead } from './keyset';
import { XlsxWriter } from './xlsx';

/** How an argument of a list query is given in the request (the GraphQL argument's type). */
export type ArgKind = 'string' | 'boolean' | 'int' | 'strings';

/** An exportable list: its URL segment, its columns and how its rows are read. */
export interface ExportSource<R = Record<string, unknown>> {
  /** POST /api/export/<name>. */
  name: string;
  /** The file's name before the date (wifi-codes-2026-11-29.csv). */
  fileName: string;
  /**
   * The grant the list query requires (the authorisation matrix's row); 'operator': a list of no
   * tenant that its service opens to operators only (the audit log), any signed-in caller reaching it.
   */
  grant: Grant | 'operator';
  /** Every column it can export, in the default order; the request may choose and label them. */
  columns: readonly ExportColumn<R>[];
  /** The list query's arguments besides skip, take and sort, with their kinds. */
  args: Readonly<Record<string, ArgKind>>;
  /**
   * The list's read for the caller: the grant checked, the input checked as the list query checks it
   * (GraphQL errors with a code), its store's condition and order. Nothing is read yet.
   */
  open(ctx: RequestContext, args: Record<string, unknown>, sort: PageArgs['sort']): Promise<KeysetRead>;
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const LOCALES: readonly ExportLocale[] = ['de', 'en'];

/** Bounds of a request (docs/exports.md). */
export const EXPORT_LIMITS = {
  /** The request body. */
  body: 64 * 1024,
  columns: 50,
  label: 200,
  /** Words for the values of one column (an enum's). */
  valueLabels: 100,
  sortKeys: 5,
  /** A text argument (a search is bounded by the list again). */
  text: 200,
  /** Exports running at once per process, and waiting for a turn; beyond: 429 RATE_LIMITED. */
  concurrent: 4,
  queued: 8,
} as const;

/** Rows per read (a test may set a smaller batch to prove the keyset continuation). */
let batchSize = 2000;
export const setExportBatchSize = (n: number) => void (batchSize = n);

const slots = new Slots(EXPORT_LIMITS.concurrent, EXPORT_LIMITS.queued);

const bad = (field: string, i18n = 'forms.validationMessages.invalid') =>
  new HttpError(400, 'BAD_USER_INPUT', `Invalid value for ${field}`, { field, i18n });

/** The route of a source; `authenticate` is the GraphQL API's (tenancy/identity's requireRestViewer). */
export function exportRoute(
  services: Services,
  source: ExportSource<never>,
  authenticate: (services: Services, req: IncomingMessage) => Promise<Viewer>,
): Route {
  return {
    method: 'POST',
    pattern: new RegExp(`^/api/export/${source.name}$`),
    handler: async (req, res) => {
      const viewer = await authenticate(services, req);
      const request = parseRequest(await readJson(req, { max: EXPORT_LIMITS.body }), source as ExportSource);
      try {
        await slots.run(() => answer(services, viewer, source as ExportSource, request, req, res));
      } catch (error) {
        if (error instanceof SlotsBusy)
          throw new HttpError(429, 'RATE_LIMITED', error.message, { retryAfter: error.retryAfter });
        throw error;
      }
    },
  };
}

/** The arguments of a list that name customers or objects, in the order the matrix lists them. */
const ID_ARGS = ['customerIds', 'customerId', 'ids'] as const;

/**
 * The row of the authorisation matrix for a source's route (restRoutesOf of server/graphql/
 * authorization.ts adds it for each of a module's `exportSources`); its ids are those of ID_ARGS the
 * source takes (one customer's list, the members', takes `customerId`).
 */
export const exportRule = (source: Pick<ExportSource, 'name' | 'grant' | 'args'>): RestRule => {
  const route = `POST /api/export/${source.name}`;
  const ids = ID_ARGS.filter((name) => Object.hasOwn(source.args, name)).map((name) => `args.${name}`);
  return source.grant === 'operator'
    ? { route, access: 'viewer', scope: 'none', ids }
    : { route, access: [source.grant], scope: 'tenant', ids };
};

interface ExportRequest {
  format: ExportFormat;
  locale: ExportLocale;
  timeZone: string;
  columns: { column: ExportColumn<unknown>; label: string }[];
  args: Record<string, unknown>;
  sort: { key: string; order: 'ASC' | 'DESC' }[] | undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A text column whose values the reader reads in words (an enum: a login type, a status): each value
 * the request names is written as its label (the portal sends the labels in the UI language); a value
 * it does not name, as it is.
 */
function withValueLabels(column: ExportColumn<unknown>, values: unknown): ExportColumn<unknown> {
  if (column.type !== 'text' || !isObject(values)) throw bad('columns');
  const entries = Object.entries(values);
  if (entries.length > EXPORT_LIMITS.valueLabels) throw bad('columns');
  const labels = new Map<string, string>();
  for (const [value, label] of entries) {
    if (value.length > EXPORT_LIMITS.label || typeof label !== 'string' || label.length > EXPORT_LIMITS.label)
      throw bad('columns');
    labels.set(value, label);
  }
  const { value } = column;
  return {
    ...column,
    reads: column.reads ?? [column.key],
    value: (row) => {
      const raw = value(row);
      return typeof raw === 'string' ? (labels.get(raw) ?? raw) : raw;
    },
  };
}

function parseRequest(body: Record<string, unknown>, source: ExportSource): ExportRequest {
  const format = body.format ?? 'csv';
  if (!EXPORT_FORMATS.includes(format as ExportFormat)) throw bad('format');
  const locale = body.locale ?? 'de';
  if (!LOCALES.includes(locale as ExportLocale)) throw bad('locale');
  const timeZone = body.timeZone ?? 'Europe/Berlin';
  if (typeof timeZone !== 'string' || timeZone.length > 64 || !knownTimeZone(timeZone)) throw bad('timeZone');

  let columns: ExportRequest['columns'];
  if (body.columns === undefined || body.columns === null) {
    columns = source.columns.map((column) => ({ column: column as ExportColumn<unknown>, label: column.key }));
  } else {
    if (!Array.isArray(body.columns) || !body.columns.length || body.columns.length > EXPORT_LIMITS.columns)
      throw bad('columns');
    columns = body.columns.map((c: unknown) => {
      const key = isObject(c) ? c.key : c;
      const column = source.columns.find((col) => col.key === key);
      if (!column) throw bad('columns');
      const label = isObject(c) && c.label !== undefined ? c.label : column.key;
      if (typeof label !== 'string' || label.length > EXPORT_LIMITS.label) throw bad('columns');
      const values = isObject(c) ? c.values : undefined;
      if (values === undefined || values === null) return { column: column as ExportColumn<unknown>, label };
      return { column: withValueLabels(column as ExportColumn<unknown>, values), label };
    });
  }

  const given = body.args ?? {};
  if (!isObject(given)) throw bad('args');
  const args: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(given)) {
    const kind = Object.hasOwn(source.args, name) ? source.args[name] : undefined;
    if (!kind) throw bad(`args.${name}`);
    if (value === null || value === undefined) continue;
    // A list argument given one value is a list of one (GraphQL's input coercion).
    if (kind === 'strings' && typeof value === 'string') {
      if (value.length > EXPORT_LIMITS.text) throw bad(`args.${name}`);
      args[name] = [value];
      continue;
    }
    const ok =
      kind === 'boolean'
        ? typeof value === 'boolean'
        : kind === 'int'
          ? Number.isSafeInteger(value)
          : kind === 'string'
            ? typeof value === 'string' && value.length <= EXPORT_LIMITS.text
            : Array.isArray(value) &&
              value.length <= 10_000 &&
              value.every((v) => typeof v === 'string' && v.length <= EXPORT_LIMITS.text);
    if (!ok) throw bad(`args.${name}`);
    args[name] = value;
  }

  let sort: ExportRequest['sort'];
  if (body.sort !== undefined && body.sort !== null) {
    if (!Array.isArray(body.sort) || body.sort.length > EXPORT_LIMITS.sortKeys) throw bad('sort');
    sort = body.sort.map((s: unknown) => {
      if (!isObject(s) || typeof s.key !== 'string' || s.key.length > 64) throw bad('sort');
      const order = s.order ?? 'ASC';
      if (order !== 'ASC' && order !== 'DESC') throw bad('sort');
      return { key: s.key, order };
    });
  }
  return {
    format: format as ExportFormat,
    locale: locale as ExportLocale,
    timeZone,
    columns,
    args,
    sort,
  };
}

/** The HTTP status of a data-interface error code. */
const STATUS: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LICENCE_EXCEEDED: 403,
  SECOND_FACTOR_REQUIRED: 403,
  RATE_LIMITED: 429,
};

/** A service's GraphQL error as the REST answer: its code, status and extensions. */
export function httpErrorOf(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const { code, ...extra } = error.extensions as { code?: string };
  return new HttpError(STATUS[code ?? ''] ?? 400, code ?? 'BAD_USER_INPUT', error.message, extra);
}

/** Writes `chunk`; when the response's buffer is full, waits until the client has taken it (or left). */
function write(res: ServerResponse, chunk: Uint8Array | string, sent?: () => void): Promise<void> | undefined {
  if (res.write(chunk, sent) || res.destroyed) return undefined;
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

const MIME: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function answer(
  services: Services,
  viewer: Viewer,
  source: ExportSource,
  request: ExportRequest,
  req: IncomingMessage,
  res: ServerResponse,
) {
  // A read: on the replica where the caller's last write has reached it (as GraphQL queries).
  const handle = services.forRequest(rowScope(viewer.acl), () => !!services.replica?.readable(viewer.id));
  const ctx: RequestContext = { ...services, db: handle.db, systemDb: services.db, viewer };
  let aborted = false;
  const stop = () => {
    if (!res.writableFinished) aborted = true;
  };
  res.on('close', stop);
  req.on('aborted', stop);
  const started = Date.now();
  let count = 0;
  try {
    let batches: AsyncGenerator<Record<string, unknown>[]>;
    let first: IteratorResult<Record<string, unknown>[]>;
    try {
      const read = await source.open(ctx, request.args, request.sort);
      // Only the fields the chosen columns read (on PGlite every column of every row costs).
      const fields = new Set(request.columns.flatMap((c) => c.column.reads ?? [c.column.key]));
      const columns = Object.fromEntries(Object.entries(read.columns).filter(([name]) => fields.has(name)));
      batches = keysetBatches<Record<string, unknown>>({ ...read, columns }, batchSize, () => aborted || res.destroyed);
      // The first batch before the answer's head: a refusal of the database is still an error answer.
      first = await batches.next();
    } catch (error) {
      throw httpErrorOf(error);
    }
    const clock = new ZoneClock(request.timeZone);
    const { columns, locale } = request;
    const day = new Date(Date.now() + clock.offset(Date.now())).toISOString().slice(0, 10);
    res.writeHead(200, {
      'content-type': MIME[request.format],
      'content-disposition': `attachment; filename="${source.fileName}-${day}.${request.format}"`,
      'cache-control': 'no-store',
    });
    const values = (row: Record<string, unknown>) => columns.map((c) => c.column.value(row));

    if (request.format === 'csv') {
      const { delimiter, bom } = CSV_DIALECT[locale];
      const out = new ByteChunks();
      out.put(
        (bom ? '\ufeff' : '') +
          csvLine(
            columns.map((c) => c.label),
            delimiter,
          ),
      );
      const fields: string[] = new Array<string>(columns.length);
      for (let batch = first; !batch.done && !aborted; batch = await batches.next()) {
        for (const row of batch.value) {
          for (let i = 0; i < columns.length; i++) {
            const { type, value } = columns[i]!.column;
            fields[i] = csvText(type, value(row), locale, clock);
          }
          out.put(csvLine(fields, delimiter));
        }
        count += batch.value.length;
        for (const chunk of out.take()) await write(res, chunk, () => out.sent(chunk));
      }
      for (const chunk of out.take()) await write(res, chunk, () => out.sent(chunk));
    } else {
      let pending: Uint8Array[] = [];
      const xlsx = new XlsxWriter(
        columns.map((c) => c.column.type),
        locale,
        clock,
        source.fileName,
        (chunk) => pending.push(chunk),
      );
      const flush = async () => {
        const out = pending;
        pending = [];
        for (const chunk of out) await write(res, chunk);
      };
      xlsx.header(columns.map((c) => c.label));
      for (let batch = first; !batch.done && !aborted && !xlsx.full; batch = await batches.next()) {
        // A sheet holds at most XLSX_MAX_ROWS rows: the rest is not written (docs/exports.md).
        const rows = batch.value.slice(0, 1_048_576 - 1 - count);
        xlsx.rows(rows.map(values));
        count += rows.length;
        await flush();
      }
      xlsx.end();
      await flush();
    }
    // The reading stops (the generator's finally) when the download was aborted.
    await batches.return(undefined);
    if (!aborted) res.end();
  } catch (error) {
    if (!res.headersSent) throw error;
    // Midway: the head is out, so no error answer can follow; the client sees the download break.
    log.error(
      { requestId: requestIdOf(req), export: source.name, rows: count, err: (error as Error).message },
      'export failed',
    );
    res.destroy();
  } finally {
    res.off('close', stop);
    await handle.release();
    if (services.config.logRequests)
      log.info(
        { requestId: requestIdOf(req), export: source.name, rows: count, ms: Date.now() - started, aborted },
        'export',
      );
  }
}
