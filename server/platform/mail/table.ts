// Mail: the local outbox (messages the in-process SMTP server received when no SMTP server is
// configured). Not tenant data.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../db/columns';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id'),
    from: text('from'),
    to: text('to').array().notNull(),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    /** The message as received (RFC 5322). */
    raw: text('raw').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_received_idx').on(t.receivedAt)],
);
