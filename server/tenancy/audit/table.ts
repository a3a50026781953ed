import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

/**
 * The audit log (issue 12): every mutation and sign-in — who, for which customer, what, on which
 * objects, when, from where, and how it ended. Append-only: a trigger refuses UPDATE and DELETE
 * (migration 0019), no API changes it, operators read it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: ts('at').notNull().defaultNow(),
    /** The signed-in user (null: a failed sign-in of an unknown account). */
    userId: text('user_id'),
    email: text('email'),
    /** The customer the operation acted on, when it names one. */
    customerId: text('customer_id'),
    /** `Mutation.createVoucher`, `signIn`, `signInFailed` … */
    operation: text('operation').notNull(),
    objectIds: text('object_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'ok' or the error code (FORBIDDEN, BAD_USER_INPUT, RATE_LIMITED …). */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_customer_idx').on(t.customerId, t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
  ],
);
