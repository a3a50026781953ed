// The webhook module's subscription to the event bus (server/platform/events.ts): a delivery for each
// active endpoint of the customer that wants the event, written with the emitter's handle (inside its
// transaction where it has one). Which events a customer's active endpoints want is kept in memory per
// customer, read once and dropped whenever the database notifies a change of webhook_endpoints
// (trigger webhook_notify_endpoints, on commit, from any instance): an Access-Request of a customer
// without endpoints costs no query after the first. The memory is only trusted while exactly one
// server of this process listens (the normal case; tests that open several databases in one process
// fall back to the INSERT … SELECT, which finds nothing to do just as well).
import type { Db, Tx } from '../../platform/db/client';
import { onEvent, type PlatformEvent } from '../../platform/events';
import { queueEvent, subscriptionsOf } from './store';

export const ENDPOINTS_CHANNEL = 'hotspot_webhook_endpoints';

interface Feed {
  live: boolean;
}

/** Per customer: the plugin's endpoint (every event) is active, and the events of the others. */
type Entry = { all: boolean; events: Set<string> };

const feeds = new Set<Feed>();
const known = new Map<string, Entry>();
const MAX_CUSTOMERS = 100_000;
/** Raised by every drop: a load that began before one must not store what it read. */
let epoch = 0;

function drop(): void {
  epoch++;
  known.clear();
}

/** Registers a server's notification feed (services.ts); returns what its listener calls. */
export function endpointFeed() {
  const feed: Feed = { live: false };
  feeds.add(feed);
  drop();
  return {
    onNotification: () => drop(),
    setLive: (live: boolean) => {
      feed.live = live;
      drop();
    },
    close: () => {
      feeds.delete(feed);
      drop();
    },
  };
}

/**
 * false only when it is known that no active endpoint of the customer wants the event. A customer
 * not known yet is read with the emitter's handle (inside its transaction: on the embedded database a
 * second connection would wait for it), once until the next change.
 */
export async function mayWant(db: Db | Tx, customerId: string, type: string): Promise<boolean> {
  let live = 0;
  for (const feed of feeds) if (feed.live) live++;
  if (live !== 1) return true;
  let entry = known.get(customerId);
  if (!entry) {
    const at = epoch;
    const rows = await subscriptionsOf(db, customerId);
    entry = { all: rows.some((r) => r.source === 'plugin'), events: new Set(rows.flatMap((r) => r.events)) };
    if (at === epoch) {
      if (known.size >= MAX_CUSTOMERS) known.clear();
      known.set(customerId, entry);
    }
  }
  return entry.all || entry.events.has(type);
}

/** How many deliveries an event queued (0 when the customer has no endpoint for it). */
export async function deliver(db: Parameters<typeof queueEvent>[0], event: PlatformEvent): Promise<number> {
  if (!(await mayWant(db, event.customerId, event.type))) return 0;
  return queueEvent(db, event);
}

onEvent(async (db, event) => {
  await deliver(db, event);
});
