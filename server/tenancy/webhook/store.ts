// Webhook endpoints and deliveries in the database: SQL only, the tenant scope first. Queueing is one
// INSERT … SELECT over the customer's active endpoints that want the event, in the emitter's
// transaction; the senders claim due rows with FOR UPDATE SKIP LOCKED and a lease.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import type { TenantScope } from '../../platform/tenant';
import type { PlatformEvent } from '../../platform/events';

type Handle = Db | Tx;

const rowsOf = async <T>(db: Handle, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const textArray = (items: readonly string[]) =>
  items.length
    ? sql`array[${sql.join(
        items.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

const scopeOf = (column: SQL, scope: TenantScope) =>
  scope === '*' ? sql`true` : scope.length ? sql`${column} = any(${textArray(scope)})` : sql`false`;

/** The body of a delivery: what is signed and sent. */
export const payloadOf = (e: PlatformEvent) => ({
  type: e.type as string,
  timestamp: e.at.toISOString(),
  customerId: e.customerId,
  data: e.data,
});

/** A delivery for every active endpoint of the customer that wants the event (the plugin's: all); how many. */
export async function queueEvent(db: Handle, e: PlatformEvent): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with q as (
      insert into webhook_deliveries (customer_id, id, endpoint_id, event_id, type, payload)
      select e.customer_id, substr(md5(e.id || ${e.id}), 1, 24), e.id, ${e.id}, ${e.type}, ${JSON.stringify(payloadOf(e))}::jsonb
      from webhook_endpoints e
      where e.customer_id = ${e.customerId} and e.active and (e.source = 'plugin' or ${e.type} = any(e.events))
      returning 1
    ) select count(*)::int as n from q`,
  );
  return rows[0]?.n ?? 0;
}

/** One delivery to one endpoint (a test event; "send again"); its id. */
export async function queueOne(
  db: Handle,
  customerId: string,
  endpointId: string,
  eventId: string,
  type: string,
  payload: unknown,
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into webhook_deliveries (customer_id, id, endpoint_id, event_id, type, payload)
      values (${customerId}, substr(md5(${endpointId} || ${eventId} || clock_timestamp()::text || random()::text), 1, 24),
        ${endpointId}, ${eventId}, ${type}, ${JSON.stringify(payload)}::jsonb)
      returning id`,
  );
  return row!.id;
}

/** The active endpoints of a customer: their source and events (the plugin's: every event). */
export async function subscriptionsOf(db: Handle, customerId: string): Promise<{ source: string; events: string[] }[]> {
  return rowsOf(db, sql`select source, events from webhook_endpoints where customer_id = ${customerId} and active`);
}

export interface EndpointRecord {
  customer_id: string;
  id: string;
  source: string;
  url: string;
  secret: string;
  events: string[];
  active: boolean;
  description: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const ENDPOINT_COLUMNS = sql`customer_id, id, source, url, secret, events, active, description, created_at, updated_at`;

export async function listEndpoints(
  db: Handle,
  scope: TenantScope,
  ids: readonly string[] | undefined,
  window: { offset: number; limit: number },
): Promise<{ rows: EndpointRecord[]; total: number }> {
  const where = sql`${scopeOf(sql`customer_id`, scope)} ${ids ? sql`and id = any(${textArray(ids)})` : sql``}`;
  const [{ n }] = (await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from webhook_endpoints where ${where}`,
  )) as [{ n: number }];
  const rows = await rowsOf<EndpointRecord>(
    db,
    sql`select ${ENDPOINT_COLUMNS} from webhook_endpoints where ${where}
      order by (source = 'plugin') desc, created_at, id offset ${window.offset} limit ${window.limit}`,
  );
  return { rows, total: n };
}

export async function findEndpoint(db: Handle, scope: TenantScope, id: string): Promise<EndpointRecord | undefined> {
  const [row] = await rowsOf<EndpointRecord>(
    db,
    sql`select ${ENDPOINT_COLUMNS} from webhook_endpoints where ${scopeOf(sql`customer_id`, scope)} and id = ${id}`,
  );
  return row;
}

