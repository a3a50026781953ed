// Dynamic authorisation (RFC 5176, issue 36): the queue of Disconnect-Requests and CoA-Requests to the
// NAS of a guest session and the answer each got. A row is written in the transaction that ends the
// guest's access (a code deactivated or deleted, accounts invalidated, a device account disabled, a
// device deactivated, an operator's Disconnect; by the day-end job: a wifi4eu day ended) or changes
// its limits (an account template's, a login template's switch to another: a CoA);
// any instance's sender claims due rows (FOR UPDATE
// SKIP LOCKED), sends with retries and records ACK / NAK (Error-Cause) / timeout. docs/radius.md.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const radiusDisconnects = pgTable(
  'radius_disconnects',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    /** The radius_sessions row it ends (or changes). */
    sessionId: text('session_id').notNull(),
    hotspotDeviceId: text('hotspot_device_id').notNull(),
    /** disconnect | coa */
    kind: text('kind').notNull().default('disconnect'),
    /** What asked for it: operator, code-deactivated, code-deleted, account-invalidated, device-account-disabled, device-account-deleted, device-deactivated, wifi4eu-day-ended; account-template-changed, login-template-changed (a CoA). */
    reason: text('reason').notNull(),
    /** The user who asked (an operator's Disconnect or the change that caused it); null: the server. */
    requestedBy: text('requested_by'),
    /** queued → sending → ack | nak | timeout | failed (no NAS address or secret; a CoA: no limits to send). */
    state: text('state').notNull().default('queued'),
    /** Error-Cause of a NAK (RFC 5176 §3.5), e.g. 503 Session-Context-Not-Found. */
    errorCause: integer('error_cause'),
    /** Claims by a sender so far (a sender that died mid-send leaves its claim to expire). */
    claims: integer('claims').notNull().default(0),
    /** Packets sent (retransmissions included). */
    tries: integer('tries').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When a sender may claim it: now when queued; the end of a claim while sending. */
    dueAt: ts('due_at').notNull().defaultNow(),
    answeredAt: ts('answered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    // The senders' work list: only pending rows are in it.
    index('radius_disconnects_due_idx')
      .on(t.customerId, t.dueAt)
      .where(sql`${t.state} in ('queued', 'sending')`),
    // The latest outcome per session (live sessions, history).
    index('radius_disconnects_session_idx').on(t.customerId, t.sessionId, t.createdAt),
    // At most one Disconnect-Request per session for the end of its wifi4eu day, whichever instance's
    // job queues it (dayEnd.ts: INSERT … ON CONFLICT DO NOTHING).
    uniqueIndex('radius_disconnects_day_end_uq')
      .on(t.customerId, t.sessionId)
      .where(sql`${t.reason} = 'wifi4eu-day-ended'`),
  ],
);

export type RadiusDisconnectRow = typeof radiusDisconnects.$inferSelect;
