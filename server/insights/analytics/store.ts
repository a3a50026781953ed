// SQL of session analytics: every query reads the rollups (migrations 0016, 0020, 0056), never
// radius_sessions.
// Bucket keys are computed in SQL with the analytics time zone, so that DST days have 23 or 25 hours:
//   15min/30min/1h: absolute bins from local midnight of the range's first day;
//   6h: local 00/06/12/18 (analytics_block6; a DST day's blocks are 5 or 7 hours long);
//   day/week/month: calendar units of the local days of session_daily (ISO weeks from Monday).
import { sql, type SQL } from 'drizzle-orm';
import type { ResolvedGranularity } from '../../../src/domain/analytics';
import type { Db, Tx } from '../../platform/db/client';

/** What every query restricts to: one customer, optionally some devices / locations. */
export interface Scope {
  customerId: string;
  hotspotDeviceIds: string[] | null;
  locationIds: string[] | null;
}

export interface MeasureRow {
  sessions: number;
  users: number;
  logins: number;
  stopped: number;
  dwellSeconds: number;
  inputBytes: number;
  outputBytes: number;
  pageViews: number;
}

export interface PointRow extends MeasureRow {
  t: Date;
}

/**
 * Runs analytics reads in one transaction with room for hashing the distinct clients in memory
 * (users are counted by GROUP BY client key: a hash aggregate, not a sort).
 */
export const readAnalytics = <T>(db: Db, f: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return f(tx);
  });

