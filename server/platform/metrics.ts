// Prometheus metrics (prom-client), served at GET /metrics to a scraper that sends
// `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN there is no /metrics (404), so nothing
// is public by default (docs/operations.md lists every series).
//
// Label values are bounded sets: an HTTP route is its module route's pattern name or a fixed word, a
// GraphQL operation is a field of the schema's Query or Mutation (else "other"), a RADIUS result is one
// of the server's own reasons. Nothing a caller sends becomes a label as it is.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import client from 'prom-client';
import type { Services } from './context';
import { moduleState } from './context';
import { queryRows } from './db/client';

/** The process's series; several servers in one process (tests) share them. */
export const processRegistry = new client.Registry();
client.collectDefaultMetrics({ register: processRegistry, prefix: 'hotspot_' });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new client.Histogram({
  name: 'hotspot_http_request_duration_seconds',
  help: 'HTTP requests by method, route and status class, from the first byte to the end of the answer',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [processRegistry],
});

export const graphqlDuration = new client.Histogram({
  name: 'hotspot_graphql_operation_duration_seconds',
  help: 'GraphQL requests by operation type and root field',
  labelNames: ['type', 'operation'] as const,
  buckets: SECONDS,
  registers: [processRegistry],
});

export const radiusDuration = new client.Histogram({
  name: 'hotspot_radius_request_duration_seconds',
  help: 'RADIUS packets from receipt to answer, by port (auth, acct); for acct this is the accounting lag: the time until the record is stored',
  labelNames: ['kind'] as const,
  buckets: SECONDS,
  registers: [processRegistry],
});

export const radiusRequests = new client.Counter({
  name: 'hotspot_radius_requests_total',
  help: 'RADIUS packets by request code and result (accept, reject:<reason>, response, dropped:<reason>, duplicate, error)',
  labelNames: ['code', 'result'] as const,
  registers: [processRegistry],
});

/** The RADIUS servers of this process (startRadius adds its counts): reasons read at scrape time. */
export const radiusSources = new Set<
  () => {
    rejectReasons: Record<string, number>;
    dropped: Record<string, number>;
    /** Returning guests' kept login reads (server/access/hotspot-login/readCache.ts, D340). */
    loginReads?: { hits: number; misses: number; stale: number };
  }
>();

new client.Counter({
  name: 'hotspot_radius_login_reads_total',
  help: 'Code logins by their read: hit (decided from the read kept since the last login), miss (read), stale (kept but out of date, read again)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    for (const source of radiusSources) {
      const reads = source().loginReads;
      if (!reads) continue;
      this.inc({ result: 'hit' }, reads.hits);
      this.inc({ result: 'miss' }, reads.misses);
      this.inc({ result: 'stale' }, reads.stale);
    }
  },
});

new client.Counter({
  name: 'hotspot_radius_refusals_total',
  help: 'Access-Rejects by reason and dropped packets by reason (kind: reject, dropped)',
  labelNames: ['kind', 'reason'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    for (const source of radiusSources) {
      const s = source();
      for (const [reason, n] of Object.entries(s.rejectReasons)) this.inc({ kind: 'reject', reason }, n);
      for (const [reason, n] of Object.entries(s.dropped)) this.inc({ kind: 'dropped', reason }, n);
    }
  },
});

export const accountingDelay = new client.Histogram({
  name: 'hotspot_radius_accounting_delay_seconds',
  help: 'Acct-Delay-Time the NAS reported: how long a record waited at the device before it was sent',
  buckets: [0, 1, 5, 15, 60, 300, 900, 3600],
  registers: [processRegistry],
});

export const mailInFlight = new client.Gauge({
  name: 'hotspot_mail_in_flight',
  help: 'Mails handed to SMTP and not yet accepted (the mail queue: mails are sent while the request waits)',
  registers: [processRegistry],
});

export const mailSent = new client.Counter({
  name: 'hotspot_mail_sent_total',
  help: 'Mails by result (sent: accepted by the SMTP server; failed)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

/** "2xx" … "5xx". */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Seconds since `start` (process.hrtime.bigint()). */
export const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** A gauge a module adds for its queue: a query answering `{ depth }` rows by state. */
export interface QueueDepth {
  /** The queue's name as a label value (webhooks, disconnects, mail). */
  queue: string;
  /** SQL answering rows `{ state: string, depth: number }` over every customer. */
  sql: string;
}

/** Queues whose depths /metrics reports (modules add theirs at start-up: `queueDepths(services).push(…)`). */
export const queueDepths = moduleState<QueueDepth[]>(() => [
  {
    queue: 'disconnects',
    sql: `SELECT state, count(*)::int AS depth FROM radius_disconnects WHERE state IN ('queued', 'sending') GROUP BY state`,
  },
]);

/** The per-server series: its database's pools and queues, read at scrape time. */
const serverRegistry = moduleState((services: Services) => {
  const registry = new client.Registry();
  new client.Gauge({
    name: 'hotspot_queue_depth',
    help: 'Work waiting in the database queues, by queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of queueDepths(services)) {
        try {
          const rows = await queryRows<{ state: string; depth: number }>(services.db, q.sql, []);
          for (const r of rows) this.set({ queue: q.queue, state: r.state }, Number(r.depth));
        } catch {
          // a queue whose table is not there (yet): no series
        }
      }
    },
  });
  new client.Gauge({
    name: 'hotspot_db_pool_connections',
    help: 'Database connections of each pool by state (total, idle, waiting clients); PostgreSQL only',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const pools = (
        services as Services & { database?: { pools?: () => Record<string, PoolCounts> } }
      ).database?.pools?.();
      for (const [pool, c] of Object.entries(pools ?? {})) {
        this.set({ pool, state: 'total' }, c.totalCount);
        this.set({ pool, state: 'idle' }, c.idleCount);
        this.set({ pool, state: 'waiting' }, c.waitingCount);
      }
    },
  });
  return registry;
});

export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics: the Prometheus text format, to a bearer of METRICS_TOKEN (compared in constant time);
 * anyone else gets the same 404 as for any unknown path. Answers false when the request is not for it.
 */
export async function serveMetrics(services: Services, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const token = services.config.metricsToken;
  if (!token || req.method !== 'GET') return false;
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(sent), digest(token))) return false;
  const registry = client.Registry.merge([processRegistry, serverRegistry(services)]);
  const text = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(text);
  return true;
}
