// The webhook sender: claims due deliveries (any instance; FOR UPDATE SKIP LOCKED with a lease, as the
// Disconnect-Request sender of server/access/disconnect does), posts each signed to its endpoint
// (server/platform/outbound.ts: SSRF guard, time-out, size cap, no redirects) and records the answer.
// A 2xx answer is delivered; anything else is tried again after the next wait of `waits` (10 s, 1 min,
// 5 min, 30 min, 2 h, 6 h, 12 h: about a day), then the delivery is failed; an address the guard
// refuses fails at once. Wakes when the database notifies new deliveries (trigger
// webhook_notify_deliveries), and polls every `pollMs` for retries that came due.
import type { Database, Db } from '../../platform/db/client';
import { OutboundError, postOutbound } from '../../platform/outbound';
import { signDelivery } from './signature';
import { claimDue, recordAttempt, type Claimed } from './store';
import { log } from '../../platform/log';

export const DELIVERIES_CHANNEL = 'hotspot_webhook_deliveries';

/** The waits after the 1st, 2nd … failed attempt; after the last one the delivery is failed. */
export const DEFAULT_WAITS_MS: readonly number[] = [
  10_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];
/** No attempt is planned later than this after the delivery was queued. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;

export interface WebhookSenderOptions {
  waits?: readonly number[];
  pollMs?: number;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /** Of an answer read at most (default 64 KiB). */
  maxBytes?: number;
  /** Requests at once (default 16). */
  inFlight?: number;
  /** WEBHOOK_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  warn?: (message: string) => void;
}

export interface WebhookSender {
  kick(): void;
  close(): Promise<void>;
  stats(): { sent: number; delivered: number; retried: number; failed: number };
}

export async function startWebhookSender(
  db: Db,
  database: Pick<Database, 'listen'> | null,
  opts: WebhookSenderOptions,
): Promise<WebhookSender> {
  const waits = opts.waits ?? DEFAULT_WAITS_MS;
  const pollMs = opts.pollMs ?? 5000;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxInFlight = opts.inFlight ?? 16;
  const leaseMs = timeoutMs + 20_000;
  const counts = { sent: 0, delivered: 0, retried: 0, failed: 0 };
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  /** A kick while a round runs: another round at once after it. */
  let again = false;
  let closed = false;
  let lastWarn = 0;
  let active = 0;
  const inFlight = new Set<Promise<void>>();

  const warn = (m: string) => {
    if (Date.now() - lastWarn < 60_000) return;
    lastWarn = Date.now();
    (opts.warn ?? ((line: string) => log.warn(line)))(m);
  };

  function schedule(ms: number) {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  async function send(c: Claimed): Promise<void> {
    const body = JSON.stringify(c.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    counts.sent++;
    let statusCode: number | null = null;
    let error: string | null = null;
    let refused = false;
    try {
      const res = await postOutbound(
        c.url,
        body,
        {
          'user-agent': 'HotspotPortal-Webhooks/1',
          'webhook-id': c.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signDelivery(c.secret, c.eventId, timestamp, body),
        },
        { allowPrivate: opts.allowPrivate, timeoutMs, maxBytes: opts.maxBytes },
      );
      statusCode = res.status;
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    } catch (e) {
      error = (e as Error).message.slice(0, 500);
      refused = e instanceof OutboundError && e.kind === 'refused';
    }
    if (!error) {
      counts.delivered++;
      return recordAttempt(db, c.customerId, c.id, { status: 'delivered', statusCode, error: null, nextAt: null });
    }
    const wait = waits[c.attempts];
    const nextAt = wait === undefined ? null : new Date(Date.now() + wait);
    if (refused || !nextAt || nextAt.getTime() > c.createdAt.getTime() + RETRY_WINDOW_MS) {
      counts.failed++;
      return recordAttempt(db, c.customerId, c.id, { status: 'failed', statusCode, error, nextAt: null });
    }
    counts.retried++;
    return recordAttempt(db, c.customerId, c.id, { status: 'pending', statusCode, error, nextAt });
  }

  /** The round under way: close() waits for it, so that no claim is made, or left unsent, after it. */
  let round: Promise<void> | null = null;

  function tick(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return round ?? Promise.resolve();
    }
    round = claimRound().finally(() => (round = null));
    return round;
  }

  async function claimRound(): Promise<void> {
    running = true;
    again = false;
    let more = false;
    try {
      const n = maxInFlight - active;
      if (n > 0) {
        const claimed = await claimDue(db, n, leaseMs);
        more = claimed.length === n;
        for (const c of claimed) {
          active++;
          const p = send(c)
            .catch((e: unknown) => warn(`webhook delivery not recorded: ${(e as Error).message}`))
            .finally(() => {
              active--;
              inFlight.delete(p);
              schedule(0);
            });
          inFlight.add(p);
        }
      }
    } catch (e) {
      if (!closed) warn(`webhook queue not read: ${(e as Error).message}`);
    } finally {
      running = false;
    }
    schedule(more || again ? 5 : pollMs);
  }

  const sender: WebhookSender = {
    kick: () => schedule(0),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      // A round that was claiming sends what it claimed (left unsent, a claim waits out its lease).
      if (round) await round.catch(() => undefined);
      await Promise.allSettled([...inFlight]);
    },
    stats: () => ({ ...counts }),
  };
  if (database)
    await database.listen(
      DELIVERIES_CHANNEL,
      () => sender.kick(),
      () => sender.kick(),
    );
  schedule(0);
  return sender;
}