export async function countEndpoints(db: Handle, customerId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from webhook_endpoints where customer_id = ${customerId}`,
  );
  return row?.n ?? 0;
}

export async function insertEndpoint(
  db: Handle,
  v: {
    customerId: string;
    id: string;
    url: string;
    secret: string;
    events: string[];
    active: boolean;
    description: string | null;
  },
): Promise<EndpointRecord> {
  const [row] = await rowsOf<EndpointRecord>(
    db,
    sql`insert into webhook_endpoints (customer_id, id, source, url, secret, events, active, description)
      values (${v.customerId}, ${v.id}, 'portal', ${v.url}, ${v.secret}, ${textArray(v.events)}, ${v.active}, ${v.description})
      returning ${ENDPOINT_COLUMNS}`,
  );
  return row!;
}

export async function updateEndpoint(
  db: Handle,
  customerId: string,
  id: string,
  set: { url?: string; events?: string[]; active?: boolean; description?: string | null },
  expected: Date | null,
): Promise<EndpointRecord | undefined> {
  const parts: SQL[] = [sql`updated_at = now()`];
  if (set.url !== undefined) parts.push(sql`url = ${set.url}`);
  if (set.events !== undefined) parts.push(sql`events = ${textArray(set.events)}`);
  if (set.active !== undefined) parts.push(sql`active = ${set.active}`);
  if (set.description !== undefined) parts.push(sql`description = ${set.description}`);
  const [row] = await rowsOf<EndpointRecord>(
    db,
    sql`update webhook_endpoints set ${sql.join(parts, sql`, `)}
      where customer_id = ${customerId} and id = ${id} and source = 'portal'
        ${expected ? sql`and updated_at = ${expected.toISOString()}::timestamptz` : sql``}
      returning ${ENDPOINT_COLUMNS}`,
  );
  return row;
}

export async function deleteEndpoint(db: Handle, customerId: string, id: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`delete from webhook_endpoints where customer_id = ${customerId} and id = ${id} and source = 'portal' returning 1`,
  );
  return rows.length > 0;
}

export interface DeliveryRecord {
  customer_id: string;
  id: string;
  endpoint_id: string;
  event_id: string;
  type: string;
  payload: unknown;
  status: string;
  attempts: number;
  next_attempt_at: Date | string;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | string | null;
  delivered_at: Date | string | null;
  created_at: Date | string;
}

const DELIVERY_COLUMNS = sql`customer_id, id, endpoint_id, event_id, type, payload, status, attempts, next_attempt_at,
  last_status_code, last_error, last_attempt_at, delivered_at, created_at`;

/** Deliveries of one endpoint, or (endpointId null) of every endpoint of the customers in `scope`. */
export async function listDeliveries(
  db: Handle,
  scope: TenantScope,
  endpointId: string | null,
  f: { status: string | null; ids?: readonly string[] },
  window: { offset: number; limit: number },
): Promise<{ rows: DeliveryRecord[]; total: number }> {
  const where = sql`${scopeOf(sql`customer_id`, scope)} ${endpointId ? sql`and endpoint_id = ${endpointId}` : sql``}
    ${f.status ? sql`and status = ${f.status}` : sql``} ${f.ids ? sql`and id = any(${textArray(f.ids)})` : sql``}`;
  const [{ n }] = (await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from webhook_deliveries where ${where}`,
  )) as [{ n: number }];
  const rows = await rowsOf<DeliveryRecord>(
    db,
    sql`select ${DELIVERY_COLUMNS} from webhook_deliveries where ${where}
      order by created_at desc, id desc offset ${window.offset} limit ${window.limit}`,
  );
  return { rows, total: n };
}

export async function findDelivery(db: Handle, scope: TenantScope, id: string): Promise<DeliveryRecord | undefined> {
  const [row] = await rowsOf<DeliveryRecord>(
    db,
    sql`select ${DELIVERY_COLUMNS} from webhook_deliveries where ${scopeOf(sql`customer_id`, scope)} and id = ${id}`,
  );
  return row;
}

export interface Claimed {
  customerId: string;
  id: string;
  eventId: string;
  type: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due deliveries for this sender (any instance: SKIP LOCKED), each until
 * `leaseMs` from now: a claim that outlives its sender (a crash mid-request) is taken again after it.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<Claimed[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with due as (
      select customer_id, id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at limit ${limit} for update skip locked
    ), claimed as (
      update webhook_deliveries d set next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
      from due where d.customer_id = due.customer_id and d.id = due.id
      returning d.customer_id, d.id, d.endpoint_id, d.event_id, d.type, d.payload, d.attempts, d.created_at
    )
    select c.*, e.url, e.secret from claimed c
    join webhook_endpoints e on e.customer_id = c.customer_id and e.id = c.endpoint_id`,
  );
  return rows.map((r) => ({
    customerId: String(r.customer_id),
    id: String(r.id),
    eventId: String(r.event_id),
    type: String(r.type),
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    attempts: Number(r.attempts),
    createdAt: new Date(r.created_at as string),
    url: String(r.url),
    secret: String(r.secret),
  }));
}

/** Records one attempt: delivered, failed for good, or pending until `nextAt`. */
export async function recordAttempt(
  db: Db,
  customerId: string,
  id: string,
  o: {
    status: 'delivered' | 'failed' | 'pending';
    statusCode: number | null;
    error: string | null;
    nextAt: Date | null;
  },
): Promise<void> {
  await db.execute(sql`update webhook_deliveries set status = ${o.status}, attempts = attempts + 1,
    last_status_code = ${o.statusCode}, last_error = ${o.error}, last_attempt_at = now(),
    delivered_at = ${o.status === 'delivered' ? sql`now()` : sql`null`},
    next_attempt_at = ${o.nextAt ? sql`${o.nextAt.toISOString()}::timestamptz` : sql`next_attempt_at`}
    where customer_id = ${customerId} and id = ${id} and status = 'pending'`);
}

/** Pending deliveries of all customers (queue depth). */
export async function pendingCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from webhook_deliveries where status = 'pending'`,
  );
  return row?.n ?? 0;
}
