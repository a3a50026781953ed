// Mail: the local outbox (messages the in-process SMTP server received when no SMTP server is
// configured) and the single-use password-reset tokens. Neither is tenant data.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../db/columns';
import { users } from '../../db/schema';

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

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
