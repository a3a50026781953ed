// The sender: claims due rows of radius_disconnects (any instance; SKIP LOCKED), sends each to its
// session's NAS (dynamicAuthPort of the device type, signed with the device's secret), retries
// (client.ts) and records the answer. A CoA-Request also carries the session's limits as they are
// now, in the attributes of the device's family (`change`, from the composition). Bounded: at most
// `rate` requests started per second and `inFlight` awaiting an answer. Polls every `pollMs`, and at
// once when this process queued work (kickSenders). A claim whose sender died is taken again when it
// ends (`leaseMs`); after MAX_CLAIMS claims it is given up as a timeout.
import { isIPv4 } from 'node:net';
import type { Db } from '../../platform/db/client';
import { dynamicAuthClient, DEFAULT_WAITS_MS, type DynamicAuthClient } from './client';
import { dynamicAuthPort } from './ports';
import type { AttrName } from './packets';
import { claimDue, recordOutcome, type Claimed } from './store';
import { log } from '../../platform/log';

export type DeviceLookup = (
  customerId: string,
  deviceId: string,
) => Promise<{ secret: string; deviceType: string } | null>;

export interface SenderOptions {
  /** The device's RADIUS secret and type (the composition passes the login service's lookup). */
  device: DeviceLookup;
  /**
   * A CoA-Request's limits for one session, encoded in the attributes of the device type's family
   * (the composition passes the login service's sessionLimits and the RADIUS families); null: nothing
   * to change (the session has no account template any more). Without it a CoA is recorded as failed.
   */
  change?: (customerId: string, sessionId: string, deviceType: string) => Promise<Buffer | null>;
  /** One port for every NAS (DYNAMIC_AUTH_PORT: the stand-in); default: per device type. */
  port?: number | null;
  /** Requests started per second (default 200). */
  rate?: number;
  /** Requests awaiting an answer at once (default 64). */
  inFlight?: number;
  pollMs?: number;
  /** Waits of the tries (default 1 s, 2 s, 4 s). */
  waits?: readonly number[];
  warn?: (message: string) => void;
}

export interface Sender {
  kick(): void;
  close(): Promise<void>;
  stats(): { sent: number; ack: number; nak: number; timeout: number; failed: number };
}

const MAX_CLAIMS = 3;
const senders = new Set<Sender>();

/** Wakes this process's senders (after a transaction that queued requests has committed). */
export function kickSenders(): void {
  for (const s of senders) s.kick();
}

export async function startSender(db: Db, opts: SenderOptions): Promise<Sender> {
  const rate = opts.rate ?? 200;
  const maxInFlight = opts.inFlight ?? 64;
  const pollMs = opts.pollMs ?? 500;
  const waits = opts.waits ?? DEFAULT_WAITS_MS;
  const leaseMs = waits.reduce((a, b) => a + b, 0) + 10_000;
  const client: DynamicAuthClient = await dynamicAuthClient(waits);
  const counts = { sent: 0, ack: 0, nak: 0, timeout: 0, failed: 0 };
  let tokens = rate;
  let refilled = Date.now();
  let active = 0;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let closed = false;
  let lastWarn = 0;
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
    if (c.claims > MAX_CLAIMS) {
      counts.timeout++;
      return recordOutcome(db, c.customerId, c.id, { state: 'timeout', tries: 0 });
    }
    const device = await opts.device(c.customerId, c.hotspotDeviceId);
    const extra =
      device && c.kind === 'coa' ? ((await opts.change?.(c.customerId, c.sessionId, device.deviceType)) ?? null) : null;
    if (!device || !c.acctSessionId || !c.nasIp || (c.kind === 'coa' && !extra)) {
      counts.failed++;
      return recordOutcome(db, c.customerId, c.id, { state: 'failed', tries: 0 });
    }
    const attributes: [AttrName, string | number][] = [['Acct-Session-Id', c.acctSessionId]];
    if (c.username) attributes.push(['User-Name', c.username]);
    if (isIPv4(c.nasIp)) attributes.push(['NAS-IP-Address', c.nasIp]);
    attributes.push(['NAS-Identifier', c.hotspotDeviceId]);
    if (c.nasPort != null) attributes.push(['NAS-Port', c.nasPort]);
    attributes.push(['Event-Timestamp', Math.floor(Date.now() / 1000)]);
    counts.sent++;
    const outcome = await client.send({
      host: c.nasIp,
      port: dynamicAuthPort(device.deviceType, opts.port),
      secret: device.secret,
      kind: c.kind,
      attributes,
      extra: extra ?? undefined,
    });
    counts[outcome.state]++;
    if (closed) return; // cut short by close: the claim ends and a sender sends it again
    await recordOutcome(db, c.customerId, c.id, {
      state: outcome.state,
      tries: outcome.tries,
      errorCause: outcome.state === 'nak' ? outcome.errorCause : null,
    });
  }

  async function tick(): Promise<void> {
    if (closed || running) return;
    running = true;
    let more = false;
    try {
      const now = Date.now();
      tokens = Math.min(rate, tokens + ((now - refilled) * rate) / 1000);
      refilled = now;
      const n = Math.min(maxInFlight - active, Math.floor(tokens));
      if (n > 0) {
        const claimed = await claimDue(db, n, leaseMs);
        more = claimed.length === n;
        for (const c of claimed) {
          tokens--;
          active++;
          const p = send(c)
            .catch((e: unknown) =>
              warn(`${c.kind === 'coa' ? 'CoA' : 'Disconnect'}-Request not sent: ${(e as Error).message}`),
            )
            .finally(() => {
              active--;
              inFlight.delete(p);
              schedule(0);
            });
          inFlight.add(p);
        }
      } else more = true;
    } catch (e) {
      if (!closed) warn(`Disconnect queue not read: ${(e as Error).message}`);
    } finally {
      running = false;
    }
    schedule(more ? Math.max(5, Math.ceil(1000 / rate)) : pollMs);
  }

  const sender: Sender = {
    kick: () => schedule(0),
    async close() {
      closed = true;
      senders.delete(sender);
      if (timer) clearTimeout(timer);
      await client.close();
      await Promise.allSettled([...inFlight]);
    },
    stats: () => ({ ...counts }),
  };
  senders.add(sender);
  schedule(0);
  return sender;
}
