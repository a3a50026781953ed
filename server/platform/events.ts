// The event bus (issue 37): what happened at a customer, told to whoever subscribed, without the
// module where it happened knowing who listens (docs/architecture.md, "Cutting back-edges"). A module
// calls `emitEvent(dbOrTx, customerId, type, data)` — inside its transaction where it has one, so that
// whatever a subscriber writes commits or rolls back with the event; a higher module's face
// subscribes with `onEvent` when the composition loads it (the webhook module queues a delivery per
// endpoint of the customer that wants the event). The event types are src/domain/webhook.ts's.
//
// Emitting must stay cheap where nobody listens (RADIUS: every Access- and Accounting-Request):
// a subscriber decides from memory whether it has anything to do (the webhook module's cache of
// which customers have endpoints for which events, dropped by the database's notifications).
import { randomHex } from './ids';
import type { WebhookEventType } from '../../src/domain/webhook';
import type { Db, Tx } from './db/client';
import { log } from './log';

export interface PlatformEvent {
  /** Unique, sortable by time: the `webhook-id` receivers deduplicate on. */
  id: string;
  type: WebhookEventType;
  customerId: string;
  at: Date;
  data: Record<string, unknown>;
}

export type EventSubscriber = (db: Db | Tx, event: PlatformEvent) => Promise<void>;

const subscribers: EventSubscriber[] = [];

/** A higher module's face registers what it does with every event (run in registration order). */
export function onEvent(subscriber: EventSubscriber): void {
  subscribers.push(subscriber);
}

/** `evt_` + milliseconds (base 36) + random: unique over instances, ordered by time. */
export function newEventId(at = Date.now()): string {
  return `evt_${at.toString(36).padStart(9, '0')}${randomHex(8)}`;
}

/**
 * Tells the subscribers that `type` happened at `customerId`. With a transaction handle the
 * subscribers' writes are part of it (an error then fails the transaction, as any statement's would);
 * with the plain handle an error is logged and swallowed: the guest's login or the accounting
 * record it follows has been written already and must not be refused for it.
 */
export async function emitEvent(
  db: Db | Tx,
  customerId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  if (!subscribers.length) return;
  // A drizzle transaction can roll back; the plain handle cannot.
  const inTransaction = typeof (db as { rollback?: unknown }).rollback === 'function';
  const event: PlatformEvent = { id: newEventId(), type, customerId, at: new Date(), data };
  for (const subscriber of subscribers) {
    if (inTransaction) await subscriber(db, event);
    else
      await subscriber(db, event).catch((e: unknown) =>
        log.warn({ type, customerId, err: (e as Error).message }, 'event not handed on'),
      );
  }
}
