// Who signs in: users, their grants per customer, refresh tokens, the single-use password-reset
// tokens, and the files of the content service (partner logos). The users
// are not tenant rows: a user holds grants on customers.
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    lang: text('lang'),
    phone: text('phone'),
    timezone: text('timezone'),
    address: text('address'),
    description: text('description'),
    /** The customer the user belongs to (drives the white-label partner). */
    homeCustomerId: text('home_customer_id'),
    /** Every access token carries the version it was signed with; raising it revokes them all at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

/** Roles and extra permission strings of a user for '*' (all customers) or one customerId. */
export const userGrants = pgTable(
  'user_grants',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerKey] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Files of the content service (partner logos), keyed by customer. */
export const contentFiles = pgTable(
  'content_files',
  {
    customerId: text('customer_id').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.name] })],
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
