// User invites (seed 000 §7, seed 001 §3 Invite).
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

export const userInvites = pgTable(
  'user_invites',
  {
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    lang: text('lang'),
    timezone: text('timezone'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** customerId of the organisation that invites. */
    invitingCustomer: text('inviting_customer'),
    /** The user who sent the invite (the member's "invited by" once taken). */
    invitedBy: text('invited_by'),
    tokenHash: text('token_hash'),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('user_invites_email_idx').on(t.customerId, sql`lower(${t.email})`),
  ],
);
