// Who signs in: users, their grants per customer, refresh tokens, the single-use password-reset
// tokens, and the files of the content service (partner logos). The users
// are not tenant rows: a user holds grants on customers.
import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The last successful sign-in (POST /auth/authorize), for the members list (issue 38). */
    lastSignInAt: ts('last_sign_in_at'),
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
    /** The user whose invite granted it (null: seeded, or the inviter is gone). Issue 38. */
    invitedBy: text('invited_by'),
    /** Since when the user holds access to the customer. */
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The version of the grant (optimistic concurrency of updateMember). */
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerKey] }), index('user_grants_customer_idx').on(t.customerKey)],
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
    /** The client's User-Agent when the token was issued (cut to 256 characters): "sessions and devices". */
    userAgent: text('user_agent'),
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

/**
 * A user's TOTP second factor (issue 38, docs/security.md "Second factor"): the secret encrypted with
 * the installation's key (AES-256-GCM, ./secondFactor.ts), pending until a first code confirms it; the
 * last time step used, so that a code is accepted once.
 */
export const userTotp = pgTable('user_totp', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  /** Null while the enrolment waits for its first code. */
  confirmedAt: ts('confirmed_at'),
  /** The time step of the last accepted code: only later steps are accepted (no replay). */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The one-time recovery codes of a user's second factor, hashed (SHA-256); used ones keep their use. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * A user's passkeys (WebAuthn credentials), the second kind of second factor (issue 38,
 * docs/security.md "Second factor"): the credential's id and public key (COSE) as the authenticator
 * gave them at registration, its signature counter (an assertion must raise it, when the
 * authenticator counts), the transports it named, the user's name for it, and its last use.
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    /** The credential id, base64url (as WebAuthn's `id`): unique over all users. */
    credentialId: text('credential_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: bytea('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('user_passkeys_user_idx').on(t.userId)],
);

/**
 * The WebAuthn challenges waiting for their answer: single-use (taken by one DELETE … RETURNING, on
 * every instance), bounded in time, and bound to what asked for them: a registration to its user, an
 * authentication to the pending sign-in (the SHA-256 of the password step's challenge).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    /** The challenge as sent to the browser, base64url. */
    challenge: text('challenge').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'register' | 'authenticate'. */
    purpose: text('purpose').notNull(),
    /** The pending sign-in an authentication belongs to (hash of its challenge); '' for a registration. */
    boundTo: text('bound_to').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('passkey_challenges_user_idx').on(t.userId, t.purpose),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);