const rowsOf = async <T>(db: Db | Tx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Ids as one JSON parameter, for any number of ids. `= ANY(ARRAY(…))` (an init plan) lets the planner
 * use an index on the column; `IN (SELECT …)` became a hash semi-join over all of the customer's rows.
 */
const idsIn = (column: SQL, ids: string[]): SQL =>
  sql`${column} = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)))`;

/** Ids up to which a range's rows are found per id (idsIn), not by a hash of the ids. */
const FEW_IDS = 8;

/**
 * Ids where the rows of a time range are read: a few by `= ANY(ARRAY(…))` (an index scan per id, or a
 * probe per 15-minute bin), more as a hashed set (a hash semi-join over the range's rows): with all
 * of the hotel's 300 devices `= ANY` compared every row of the range with every id.
 */
const idsInRange = (column: SQL, ids: string[]): SQL =>
  ids.length <= FEW_IDS
    ? idsIn(column, ids)
    : sql`${column} IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/**
 * The scope's conditions on a table with customer_id, hotspot_device_id and location_id (`ids`:
 * idsInRange for the rows of a time range).
 */
function scopeWhere(scope: Scope, alias: string, ids = idsIn): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const parts = [sql`${col('customer_id')} = ${scope.customerId}`];
  if (scope.hotspotDeviceIds) parts.push(ids(col('hotspot_device_id'), scope.hotspotDeviceIds));
  if (scope.locationIds) parts.push(ids(col('location_id'), scope.locationIds));
  return sql.join(parts, sql` AND `);
}

/**
 * The scope of session_daily_users (migration 0020) that counts the scope's distinct users: the
 * customer's when nothing is filtered, a device's or a location's when exactly one device or one
 * location is. Other filters (some devices, devices and locations) count client keys by hash.
 */
function usersScope(scope: Scope): SQL | null {
  const devices = scope.hotspotDeviceIds;
  const locations = scope.locationIds;
  if (!devices && !locations) return sql`u.kind = 'c' AND u.scope_id = ''`;
  if (devices?.length === 1 && !locations) return sql`u.kind = 'd' AND u.scope_id = ${devices[0]}`;
  if (locations?.length === 1 && !devices) return sql`u.kind = 'l' AND u.scope_id = ${locations[0]}`;
  return null;
}

export async function analyticsTimezone(db: Db | Tx): Promise<string> {
  const [row] = await rowsOf<{ tz: string }>(db, sql`SELECT analytics_tz() AS tz`);
  return row.tz;
}

const STEP: Partial<Record<ResolvedGranularity, string>> = {
  '15min': '15 minutes',
  '30min': '30 minutes',
  '1h': '1 hour',
  hour: '1 hour',
};

const MEASURES = sql`coalesce(sum(sessions), 0)::int AS sessions, coalesce(sum(logins), 0)::int AS logins,
  coalesce(sum(stopped), 0)::int AS stopped, coalesce(sum(dwell_seconds), 0)::float8 AS "dwellSeconds",
  coalesce(sum(input_bytes), 0)::float8 AS "inputBytes", coalesce(sum(output_bytes), 0)::float8 AS "outputBytes",
  coalesce(sum(page_views), 0)::int AS "pageViews"`;

/**
 * The scope whose sub-day users session_quarter_users counts (migration 0056), as usersScope: the
 * customer ('c'), one device ('d') or one location ('l'), with the column suffix of its chain of
 * previous (and next) rows in session_quarter_clients and session_daily_clients.
 */
function quarterScope(
  scope: Scope,
): { kind: 'c' | 'd' | 'l'; id: string; chain: SQL; on: (alias: string) => SQL } | null {
  const devices = scope.hotspotDeviceIds;
  const locations = scope.locationIds;
  if (!devices && !locations) return { kind: 'c', id: '', chain: sql.raw('customer'), on: () => sql`TRUE` };
  if (devices?.length === 1 && !locations)
    return {
      kind: 'd',
      id: devices[0],
      chain: sql.raw('device'),
      on: (alias) => sql`${sql.raw(alias)}.hotspot_device_id = ${devices[0]}`,
    };
  if (locations?.length === 1 && !devices)
    return {
      kind: 'l',
      id: locations[0],
      chain: sql.raw('location'),
      on: (alias) => sql`${sql.raw(alias)}.location_id = ${locations[0]}`,
    };
  return null;
}

/**
 * Sub-day series over the 15-minute buckets whose start lies in [lo, hi) (both multiples of 15
 * minutes). Point t: the bucket's start, the first clipped to lo. Everything from the rollups:
 * measures from session_customer_rollups (the whole customer) or session_rollups; users from
 * session_quarter_users where it counts the scope (a bucket from a: the quarters' clients not there
 * since a), else by hash of session_quarter_clients; the range's users from subDayUsers.
 */
export async function subDaySeries(
  db: Db | Tx,
  scope: Scope,
  g: ResolvedGranularity,
  tz: string,
  lo: Date,
  hi: Date,
): Promise<{ points: PointRow[]; totals: MeasureRow }> {
  const loT = sql`${lo.toISOString()}::timestamptz`;
  const hiT = sql`${hi.toISOString()}::timestamptz`;
  const origin = sql`(date_trunc('day', ${loT} AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
  const step = STEP[g];
  const key = (col: SQL) =>
    step ? sql`date_bin(${step}::interval, ${col}, ${origin})` : sql`analytics_block6(${col}, ${tz})`;
  const keys = step
    ? sql`SELECT generate_series(${key(loT)}, ${hiT} - interval '1 microsecond', ${step}::interval) AS k`
    : sql`SELECT DISTINCT w AT TIME ZONE ${tz} AS k
          FROM generate_series(date_trunc('day', ${loT} AT TIME ZONE ${tz}),
            (${hiT} AT TIME ZONE ${tz}) + interval '6 hours', interval '6 hours') w
          WHERE w AT TIME ZONE ${tz} >= ${key(loT)} AND w AT TIME ZONE ${tz} < ${hiT}`;
  // Every 15-minute bin of the range with its bucket: rollups find their bucket by a join on the bin
  // (date_bin is arithmetic), not by time-zone conversions per row.
  const bins = sql`SELECT b, ${key(sql`b`)} AS k
    FROM generate_series(${loT}, ${hiT} - interval '1 microsecond', interval '15 minutes') b`;
  const counted = quarterScope(scope);
  const rollups =
    counted?.kind === 'c'
      ? sql`FROM session_customer_rollups r JOIN bins ON bins.b = r.bucket
        WHERE r.customer_id = ${scope.customerId} AND r.bucket >= ${loT} AND r.bucket < ${hiT}`
      : sql`FROM session_rollups r JOIN bins ON bins.b = r.bucket
        WHERE ${scopeWhere(scope, 'r', idsInRange)} AND r.bucket >= ${loT} AND r.bucket < ${hiT}`;
  let usr: SQL;
  if (counted) {
    // A bucket from a: among its quarters' client rows those whose previous bucket lies before a (at
    // a, a + 15, a + 30, a + 45 minutes: users, new_15, new_30, new_45; 6h: new_6h). A first bucket
    // that starts before lo: its client rows whose previous bucket lies before lo (within a day).
    const fresh = step
      ? sql`CASE bins.b - bins.k WHEN interval '0' THEN u.users WHEN interval '15 minutes' THEN u.new_15
          WHEN interval '30 minutes' THEN u.new_30 ELSE u.new_45 END`
      : sql`u.new_6h`;
    usr = sql`SELECT bins.k, sum(${fresh})::int AS users FROM session_quarter_users u JOIN bins ON bins.b = u.bucket
        WHERE u.customer_id = ${scope.customerId} AND u.kind = ${counted.kind} AND u.scope_id = ${counted.id}
          AND u.bucket >= ${loT} AND u.bucket < ${hiT} AND bins.k >= ${loT}
        GROUP BY 1
      UNION ALL
      SELECT bins.k, count(*)::int FROM session_quarter_clients q JOIN bins ON bins.b = q.bucket
        WHERE q.customer_id = ${scope.customerId} AND ${counted.on('q')} AND q.bucket >= ${loT}
          AND q.bucket < coalesce((SELECT min(k) FROM keys WHERE k > ${loT}), ${hiT}) AND bins.k < ${loT}
          AND q.prev_${counted.chain} < ${loT} AND EXISTS (SELECT FROM keys WHERE k < ${loT})
        GROUP BY 1`;
  } else {
    // The clients of each bucket and of the whole range in one pass (the grouping set without k). A
    // row's bucket from the array of the bins' buckets by its position: a join on the bins became one
    // index probe per bin, and the 6-hour block per row a time-zone conversion per row.
    usr = sql`SELECT k, count(*)::int AS users FROM (SELECT
          (SELECT array_agg(k ORDER BY b) FROM bins)[1 + (extract(epoch FROM q.bucket - ${loT}) / 900)::int] AS k,
          q.client_key
        FROM session_quarter_clients q
        WHERE ${scopeWhere(scope, 'q', idsInRange)} AND q.bucket >= ${loT} AND q.bucket < ${hiT}
        GROUP BY GROUPING SETS ((1, 2), (2))) p GROUP BY 1`;
  }
  const points = await rowsOf<PointRow & { total: number }>(
    db,
    sql`WITH keys AS (${keys}), bins AS (${bins}),
      agg AS (SELECT bins.k, ${MEASURES} ${rollups} GROUP BY 1),
      usr AS (${usr})
    SELECT greatest(keys.k, ${loT}) AS t, coalesce(agg.sessions, 0) AS sessions, coalesce(usr.users, 0) AS users,
      coalesce(agg.logins, 0) AS logins, coalesce(agg.stopped, 0) AS stopped,
      coalesce(agg."dwellSeconds", 0) AS "dwellSeconds", coalesce(agg."inputBytes", 0) AS "inputBytes",
      coalesce(agg."outputBytes", 0) AS "outputBytes", coalesce(agg."pageViews", 0) AS "pageViews",
      coalesce((SELECT users FROM usr WHERE usr.k IS NULL), 0) AS total
    FROM keys LEFT JOIN agg USING (k) LEFT JOIN usr USING (k) ORDER BY keys.k`,
  );
  const total = counted ? await subDayUsers(db, scope.customerId, counted, tz, lo, hi) : Number(points[0]?.total ?? 0);
  return series(points, total);
}

/**
 * The distinct users of [lo, hi) in a counted scope, from the rollups without a hash of the range's
 * clients. The range is its first, partial local day H = [lo, first midnight), its whole days W and
 * its last, partial day T = [last midnight, hi) (each maybe empty); users = |W| + |H \ W| + |T \ (H ∪ W)|:
 * - |W|: session_daily_users, the rows of W whose previous day lies before W;
 * - H \ W: the clients of H (session_quarter_clients, at most a day) whose last row of that day in
 *   session_daily_clients has its next day after W;
 * - T \ (H ∪ W): the clients of T not in H whose first row of that day has its previous day before W.
 * A range within one local day: its clients counted by hash (at most a day of rows).
 */
async function subDayUsers(
  db: Db | Tx,
  customerId: string,
  counted: NonNullable<ReturnType<typeof quarterScope>>,
  tz: string,
  lo: Date,
  hi: Date,
): Promise<number> {
  const loT = sql`${lo.toISOString()}::timestamptz`;
  const hiT = sql`${hi.toISOString()}::timestamptz`;
  const [d] = await rowsOf<{
    ld: string;
    hd: string;
    df: string;
    dl: string;
    headEnd: string;
    tailStart: string;
    oneDay: boolean;
    head: boolean;
    tail: boolean;
  }>(
    db,
    sql`SELECT ld::text, hd::text, df::text, dl::text, head_end::text AS "headEnd", tail_start::text AS "tailStart",
        ld = hd AND NOT midnight AS "oneDay", NOT midnight AS head, tail_start < ${hiT} AS tail
      FROM (SELECT ld, hd, midnight, CASE WHEN midnight THEN ld ELSE ld + 1 END AS df, hd - 1 AS dl,
          (ld + 1)::timestamp AT TIME ZONE ${tz} AS head_end, hd::timestamp AT TIME ZONE ${tz} AS tail_start
        FROM (SELECT ld, hd, ld::timestamp AT TIME ZONE ${tz} = ${loT} AS midnight
          FROM (SELECT (${loT} AT TIME ZONE ${tz})::date AS ld, (${hiT} AT TIME ZONE ${tz})::date AS hd) a) b) c`,
  );
  const clientsOf = (from: SQL, to: SQL) => sql`SELECT DISTINCT q.client_key FROM session_quarter_clients q
    WHERE q.customer_id = ${customerId} AND ${counted.on('q')} AND q.bucket >= ${from} AND q.bucket < ${to}`;
  if (d.oneDay) {
    const [r] = await rowsOf<{ users: number }>(db, sql`SELECT count(*)::int AS users FROM (${clientsOf(loT, hiT)}) c`);
    return Number(r.users);
  }
  const none = sql`SELECT NULL::text AS client_key WHERE FALSE`;
  const head = d.head ? clientsOf(loT, sql`${d.headEnd}::timestamptz`) : none;
  const tail = d.tail ? clientsOf(sql`${d.tailStart}::timestamptz`, hiT) : none;
  const df = sql`${d.df}::date`;
  const dl = sql`${d.dl}::date`;
  const dayRow = (day: string) => sql`c.customer_id = ${customerId} AND ${counted.on('c')} AND c.day = ${day}::date`;
  const [r] = await rowsOf<{ users: number }>(
    db,
    sql`WITH h AS (${head}), t AS (${tail})
    SELECT ((SELECT coalesce(sum(u.users), 0) FROM session_daily_users u
        WHERE u.customer_id = ${customerId} AND u.kind = ${counted.kind} AND u.scope_id = ${counted.id}
          AND u.day BETWEEN ${df} AND ${dl} AND u.prev < ${df})
      + (SELECT count(*) FROM h WHERE EXISTS (SELECT 1 FROM session_daily_clients c
          WHERE ${dayRow(d.ld)} AND c.client_key = h.client_key AND c.next_${counted.chain} > ${dl}))
      + (SELECT count(*) FROM t WHERE NOT EXISTS (SELECT 1 FROM h WHERE h.client_key = t.client_key)
          AND EXISTS (SELECT 1 FROM session_daily_clients c
            WHERE ${dayRow(d.hd)} AND c.client_key = t.client_key AND c.prev_${counted.chain} < ${df})))::int AS users`,
  );
  return Number(r.users);
}

/** The local days [first, last] of a range: day-level figures cover whole days. */
const daysOf = (tz: string, from: Date, to: Date) => ({
  first: sql`(${from.toISOString()}::timestamptz AT TIME ZONE ${tz})::date`,
  last: sql`((${to.toISOString()}::timestamptz - interval '1 millisecond') AT TIME ZONE ${tz})::date`,
});

/**
 * The customer's whole scope in place of a filter the counts do not cover (several devices or
 * locations, or both) when that filter leaves out no row of the range: no device or location outside
 * it has a row in session_daily on the range's local days (a caller that names every device, or every
 * device that was in use). The figures are the same, and come from the customer's rollups and
 * counts instead of a hash of the range's client rows (D349). Exact because every rollup row (the
 * 15-minute measures and client rows, the day's client rows, page views) is written together with a
 * session_daily row of its device, location and local day; a row left at zero only keeps the filter.
 * Other scopes are returned as they are, without a query.
 */
export async function wholeIfCovering(db: Db | Tx, scope: Scope, tz: string, from: Date, to: Date): Promise<Scope> {
  const devices = scope.hotspotDeviceIds;
  const locations = scope.locationIds;
  if (!devices && !locations) return scope;
  if ((devices?.length === 1 && !locations) || (locations?.length === 1 && !devices)) return scope;
  const { first, last } = daysOf(tz, from, to);
  const outside = [
    devices && sql`NOT ${idsInRange(sql`r.hotspot_device_id`, devices)}`,
    locations && sql`NOT ${idsInRange(sql`r.location_id`, locations)}`,
  ].filter((part): part is SQL => !!part);
  const [row] = await rowsOf<{ left: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM session_daily r WHERE r.customer_id = ${scope.customerId}
      AND r.day BETWEEN ${first} AND ${last} AND (${sql.join(outside, sql` OR `)})) AS "left"`,
  );
  return row.left ? scope : { customerId: scope.customerId, hotspotDeviceIds: null, locationIds: null };
}

/**
 * Day, week or month series over the whole local days of [from, to). Point t: local midnight of the
 * bucket's first day, the first bucket clipped to the range's first day (a week or month cut by the
 * range counts only its days inside).
 */
export async function daySeries(
  db: Db | Tx,
  scope: Scope,
  g: 'day' | 'week' | 'month',
  tz: string,
  from: Date,
  to: Date,
): Promise<{ points: PointRow[]; totals: MeasureRow }> {
  const { first, last } = daysOf(tz, from, to);
  const key = (col: SQL) => (g === 'day' ? col : sql`date_trunc(${g}, ${col})::date`);
  const range = sql`BETWEEN ${first} AND ${last}`;
  const clients = sql`FROM session_daily_clients c WHERE ${scopeWhere(scope, 'c')} AND c.day ${range}`;
  const counted = usersScope(scope);
  // Users of a bucket: its client rows whose previous day lies before the bucket (clipped to the
  // range); of the whole range ("fresh"): those whose previous day lies before the range.
  const usr = counted
    ? sql`SELECT ${key(sql`u.day`)} AS k,
          sum(u.users) FILTER (WHERE u.prev < greatest(${key(sql`u.day`)}, ${first}))::int AS users,
          sum(u.users) FILTER (WHERE u.prev < ${first})::int AS fresh
        FROM session_daily_users u WHERE u.customer_id = ${scope.customerId} AND ${counted} AND u.day ${range}
        GROUP BY 1`
    : sql`SELECT k, count(*)::int AS users, 0 AS fresh FROM (SELECT ${key(sql`c.day`)} AS k, c.client_key
        ${clients} GROUP BY 1, 2) p GROUP BY 1`;
  const points = await rowsOf<PointRow & { fresh: number }>(
    db,
    sql`WITH keys AS (SELECT DISTINCT ${key(sql`d::date`)} AS k FROM generate_series(${first}::timestamp, ${last}::timestamp, interval '1 day') d),
      agg AS (SELECT ${key(sql`r.day`)} AS k, ${MEASURES} FROM session_daily r WHERE ${scopeWhere(scope, 'r')} AND r.day ${range} GROUP BY 1),
      usr AS (${usr})
    SELECT greatest(keys.k, ${first})::timestamp AT TIME ZONE ${tz} AS t, coalesce(agg.sessions, 0) AS sessions,
      coalesce(usr.users, 0) AS users, coalesce(usr.fresh, 0) AS fresh, coalesce(agg.logins, 0) AS logins,
      coalesce(agg.stopped, 0) AS stopped,
      coalesce(agg."dwellSeconds", 0) AS "dwellSeconds", coalesce(agg."inputBytes", 0) AS "inputBytes",
      coalesce(agg."outputBytes", 0) AS "outputBytes", coalesce(agg."pageViews", 0) AS "pageViews"
    FROM keys LEFT JOIN agg USING (k) LEFT JOIN usr USING (k) ORDER BY keys.k`,
  );
  const users = counted
    ? points.reduce((n, p) => n + Number(p.fresh), 0)
    : (
        await rowsOf<{ users: number }>(
          db,
          sql`SELECT count(*)::int AS users FROM (SELECT c.client_key ${clients} GROUP BY 1) p`,
        )
      )[0].users;
  return series(points, Number(users));
}

const normalise = (p: PointRow): PointRow => ({
  t: p.t instanceof Date ? p.t : new Date(p.t),
  sessions: Number(p.sessions),
  users: Number(p.users),
  logins: Number(p.logins),
  stopped: Number(p.stopped),
  dwellSeconds: Number(p.dwellSeconds),
  inputBytes: Number(p.inputBytes),
  outputBytes: Number(p.outputBytes),
  pageViews: Number(p.pageViews),
});

/** The points as numbers, and their totals with the range's distinct users. */
function series(rows: PointRow[], users: number): { points: PointRow[]; totals: MeasureRow } {
  const points = rows.map(normalise);
  return { points, totals: { ...sum(points), users } };
}

function sum(points: PointRow[]): MeasureRow {
  const total: MeasureRow = {
    sessions: 0,
    users: 0,
    logins: 0,
    stopped: 0,
    dwellSeconds: 0,
    inputBytes: 0,
    outputBytes: 0,
    pageViews: 0,
  };
  for (const p of points) {
    for (const k of Object.keys(total) as (keyof MeasureRow)[]) total[k] += Number(p[k]);
  }
  return total;
}

export const DIMENSION_COLUMN = {
  BROWSER: 'browser',
  OS: 'os',
  DEVICE_CLASS: 'deviceClass',
  LANGUAGE: 'language',
  LOGIN_TYPE: 'loginType',
} as const;

/** Sessions per value of one dimension over whole local days, most first (ties by value). */
export async function breakdown(
  db: Db | Tx,
  scope: Scope,
  dimension: string,
  tz: string,
  from: Date,
  to: Date,
): Promise<{ key: string; sessions: number }[]> {
  const { first, last } = daysOf(tz, from, to);
  const rows = await rowsOf<{ key: string; sessions: number }>(
    db,
    sql`SELECT d.value AS key, sum(d.sessions)::int AS sessions FROM session_daily_dims d
      WHERE ${scopeWhere(scope, 'd')} AND d.dimension = ${dimension} AND d.day BETWEEN ${first} AND ${last}
      GROUP BY d.value HAVING sum(d.sessions) > 0 ORDER BY 2 DESC, d.value COLLATE "C"`,
  );
  return rows.map((r) => ({ key: r.key, sessions: Number(r.sessions) }));
}

export interface RankRow {
  id: string;
  name: string;
  sessions: number;
  users: number;
  inputBytes: number;
  outputBytes: number;
  dwellSeconds: number;
  stopped: number;
}

/**
 * Figures per hotspot device or location over whole local days, for every device / location of the
 * customer in scope (those without sessions with zeros). Locations are the existing ones only:
 * sessions without a location ('') and of deleted locations are in no location's row.
 */
export async function rankRows(
  db: Db | Tx,
  scope: Scope,
  by: 'HOTSPOT' | 'LOCATION',
  tz: string,
  from: Date,
  to: Date,
): Promise<RankRow[]> {
  const { first, last } = daysOf(tz, from, to);
  const col = by === 'HOTSPOT' ? sql.raw('hotspot_device_id') : sql.raw('location_id');
  // Users per device without a location filter (per location without a device filter) from
  // session_daily_users (migration 0020); otherwise by hash.
  const kind = by === 'HOTSPOT' ? (scope.locationIds ? null : 'd') : scope.hotspotDeviceIds ? null : 'l';
  const users = kind
    ? sql`SELECT u.scope_id AS id, sum(u.users) FILTER (WHERE u.prev < ${first})::int AS users
        FROM session_daily_users u WHERE u.customer_id = ${scope.customerId} AND u.kind = ${kind}
          AND u.day BETWEEN ${first} AND ${last} GROUP BY 1`
    : sql`SELECT id, count(*)::int AS users FROM (SELECT c.${col} AS id, c.client_key FROM session_daily_clients c
        WHERE ${scopeWhere(scope, 'c')} AND c.day BETWEEN ${first} AND ${last} GROUP BY 1, 2) p GROUP BY 1`;
  const entityParts = [sql`e.customer_id = ${scope.customerId}`];
  if (by === 'HOTSPOT') {
    if (scope.hotspotDeviceIds) entityParts.push(idsIn(sql`e.id`, scope.hotspotDeviceIds));
    if (scope.locationIds) entityParts.push(idsIn(sql`e.location_id`, scope.locationIds));
  } else {
    if (scope.locationIds) entityParts.push(idsIn(sql`e.id`, scope.locationIds));
    if (scope.hotspotDeviceIds)
      entityParts.push(sql`e.id IN (SELECT h.location_id FROM hotspot_devices h WHERE h.customer_id = ${scope.customerId}
        AND ${idsIn(sql`h.id`, scope.hotspotDeviceIds)})`);
  }
  const entities = by === 'HOTSPOT' ? sql`hotspot_devices` : sql`locations`;
  const rows = await rowsOf<RankRow>(
    db,
    sql`WITH m AS (SELECT r.${col} AS id, sum(r.sessions)::int AS sessions, sum(r.input_bytes)::float8 AS "inputBytes",
          sum(r.output_bytes)::float8 AS "outputBytes", sum(r.dwell_seconds)::float8 AS "dwellSeconds",
          sum(r.stopped)::int AS stopped
        FROM session_daily r WHERE ${scopeWhere(scope, 'r')} AND r.day BETWEEN ${first} AND ${last} GROUP BY 1),
      u AS (${users}),
      e AS (SELECT e.id, e.name FROM ${entities} e WHERE ${sql.join(entityParts, sql` AND `)}
        UNION SELECT e.id, e.name FROM ${entities} e JOIN m ON m.id = e.id WHERE e.customer_id = ${scope.customerId})
    SELECT e.id, e.name, coalesce(m.sessions, 0) AS sessions, coalesce(u.users, 0) AS users,
      coalesce(m."inputBytes", 0) AS "inputBytes", coalesce(m."outputBytes", 0) AS "outputBytes",
      coalesce(m."dwellSeconds", 0) AS "dwellSeconds", coalesce(m.stopped, 0) AS stopped
    FROM e LEFT JOIN m ON m.id = e.id LEFT JOIN u ON u.id = e.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    sessions: Number(r.sessions),
    users: Number(r.users),
    inputBytes: Number(r.inputBytes),
    outputBytes: Number(r.outputBytes),
    dwellSeconds: Number(r.dwellSeconds),
    stopped: Number(r.stopped),
  }));
}
