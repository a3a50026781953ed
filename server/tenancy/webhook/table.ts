// Webhooks (issue 37, docs/webhooks.md): a customer's endpoints and the durable queue and log of
// their deliveries. A delivery row is written in the transaction of the event that caused it (where
// the emitter has one: server/platform/events.ts); any instance's sender claims due rows (FOR UPDATE
// SKIP LOCKED, with a lease), posts them signed and records the answer; retries with backoff for
// about a day, then `failed`. The customer's webhook plugin (apiUrl, token) is the endpoint of
// source `plugin`, kept in sync with the plugin by a trigger (sql/webhook_plugin_endpoint.sql).
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    /** portal (the webhook list) | plugin (the webhook plugin's apiUrl and token: every event). */
    source: text('source').notNull().default('portal'),
    url: text('url').notNull(),
    /** The signing secret (Standard Webhooks: `whsec_` + base64 key; the plugin's token as it is). */
    secret: text('secret').notNull(),
    /** The event types it receives (src/domain/webhook.ts); ignored for the plugin's endpoint (all). */
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] })],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    /** The event's id: the `webhook-id` header, the same for every endpoint and every attempt. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The body as sent: { type, timestamp, customerId, data }. */
    payload: jsonb('payload').notNull(),
    /** pending → delivered | failed */
    status: text('status').notNull().default('pending'),
    /** Requests made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may claim it: the next attempt, or the end of a sender's lease while sending. */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: ts('last_attempt_at'),
    deliveredAt: ts('delivered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.customerId, t.endpointId],
      foreignColumns: [webhookEndpoints.customerId, webhookEndpoints.id],
    }).onDelete('cascade'),
    // The senders' work list: only pending rows are in it.
    index('webhook_deliveries_due_idx')
      .on(t.customerId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // An endpoint's delivery log, newest first.
    index('webhook_deliveries_endpoint_idx').on(t.customerId, t.endpointId, t.createdAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
